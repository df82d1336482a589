// The one HTTP client of the app: JSON in and out, the caller's language on every request, the
// access token when signed in, one refresh-and-retry on 401, and errors that carry the server's
// own (already translated) message.
import { LANGUAGE_HEADER, type TErrorResponse } from "@sachiv/contracts";
import { t } from "@sachiv/content";
import { getLanguage } from "@/lib/i18n/language-store";

export const API_BASE = "/api";

/** An HTTP answer outside 2xx. `message` is the server's message, or 'HTTP error! status: N'. */
export class ApiResponseError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: TErrorResponse["details"];

  constructor(status: number, message: string, body?: TErrorResponse) {
    super(message);
    this.name = "ApiResponseError";
    this.status = status;
    this.code = body?.code;
    this.details = body?.details;
  }
}

export function isApiResponseError(error: unknown): error is ApiResponseError {
  return error instanceof ApiResponseError;
}

type TAuthHooks = {
  /** Current access token, or null when signed out. */
  getAccessToken: () => string | null;
  /** Refreshes the session; resolves with the new access token, or null when it is gone. */
  refresh: () => Promise<string | null>;
  /** Called when the server keeps refusing the session. */
  signOut: () => void;
};

let authHooks: TAuthHooks | null = null;

/** The auth layer plugs in here; the API layer never reads the session store itself. */
export function setApiAuthHooks(hooks: TAuthHooks | null): void {
  authHooks = hooks;
}

/**
 * Anything with a `parse` (a zod schema from @sachiv/contracts). Screens that check an answer pass
 * one; the sign-in path and the chat screen do not, so that zod stays out of the first load of the
 * app (the API already validates every answer against the same contracts before sending it).
 */
export type TParser<T> = { parse: (data: unknown) => T };

export type TRequestOptions<T = unknown> = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** JSON-encoded, except FormData, which is sent as multipart. */
  body?: unknown;
  /** Parses the JSON answer; without it the answer is returned unchecked (or undefined on 204). */
  schema?: TParser<T>;
  /**
   * "session" (default): the signed-in user's token, with refresh and retry on 401.
   * "none": no token (login, sign-up, refresh). `{ token }`: exactly that token, no retry
   * (the half-finished session of a two-step login).
   */
  auth?: "session" | "none" | { token: string };
  signal?: AbortSignal;
};

/** `T` comes from `schema` when one is given, else from the caller (`apiRequest<TProfile>(…)`). */
export async function apiRequest<T = unknown>(path: string, options: TRequestOptions<T> = {}): Promise<T> {
  const response = await apiFetch(path, options);
  if (response.status === 204) return undefined as T;

  const text = await response.text();
  const json: unknown = text === "" ? undefined : JSON.parse(text);
  return (options.schema ? options.schema.parse(json) : json) as T;
}

/**
 * The raw answer of a request made like apiRequest (token, refresh and retry, errors as ApiResponseError),
 * for callers that read the body themselves: the chat stream, audio.
 */
export async function apiFetch(
  path: string,
  options: TRequestOptions<unknown> & { accept?: string } = {},
): Promise<Response> {
  const mode = options.auth ?? "session";
  const token = mode === "session" ? (authHooks?.getAccessToken() ?? null) : mode === "none" ? null : mode.token;

  let response = await send(path, options, token);

  if (response.status === 401 && mode === "session" && token && authHooks) {
    const renewed = await authHooks.refresh();
    if (renewed) response = await send(path, options, renewed);
    if (!renewed || response.status === 401) authHooks.signOut();
  }

  if (!response.ok) throw await toApiError(response);
  return response;
}

function send(path: string, options: TRequestOptions<unknown> & { accept?: string }, token: string | null) {
  const headers: Record<string, string> = {
    Accept: options.accept ?? "application/json",
    [LANGUAGE_HEADER]: getLanguage(),
  };
  // FormData (file uploads) goes as is: the browser writes the multipart boundary itself.
  const isForm = typeof FormData !== "undefined" && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`${API_BASE}${path}`, {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/** The server's error body (ZErrorResponse) when the answer is one, else undefined. */
function asErrorResponse(value: unknown): TErrorResponse | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const body = value as Record<string, unknown>;
  const isString = (key: string) => typeof body[key] === "string";
  if (typeof body.statusCode !== "number" || !isString("code") || !isString("error") || !isString("message"))
    return undefined;
  const details = Array.isArray(body.details)
    ? body.details.filter(
        (item: unknown): item is { path: string; message: string } =>
          typeof item === "object" &&
          item !== null &&
          "path" in item &&
          typeof item.path === "string" &&
          "message" in item &&
          typeof item.message === "string",
      )
    : undefined;
  return {
    statusCode: body.statusCode,
    code: body.code as string,
    error: body.error as string,
    message: body.message as string,
    ...(details ? { details } : {}),
  };
}

async function toApiError(response: Response): Promise<ApiResponseError> {
  let body: TErrorResponse | undefined;
  try {
    body = asErrorResponse(await response.json());
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): fall back to the generic text.
  }
  const message = body?.message || t("api.httpError", getLanguage(), { status: response.status });
  return new ApiResponseError(response.status, message, body);
}

/**
 * A POST that outlives the page (closing the tab, leaving the screen): fetch with keepalive, so it
 * can carry the bearer token, which navigator.sendBeacon cannot. Fire and forget: no refresh,
 * no retry, failures are swallowed (the server also expires what it holds).
 */
export function apiKeepalive(path: string, body: unknown): void {
  const token = authHooks?.getAccessToken() ?? null;
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    [LANGUAGE_HEADER]: getLanguage(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    void fetch(`${API_BASE}${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // A page being torn down may refuse new requests; the server's expiry covers it.
  }
}
