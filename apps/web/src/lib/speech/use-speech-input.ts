// Speech input with the Web Speech API: hi-IN for Hindi else en-US, continuous, interim results,
// one alternative. With autoRestart (the chat), listening starts again 300 ms after it ends unless
// the user stopped it or a real error occurred; no-speech and aborted are not real errors.
import {
  SPEECH_ERRORS_IGNORED_IN_CHAT,
  SPEECH_RECOGNITION_CONTINUOUS,
  SPEECH_RECOGNITION_INTERIM_RESULTS,
  SPEECH_RECOGNITION_LANG,
  SPEECH_RECOGNITION_MAX_ALTERNATIVES,
  SPEECH_RECOGNITION_RESTART_DELAY_MS,
  type TSpeechErrorCode,
} from "./constants";
import type { TUiKey } from "@sachiv/content";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { useLanguage, useT } from "@/lib/i18n/use-language";

// The DOM library of TypeScript has the result types but not the recogniser itself.
type TRecognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { resultIndex: number; results: SpeechRecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
};
type TRecognitionConstructor = new () => TRecognition;

function recognitionConstructor(): TRecognitionConstructor | undefined {
  if (typeof window === "undefined") return undefined;
  const w = window as unknown as {
    SpeechRecognition?: TRecognitionConstructor;
    webkitSpeechRecognition?: TRecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

export function isSpeechInputSupported(): boolean {
  return recognitionConstructor() !== undefined;
}

const ERROR_TEXTS: Partial<Record<TSpeechErrorCode, TUiKey>> = {
  network: "speech.network",
  "not-allowed": "speech.notAllowed",
  "service-not-allowed": "speech.serviceNotAllowed",
  "no-speech": "speech.noSpeech",
  aborted: "speech.aborted",
};

export type TSpeechInputOptions = {
  /** Listening starts again after it ends (the chat), until stop() or a real error. */
  autoRestart: boolean;
  /** The whole text so far: what was there when listening started plus everything heard. */
  onText: (text: string, isFinal: boolean) => void;
};

export type TSpeechInput = {
  listening: boolean;
  /** Starts listening; `base` is the text already typed, which the heard words follow. */
  start: (base?: string) => void;
  stop: () => void;
  toggle: (base?: string) => void;
};

export function useSpeechInput({ autoRestart, onText }: TSpeechInputOptions): TSpeechInput {
  const tr = useT();
  const [language] = useLanguage();
  const [listening, setListening] = useState(false);
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  });
  const listenRef = useRef<() => void>(() => undefined);
  const session = useRef<{
    recognition: TRecognition | null;
    stopped: boolean;
    committed: string;
    restartTimer: ReturnType<typeof setTimeout> | undefined;
  }>({ recognition: null, stopped: true, committed: "", restartTimer: undefined });

  const stop = useCallback(() => {
    const s = session.current;
    s.stopped = true;
    clearTimeout(s.restartTimer);
    s.recognition?.stop();
    s.recognition = null;
    setListening(false);
  }, []);

  const listen = useCallback(() => {
    const Recognition = recognitionConstructor();
    const s = session.current;
    if (!Recognition || s.stopped) return;
    const recognition = new Recognition();
    recognition.lang = SPEECH_RECOGNITION_LANG[language];
    recognition.continuous = SPEECH_RECOGNITION_CONTINUOUS;
    recognition.interimResults = SPEECH_RECOGNITION_INTERIM_RESULTS;
    recognition.maxAlternatives = SPEECH_RECOGNITION_MAX_ALTERNATIVES;
    let heard = "";
    let realError = false;
    recognition.onresult = (event) => {
      let text = "";
      let allFinal = true;
      for (let i = 0; i < event.results.length; i++) {
        const result = event.results[i]!;
        text += result[0]?.transcript ?? "";
        if (!result.isFinal) allFinal = false;
      }
      heard = text;
      onTextRef.current(joinText(s.committed, heard), allFinal);
    };
    recognition.onerror = (event) => {
      const code = event.error as TSpeechErrorCode;
      if (SPEECH_ERRORS_IGNORED_IN_CHAT.includes(code)) return;
      realError = true;
      toast.error(tr("speech.errorTitle"), { description: tr(ERROR_TEXTS[code] ?? "speech.network") });
    };
    recognition.onend = () => {
      if (s.recognition !== recognition) return;
      s.committed = joinText(s.committed, heard);
      if (autoRestart && !s.stopped && !realError) {
        s.restartTimer = setTimeout(() => listenRef.current(), SPEECH_RECOGNITION_RESTART_DELAY_MS);
        return;
      }
      s.recognition = null;
      s.stopped = true;
      setListening(false);
    };
    s.recognition = recognition;
    try {
      recognition.start();
    } catch {
      // Started twice by a fast double tap: the running one goes on.
    }
  }, [autoRestart, language, tr]);
  useEffect(() => {
    listenRef.current = listen;
  }, [listen]);

  const start = useCallback(
    (base = "") => {
      if (!isSpeechInputSupported()) {
        toast.error(tr("speech.errorTitle"), { description: tr("speech.notSupported") });
        return;
      }
      stop();
      const s = session.current;
      s.stopped = false;
      s.committed = base.trim();
      setListening(true);
      listen();
    },
    [listen, stop, tr],
  );

  const toggle = useCallback((base?: string) => (listening ? stop() : start(base)), [listening, start, stop]);

  // Leaving the screen or switching language ends listening.
  useEffect(() => stop, [language, stop]);

  return { listening, start, stop, toggle };
}

function joinText(a: string, b: string): string {
  const left = a.trim();
  const right = b.trim();
  return left && right ? `${left} ${right}` : left || right;
}
