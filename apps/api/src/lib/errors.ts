// Errors with a stable code, an HTTP status and a message per language (packages/content).
import { apiErrors, type TApiErrorCode } from "@sachiv/content";
import type { TLanguage } from "@sachiv/contracts";

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: TApiErrorCode;
  readonly headers?: Record<string, string>;

  constructor(statusCode: number, code: TApiErrorCode, headers?: Record<string, string>) {
    super(apiErrors[code].hinglish);
    this.statusCode = statusCode;
    this.code = code;
    this.headers = headers;
  }
}

export function messageFor(code: TApiErrorCode, language: TLanguage): string {
  return apiErrors[code][language];
}
