// Reads texts aloud with the browser's own speech synthesis (academy modules, glossary terms):
// rate 0.8, pitch 1, hi-IN for Hindi else en-IN, an Indian voice when the device has one.
// One reading at a time across the app: starting a new one ends the previous one.
import type { TUiLanguage } from "@sachiv/content";
import { READ_ALOUD_PITCH, READ_ALOUD_RATE, SPEECH_SYNTHESIS_LANG } from "./constants";

export type TVoiceLike = Pick<SpeechSynthesisVoice, "lang" | "name">;

export type TReadAloudEvents = {
  /** A part (by index) starts being spoken. */
  onPart?: (index: number) => void;
  /** Called exactly once: after the last part, on an error, on stop, or when another reading starts. */
  onDone: () => void;
};

const INDIAN_LANGS = ["hi-in", "en-in"];

export function speechLangFor(language: TUiLanguage): string {
  return SPEECH_SYNTHESIS_LANG[language];
}

function normaliseLang(lang: string): string {
  return lang.replace(/_/g, "-").toLowerCase();
}

/**
 * The voice to use for `lang`: one for exactly that locale, else any Indian-locale voice, else one
 * whose name says India or Hindi (some engines report a bare "hi"). Undefined = the browser picks.
 */
export function pickIndianVoice<TVoice extends TVoiceLike>(
  voices: readonly TVoice[],
  lang: string,
): TVoice | undefined {
  const wanted = normaliseLang(lang);
  return (
    voices.find((v) => normaliseLang(v.lang) === wanted) ??
    voices.find((v) => INDIAN_LANGS.includes(normaliseLang(v.lang))) ??
    voices.find((v) => /india|hindi/i.test(v.name))
  );
}

export function isReadAloudSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    Boolean(window.speechSynthesis) &&
    typeof window.SpeechSynthesisUtterance === "function"
  );
}

let stopCurrent: (() => void) | null = null;

/** Ends the reading in progress, if any. */
export function stopReadAloud(): void {
  stopCurrent?.();
}

/**
 * Speaks `parts` one after another, one utterance each: long single utterances are cut off by
 * some Chrome versions, and separate parts let the screen follow along. Returns a stop function.
 * Callers check isReadAloudSupported() first.
 */
export function readAloud(parts: readonly string[], language: TUiLanguage, events: TReadAloudEvents): () => void {
  stopReadAloud();
  const synth = window.speechSynthesis;
  // A leftover queue (another tab of the app, a reading that never ended) would play first.
  synth.cancel();

  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    if (stopCurrent === stop) stopCurrent = null;
    events.onDone();
  };
  // Late events of a finished reading (Chrome reports its own cancel as an error) are ignored.
  const stop = () => {
    if (finished) return;
    synth.cancel();
    finish();
  };
  stopCurrent = stop;

  const texts = parts.map((part, index) => ({ text: part.trim(), index })).filter((part) => part.text !== "");
  if (texts.length === 0) {
    finish();
    return stop;
  }

  const lang = speechLangFor(language);
  const voice = pickIndianVoice(synth.getVoices(), lang);
  texts.forEach(({ text, index }, position) => {
    const utterance = new window.SpeechSynthesisUtterance(text);
    utterance.lang = lang;
    utterance.rate = READ_ALOUD_RATE;
    utterance.pitch = READ_ALOUD_PITCH;
    if (voice) utterance.voice = voice;
    utterance.onstart = () => {
      if (!finished) events.onPart?.(index);
    };
    utterance.onerror = stop;
    if (position === texts.length - 1) utterance.onend = finish;
    synth.speak(utterance);
  });
  return stop;
}
