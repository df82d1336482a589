// Text out of PowerPoint (pptx and the old binary ppt), Word 97–2003 (.doc) and RTF files.
import CFB from "cfb";
import JSZip from "jszip";
import WordExtractor from "word-extractor";

const decodeXml = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, "&");

/** Paragraphs of DrawingML text (<a:p> with <a:t> runs and <a:br/> breaks). */
function drawingParagraphs(xml: string): string[] {
  return [...xml.matchAll(/<a:p\b[^>]*>([\s\S]*?)<\/a:p>/g)]
    .map((m) =>
      [...m[1]!.matchAll(/<a:t(?:\s[^>]*)?>([\s\S]*?)<\/a:t>|<a:br\b[^>]*\/>/g)]
        .map((r) => (r[1] === undefined ? "\n" : decodeXml(r[1])))
        .join(""),
    )
    .filter((p) => p.trim() !== "");
}

/** Slides in presentation order, each as its paragraphs; the zip must have passed assertSafeZip. */
export async function extractPptx(bytes: Uint8Array): Promise<string[]> {
  const zip = await JSZip.loadAsync(bytes);
  const slideNumber = (name: string) => Number(/slide(\d+)\.xml$/.exec(name)?.[1] ?? 0);
  let order = Object.keys(zip.files)
    .filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n))
    .sort((a, b) => slideNumber(a) - slideNumber(b));
  // presentation.xml's slide list gives the real order when the files were renumbered.
  const presentation = await zip.file("ppt/presentation.xml")?.async("string");
  const rels = await zip.file("ppt/_rels/presentation.xml.rels")?.async("string");
  if (presentation && rels) {
    const targets = new Map(
      [...rels.matchAll(/<Relationship\b[^>]*Id="([^"]+)"[^>]*Target="([^"]+)"/g)].map((m) => [
        m[1]!,
        `ppt/${m[2]!.replace(/^\/?ppt\//, "")}`,
      ]),
    );
    const listed = [...presentation.matchAll(/<p:sldId\b[^>]*r:id="([^"]+)"/g)]
      .map((m) => targets.get(m[1]!))
      .filter((t): t is string => !!t && !!zip.file(t));
    if (listed.length > 0) order = listed;
  }
  const slides: string[] = [];
  for (const name of order) slides.push(drawingParagraphs(await zip.file(name)!.async("string")).join("\n"));
  return slides;
}

const PPT = {
  mainMaster: 0x03f8,
  textChars: 0x0fa0,
  textBytes: 0x0fa8,
};

/**
 * The old binary PowerPoint: the text atoms (UTF-16 TextCharsAtom, Latin-1 TextBytesAtom) of the
 * "PowerPoint Document" stream, outside the master slides (their placeholder prompts).
 */
export function extractPpt(bytes: Uint8Array): string[] {
  const container = CFB.read(Buffer.from(bytes), { type: "buffer" });
  const stream = CFB.find(container, "PowerPoint Document");
  if (!stream?.content) throw new Error("no PowerPoint Document stream");
  const data = Buffer.from(stream.content as Uint8Array);
  const texts: string[] = [];
  const seen = new Set<string>();
  const walk = (start: number, end: number, inMaster: boolean, depth: number) => {
    let at = start;
    while (at + 8 <= end) {
      const verInstance = data.readUInt16LE(at);
      const type = data.readUInt16LE(at + 2);
      const length = data.readUInt32LE(at + 4);
      const body = at + 8;
      if (body + length > end) break;
      if ((verInstance & 0x0f) === 0x0f && depth < 32) {
        walk(body, body + length, inMaster || type === PPT.mainMaster, depth + 1);
      } else if (!inMaster && (type === PPT.textChars || type === PPT.textBytes)) {
        const text = (
          type === PPT.textChars
            ? data.toString("utf16le", body, body + length)
            : data.toString("latin1", body, body + length)
        )
          // PowerPoint ends paragraphs with CR and soft line breaks with a vertical tab.
          // eslint-disable-next-line no-control-regex -- the vertical tab is meant
          .replace(/[\r\u000b]/g, "\n")
          .trim();
        // A text without a letter or digit is a placeholder mark (slide number "*" and the like).
        if (/[\p{L}\p{N}]/u.test(text) && !seen.has(text)) {
          seen.add(text);
          texts.push(text);
        }
      }
      at = body + length;
    }
  };
  walk(0, data.length, false, 0);
  return texts;
}

export async function extractDoc(bytes: Uint8Array): Promise<string> {
  const doc = await new WordExtractor().extract(Buffer.from(bytes));
  return [doc.getBody(), doc.getTextboxes({ includeHeadersAndFooters: false, includeBody: false }), doc.getFootnotes()]
    .map((t) => t.trim())
    .filter(Boolean)
    .join("\n\n");
}

