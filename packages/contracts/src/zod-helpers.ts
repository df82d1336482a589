// Small zod building blocks shared by the contract files (query-string and form leniency).
import * as z from "zod";

/**
 * Treats an empty or whitespace-only string as an absent value, so `?user_email=` or a cleared
 * form field behaves like an omitted one (the inner schema's `.optional()` or `.default()` decides
 * what absent means). Keeps the inner schema's input type and JSON Schema.
 */
export function blankAsAbsent<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value: z.input<T> | "") => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema,
  );
}

/** Lower-cased extension of a file name without the dot, or "" when it has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot <= 0 || dot === fileName.length - 1 ? "" : fileName.slice(dot + 1).toLowerCase();
}
