// Looks up the texts of a model answer's grounding flag (ui/admin-grounding.ts) like `tAdmin`.
import { pickAdminText, type TAdminLanguage, type TTextVars } from "./language.ts";
import { adminGroundingTexts } from "./ui/admin-grounding.ts";

export type TAdminGroundingKey = keyof typeof adminGroundingTexts;

export function tAdminGrounding(key: TAdminGroundingKey, language: TAdminLanguage, vars?: TTextVars): string {
  return pickAdminText(adminGroundingTexts[key], language, vars);
}
