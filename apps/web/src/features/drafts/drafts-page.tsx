// /drafts (issue 27): pick a paperwork template or open a saved draft; the editor fills it from the
// village profile. Templates come with this screen's code (content), so they work offline.
import type { TDraft, TDraftInput, TDraftList, TDraftSummary, TDraftTemplateId } from "@sachiv/contracts";
import { DRAFT_TEMPLATE_IDS } from "@sachiv/contracts";
import { DRAFT_TEMPLATES, SUGGESTED_DATE_FIELD, overrideFor, td } from "@sachiv/content";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { FileText, PenLine } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { PageHeader } from "@/components/page-header";
import { apiRequest } from "@/lib/api";
import { flushPendingDrafts, readPendingDrafts, type TPendingDraft } from "@/lib/drafts/draft-outbox";
import { useTemplateOverrides } from "@/lib/drafts/template-overrides";
import { readLocalVillage } from "@/lib/drafts/village-store";
import { useLanguage } from "@/lib/i18n/use-language";
import { DraftEditor } from "./draft-editor";

/** Today in India as yyyy-MM-dd. */
export function todayInIndia(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
}

function newDraft(
  templateId: TDraftTemplateId,
  language: "hindi" | "hinglish",
  from: { date?: string; topic?: string } = {},
): TDraftInput {
  const template = DRAFT_TEMPLATES[templateId];
  const today = todayInIndia();
  const values: TDraftInput["values"] = {};
  for (const field of template.fields)
    if (field.key === "issue_date" || field.key === "reply_date") values[field.key] = today;
  // What a chat question stated: its date, and for a notice its agenda topic.
  const dateField = SUGGESTED_DATE_FIELD[templateId];
  if (from.date && dateField && template.fields.some((f) => f.key === dateField)) values[dateField] = from.date;
  if (from.topic && template.fields.some((f) => f.key === "agenda")) values.agenda = [from.topic];
  return { template_id: templateId, title: template.title[language], profile: readLocalVillage(), values };
}

export function DraftsPage() {
  const [language] = useLanguage();
  const search = useSearch({ from: "/_protected/drafts" });
  const navigate = useNavigate();
  // Opened from a chat answer: a new draft of its template, with what the question stated.
  const [editing, setEditing] = useState<{ id: string | null; localId?: string; input: TDraftInput } | null>(() => {
    const fromChat = DRAFT_TEMPLATE_IDS.find((id) => id === search.template);
    return fromChat
      ? { id: null, input: newDraft(fromChat, language, { date: search.date, topic: search.topic }) }
      : null;
  });
  const [saved, setSaved] = useState<TDraftSummary[] | null>(null);
  const [pending, setPending] = useState<TPendingDraft[]>(readPendingDrafts);
  const overrides = useTemplateOverrides();
  const [villageState] = useState(() => readLocalVillage().state);

  // Drafts saved offline go to the account first, then the list is read.
  const loadList = useCallback(() => {
    void flushPendingDrafts()
      .catch(() => 0)
      .then(() => {
        setPending(readPendingDrafts());
        return apiRequest<TDraftList>("/drafts");
      })
      .then((list) => setSaved(list.drafts))
      .catch(() => setSaved((s) => s ?? []));
  }, []);
  useEffect(() => {
    loadList();
    window.addEventListener("online", loadList);
    return () => window.removeEventListener("online", loadList);
  }, [loadList]);

  const open = async (id: string) => {
    const draft = await apiRequest<TDraft>(`/drafts/${id}`);
    setEditing({
      id: draft.id,
      input: { template_id: draft.template_id, title: draft.title, profile: draft.profile, values: draft.values },
    });
  };

  if (editing) {
    return (
      <DraftEditor
        key={editing.localId ?? editing.id ?? editing.input.template_id}
        id={editing.id}
        localId={editing.localId}
        initial={editing.input}
        onClose={() => {
          setEditing(null);
          if (search.template) void navigate({ to: "/drafts", search: {}, replace: true });
          loadList();
        }}
      />
    );
  }

  return (
    <section className="flex flex-col gap-6">
      <PageHeader icon={PenLine} title={td("drafts.title", language)} subtitle={td("drafts.intro", language)} />
      <div className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{td("drafts.pick", language)}</h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {DRAFT_TEMPLATE_IDS.map((id) => {
            // The state's own wording of the template, when an admin gave one.
            const template = overrideFor(overrides, id, villageState) ?? DRAFT_TEMPLATES[id];
            return (
              <li key={id}>
                <button
                  type="button"
                  onClick={() => setEditing({ id: null, input: newDraft(id, language) })}
                  className="flex min-h-16 w-full items-start gap-3 rounded-2xl border border-border bg-card p-4 text-left hover:border-primary/50"
                >
                  <FileText className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                  <span className="flex flex-col gap-0.5">
                    <span className="text-base font-semibold leading-snug">{template.title[language]}</span>
                    <span className="text-sm text-muted-foreground">{template.description[language]}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{td("drafts.saved", language)}</h2>
        {pending.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {pending.map((p) => (
              <li key={p.localId}>
                <button
                  type="button"
                  onClick={() => setEditing({ id: p.id, localId: p.localId, input: p.input })}
                  className="flex min-h-12 w-full flex-col rounded-xl border border-dashed border-accent bg-card px-4 py-2 text-left"
                >
                  <span className="font-medium">{p.input.title}</span>
                  <span className="text-sm text-muted-foreground">{td("drafts.pendingOnPhone", language)}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {saved && saved.length === 0 && pending.length === 0 ? (
          <p className="text-sm text-muted-foreground">{td("drafts.savedNone", language)}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {(saved ?? []).map((d) => (
              <li key={d.id}>
                <button
                  type="button"
                  onClick={() => void open(d.id)}
                  className="flex min-h-12 w-full flex-col rounded-xl border border-border bg-card px-4 py-2 text-left hover:border-primary/50"
                >
                  <span className="font-medium">{d.title}</span>
                  <span className="text-sm text-muted-foreground">
                    {DRAFT_TEMPLATES[d.template_id].title[language]} ·{" "}
                    {new Date(d.updated_at).toLocaleDateString(language === "hindi" ? "hi-IN" : "en-IN")}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
