// /voice-agent: a hands-free loop on our own pipeline — listen, stream the answer, speak it, listen
// again — with one clear Stop, and the last 5 conversations kept on this phone.
import { format } from "date-fns";
import { Mic, Square } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/use-language";
import { useSpeechInput } from "@/lib/speech/use-speech-input";
import { ChatMarkdown } from "@/features/chat/message-bubble";
import { useChat } from "@/features/chat/use-chat";
import {
  readLocalConversations,
  recentLocalConversations,
  saveLocalConversation,
  type TLocalConversation,
} from "./local-conversations";
import { VoiceWidget } from "./voice-widget";

// How long a pause after speech counts as "done speaking": shorter after a final result.
const PAUSE_AFTER_FINAL_MS = 900;
const PAUSE_AFTER_INTERIM_MS = 2000;

type TPhase = "idle" | "listening" | "thinking" | "speaking";

export function VoiceAgentPage() {
  const tr = useT();
  const chat = useChat();
  const [phase, setPhase] = useState<TPhase>("idle");
  const [heard, setHeard] = useState("");
  const [exchange, setExchange] = useState<{ question: string; answer: string } | null>(null);
  const [history, setHistory] = useState<TLocalConversation[]>(() => readLocalConversations());

  const running = useRef(false);
  const heardRef = useRef("");
  const pauseTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const answerRef = useRef<() => void>(() => undefined);

  const mic = useSpeechInput({
    autoRestart: true,
    onText: (text, isFinal) => {
      heardRef.current = text;
      setHeard(text);
      clearTimeout(pauseTimer.current);
      if (text.trim()) {
        pauseTimer.current = setTimeout(
          () => answerRef.current(),
          isFinal ? PAUSE_AFTER_FINAL_MS : PAUSE_AFTER_INTERIM_MS,
        );
      }
    },
  });
  const { start: startMic, stop: stopMic, listening } = mic;

  const listen = useCallback(() => {
    heardRef.current = "";
    setHeard("");
    setPhase("listening");
    startMic();
  }, [startMic]);

  const answer = useCallback(async () => {
    const question = heardRef.current.trim();
    if (!running.current || !question) return;
    setPhase("thinking");
    stopMic();
    setExchange({ question, answer: "" });
    // Voice mode is a spoken conversation: its replies are read whatever the chat's speech setting.
    const result = await chat.send(question, { speak: true });
    if (!result) return;
    setExchange({ question, answer: result.reply });
    if (result.ok) setHistory(saveLocalConversation(`${question}\n${result.reply}`));
    if (!running.current) return;
    setPhase("speaking");
    await result.spoken;
    if (running.current) listen();
  }, [chat, listen, stopMic]);

  useEffect(() => {
    answerRef.current = () => void answer();
  }, [answer]);

  const stop = useCallback(() => {
    running.current = false;
    clearTimeout(pauseTimer.current);
    stopMic();
    chat.cancel();
    setPhase("idle");
  }, [chat, stopMic]);

  const startConversation = () => {
    running.current = true;
    listen();
  };

  // The microphone gave up (permission refused, no support): the loop cannot go on.
  useEffect(() => {
    if (phase !== "listening" || listening) return;
    const timer = setTimeout(() => {
      running.current = false;
      setPhase("idle");
    }, 0);
    return () => clearTimeout(timer);
  }, [listening, phase]);

  useEffect(
    () => () => {
      running.current = false;
      clearTimeout(pauseTimer.current);
    },
    [],
  );

  // While streaming, show the words as they arrive.
  const streaming = chat.messages[chat.messages.length - 1];
  const liveAnswer = phase === "thinking" && streaming?.role === "assistant" ? streaming.content : exchange?.answer;
  const active = phase !== "idle";

  return (
    <section className="flex flex-col gap-5">
      <PageHeader icon={Mic} title={tr("page.voiceAgent.title")} subtitle={tr("voice.subtitle")} />

      <Card className="flex flex-col items-center gap-4 px-4 py-8 text-center">
        <div className="relative flex items-center justify-center">
          {active && (
            <span
              className={cn(
                "absolute inset-0 rounded-full motion-safe:animate-ping",
                phase === "listening" ? "bg-destructive/25" : "bg-primary/20",
              )}
              aria-hidden
            />
          )}
          <Button
            size="lg"
            variant={active ? "destructive" : "default"}
            className="relative size-28 flex-col gap-1 rounded-full text-base whitespace-normal shadow-lg [&_svg]:size-8"
            onClick={active ? stop : startConversation}
          >
            {active ? <Square className="fill-current" aria-hidden /> : <Mic aria-hidden />}
            <span className="px-2 text-sm leading-tight">{active ? tr("voice.stop") : tr("voice.start")}</span>
          </Button>
        </div>
        <p role="status" className="min-h-6 text-base font-medium text-primary">
          {tr(`voice.status.${phase}`)}
        </p>
        {phase === "listening" && heard && <p className="max-w-prose text-lg">{heard}</p>}
      </Card>

      {exchange && (
        <Card className="flex flex-col gap-3 p-4 sm:p-5">
          <div>
            <h2 className="text-sm font-semibold text-muted-foreground">{tr("voice.youSaid")}</h2>
            <p className="text-base">{exchange.question}</p>
          </div>
          {liveAnswer && (
            <div>
              <h2 className="text-sm font-semibold text-muted-foreground">{tr("voice.answer")}</h2>
              <ChatMarkdown text={liveAnswer} />
            </div>
          )}
        </Card>
      )}

      <VoiceWidget />

      <section className="flex flex-col gap-3" aria-labelledby="voice-history">
        <h2 id="voice-history" className="text-lg font-semibold">
          {tr("voice.history")}
        </h2>
        {history.length === 0 ? (
          <p className="text-sm text-muted-foreground">{tr("voice.historyEmpty")}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {recentLocalConversations(history).map((item) => (
              <li key={item.timestamp}>
                <Card className="flex flex-col gap-1 p-3">
                  <time dateTime={item.timestamp} className="text-xs font-medium text-muted-foreground">
                    {format(new Date(item.timestamp), "dd MMM yyyy, HH:mm")}
                  </time>
                  <p className="line-clamp-3 whitespace-pre-line text-sm">{item.text}</p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
