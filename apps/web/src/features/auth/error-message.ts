// What an auth screen shows for a failure: the server's own message, else the general text.
import type { TTextVars, TUiKey } from "@sachiv/content";
import { isApiResponseError } from "@/lib/api";

export function errorMessage(error: unknown, tr: (key: TUiKey, vars?: TTextVars) => string): string {
  return isApiResponseError(error) && error.message ? error.message : tr("auth.unexpectedError");
}
