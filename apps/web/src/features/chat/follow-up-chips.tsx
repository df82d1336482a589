// Follow-ups under an answer, each sent as a whole question: it carries the question it follows,
// so it also stands on its own for an answerer without memory. Loaded with the first answer.
import type { TUiKey } from "@sachiv/content";
import { useT } from "@/lib/i18n/use-language";
import { ChipList } from "./question-chips";

const FOLLOW_UPS: { label: TUiKey; ask: TUiKey }[] = [
  { label: "chat.followUp.more", ask: "chat.followUp.moreAsk" },
  { label: "chat.followUp.state", ask: "chat.followUp.stateAsk" },
  { label: "chat.followUp.papers", ask: "chat.followUp.papersAsk" },
];

/** Follow-ups to the answer of `question`. */
export function FollowUpChips({
  question,
  disabled,
  onAsk,
}: {
  question: string;
  disabled: boolean;
  onAsk: (question: string) => void;
}) {
  const tr = useT();
  const short = question.trim().replace(/[?？।.!\s]+$/u, "");
  const items = FOLLOW_UPS.map((f) => ({ label: tr(f.label), ask: tr(f.ask, { question: short }) }));
  return <ChipList title={tr("chat.followUpsTitle")} items={items} disabled={disabled} onAsk={onAsk} />;
}
