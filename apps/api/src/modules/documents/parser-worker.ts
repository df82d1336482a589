// What a parser worker (lib/worker-pool.ts) runs: reading an uploaded document (everything but
// OCR), reading a knowledge-base file, the offline analysis of a long text, and cutting that text
// into the passages follow-up questions search. Whatever a
// hostile file makes these do — eat memory, loop — stays inside the worker.
import type { TDocumentAnalysis, TLanguage } from "@sachiv/contracts";
import { extractText, type TExtracted } from "../../lib/extract-text.ts";
import { parseDocument, type TParsedDocument, type TParseOptions } from "./extract.ts";
import { cutPassages, type TPassage } from "./passages.ts";
import { analyseOffline } from "./summarise.ts";

export type TParserTask =
  | { kind: "document"; bytes: Uint8Array; options: TParseOptions }
  | { kind: "knowledge"; bytes: Uint8Array; fileName: string; mimeType?: string }
  | { kind: "analyse"; text: string; language: TLanguage; about: { format: string; pages: number } }
  | { kind: "passages"; text: string };

export type TParserResult = {
  document: TParsedDocument & { log: string[] };
  knowledge: TExtracted;
  analyse: TDocumentAnalysis;
  passages: TPassage[];
};

export async function handle(task: TParserTask): Promise<TParserResult[keyof TParserResult]> {
  switch (task.kind) {
    case "document": {
      const log: string[] = [];
      return { ...(await parseDocument(task.bytes, task.options, (m) => log.push(m))), log };
    }
    case "knowledge":
      return extractText(task.bytes, task.fileName, task.mimeType);
    case "analyse":
      return analyseOffline(task.text, task.language, task.about);
    case "passages":
      return cutPassages(task.text);
  }
}