// RTF destinations whose text is not document text.
const SKIP_DESTINATIONS = new Set([
  "fonttbl",
  "colortbl",
  "stylesheet",
  "info",
  "pict",
  "object",
  "themedata",
  "colorschememapping",
  "latentstyles",
  "datastore",
  "listtable",
  "listoverridetable",
  "rsidtbl",
  "generator",
  "xmlnstbl",
  "mmathPr",
  "header",
  "footer",
  "headerl",
  "headerr",
  "footerl",
  "footerr",
  "fldinst",
  "filetbl",
  "revtbl",
  "pgdsctbl",
  "xmlopen",
  "wgrffmtfilter",
  "bkmkstart",
  "bkmkend",
  "listtext",
  "pntext",
]);
const BREAKS: Record<string, string> = {
  par: "\n",
  line: "\n",
  sect: "\n\n",
  page: "\n\n",
  row: "\n",
  tab: "\t",
  cell: " | ",
};
const SYMBOLS: Record<string, string> = {
  emdash: "—",
  endash: "–",
  bullet: "•",
  lquote: "‘",
  rquote: "’",
  ldblquote: "“",
  rdblquote: "”",
  emspace: " ",
  enspace: " ",
};

/**
 * RTF → text. Unicode characters come as \uN followed by a stand-in ('?') that the \ucN count
 * says to skip — a reader that keeps the stand-in turns every Hindi letter into "?".
 */
export function extractRtf(rtf: string): string {
  let out = "";
  let pendingBytes: number[] = [];
  let codepage = "windows-1252";
  type TState = { skip: boolean; uc: number };
  const stack: TState[] = [];
  let state: TState = { skip: false, uc: 1 };
  let toSkip = 0; // stand-in characters still to drop after a \uN
  const flushBytes = () => {
    if (pendingBytes.length === 0) return;
    let decoded: string;
    try {
      decoded = new TextDecoder(codepage).decode(new Uint8Array(pendingBytes));
    } catch {
      decoded = new TextDecoder("windows-1252").decode(new Uint8Array(pendingBytes));
    }
    pendingBytes = [];
    if (!state.skip) out += decoded;
  };
  const emit = (s: string) => {
    flushBytes();
    if (!state.skip) out += s;
  };
  let i = 0;
  let groupStart = false; // just after "{": a control word here names the group's destination
  while (i < rtf.length) {
    const ch = rtf[i]!;
    if (ch === "{") {
      flushBytes();
      stack.push(state);
      state = { ...state };
      groupStart = true;
      i++;
      continue;
    }
    if (ch === "}") {
      flushBytes();
      state = stack.pop() ?? { skip: false, uc: 1 };
      toSkip = 0;
      i++;
      continue;
    }
    const atGroupStart = groupStart;
    groupStart = false;
    if (ch === "\\") {
      const next = rtf[i + 1] ?? "";
      if (next === "'") {
        const byte = parseInt(rtf.slice(i + 2, i + 4), 16);
        i += 4;
        if (toSkip > 0) {
          toSkip--;
          continue;
        }
        if (!Number.isNaN(byte)) pendingBytes.push(byte);
        continue;
      }
      if (!/[a-zA-Z]/.test(next)) {
        i += 2;
        if (next === "*") {
          state.skip = true; // an ignorable destination we do not know
          continue;
        }
        if (toSkip > 0) {
          toSkip--;
          continue;
        }
        if (next === "~") emit("\u00a0");
        else if (next === "_") emit("-");
        else if (next === "\\" || next === "{" || next === "}") emit(next);
        else if (next === "\n" || next === "\r") emit("\n");
        continue;
      }
      const m = /^([a-zA-Z]+)(-?\d+)? ?/.exec(rtf.slice(i + 1, i + 40))!;
      const word = m[1]!;
      const param = m[2] === undefined ? undefined : Number(m[2]);
      i += 1 + m[0].length;
      if (atGroupStart && SKIP_DESTINATIONS.has(word)) {
        state.skip = true;
        continue;
      }
      if (word === "u" && param !== undefined) {
        emit(String.fromCharCode(param < 0 ? param + 65536 : param));
        toSkip = state.uc;
        continue;
      }
      if (toSkip > 0) {
        toSkip--;
        continue;
      }
      if (word === "uc" && param !== undefined) state.uc = param;
      else if (word === "ansicpg" && param !== undefined) codepage = `windows-${param}`;
      else if (word in BREAKS) emit(BREAKS[word]!);
      else if (word in SYMBOLS) emit(SYMBOLS[word]!);
      continue;
    }
    if (ch === "\r" || ch === "\n") {
      i++;
      continue;
    }
    if (toSkip > 0) {
      toSkip--;
      i++;
      continue;
    }
    emit(ch);
    i++;
  }
  flushBytes();
  return out;
}
