// Questions about the analysed document (POST /document/question). The conversation belongs to
// one analysis session: a new document or Reset starts it empty, and late answers to an earlier
// document are dropped. A document reopened after a reload starts with the questions asked so far.
import type { TUiKey } from "@sachiv/content";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLanguage } from "@/lib/i18n/use-language";
import { askDocumentQuestion } from "./document-api";
import { questionFailureKey } from "./document-errors";
import type { TDocumentExchangeMessage, TDocumentSession } from "./document-state";

export type TDocumentChatMessage = {
  id: string;
  role: "user" | "assistant";
  content: string;
  /** Set when the answer failed: the bubble shows this text instead. */
  error?: TUiKey;
};

export type TDocumentChat = {
  messages: TDocumentChatMessage[];
  isAnswering: boolean;
  ask: (question: string) => Promise<void>;
};

let nextId = 0;
const newId = (prefix: string) => `${prefix}-${(nextId += 1)}`;

type TConversation = { key: number; messages: TDocumentChatMessage[]; answering: boolean };

const EMPTY: TDocumentChatMessage[] = [];

/**
 * `session` is null before an analysis (or for a prompt-summarised image): questions then fail
 * with analysisRequired. `runKey` names the analysis; when it changes the conversation starts
 * again from `earlier` (the questions already asked about a reopened document) or empty.
 */
export function useDocumentChat(
  session: TDocumentSession | null,
  runKey: number,
  earlier?: TDocumentExchangeMessage[],
): TDocumentChat {
  const [language] = useLanguage();
  const seed = useMemo(
    () => (earlier ? earlier.map((m): TDocumentChatMessage => ({ ...m, id: newId(m.role) })) : EMPTY),
    [earlier],
  );
  const [conversation, setConversation] = useState<TConversation>({ key: runKey, messages: seed, answering: false });
  const current = conversation.key === runKey ? conversation : null;
  const keyRef = useRef(runKey);
  useEffect(() => {
    keyRef.current = runKey;
  }, [runKey]);

  const isAnswering = current?.answering ?? false;

  const ask = useCallback(
    async (text: string) => {
      const question = text.trim();
      // Spec §5: empty text is ignored; one question at a time.
      if (!question || isAnswering) return;
      const key = runKey;
      const update = (change: (c: TConversation) => TConversation) =>
        setConversation((c) => change(c.key === key ? c : { key, messages: seed, answering: false }));
      const message = (m: Omit<TDocumentChatMessage, "id">): TDocumentChatMessage => ({ ...m, id: newId(m.role) });

      if (!session) {
        update((c) => ({
          ...c,
          messages: [
            ...c.messages,
            message({ role: "user", content: question }),
            message({ role: "assistant", content: "", error: "document.analysisRequired" }),
          ],
        }));
        return;
      }
      update((c) => ({
        ...c,
        answering: true,
        messages: [...c.messages, message({ role: "user", content: question })],
      }));
      let reply: TDocumentChatMessage;
      try {
        reply = message({ role: "assistant", content: await askDocumentQuestion(session, question, language) });
      } catch (error) {
        reply = message({ role: "assistant", content: "", error: questionFailureKey(error) });
      }
      // An answer about a document the official has since replaced or reset is dropped.
      if (keyRef.current !== key) return;
      update((c) => ({ ...c, answering: false, messages: [...c.messages, reply] }));
    },
    [session, language, runKey, isAnswering, seed],
  );

  return { messages: current?.messages ?? seed, isAnswering, ask };
}
