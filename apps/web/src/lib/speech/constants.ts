// The browser's own speech (spec section 9): recognition for the mic, synthesis for replies when
// the server voice fails and for academy and glossary read-aloud.
import type { TLanguage } from "@sachiv/contracts";

/** Speech recognition: hi-IN for Hindi, otherwise en-US; continuous, interim results, 1 alternative. */
export const SPEECH_RECOGNITION_LANG: Readonly<Record<TLanguage, string>> = { hindi: "hi-IN", hinglish: "en-US" };
export const SPEECH_RECOGNITION_CONTINUOUS = true;
export const SPEECH_RECOGNITION_INTERIM_RESULTS = true;
export const SPEECH_RECOGNITION_MAX_ALTERNATIVES = 1;
/** In chat, listening restarts this long after it ends, unless stopped or a real error occurred. */
export const SPEECH_RECOGNITION_RESTART_DELAY_MS = 300;
/** Speech-recognition error codes the product names. */
export const SPEECH_ERROR_CODES = [
  "network",
  "not-allowed",
  "service-not-allowed",
  "no-speech",
  "aborted",
  "not-supported",
] as const;
export type TSpeechErrorCode = (typeof SPEECH_ERROR_CODES)[number];
/** Errors the chat ignores (no toast, listening may restart). */
export const SPEECH_ERRORS_IGNORED_IN_CHAT: readonly TSpeechErrorCode[] = ["no-speech", "aborted"];

/** Browser speech synthesis (replies when backend TTS fails, academy and glossary read-aloud). */
export const SPEECH_SYNTHESIS_LANG: Readonly<Record<TLanguage, string>> = { hindi: "hi-IN", hinglish: "en-IN" };
export const REPLY_SPEECH_RATE = 0.9;
export const REPLY_SPEECH_PITCH = 1;
export const REPLY_SPEECH_VOLUME = 1;
export const READ_ALOUD_RATE = 0.8;
export const READ_ALOUD_PITCH = 1;
