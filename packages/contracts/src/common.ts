// Shared building blocks: languages, error bodies, ids.
import * as z from "zod";

/** UI language of officials. Any value other than "hindi" is treated as Hinglish. */
export const ZLanguage = z.enum(["hindi", "hinglish"]);
export type TLanguage = z.infer<typeof ZLanguage>;

/** Language of the admin interface. */
export const ZAdminLanguage = z.enum(["en", "hi"]);
export type TAdminLanguage = z.infer<typeof ZAdminLanguage>;

/** Lenient language input: anything but "hindi" means Hinglish, as the spec says. */
export const ZLanguageInput = z
  .string()
  .optional()
  .transform((v): TLanguage => (v === "hindi" ? "hindi" : "hinglish"));

/** Every 4xx/5xx body. `message` is in the caller's language; `code` is stable for programs. */
export const ZErrorResponse = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  error: z.string(),
  message: z.string(),
  /** Field-level problems of a validation error, in the caller's language. */
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZUuid = z.uuid();
export const ZIsoDateTime = z.iso.datetime({ offset: true });
/** Calendar date as the admin filters send it: yyyy-MM-dd. */
export const ZDateOnly = z.iso.date();

export const ZSuccessMessage = z.object({ success: z.boolean(), message: z.string() });
export type TSuccessMessage = z.infer<typeof ZSuccessMessage>;
