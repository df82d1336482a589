// Errors with a stable code; its HTTP status and its message per language live with the code in
// the catalogue (packages/content errors.ts, error-status.ts).
import { apiErrors, apiErrorStatus, type TApiErrorCode } from "@sachiv/content";
import type { TLanguage } from "@sachiv/contracts";

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: TApiErrorCode;
  readonly headers?: Record<string, string>;

  constructor(code: TApiErrorCode, headers?: Record<string, string>) {
    super(apiErrors[code].hinglish);
    this.statusCode = apiErrorStatus[code];
    this.code = code;
    this.headers = headers;
  }
}

export function messageFor(code: TApiErrorCode, language: TLanguage): string {
  return apiErrors[code][language];
}
