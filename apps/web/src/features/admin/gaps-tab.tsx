// Knowledge gaps tab (issue 24): the questions that went unanswered or were rated badly, grouped
// by what they ask, filtered by date, state, language and status; per group its counts, languages,
// channel, first and last seen (IST), its questions with a link to each conversation, "write
// approved answer" and "mark handled"; below, the approved answers with their versions.
import type { TAdminTabKey } from "@sachiv/content";
import { HOME_STATE_IDS, type TApprovedAnswer, type TGapGroup, type TGapQueryInput } from "@sachiv/contracts";
import { BadgeCheck, Check, ChevronDown, History, MessageSquareText, PenLine, RotateCcw, Undo2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useAdminTabT } from "@/lib/i18n/use-admin-tab-t";
import { toast } from "@/lib/toast";
import { ApprovedAnswerDialog, type TApprovedDraft } from "./approved-answer-dialog";
import { LastCheck } from "./last-check-card";
import { formatIst } from "./ist-format";
import { useAdminLanguage } from "./admin-dates";
import { useApprovedAnswers, useApprovedHistory, useGaps, useRetireApproved, useSetHandled } from "./use-gaps";

const SELECT =
  "h-11 rounded-xl border border-input bg-card px-3 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/30 sm:text-sm";

const STATE_KEYS = {
  jharkhand: "admin.gaps.stateJharkhand",
  bihar: "admin.gaps.stateBihar",
  haryana: "admin.gaps.stateHaryana",
  uttar_pradesh: "admin.gaps.stateUttarPradesh",
  madhya_pradesh: "admin.gaps.stateMadhyaPradesh",
  rajasthan: "admin.gaps.stateRajasthan",
} as const satisfies Record<(typeof HOME_STATE_IDS)[number], TAdminTabKey>;

