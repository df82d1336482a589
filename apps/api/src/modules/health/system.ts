// The system check (issue 22 item 10): which of the things the app reads from the machine are
// missing, found once at start-up. Each is looked for the way the code that uses it finds it:
// poppler's tools on PATH (documents/pdf.ts runs `pdftotext`, `pdftoppm`, `pdfinfo`), the
// FreeDict file where lib/text/bilingual.ts reads it, tesseract's trained data in its npm
// packages (ai/ocr.ts), espeak-ng's WebAssembly build (ai/tts/offline.ts), pgvector among the
// database's extensions, and CHAT_MODEL in the configuration.
import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import {
  SYSTEM_COMPONENTS,
  type TSystemCheck,
  type TSystemComponent,
  type TSystemComponentId,
} from "@sachiv/contracts";
import { tAdmin } from "@sachiv/content";
import { trainedDataPath } from "../../ai/ocr.ts";
import { DEFAULT_DICTIONARY_PATH } from "../../lib/text/bilingual.ts";

const execFileAsync = promisify(execFile);
const require = createRequire(import.meta.url);

export type TSystemProbes = {
  /** Does the database offer the `vector` extension? */
  vector: () => Promise<boolean>;
  chatModel: string | undefined;
  dictionaryPath?: string;
};

const FIXES: Record<TSystemComponentId, string> = {
  poppler: "apt-get install poppler-utils",
  dictionary: "apt-get install dict-freedict-eng-hin",
  ocr_data: "pnpm install (@tesseract.js-data/eng, @tesseract.js-data/hin)",
  speech: "pnpm install (@echogarden/espeak-ng-emscripten)",
  pgvector: "PostgreSQL with pgvector (the embedded database has it)",
  ai_model: "CHAT_MODEL, OPENAI_BASE_URL, OPENAI_API_KEY",
};

const runs = (command: string) =>
  execFileAsync(command, ["-v"], { timeout: 5000 }).then(
    () => true,
    () => false,
  );

const holds = (probe: () => unknown) => {
  try {
    probe();
    return true;
  } catch {
    return false;
  }
};

export async function checkSystem(probes: TSystemProbes): Promise<TSystemCheck> {
  const found: Record<TSystemComponentId, Promise<boolean> | boolean> = {
    poppler: Promise.all(["pdftotext", "pdftoppm", "pdfinfo"].map(runs)).then((ok) => ok.every(Boolean)),
    dictionary: holds(() => fs.accessSync(probes.dictionaryPath ?? DEFAULT_DICTIONARY_PATH, fs.constants.R_OK)),
    ocr_data: holds(() => ["eng", "hin"].forEach((lang) => trainedDataPath(lang))),
    speech: holds(() => require.resolve("@echogarden/espeak-ng-emscripten")),
    pgvector: probes.vector().catch(() => false),
    ai_model: Boolean(probes.chatModel),
  };
  const components = await Promise.all(
    SYSTEM_COMPONENTS.map(async (id): Promise<TSystemComponent> => {
      const ok = await found[id];
      return ok ? { id, ok } : { id, ok, fix: FIXES[id] };
    }),
  );
  return { checked_at: new Date().toISOString(), components };
}

/** One English log line per missing component: what it is, what its absence degrades, the fix. */
export function describeMissing(component: TSystemComponent): string {
  const name = tAdmin(`admin.system.${component.id}`, "en");
  const degrades = tAdmin(`admin.system.${component.id}Degrades`, "en");
  return `system check: ${name} missing. ${degrades} ${tAdmin("admin.system.fixLabel", "en")} ${component.fix ?? "-"}`;
}
