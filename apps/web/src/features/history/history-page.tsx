// /history: the official's own conversations, newest first, titled by the first question and
// searchable in both scripts ("job card" finds जॉब कार्ड); open one to read or continue it in the
// chat, delete one (asked once), or start a new conversation. Offline it shows the list kept on
// the phone.
import type { TChatConversationSummary } from "@sachiv/contracts";
import { useNavigate } from "@tanstack/react-router";
import { History, MessageSquarePlus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { PageHeader } from "@/components/page-header";
import { SearchInput } from "@/components/search-input";
import { Button } from "@/components/ui/button";
import { deleteConversation, listConversations } from "@/lib/chat/history-api";
import { NEW_CONVERSATION, readCurrentConversation, writeCurrentConversation } from "@/lib/chat/current";
import { useLanguage, useT } from "@/lib/i18n/use-language";
import { toast } from "@/lib/toast";

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

type TListState = {
  items: TChatConversationSummary[];
  total: number;
  page: number;
  fromCache: boolean;
  status: "loading" | "ready" | "failed";
};

export function HistoryPage() {
  const tr = useT();
  const [language] = useLanguage();
  const navigate = useNavigate();
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [list, setList] = useState<TListState>({ items: [], total: 0, page: 1, fromCache: false, status: "loading" });
  const [confirming, setConfirming] = useState<string | null>(null);

  // Typing settles before the server is asked.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    let cancelled = false;
    listConversations(query, 1, PAGE_SIZE)
      .then(({ data, fromCache }) => {
        if (!cancelled) setList({ items: data.conversations, total: data.total, page: 1, fromCache, status: "ready" });
      })
      .catch(() => {
        if (!cancelled) setList((l) => ({ ...l, status: "failed" }));
      });
    return () => {
      cancelled = true;
    };
  }, [query]);

  const loadMore = async () => {
    try {
      const { data } = await listConversations(query, list.page + 1, PAGE_SIZE);
      setList((l) => ({ ...l, items: [...l.items, ...data.conversations], page: l.page + 1 }));
    } catch {
      toast.error(tr("history.loadFailed"));
    }
  };

  const open = (id: string) => {
    writeCurrentConversation(id);
    void navigate({ to: "/chat" });
  };
  const startNew = () => {
    writeCurrentConversation(NEW_CONVERSATION);
    void navigate({ to: "/chat" });
  };
  const remove = async (id: string) => {
    setConfirming(null);
    try {
      await deleteConversation(id);
      if (readCurrentConversation() === id) writeCurrentConversation(NEW_CONVERSATION);
      setList((l) => ({ ...l, items: l.items.filter((c) => c.id !== id), total: Math.max(0, l.total - 1) }));
      toast.success(tr("history.deleted"));
    } catch {
      toast.error(tr("history.loadFailed"));
    }
  };

  const dateFormat = new Intl.DateTimeFormat(language === "hindi" ? "hi-IN" : "en-IN", {
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
  });

  return (
    <section className="flex flex-col gap-5">
      <PageHeader icon={History} title={tr("nav.history")} subtitle={tr("history.subtitle")} />

      <Button size="lg" className="h-12 self-start text-base" onClick={startNew}>
        <MessageSquarePlus aria-hidden />
        {tr("history.new")}
      </Button>

      <div role="search">
        <SearchInput
          id="history-search"
          label={tr("history.searchLabel")}
          hideLabel
          size="lg"
          placeholder={tr("history.searchPlaceholder")}
          value={search}
          onChange={setSearch}
        />
      </div>

      {list.fromCache && <p className="text-base text-muted-foreground">{tr("history.savedOffline")}</p>}
      {list.status === "failed" && (
        <p role="alert" className="text-base text-destructive">
          {tr("history.loadFailed")}
        </p>
      )}
      {list.status === "ready" && list.items.length === 0 && (
        <p className="text-base text-muted-foreground">{tr(query ? "history.noMatch" : "history.empty")}</p>
      )}

      <ul aria-label={tr("nav.history")} aria-busy={list.status === "loading"} className="flex flex-col gap-3">
        {list.items.map((c) => (
          <li key={c.id} className="rounded-2xl border border-border bg-card shadow-xs">
            <div className="flex items-stretch">
              <button
                type="button"
                onClick={() => open(c.id)}
                aria-label={tr("history.open", { title: c.title })}
                className="flex min-h-12 min-w-0 flex-1 flex-col gap-1 rounded-l-2xl px-4 py-3 text-left hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="line-clamp-2 text-base font-semibold leading-snug">{c.title}</span>
                <span className="text-base text-muted-foreground">
                  {dateFormat.format(new Date(c.last_activity_at))} ·{" "}
                  {tr("history.messages", { count: c.message_count })}
                </span>
              </button>
              <Button
                variant="ghost"
                size="icon"
                className="m-1 size-12 shrink-0 self-center text-destructive hover:bg-destructive-soft"
                aria-label={tr("history.deleteLabel", { title: c.title })}
                onClick={() => setConfirming(c.id)}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
            {confirming === c.id && (
              <div role="group" className="flex flex-wrap items-center gap-2 border-t border-border px-4 py-3">
                <p className="w-full text-base font-medium">{tr("history.confirmDelete")}</p>
                <Button variant="destructive" className="h-12 text-base" onClick={() => void remove(c.id)}>
                  {tr("history.confirmYes")}
                </Button>
                <Button variant="outline" className="h-12 text-base" onClick={() => setConfirming(null)}>
                  {tr("history.confirmNo")}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>

      {list.status === "ready" && list.items.length < list.total && !list.fromCache && (
        <Button variant="outline" className="h-12 self-center text-base" onClick={() => void loadMore()}>
          {tr("history.more")}
        </Button>
      )}
    </section>
  );
}