/** `full`: a full admin, who also writes approved answers and sees the checks (issue 24). */
export function GapsTab({
  full,
  onOpenConversation,
}: {
  full: boolean;
  onOpenConversation: (question: string) => void;
}) {
  const ta = useAdminTabT();
  const [query, setQuery] = useState<TGapQueryInput>({ status: "open" });
  const gaps = useGaps(query);
  const [draft, setDraft] = useState<TApprovedDraft | null>(null);
  const set = (patch: Partial<TGapQueryInput>) => setQuery((q) => ({ ...q, ...patch }));
  const data = gaps.data;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">{ta("admin.gaps.title")}</h2>
        <p className="text-sm text-muted-foreground">{ta("admin.gaps.intro")}</p>
        <p className="text-sm font-medium" aria-live="polite">
          {data ? ta("admin.gaps.summary", { groups: data.total_groups, questions: data.total_questions }) : " "}
        </p>
      </div>

      {full && <LastCheck />}

      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {ta("admin.gaps.from")}
          <Input type="date" value={query.date_from ?? ""} onChange={(e) => set({ date_from: e.target.value })} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {ta("admin.gaps.to")}
          <Input type="date" value={query.date_to ?? ""} onChange={(e) => set({ date_to: e.target.value })} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {ta("admin.gaps.state")}
          <select
            className={SELECT}
            value={query.state ?? ""}
            onChange={(e) => set({ state: (e.target.value || undefined) as TGapQueryInput["state"] })}
          >
            <option value="">{ta("admin.gaps.all")}</option>
            {HOME_STATE_IDS.map((id) => (
              <option key={id} value={id}>
                {ta(STATE_KEYS[id])}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {ta("admin.gaps.language")}
          <select
            className={SELECT}
            value={query.language ?? ""}
            onChange={(e) => set({ language: (e.target.value || undefined) as TGapQueryInput["language"] })}
          >
            <option value="">{ta("admin.gaps.all")}</option>
            <option value="hindi">{ta("admin.gaps.hindi")}</option>
            <option value="hinglish">{ta("admin.gaps.hinglish")}</option>
          </select>
        </label>
        <label className="col-span-2 flex flex-col gap-1 text-sm font-medium sm:col-span-1">
          {ta("admin.gaps.status")}
          <select
            className={SELECT}
            value={query.status ?? "open"}
            onChange={(e) => set({ status: e.target.value as TGapQueryInput["status"] })}
          >
            <option value="open">{ta("admin.gaps.statusOpen")}</option>
            <option value="handled">{ta("admin.gaps.statusHandled")}</option>
            <option value="all">{ta("admin.gaps.all")}</option>
          </select>
        </label>
      </div>

      {data && data.groups.length === 0 && (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted-foreground">
          {ta("admin.gaps.empty")}
        </p>
      )}
      <ul className="flex flex-col gap-3" aria-label={ta("admin.gaps.title")}>
        {data?.groups.map((group) => (
          <GapGroupCard
            key={group.key}
            group={group}
            onOpenConversation={onOpenConversation}
            onWrite={
              full
                ? () =>
                    setDraft({
                      question: group.question,
                      phrasings: [...new Set(group.questions.map((q) => q.text))],
                      gapKey: group.key,
                    })
                : undefined
            }
          />
        ))}
      </ul>

      {full && <ApprovedAnswersList onEdit={(answer) => setDraft({ answer })} />}
      {full && <ApprovedAnswerDialog draft={draft} onClose={() => setDraft(null)} />}
    </div>
  );
}

function GapGroupCard({
  group,
  onWrite,
  onOpenConversation,
}: {
  group: TGapGroup;
  /** Absent for a scoped admin: approved answers are served to every user (full admins write them). */
  onWrite: (() => void) | undefined;
  onOpenConversation: (question: string) => void;
}) {
  const ta = useAdminTabT();
  const language = useAdminLanguage();
  const [open, setOpen] = useState(false);
  const handled = useSetHandled();
  const toggleHandled = () =>
    handled.mutate(
      { key: group.key, handled: group.handled_at === null },
      { onError: () => toast.error(ta("admin.gaps.actionFailed")) },
    );
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-xs" data-testid="gap-group">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1.5">
          <p className="break-words text-base font-semibold">{group.question}</p>
          <div className="flex flex-wrap gap-1.5 text-xs">
            <span className="rounded-full bg-destructive-soft px-2 py-0.5 font-semibold text-destructive">
              {ta("admin.gaps.asked", { count: group.count })}
            </span>
            {group.reasons.map((r) => (
              <span key={r.reason} className="rounded-full bg-muted px-2 py-0.5">
                {ta(`admin.gaps.reason.${r.reason}`)} · {r.count}
              </span>
            ))}
            {group.languages.map((l) => (
              <span key={l.language} className="rounded-full bg-primary-soft px-2 py-0.5 text-primary">
                {ta(l.language === "hindi" ? "admin.gaps.hindi" : "admin.gaps.hinglish")} · {l.count}
              </span>
            ))}
            {group.channels.map((c) => (
              <span key={c} className="rounded-full border border-border px-2 py-0.5">
                {c === "whatsapp" ? ta("admin.gaps.channel.whatsapp") : ta("admin.gaps.channel.web")}
              </span>
            ))}
          </div>
          <p className="text-xs text-muted-foreground">
            {ta("admin.gaps.seen", {
              first: formatIst(group.first_seen, language),
              last: formatIst(group.last_seen, language),
            })}
          </p>
          {group.handled_at && (
            <p className="inline-flex items-center gap-1 text-xs font-medium text-primary">
              <Check className="size-3.5" aria-hidden />
              {ta("admin.gaps.handledOn", { date: formatIst(group.handled_at, language) })}
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {onWrite && (
            <Button size="sm" onClick={onWrite}>
              <PenLine aria-hidden />
              {ta("admin.gaps.writeAnswer")}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={toggleHandled} disabled={handled.isPending}>
            {group.handled_at ? <Undo2 aria-hidden /> : <Check aria-hidden />}
            {ta(group.handled_at ? "admin.gaps.reopen" : "admin.gaps.markHandled")}
          </Button>
        </div>
      </div>
      <button
        type="button"
        className="inline-flex min-h-11 w-fit items-center gap-1 text-sm font-medium text-primary"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <ChevronDown className={open ? "size-4 rotate-180" : "size-4"} aria-hidden />
        {ta("admin.gaps.showQuestions", { count: group.questions.length })}
      </button>
      {open && (
        <ul className="flex flex-col divide-y divide-border rounded-xl border border-border">
          {group.questions.map((q) => (
            <li
              key={q.question_id}
              className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="min-w-0 break-words">
                {q.text}
                <span className="ml-2 text-xs text-muted-foreground">
                  {formatIst(q.asked_at, language)} · {q.reasons.map((r) => ta(`admin.gaps.reason.${r}`)).join(", ")}
                </span>
              </span>
              <Button size="sm" variant="ghost" onClick={() => onOpenConversation(q.text)} className="shrink-0">
                <MessageSquareText aria-hidden />
                {ta("admin.gaps.openConversation")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function ApprovedAnswersList({ onEdit }: { onEdit: (answer: TApprovedAnswer) => void }) {
  const ta = useAdminTabT();
  const language = useAdminLanguage();
  const approved = useApprovedAnswers();
  const retire = useRetireApproved();
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const history = useApprovedHistory(historyOf);
  const answers = approved.data?.answers ?? [];
  return (
    <section className="mt-4 flex flex-col gap-3" aria-labelledby="approved-title">
      <h2 id="approved-title" className="inline-flex items-center gap-2 text-xl font-semibold">
        <BadgeCheck className="size-5 text-primary" aria-hidden />
        {ta("admin.approved.title")}
      </h2>
      {approved.data && answers.length === 0 && (
        <p className="text-sm text-muted-foreground">{ta("admin.approved.empty")}</p>
      )}
      <ul className="flex flex-col gap-3">
        {answers.map((a) => {
          const state = a.retired_at ? "retired" : a.active ? "active" : "expired";
          return (
            <li
              key={a.id}
              className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-4"
              data-testid="approved-answer"
            >
              <div className="flex flex-wrap items-center gap-2">
                <span
                  className={
                    state === "active"
                      ? "rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary"
                      : "rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground"
                  }
                >
                  {ta(`admin.approved.${state}`)}
                </span>
                <span className="text-xs text-muted-foreground">
                  {ta("admin.approved.version", { version: a.version, date: formatIst(a.approved_at, language) })}
                  {a.expires_at
                    ? ` · ${ta("admin.approved.expires", { date: formatIst(a.expires_at, language) })}`
                    : ""}
                </span>
              </div>
              <p className="break-words font-semibold">{a.question}</p>
              <p className="break-words text-sm" lang="hi">
                {a.answer_hindi}
              </p>
              <p className="break-words text-sm text-muted-foreground">{a.answer_hinglish}</p>
              {(a.source_title || a.source_url) && (
                <p className="break-words text-xs text-muted-foreground">
                  {ta("admin.approved.source")}: {a.source_title}
                  {a.source_url ? ` · ${a.source_url}` : ""}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => onEdit(a)}>
                  <PenLine aria-hidden />
                  {ta("admin.approved.edit")}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={retire.isPending}
                  onClick={() =>
                    retire.mutate(
                      { id: a.id, retired: !a.retired_at },
                      { onError: () => toast.error(ta("admin.gaps.actionFailed")) },
                    )
                  }
                >
                  <RotateCcw aria-hidden />
                  {ta(a.retired_at ? "admin.approved.restore" : "admin.approved.retire")}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setHistoryOf(historyOf === a.id ? null : a.id)}
                  aria-expanded={historyOf === a.id}
                >
                  <History aria-hidden />
                  {ta("admin.approved.history")}
                </Button>
              </div>
              {historyOf === a.id && history.data && (
                <ol className="flex flex-col gap-1 border-l-2 border-border pl-3 text-xs">
                  {history.data.versions.map((v, i) => (
                    <li key={`${v.at}-${i}`}>
                      <span className="font-medium">
                        v{v.version} · {ta(`admin.approved.action.${v.action}`)} · {v.edited_by} ·{" "}
                        {formatIst(v.at, language)}
                      </span>
                      <p className="text-muted-foreground">{v.answer_hindi}</p>
                    </li>
                  ))}
                </ol>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
