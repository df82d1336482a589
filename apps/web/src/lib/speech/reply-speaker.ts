// Speaks a chat reply while it still streams: the first complete sentence goes to /tts/synthesize
// at once; sentences that arrive while it plays are gathered into one larger request (the server
// limits requests per minute, and fewer, longer pieces also sound more natural), played in order. If the server voice fails, this reply and the rest of it go to the browser's own
// speech (rate 0.9, pitch 1, volume 1, hi-IN or en-IN); without that either, onError is called.
// Only what a listener needs is read (speech-text.ts: no sources, notes or addresses); the audio is
// Ogg Opus where the browser plays it, MP3 otherwise, in the voice and at the speed of the user's
// settings (the speed by the player, so the same audio serves every speed).
import type { TTtsFormat } from "@sachiv/contracts";
import type { TUiLanguage } from "@sachiv/content";
import { apiFetch } from "@/lib/api";
import { getPreferences } from "@/lib/preferences/preferences-store";
import { REPLY_SPEECH_PITCH, REPLY_SPEECH_RATE, REPLY_SPEECH_VOLUME, SPEECH_SYNTHESIS_LANG } from "./constants";
import { isReadAloudSupported, pickIndianVoice, stopReadAloud } from "./read-aloud";
import { createSpeechFilter } from "./speech-text";

/** Audio for one sentence: an object URL of the server's audio, or null for "use the browser". */
export type TSynthesize = (text: string, language: TUiLanguage) => Promise<string | null>;

export type TReplySpeakerEvents = {
  /** The server voice failed and the browser's own speech is used instead. */
  onBrowserSpeech?: () => void;
  /** Neither the server voice nor browser speech could speak. */
  onError?: () => void;
  /** Called once: all sentences spoken after end(), or stop(). */
  onDone?: () => void;
};

export type TReplySpeaker = {
  /** Queues a complete sentence. */
  push: (sentence: string) => void;
  /** No more sentences will come: done fires after the last one. */
  end: () => void;
  /** Silences at once and drops the queue. */
  stop: () => void;
  /** Resolves when done (spoken to the end or stopped). */
  done: Promise<void>;
};

let opusPlayable: boolean | undefined;

/** Opus (in Ogg) where this browser plays it: less than half the bytes of MP3 for the same speech. */
export function speechFormat(): TTtsFormat {
  if (opusPlayable === undefined) {
    try {
      const probe = typeof Audio === "function" ? new Audio() : null;
      opusPlayable = typeof probe?.canPlayType === "function" && probe.canPlayType("audio/ogg; codecs=opus") !== "";
    } catch {
      opusPlayable = false;
    }
  }
  return opusPlayable ? "opus" : "mp3";
}

/** POST /tts/synthesize → object URL of the audio; null when the server voice is unavailable. */
export const synthesizeOnServer: TSynthesize = async (text, language) => {
  try {
    const format = speechFormat();
    // With the session's token: signed-in users may send longer pieces than anonymous callers.
    const response = await apiFetch("/tts/synthesize", {
      method: "POST",
      accept: format === "opus" ? "audio/ogg, audio/mpeg;q=0.5" : "audio/mpeg",
      body: { text, language, gender: getPreferences().speech.voice, format },
    });
    const blob = await response.blob();
    if (!blob.type.startsWith("audio/") || blob.size === 0) return null;
    return URL.createObjectURL(blob);
  } catch {
    return null;
  }
};

/** A gathered piece is sent once it is this long, even while the previous one still plays. */
const MAX_PIECE_CHARS = 400;

