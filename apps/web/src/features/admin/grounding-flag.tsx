// The flag on a model's answer whose source markers do not stand on the passages it was given (an
// invented number, or none at all), in the conversation details. Loaded with the details dialog.
import { tAdminGrounding, toAdminLanguage, type TAdminGroundingKey, type TTextVars } from "@sachiv/content";
import type { TAdminConversationMessage, TAnswerGrounding } from "@sachiv/contracts";
import { Alert } from "@/components/ui/alert";
import { useLanguage } from "@/lib/i18n/use-language";

/** The verdicts flagged: a marker naming no passage the model was given, or no marker at all. */
const FLAGGED: ReadonlySet<TAnswerGrounding["verdict"]> = new Set(["invented", "uncited"]);

/** Why an answer is flagged, or null for a grounded, offline or honest "not found" answer. */
export function groundingFlagOf(
  message: Pick<TAdminConversationMessage, "grounding">,
): { key: TAdminGroundingKey; vars: TTextVars } | null {
  const g = message.grounding;
  if (!g || !FLAGGED.has(g.verdict)) return null;
  if (g.verdict === "invented")
    return {
      key: "admin.groundingInvented",
      vars: { markers: g.invented.map((n) => `[${n}]`).join(", "), count: g.passages },
    };
  return g.passages === 0
    ? { key: "admin.groundingNoPassages", vars: {} }
    : { key: "admin.groundingUncited", vars: { count: g.passages } };
}

export function GroundingFlag({ message }: { message: Pick<TAdminConversationMessage, "grounding"> }) {
  const [language] = useLanguage();
  const flag = groundingFlagOf(message);
  if (!flag) return null;
  const admin = toAdminLanguage(language);
  return (
    <Alert tone="warning" role="note" className="py-2">
      <p className="font-semibold">{tAdminGrounding("admin.groundingFlag", admin)}</p>
      <p>{tAdminGrounding(flag.key, admin, flag.vars)}</p>
    </Alert>
  );
}
