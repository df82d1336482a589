// Questions about the analysed document (POST /document/question). The conversation belongs to
// one analysis session: a new document or Reset starts it empty, and late answers to an earlier
// document are dropped.
import type { TUiKey } from "@sachiv/content";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLanguage } from "@/lib/i18n/use-language";
import { askDocumentQuestion } from "./document-api";
import { questionFailureKey } from "./document-errors";
import type { TDocumentSession } from "./document-state";

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

/** `session` is null before an analysis (or for a prompt-summarised image): questions then fail with analysisRequired. */
export function useDocumentChat(session: TDocumentSession | null, runKey: number): TDocumentChat {
  const [language] = useLanguage();
  const [messages, setMessages] = useState<TDocumentChatMessage[]>([]);
  const [isAnswering, setIsAnswering] = useState(false);
  const keyRef = useRef(runKey);
  const busyRef = useRef(false);

  useEffect(() => {
    keyRef.current = runKey;
    busyRef.current = false;
    setMessages([]);
    setIsAnswering(false);
  }, [runKey]);

  const ask = useCallback(
    async (text: string) => {
      const question = text.trim();
      // Spec §5: empty text is ignored; one question at a time.
      if (!question || busyRef.current) return;
      const key = keyRef.current;
      const push = (message: Omit<TDocumentChatMessage, "id">) =>
        setMessages((list) => [...list, { ...message, id: newId(message.role) }]);
      push({ role: "user", content: question });
      if (!session) {
        push({ role: "assistant", content: "", error: "document.analysisRequired" });
        return;
      }
      busyRef.current = true;
      setIsAnswering(true);
      try {
        const answer = await askDocumentQuestion(session, question, language);
        if (keyRef.current === key) push({ role: "assistant", content: answer });
      } catch (error) {
        if (keyRef.current === key) push({ role: "assistant", content: "", error: questionFailureKey(error) });
      } finally {
        if (keyRef.current === key) {
          busyRef.current = false;
          setIsAnswering(false);
        }
      }
    },
    [session, language],
  );

  return { messages, isAnswering, ask };
}
