import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as z from "zod";
import { ApiResponseError, apiKeepalive, apiRequest, setApiAuthHooks } from "./api";

type TCall = { url: string; init: RequestInit };
let calls: TCall[];

function respondWith(...responses: (() => Response)[]) {
  calls = [];
  const queue = [...responses];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, init });
      const next = queue.shift();
      return next ? Promise.resolve(next()) : Promise.reject(new Error("unexpected fetch"));
    }),
  );
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const header = (call: TCall | undefined, name: string) => new Headers(call?.init.headers).get(name);

describe("apiRequest", () => {
  let token: string | null;
  const refresh = vi.fn<() => Promise<string | null>>();
  const signOut = vi.fn();

  beforeEach(() => {
    token = "old-token";
    refresh.mockReset();
    signOut.mockReset();
    setApiAuthHooks({ getAccessToken: () => token, refresh, signOut });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    setApiAuthHooks(null);
  });

  it("sends the language, the token and JSON, and parses the answer", async () => {
    respondWith(json(200, { ok: true, extra: 1 }));
    const result = await apiRequest("/things", {
      method: "POST",
      body: { a: 1 },
      schema: z.object({ ok: z.boolean() }),
    });
    expect(result).toEqual({ ok: true });
    expect(calls[0]?.url).toBe("/api/things");
    expect(header(calls[0], "x-language")).toBe("hinglish");
    expect(header(calls[0], "authorization")).toBe("Bearer old-token");
    expect(header(calls[0], "content-type")).toBe("application/json");
    expect(calls[0]?.init.body).toBe('{"a":1}');
  });

  it("sends FormData as multipart (no JSON content type), again on the retry after a refresh", async () => {
    respondWith(
      json(401, { statusCode: 401, code: "X", error: "Unauthorized", message: "expired" }),
      json(200, { ok: true }),
    );
    refresh.mockResolvedValue("new-token");
    const form = new FormData();
    form.append("files", new Blob(["नमस्ते"], { type: "text/plain" }), "a.txt");
    await apiRequest("/admin/documents/upload", { method: "POST", body: form });
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.init.body).toBe(form);
      expect(header(call, "content-type")).toBeNull();
    }
    expect(header(calls[1], "authorization")).toBe("Bearer new-token");
  });

  it("throws the server's message", async () => {
    respondWith(
      json(400, {
        statusCode: 400,
        code: "INVALID_CREDENTIALS",
        error: "Bad Request",
        message: "Email ya password galat hai.",
      }),
    );
    const error = await apiRequest("/auth/login", { auth: "none" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiResponseError);
    expect(error).toMatchObject({ status: 400, code: "INVALID_CREDENTIALS", message: "Email ya password galat hai." });
  });

  it("falls back to 'HTTP error! status: N' without a JSON error body", async () => {
    respondWith(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(apiRequest("/health")).rejects.toThrow("HTTP error! status: 502");
  });

  it("returns undefined for 204", async () => {
    respondWith(() => new Response(null, { status: 204 }));
    await expect(apiRequest("/auth/logout", { method: "POST" })).resolves.toBeUndefined();
  });

  it("refreshes once on 401 and retries with the new token", async () => {
    refresh.mockResolvedValue("new-token");
    respondWith(
      json(401, { statusCode: 401, code: "SESSION_EXPIRED", error: "Unauthorized", message: "x" }),
      json(200, { id: 1 }),
    );
    await expect(apiRequest("/users/me")).resolves.toEqual({ id: 1 });
    expect(refresh).toHaveBeenCalledOnce();
    expect(header(calls[1], "authorization")).toBe("Bearer new-token");
    expect(signOut).not.toHaveBeenCalled();
  });

  it("signs out when the retry is refused too", async () => {
    refresh.mockResolvedValue("new-token");
    const unauthorized = json(401, {
      statusCode: 401,
      code: "UNAUTHENTICATED",
      error: "Unauthorized",
      message: "Please login karein.",
    });
    respondWith(unauthorized, unauthorized);
    await expect(apiRequest("/users/me")).rejects.toThrow("Please login karein.");
    expect(signOut).toHaveBeenCalledOnce();
  });

  it("signs out without retrying when the session cannot be refreshed", async () => {
    refresh.mockResolvedValue(null);
    respondWith(json(401, { statusCode: 401, code: "SESSION_EXPIRED", error: "Unauthorized", message: "x" }));
    await expect(apiRequest("/users/me")).rejects.toBeInstanceOf(ApiResponseError);
    expect(calls).toHaveLength(1);
    expect(signOut).toHaveBeenCalledOnce();
  });

  it("sends no token and never refreshes for auth: none", async () => {
    respondWith(json(401, { statusCode: 401, code: "X", error: "Unauthorized", message: "nope" }));
    await expect(apiRequest("/auth/refresh", { auth: "none" })).rejects.toThrow("nope");
    expect(header(calls[0], "authorization")).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it("uses an explicit token without touching the session", async () => {
    respondWith(json(401, { statusCode: 401, code: "X", error: "Unauthorized", message: "nope" }));
    await expect(apiRequest("/auth/factors", { auth: { token: "aal1-token" } })).rejects.toThrow();
    expect(header(calls[0], "authorization")).toBe("Bearer aal1-token");
    expect(refresh).not.toHaveBeenCalled();
    expect(signOut).not.toHaveBeenCalled();
  });
});

describe("apiKeepalive", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setApiAuthHooks(null);
  });

  it("posts JSON with keepalive, the token and the language, so it outlives the page", () => {
    setApiAuthHooks({ getAccessToken: () => "tok", refresh: () => Promise.resolve(null), signOut: () => undefined });
    respondWith(json(200, { success: true, message: "ok" }));
    apiKeepalive("/document/cleanup", { assistant_id: "a" });
    expect(calls[0]?.url).toBe("/api/document/cleanup");
    expect(calls[0]?.init).toMatchObject({ method: "POST", keepalive: true, body: '{"assistant_id":"a"}' });
    expect(header(calls[0], "authorization")).toBe("Bearer tok");
    expect(header(calls[0], "x-language")).toBe("hinglish");
  });

  it("never throws, even when the request fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(() => apiKeepalive("/document/cleanup", {})).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
