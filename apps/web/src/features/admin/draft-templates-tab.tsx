// Draft templates tab (issue 27 §6): pick a state and a template, edit its title, description and
// body in Hindi and Hinglish (add or remove paragraphs), see it filled for a sample panchayat of that
// state, save it for the state (the server checks every {placeholder}) or restore ours.
import {
  DRAFT_TEMPLATES,
  STATE_RULES,
  allowedPlaceholders,
  checkTemplateOverride,
  fillDraft,
  overrideFor,
  templateAsOverride,
  type TAdminTabKey,
} from "@sachiv/content";
import {
  DRAFT_TEMPLATE_IDS,
  EMPTY_VILLAGE_PROFILE,
  HOME_STATE_IDS,
  ZDraftTemplateOverride,
  ZDraftTemplateOverrideList,
  type TDraftTemplateBlock,
  type TDraftTemplateId,
  type TDraftTemplateOverrideInput,
  type TDraftValues,
  type THomeState,
} from "@sachiv/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, RotateCcw, Save, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { DraftPaper } from "@/features/drafts/draft-paper";
import { apiRequest, isApiResponseError } from "@/lib/api";
import { useAdminTabT } from "@/lib/i18n/use-admin-tab-t";
import { useLanguage } from "@/lib/i18n/use-language";
import { toast } from "@/lib/toast";
import { ADMIN_QUERY_KEY } from "./use-admin-data";

const KEY = [ADMIN_QUERY_KEY, "draft-templates"] as const;
const SELECT =
  "h-11 rounded-xl border border-input bg-card px-3 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/30 sm:text-sm";
const AREA = "w-full rounded-xl border border-input bg-card px-3 py-2 text-base sm:text-sm";

type TText = { hindi: string; hinglish: string };

/** A sample of every form field, so the preview shows the whole page. */
function sampleValues(templateId: TDraftTemplateId): TDraftValues {
  const values: TDraftValues = {};
  for (const f of DRAFT_TEMPLATES[templateId].fields) {
    if (f.kind === "date") values[f.key] = "2026-12-10";
    else if (f.kind === "time") values[f.key] = "11:00";
    else if (f.kind === "list") values[f.key] = ["ग्राम पंचायत विकास योजना पर चर्चा"];
    else if (f.kind === "number") values[f.key] = "10000";
    else if (f.kind === "check") values[f.key] = true;
  }
  return values;
}

function TextPair(props: {
  label: string;
  value: TText;
  long?: boolean;
  onChange: (value: TText) => void;
  ta: (key: TAdminTabKey) => string;
}) {
  const field = (language: "hindi" | "hinglish") => {
    const label = `${props.label} — ${props.ta(language === "hindi" ? "admin.drafts.hindi" : "admin.drafts.hinglish")}`;
    const set = (v: string) => props.onChange({ ...props.value, [language]: v });
    return props.long ? (
      <textarea
        aria-label={label}
        value={props.value[language]}
        rows={3}
        maxLength={4000}
        className={AREA}
        onChange={(e) => set(e.target.value)}
      />
    ) : (
      <Input aria-label={label} value={props.value[language]} maxLength={400} onChange={(e) => set(e.target.value)} />
    );
  };
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1 text-sm font-medium">{props.label}</legend>
      {field("hindi")}
      {field("hinglish")}
    </fieldset>
  );
}

