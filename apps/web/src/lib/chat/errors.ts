// What the assistant bubble says when a reply fails (spec §8): a catalogue text, or the server's
// own explanation when it gave one in the user's language, with the three suggestions.
import type { TUiKey } from "@sachiv/content";
import { isApiResponseError } from "@/lib/api";
import { ChatStreamError } from "./stream";

export type TChatErrorView = {
  /** A catalogue text, or the server's own translated message. */
  text: { key: TUiKey } | { message: string };
  suggestions: TUiKey[];
};

const SUGGESTIONS: TUiKey[] = ["chatError.suggestInternet", "chatError.suggestRefresh", "chatError.suggestLater"];

/**
 * Spec §8: a message mentioning fetch or network → the connection text; 401 or "API" → temporary
 * service problem; other errors → something went wrong; a non-Error → unknown error. Errors the
 * server explained in the user's language (a stream error event, a 429) keep that explanation.
 */
export function chatErrorView(error: unknown): TChatErrorView {
  if (!(error instanceof Error)) return { text: { key: "chatError.unknown" }, suggestions: SUGGESTIONS };
  if (error instanceof ChatStreamError || (isApiResponseError(error) && error.status === 429)) {
    return { text: { message: error.message }, suggestions: SUGGESTIONS };
  }
  const message = error.message.toLowerCase();
  if (message.includes("fetch") || message.includes("network")) {
    return { text: { key: "chatError.connection" }, suggestions: SUGGESTIONS };
  }
  if (
    (isApiResponseError(error) && error.status === 401) ||
    message.includes("401") ||
    /\bapi\b/i.test(error.message)
  ) {
    return { text: { key: "chatError.serviceTemporary" }, suggestions: SUGGESTIONS };
  }
  if (isApiResponseError(error) && error.status >= 500) {
    return { text: { key: "chatError.serviceTemporary" }, suggestions: SUGGESTIONS };
  }
  return { text: { key: "chatError.somethingWrong" }, suggestions: SUGGESTIONS };
}
