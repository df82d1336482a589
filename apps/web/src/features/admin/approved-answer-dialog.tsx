// Writing or editing an approved answer (issue 24): the question, the answer in Hindi, its
// Hinglish made from it by the server's romaniser (editable), a source — a knowledge-base
// passage found by search, or an official URL — and an optional expiry date.
import type { TApprovedAnswer } from "@sachiv/contracts";
import { BadgeCheck, Languages, LoaderCircle, Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useAdminTabT } from "@/lib/i18n/use-admin-tab-t";
import { toast } from "@/lib/toast";
import { findPassages, romanise, useSaveApproved, type TPassageHit } from "./use-gaps";

/** What the dialog starts from: an answer to edit, or a gap group's question and wordings. */
export type TApprovedDraft = {
  answer?: TApprovedAnswer;
  question?: string;
  phrasings?: string[];
  gapKey?: string;
};

const TEXTAREA =
  "min-h-24 w-full rounded-xl border border-input bg-card px-3.5 py-2.5 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/30 sm:text-sm";

export function ApprovedAnswerDialog({ draft, onClose }: { draft: TApprovedDraft | null; onClose: () => void }) {
  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
        {draft && <ApprovedAnswerForm draft={draft} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ApprovedAnswerForm({ draft, onClose }: { draft: TApprovedDraft; onClose: () => void }) {
  const ta = useAdminTabT();
  const a = draft.answer;
  const [question, setQuestion] = useState(a?.question ?? draft.question ?? "");
  const [hindi, setHindi] = useState(a?.answer_hindi ?? "");
  const [hinglish, setHinglish] = useState(a?.answer_hinglish ?? "");
  const [url, setUrl] = useState(a?.source_url ?? "");
  const [passage, setPassage] = useState<{ id: string; title: string } | null>(
    a?.source_passage_id ? { id: a.source_passage_id, title: a.source_title ?? "" } : null,
  );
  const [expires, setExpires] = useState(a?.expires_at ? a.expires_at.slice(0, 10) : "");
  const [search, setSearch] = useState(draft.question ?? "");
  const [hits, setHits] = useState<TPassageHit[] | null>(null);
  const [busy, setBusy] = useState(false);
  const save = useSaveApproved();

  const onRomanise = async () => {
    setBusy(true);
    try {
      setHinglish((await romanise(hindi)).text);
    } finally {
      setBusy(false);
    }
  };
  const onSearch = async () => {
    if (!search.trim()) return;
    setBusy(true);
    try {
      setHits((await findPassages(search.trim())).passages);
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!passage && !url.trim()) {
      toast.error(ta("admin.approved.needSource"));
      return;
    }
    save.mutate(
      {
        id: a?.id ?? null,
        input: {
          question: question.trim(),
          answer_hindi: hindi.trim(),
          answer_hinglish: hinglish.trim(),
          source_passage_id: passage?.id ?? null,
          source_url: url.trim() || null,
          expires_on: expires || null,
          ...(draft.phrasings ? { phrasings: draft.phrasings } : {}),
          ...(draft.gapKey ? { gap_key: draft.gapKey } : {}),
        },
      },
      {
        onSuccess: () => {
          toast.success(ta("admin.approved.saved"));
          onClose();
        },
        onError: () => toast.error(ta("admin.approved.saveFailed")),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <DialogTitle>{ta(a ? "admin.approved.editTitle" : "admin.approved.newTitle")}</DialogTitle>
        <DialogDescription>{ta("admin.approved.dialogHelp")}</DialogDescription>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="approved-question">{ta("admin.approved.question")}</Label>
        <Input
          id="approved-question"
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          required
          minLength={3}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="approved-hindi">{ta("admin.approved.answerHindi")}</Label>
        <textarea
          id="approved-hindi"
          lang="hi"
          className={TEXTAREA}
          value={hindi}
          onChange={(e) => setHindi(e.target.value)}
          required
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor="approved-hinglish">{ta("admin.approved.answerHinglish")}</Label>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void onRomanise()}
            disabled={!hindi.trim() || busy}
          >
            <Languages aria-hidden />
            {ta("admin.approved.generateHinglish")}
          </Button>
        </div>
        <textarea
          id="approved-hinglish"
          className={TEXTAREA}
          value={hinglish}
          onChange={(e) => setHinglish(e.target.value)}
          required
        />
      </div>
      <fieldset className="flex flex-col gap-2 rounded-xl border border-border p-3">
        <legend className="px-1 text-sm font-medium">{ta("admin.approved.source")}</legend>
        {passage && (
          <p className="inline-flex items-center gap-1.5 text-sm font-medium text-primary">
            <BadgeCheck className="size-4" aria-hidden />
            {passage.title}
          </p>
        )}
        <div className="flex gap-2">
          <Input
            aria-label={ta("admin.approved.searchPassages")}
            placeholder={ta("admin.approved.searchPassages")}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                void onSearch();
              }
            }}
          />
          <Button type="button" variant="outline" onClick={() => void onSearch()} disabled={busy}>
            <Search aria-hidden />
            {ta("admin.approved.search")}
          </Button>
        </div>
        {hits && hits.length === 0 && (
          <p className="text-sm text-muted-foreground">{ta("admin.approved.noPassages")}</p>
        )}
        {hits && hits.length > 0 && (
          <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto" role="radiogroup">
            {hits.map((hit) => (
              <li key={hit.id}>
                <label className="flex cursor-pointer gap-2 rounded-lg p-2 text-sm hover:bg-muted">
                  <input
                    type="radio"
                    name="approved-passage"
                    checked={passage?.id === hit.id}
                    onChange={() => setPassage({ id: hit.id, title: hit.title })}
                  />
                  <span className="flex flex-col">
                    <span className="font-medium">{hit.title}</span>
                    <span className="line-clamp-2 text-muted-foreground">{hit.snippet}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <Label htmlFor="approved-url" className="mt-1">
          {ta("admin.approved.sourceUrl")}
        </Label>
        <Input
          id="approved-url"
          type="url"
          inputMode="url"
          placeholder="https://…gov.in/…"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
      </fieldset>
      <div className="flex flex-col gap-1.5 sm:w-60">
        <Label htmlFor="approved-expires">{ta("admin.approved.expiresOn")}</Label>
        <Input id="approved-expires" type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {ta("admin.approved.cancel")}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <BadgeCheck aria-hidden />}
          {ta("admin.approved.save")}
        </Button>
      </DialogFooter>
    </form>
  );
}
