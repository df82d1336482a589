// One draft: the template's form (dates with the calendar, agenda items added one by one), the
// village profile for this draft only, the warnings a rule raises (each naming the rule), and the
// live paper. Save keeps it in the account; PDF and Word come from the server, and with no network
// the PDF is made on the phone (pdfkit loaded then, lib/drafts/draft-pdf.ts); Print uses the
// browser; WhatsApp sends the text for a group message.
import type { TDraftFormat, TDraftInput, TDraftValues } from "@sachiv/contracts";
import {
  applyTemplateOverride,
  checkDraft,
  draftToText,
  fillDraft,
  getDraftTemplate,
  overrideFor,
  td,
  type TDraftField,
} from "@sachiv/content";
import { ArrowLeft, FileDown, Plus, Printer, Save, Trash2, X } from "lucide-react";
import { Suspense, lazy, useId, useMemo, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { whatsappShareUrl } from "@/features/chat/share-text";
import { WhatsAppIcon } from "@/features/chat/whatsapp-icon";
import { ApiResponseError, apiFetch, apiRequest } from "@/lib/api";
import { saveDraft } from "@/lib/drafts/draft-outbox";
import { useTemplateOverrides } from "@/lib/drafts/template-overrides";
import { downloadBlob } from "@/lib/download";
import { useLanguage } from "@/lib/i18n/use-language";
import { toast } from "@/lib/toast";
import { DraftPaper } from "./draft-paper";
import { todayInIndia } from "./drafts-page";
import { VillageFields } from "./village-fields";
import "./drafts.css";

// The calendar (react-day-picker, its locales and the popover) loads just after the form's first paint.
const DatePicker = lazy(() => import("@/components/ui/date-picker").then((m) => ({ default: m.DatePicker })));

function ListField(props: {
  id: string;
  items: string[];
  onChange: (items: string[]) => void;
  language: "hindi" | "hinglish";
}) {
  const [text, setText] = useState("");
  const add = () => {
    const item = text.trim();
    if (!item) return;
    props.onChange([...props.items, item]);
    setText("");
  };
  return (
    <div className="flex flex-col gap-2">
      {props.items.length > 0 ? (
        <ol className="flex flex-col gap-1.5">
          {props.items.map((item, i) => (
            <li key={`${i}-${item}`} className="flex items-center gap-2 rounded-xl bg-muted px-3 py-1.5">
              <span className="flex-1 text-base">
                {i + 1}. {item}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={td("drafts.removeItem", props.language, { item })}
                onClick={() => props.onChange(props.items.filter((_, j) => j !== i))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
      <div className="flex gap-2">
        <Input
          id={props.id}
          value={text}
          maxLength={200}
          placeholder={td("drafts.itemPlaceholder", props.language)}
          className="h-12 flex-1 text-base sm:text-base"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="secondary" onClick={add}>
          <Plus aria-hidden />
          {td("drafts.addItem", props.language)}
        </Button>
      </div>
    </div>
  );
}

function FieldInput(props: {
  field: TDraftField;
  id: string;
  values: TDraftValues;
  set: (key: string, value: TDraftValues[string]) => void;
  language: "hindi" | "hinglish";
}) {
  const { field, id, values, set, language } = props;
  const value = values[field.key];
  const text = typeof value === "string" ? value : "";
  switch (field.kind) {
    case "date":
      return (
        <Suspense
          fallback={
            <Button
              id={id}
              type="button"
              variant="outline"
              disabled
              className="w-full justify-start px-3.5 text-base font-normal"
            >
              {text || td("drafts.pickDate", language)}
            </Button>
          }
        >
          <DatePicker
            id={id}
            value={text}
            language={language}
            placeholder={td("drafts.pickDate", language)}
            onChange={(v) => set(field.key, v)}
          />
        </Suspense>
      );
    case "list":
      return (
        <ListField
          id={id}
          language={language}
          items={Array.isArray(value) ? value : []}
          onChange={(items) => set(field.key, items)}
        />
      );
    case "longtext":
      return (
        <textarea
          id={id}
          value={text}
          rows={4}
          maxLength={4000}
          className="w-full rounded-xl border border-input bg-card px-3 py-2 text-base"
          onChange={(e) => set(field.key, e.target.value)}
        />
      );
    case "check":
      return (
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          className="size-6 accent-(--color-primary)"
          onChange={(e) => set(field.key, e.target.checked)}
        />
      );
    default:
      return (
        <Input
          id={id}
          value={text}
          type={field.kind === "time" ? "time" : "text"}
          inputMode={field.kind === "number" ? "decimal" : undefined}
          maxLength={200}
          className="h-12 text-base sm:text-base"
          onChange={(e) => set(field.key, e.target.value)}
        />
      );
  }
}

export function DraftEditor(props: { id: string | null; localId?: string; initial: TDraftInput; onClose: () => void }) {
  const [language] = useLanguage();
  const formId = useId();
  const [draft, setDraft] = useState<TDraftInput>(props.initial);
  const [id, setId] = useState(props.id);
  const [previewLanguage, setPreviewLanguage] = useState<"hindi" | "hinglish">(language);
  const [busy, setBusy] = useState(false);
  const [localId] = useState(() => props.localId ?? props.id ?? crypto.randomUUID());
  const state = draft.profile.state;
  // The state's own wording, when an admin gave one (kept on the phone for offline drafts).
  const overrides = useTemplateOverrides();
  const override = overrideFor(overrides, draft.template_id, state);
  const template = applyTemplateOverride(getDraftTemplate(draft.template_id), override);
  const fields = template.fields.filter((f) => !f.states || (state !== null && f.states.includes(state)));

  const hindi = useMemo(
    () =>
      fillDraft(
        draft.template_id,
        draft.profile,
        draft.values,
        "hindi",
        overrideFor(overrides, draft.template_id, draft.profile.state),
      ),
    [draft, overrides],
  );
  const preview = useMemo(
    () =>
      previewLanguage === "hindi"
        ? hindi
        : fillDraft(
            draft.template_id,
            draft.profile,
            draft.values,
            "hinglish",
            overrideFor(overrides, draft.template_id, draft.profile.state),
          ),
    [draft, hindi, previewLanguage, overrides],
  );
  const warnings = useMemo(() => checkDraft(draft.template_id, draft.profile, draft.values, todayInIndia()), [draft]);
  const set = (key: string, value: TDraftValues[string]) =>
    setDraft((d) => ({ ...d, values: { ...d.values, [key]: value } }));

  const save = async () => {
    setBusy(true);
    try {
      const result = await saveDraft(id, draft, localId);
      if ("saved" in result) {
        setId(result.saved.id);
        toast.success(td("drafts.savedToast", language));
      } else toast.success(td("drafts.savedOffline", language));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : td("drafts.downloadFailed", language));
    } finally {
      setBusy(false);
    }
  };

  const download = async (format: TDraftFormat) => {
    setBusy(true);
    const name = `${draft.template_id.replace(/_/g, "-")}.${format}`;
    // Offline, or the server out of reach: the PDF is made here, the same page as the server's.
    const onPhone = async () => {
      const { draftPdfInBrowser } = await import("@/lib/drafts/draft-pdf");
      downloadBlob(name, await draftPdfInBrowser(hindi, draft.title));
    };
    try {
      if (format === "pdf" && !navigator.onLine) await onPhone();
      else {
        let response: Response | null = null;
        try {
          response = await apiFetch("/drafts/file", { method: "POST", body: { format, draft } });
        } catch (error) {
          // Only when the server is out of reach (no answer, or a gateway's 5xx); its 4xx stands.
          const unreachable = !(error instanceof ApiResponseError) || error.status >= 500;
          if (format !== "pdf" || !unreachable) throw error;
        }
        if (response) downloadBlob(name, await response.blob());
        else await onPhone();
      }
    } catch {
      toast.error(
        td(format === "docx" && !navigator.onLine ? "drafts.docxOffline" : "drafts.downloadFailed", language),
      );
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!id) return;
    await apiRequest(`/drafts/${id}`, { method: "DELETE" });
    toast.success(td("drafts.deletedToast", language));
    props.onClose();
  };

  return (
    <section className="flex flex-col gap-5">
      <div className="flex items-center gap-2 print:hidden">
        <Button type="button" variant="ghost" onClick={props.onClose}>
          <ArrowLeft aria-hidden />
          {td("drafts.back", language)}
        </Button>
      </div>
      <h1 className="text-2xl font-bold leading-snug print:hidden">{template.title[language]}</h1>

      <div className="grid gap-6 lg:grid-cols-2">
        <form className="flex flex-col gap-4 print:hidden" onSubmit={(e) => e.preventDefault()}>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${formId}-title`} className="text-base">
              {td("drafts.draftTitle", language)}
            </Label>
            <Input
              id={`${formId}-title`}
              value={draft.title}
              maxLength={200}
              className="h-12 text-base sm:text-base"
              onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
            />
          </div>
          {fields.map((field) => {
            const fieldId = `${formId}-${field.key}`;
            return (
              <div
                key={field.key}
                className={field.kind === "check" ? "flex items-center gap-3" : "flex flex-col gap-2"}
              >
                <Label htmlFor={fieldId} className="text-base">
                  {field.label[language]}
                </Label>
                <FieldInput field={field} id={fieldId} values={draft.values} set={set} language={language} />
                {field.hint ? <p className="text-sm text-muted-foreground">{field.hint[language]}</p> : null}
              </div>
            );
          })}
          {warnings.map((w) => (
            <Alert key={w.code} tone="warning" data-testid="draft-warning">
              <div className="flex flex-col gap-1">
                <strong>{td("drafts.warningTitle", language)}</strong>
                <span>{w.text[language]}</span>
                <span className="text-xs">{td("drafts.rule", language, { rule: w.rule[language] })}</span>
              </div>
            </Alert>
          ))}
          <details className="rounded-2xl border border-border bg-card">
            <summary className="cursor-pointer p-4 text-base font-semibold">
              {td("drafts.profileTitle", language)}
            </summary>
            <div className="flex flex-col gap-3 px-4 pb-4">
              <p className="text-sm text-muted-foreground">{td("drafts.profileHint", language)}</p>
              <VillageFields value={draft.profile} onChange={(profile) => setDraft((d) => ({ ...d, profile }))} />
            </div>
          </details>
          {!draft.profile.panchayat ? <Alert tone="info">{td("drafts.profileMissing", language)}</Alert> : null}
        </form>

        <div className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-2 print:hidden">
            <h2 className="text-lg font-semibold">{td("drafts.preview", language)}</h2>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setPreviewLanguage((l) => (l === "hindi" ? "hinglish" : "hindi"))}
            >
              {td(previewLanguage === "hindi" ? "drafts.showHinglish" : "drafts.showHindi", language)}
            </Button>
          </div>
          {previewLanguage === "hinglish" ? (
            <p className="text-sm text-muted-foreground print:hidden">{td("drafts.previewHinglish", language)}</p>
          ) : null}
          <DraftPaper draft={preview} className="print:hidden" testId="draft-preview" />
          {/* What Print prints: always the Hindi document. */}
          <DraftPaper draft={hindi} className="draft-print hidden print:block" />
          <div className="grid grid-cols-2 gap-2 print:hidden">
            <Button type="button" disabled={busy} onClick={() => void save()}>
              <Save aria-hidden />
              {td("drafts.save", language)}
            </Button>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void download("pdf")}>
              <FileDown aria-hidden />
              {td("drafts.pdf", language)}
            </Button>
            <Button type="button" variant="outline" disabled={busy} onClick={() => void download("docx")}>
              <FileDown aria-hidden />
              {td("drafts.docx", language)}
            </Button>
            <Button type="button" variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden />
              {td("drafts.print", language)}
            </Button>
            <Button asChild variant="outline">
              <a href={whatsappShareUrl(draftToText(hindi))} target="_blank" rel="noopener noreferrer">
                <WhatsAppIcon />
                {td("drafts.whatsapp", language)}
              </a>
            </Button>
            {id ? (
              <Button type="button" variant="ghost" onClick={() => void remove()}>
                <Trash2 aria-hidden />
                {td("drafts.delete", language)}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