export function createReplySpeaker(
  language: TUiLanguage,
  synthesize: TSynthesize,
  events: TReplySpeakerEvents = {},
): TReplySpeaker {
  const queue: { text: string; audio: Promise<string | null> }[] = [];
  let ended = false;
  let stopped = false;
  let browserOnly = false;
  let pumping = false;
  let cancelCurrent: (() => void) | null = null;
  let pending = "";
  // Sources, notes and addresses are not read; after a sources heading, nothing more.
  const speakable = createSpeechFilter();
  const rate = getPreferences().speech.rate;

  // Sends the gathered sentences as one piece.
  const flush = () => {
    const text = pending.trim();
    pending = "";
    if (!text || stopped) return;
    const audio = browserOnly ? Promise.resolve(null) : synthesize(text, language);
    // A failed server voice switches the rest of the reply to the browser, without waiting.
    void audio.then((url) => {
      if (!url) switchToBrowser();
    });
    queue.push({ text, audio });
    void pump();
  };
  let resolveDone!: () => void;
  const done = new Promise<void>((resolve) => (resolveDone = resolve));
  let finished = false;

  const finish = () => {
    if (finished) return;
    finished = true;
    events.onDone?.();
    resolveDone();
  };

  const switchToBrowser = () => {
    if (browserOnly) return;
    browserOnly = true;
    events.onBrowserSpeech?.();
  };

  const playUrl = (url: string) =>
    new Promise<boolean>((resolve) => {
      const audio = new Audio(url);
      audio.playbackRate = rate;
      const settle = (ok: boolean) => {
        cancelCurrent = null;
        resolve(ok);
      };
      cancelCurrent = () => {
        audio.pause();
        settle(true);
      };
      audio.onended = () => settle(true);
      audio.onerror = () => settle(false);
      audio.play().catch(() => settle(false));
    });

  const speakInBrowser = (text: string) =>
    new Promise<boolean>((resolve) => {
      if (!isReadAloudSupported()) {
        resolve(false);
        return;
      }
      const synth = window.speechSynthesis;
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = SPEECH_SYNTHESIS_LANG[language];
      utterance.rate = REPLY_SPEECH_RATE * rate;
      utterance.pitch = REPLY_SPEECH_PITCH;
      utterance.volume = REPLY_SPEECH_VOLUME;
      const voice = pickIndianVoice(synth.getVoices?.() ?? [], utterance.lang);
      if (voice) utterance.voice = voice;
      let settled = false;
      const settle = () => {
        if (settled) return;
        settled = true;
        cancelCurrent = null;
        resolve(true);
      };
      cancelCurrent = () => {
        synth.cancel();
        settle();
      };
      utterance.onend = settle;
      utterance.onerror = settle;
      synth.speak(utterance);
    });

  const pump = async () => {
    if (pumping) return;
    pumping = true;
    for (;;) {
      if (stopped) break;
      // Nothing left to play: what gathered meanwhile goes now.
      if (queue.length === 0) flush();
      const item = queue.shift();
      if (!item) break;
      // What gathered so far is synthesised while this piece plays.
      if (queue.length === 0) flush();
      const url = await item.audio;
      if (stopped) break;
      // One voice per reply: once the browser speaks, it speaks the rest.
      let spoken = url && !browserOnly ? await playUrl(url) : false;
      if (stopped) break;
      if (!spoken) {
        switchToBrowser();
        spoken = await speakInBrowser(item.text);
        if (!spoken) {
          events.onError?.();
          stopped = true;
        }
      }
    }
    pumping = false;
    if (stopped || (ended && queue.length === 0 && !pending.trim())) finish();
  };

  // A reading of the academy or glossary must not talk over the reply.
  stopReadAloud();

  return {
    push(raw) {
      if (stopped || ended || !raw.trim()) return;
      const sentence = speakable(raw);
      if (!sentence) return;
      pending = pending ? `${pending} ${sentence}` : sentence;
      // Send at once when nothing waits to play next; otherwise gather, up to a limit.
      if (!pumping || queue.length === 0 || pending.length >= MAX_PIECE_CHARS) flush();
    },
    end() {
      ended = true;
      if (pumping) return; // the pump flushes the rest and finishes
      flush();
      if (!pumping && queue.length === 0) finish();
    },
    stop() {
      if (stopped) return;
      stopped = true;
      queue.length = 0;
      cancelCurrent?.();
      if (!pumping) finish();
    },
    done,
  };
}
