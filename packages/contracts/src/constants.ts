// Business constants of spec section 9 that belong to no single call: languages, speech, camera, upload progress.
import type { TLanguage } from "./common.ts";

export const LANGUAGES = ["hindi", "hinglish"] as const satisfies readonly TLanguage[];
export const DEFAULT_LANGUAGE: TLanguage = "hinglish";
/** localStorage key of the chosen language. */
export const PREFERRED_LANGUAGE_STORAGE_KEY = "preferred-language";

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

export const COPY_TOAST_MS = 2000;
/** Mobile bottom navigation shows this many items before '+N more'. */
export const BOTTOM_NAV_VISIBLE_ITEMS = 3;

export const CAMERA_JPEG_QUALITY = 0.9;
export const CAMERA_DEFAULT_WIDTH = 640;
export const CAMERA_DEFAULT_HEIGHT = 480;

export const FILE_SIZE_UNITS = ["Bytes", "KB", "MB", "GB"] as const;

/** Simulated upload/ingestion progress of the admin Documents tab. */
export const UPLOAD_PROGRESS_START = 10;
export const UPLOAD_PROGRESS_CAP = 95;
export const UPLOAD_PROGRESS_DONE = 100;
export const UPLOAD_PROGRESS_STEPS = 10;
export const UPLOAD_PROGRESS_BASE_MS = 2000;
export const UPLOAD_PROGRESS_PER_FILE_MS = 1000;
/** Added per 10 MB of total upload size. */
export const UPLOAD_PROGRESS_PER_10_MB_MS = 1000;
export const UPLOAD_PROGRESS_MAX_MS = 15000;
export const DIRECTORY_INGEST_PROGRESS_MS = 8000;
/** After completion, progress returns to 0 after this long. */
export const UPLOAD_PROGRESS_RESET_MS = 2000;

/** min(2 s + 1 s per file + 1 s per 10 MB, 15 s); size counts proportionally (15 MB adds 1.5 s). */
export function simulatedUploadDurationMs(fileCount: number, totalBytes: number): number {
  const tenMb = 10 * 1024 * 1024;
  const ms =
    UPLOAD_PROGRESS_BASE_MS +
    fileCount * UPLOAD_PROGRESS_PER_FILE_MS +
    (totalBytes / tenMb) * UPLOAD_PROGRESS_PER_10_MB_MS;
  return Math.min(ms, UPLOAD_PROGRESS_MAX_MS);
}

// ---- Bundled content: ids and filters -----------------------------------------------------------
// Plain values, without zod (content.ts builds the schemas from them): the web's route search
// parsers use them, and they are in the first load of every screen, where zod is not.

export const REGION_IDS = ["jharkhand", "bihar", "haryana", "central"] as const;
export const CONTENT_CATEGORIES = ["policy", "circular", "scheme"] as const;
/** Filter buttons of a state, in screen order; "all" is the default. */
export const CONTENT_CATEGORY_FILTERS = ["all", "scheme", "circular", "policy"] as const;
export const ACADEMY_MODULE_COUNT = 6;

/** Request header by which the client tells the API which language its messages should use. */
export const LANGUAGE_HEADER = "x-language";

/** audioUrl value meaning "no server audio: read the reply with the browser's own speech". */
export const BROWSER_SPEECH_MARKER = "browser-speech";

export const TTS_GENDERS = ["female", "male"] as const;
/** The server voice of spoken chat replies. */
export const TTS_DEFAULT_GENDER: (typeof TTS_GENDERS)[number] = "female";