export function DraftTemplatesTab() {
  const ta = useAdminTabT();
  const [language] = useLanguage();
  const [state, setState] = useState<THomeState>("bihar");
  const [templateId, setTemplateId] = useState<TDraftTemplateId>("gram_sabha_notice");
  const list = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest("/admin/draft-templates", { schema: ZDraftTemplateOverrideList, signal }),
  });
  const stored = overrideFor(list.data?.overrides, templateId, state);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="draft-templates-title">
      <div className="flex flex-col gap-1">
        <h2 id="draft-templates-title" className="text-xl font-semibold">
          {ta("admin.drafts.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{ta("admin.drafts.intro")}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {ta("admin.drafts.state")}
          <select className={SELECT} value={state} onChange={(e) => setState(e.target.value as THomeState)}>
            {HOME_STATE_IDS.map((s) => (
              <option key={s} value={s}>
                {STATE_RULES[s].name[language]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {ta("admin.drafts.template")}
          <select
            className={SELECT}
            value={templateId}
            onChange={(e) => setTemplateId(e.target.value as TDraftTemplateId)}
          >
            {DRAFT_TEMPLATE_IDS.map((id) => (
              <option key={id} value={id}>
                {DRAFT_TEMPLATES[id].title[language]}
              </option>
            ))}
          </select>
        </label>
        <span className="rounded-full bg-muted px-3 py-1 text-sm" data-testid="template-origin">
          {ta(stored ? "admin.drafts.own" : "admin.drafts.builtIn")}
        </span>
      </div>
      {/* A new choice (or a newly saved wording) opens its own editor: the stored wording, or ours. */}
      <TemplateEditor
        key={`${state}/${templateId}/${stored?.updated_at ?? "ours"}`}
        state={state}
        templateId={templateId}
        stored={stored}
      />
    </section>
  );
}

function TemplateEditor(props: {
  state: THomeState;
  templateId: TDraftTemplateId;
  stored: TDraftTemplateOverrideInput | null;
}) {
  const { state, templateId, stored } = props;
  const ta = useAdminTabT();
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  const [form, setFormState] = useState<TDraftTemplateOverrideInput>(() =>
    stored
      ? { title: stored.title, description: stored.description, body: stored.body }
      : templateAsOverride(templateId),
  );
  const [serverProblems, setServerProblems] = useState<string[]>([]);
  // The server's refusal stands until the admin changes the text.
  const setForm = (update: (f: TDraftTemplateOverrideInput) => TDraftTemplateOverrideInput) => {
    setServerProblems([]);
    setFormState(update);
  };
  const problems = useMemo(() => checkTemplateOverride(templateId, form), [templateId, form]);
  const preview = useMemo(() => {
    const profile = {
      ...EMPTY_VILLAGE_PROFILE,
      state,
      district: "गया",
      block: "बोधगया",
      panchayat: "बकरौर",
      head_name: "किरण देवी",
      secretary_name: "रमेश कुमार",
      gram_sabha_venue: "पंचायत भवन",
    };
    return fillDraft(templateId, profile, sampleValues(templateId), language, form);
  }, [form, language, state, templateId]);

  const url = `/admin/draft-templates/${state}/${templateId}`;
  const save = useMutation({
    mutationFn: () => apiRequest(url, { method: "PUT", body: form, schema: ZDraftTemplateOverride }),
    onSuccess: () => {
      toast.success(ta("admin.drafts.saved"));
      setServerProblems([]);
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (error) => {
      if (isApiResponseError(error) && error.details)
        setServerProblems(error.details.map((d) => `${d.path}: ${d.message}`));
      else toast.error(ta("admin.drafts.failed"));
    },
  });
  const restore = useMutation({
    mutationFn: () => apiRequest(url, { method: "DELETE" }),
    onSuccess: () => {
      toast.success(ta("admin.drafts.restored"));
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });

  const setBlock = (i: number, block: TDraftTemplateBlock) =>
    setForm((f) => ({ ...f, body: f.body.map((b, j) => (j === i ? block : b)) }));
  const kindLabel = (block: TDraftTemplateBlock) =>
    block.kind === "list"
      ? ta("admin.drafts.kind.list", { field: block.field })
      : ta(`admin.drafts.kind.${block.kind}`);
  const local = problems.map((p) => `${p.path}: ${p.text[language]}`);
  const shown = serverProblems.length > 0 ? serverProblems : local;

  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        <form className="flex flex-col gap-4" onSubmit={(e) => e.preventDefault()}>
          <TextPair
            label={ta("admin.drafts.titleField")}
            value={form.title}
            ta={ta}
            onChange={(title) => setForm((f) => ({ ...f, title }))}
          />
          <TextPair
            label={ta("admin.drafts.description")}
            value={form.description}
            ta={ta}
            onChange={(description) => setForm((f) => ({ ...f, description }))}
          />
          <p className="text-xs text-muted-foreground">
            {ta("admin.drafts.placeholders", {
              list: allowedPlaceholders(templateId)
                .map((p) => `{${p}}`)
                .join(" "),
            })}
          </p>
          {form.body.map((block, i) => {
            const label = ta("admin.drafts.block", { n: i + 1, kind: kindLabel(block) });
            return (
              <div key={i} className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-3">
                <div className="flex items-center justify-between gap-2">
                  <span className="text-sm font-semibold">{label}</span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={ta("admin.drafts.removeBlock", { n: i + 1 })}
                    disabled={form.body.length <= 1}
                    onClick={() => setForm((f) => ({ ...f, body: f.body.filter((_, j) => j !== i) }))}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
                {block.kind === "title" || block.kind === "para" ? (
                  <TextPair
                    label={label}
                    long={block.kind === "para"}
                    value={block.text}
                    ta={ta}
                    onChange={(text) => setBlock(i, { ...block, text })}
                  />
                ) : null}
                {block.kind === "list" ? (
                  <TextPair
                    label={label}
                    value={block.empty}
                    ta={ta}
                    onChange={(empty) => setBlock(i, { ...block, empty })}
                  />
                ) : null}
                {block.kind === "signature"
                  ? block.lines.map((line, j) => (
                      <TextPair
                        key={j}
                        label={`${label} (${j + 1})`}
                        long
                        value={line}
                        ta={ta}
                        onChange={(l) => setBlock(i, { ...block, lines: block.lines.map((x, k) => (k === j ? l : x)) })}
                      />
                    ))
                  : null}
                {block.kind === "table" ? (
                  <p className="text-sm text-muted-foreground">{block.columns.map((c) => c[language]).join(" | ")}</p>
                ) : null}
              </div>
            );
          })}
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              setForm((f) => ({
                ...f,
                body: [...f.body, { kind: "para", text: { hindi: "", hinglish: "" } }],
              }))
            }
          >
            <Plus aria-hidden />
            {ta("admin.drafts.addPara")}
          </Button>
        </form>

        <div className="flex flex-col gap-3">
          <h3 className="text-lg font-semibold">{ta("admin.drafts.preview")}</h3>
          <p className="text-sm text-muted-foreground">{ta("admin.drafts.previewHint")}</p>
          <DraftPaper draft={preview} testId="template-preview" />
          {shown.length > 0 ? (
            <Alert tone="warning" data-testid="template-problems">
              <div className="flex flex-col gap-1">
                <strong>{ta("admin.drafts.problems")}</strong>
                <ul className="list-disc pl-5 text-sm">
                  {shown.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </div>
            </Alert>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="button" disabled={save.isPending || form.body.some(emptyText)} onClick={() => save.mutate()}>
              <Save aria-hidden />
              {ta("admin.drafts.save")}
            </Button>
            {stored ? (
              <Button type="button" variant="outline" disabled={restore.isPending} onClick={() => restore.mutate()}>
                <RotateCcw aria-hidden />
                {ta("admin.drafts.restore")}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </>
  );
}

/** A new paragraph not yet written in both languages cannot be saved. */
function emptyText(block: TDraftTemplateBlock): boolean {
  return (block.kind === "para" || block.kind === "title") && (!block.text.hindi.trim() || !block.text.hinglish.trim());
}
