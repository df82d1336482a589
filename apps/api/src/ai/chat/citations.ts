// A model's source markers ("[1]", "[1, 2]", "[१]") read out of its reply: the passages it cites
// and the numbers it made up. The reader never sees a marker — the stream drops them as they
// arrive (holding back a marker split across chunks) and the cited passages become the answer's
// sources, each opening its passage — so the answer reads and is spoken as plain text.
import type { TAnswerGrounding, TAnswerStatus } from "@sachiv/contracts";

/** What a reply's markers name: passage numbers of the prompt (1-based), first citation first. */
export type TMarkerCitations = {
  /** Numbers that name a passage the model was given. */
  cited: number[];
  /** Numbers that name none (past the last passage, or 0): the model made them up. */
  invented: number[];
};

const DIGIT = "[0-9\\u0966-\\u096f]";
const NUM = `${DIGIT}{1,2}`;
/** "[^1]" (a footnote), "[Passage 1]", "[स्रोत 1]": the number after such a label is the marker. */
const LABEL = "(?:\\^|(?:passage|source|srot|स्रोत|अंश|पैसेज)[ \\t]*)?";
const ITEM = `${LABEL}${NUM}(?:[ \\t]*[-–][ \\t]*${NUM})?`;
/**
 * A whole marker with the spaces before it; never a markdown link's text ("[1](https://…)") and
 * never a longer number ("[2023]"), which a passage may well quote.
 */
const MARKER = new RegExp(`[ \\t]*\\[[ \\t]*(${ITEM}(?:[ \\t]*[,;][ \\t]*${ITEM})*)[ \\t]*\\](?!\\()`, "giu");
const ITEM_RE = new RegExp(`(${NUM})(?:[ \\t]*[-–][ \\t]*(${NUM}))?`, "gu");
/**
 * The end of the text may be the start of a marker (or a whole one, which a "(" would make a
 * link): held back until the next piece says. Letters allow a label being written ("[Pass").
 */
const PARTIAL_TAIL = /[ \t]*\[[ \t]*(?:\^|[\p{L}\p{M}]{1,8}[ \t]*)?[ \t0-9\u0966-\u096f,;\-–]*\]?$/u;
/** The most text held back as a possible marker. */
const MAX_HELD = 40;
/** A range wider than this is read as its two ends ("[1-40]" is no citation of forty passages). */
const MAX_RANGE = 10;

const toNumber = (digits: string) =>
  Number([...digits].map((c) => (c >= "\u0966" && c <= "\u096f" ? String(c.charCodeAt(0) - 0x966) : c)).join(""));

/** The numbers one marker's inside names, in order: "1, 2" → 1, 2; "2-4" → 2, 3, 4. */
function markerNumbers(inside: string): number[] {
  const numbers: number[] = [];
  for (const m of inside.matchAll(ITEM_RE)) {
    const from = toNumber(m[1]!);
    const to = m[2] === undefined ? from : toNumber(m[2]);
    if (to > from && to - from <= MAX_RANGE) for (let n = from; n <= to; n++) numbers.push(n);
    else numbers.push(from, ...(to !== from ? [to] : []));
  }
  return numbers;
}

export type TMarkerStripper = {
  /** A piece of the reply in; the text that is safe to show now out (markers removed). */
  push(piece: string): string;
  /** The reply is complete: whatever was held back, markers removed. */
  end(): string;
  /** What the markers seen so far cite. */
  citations(): TMarkerCitations;
};

/** Removes markers from a reply arriving in pieces, recording what they cite. */
export function createMarkerStripper(passageCount: number): TMarkerStripper {
  const cited: number[] = [];
  const invented: number[] = [];
  let pending = "";
  /**
   * The last character given out ("\n" at the start). A marker opening a line, or after a space
   * already given out (a piece ended between the space and the marker), takes the spaces after it.
   */
  let last = "\n";
  let eatSpaces = false;

  const record = (n: number) => {
    const list = n >= 1 && n <= passageCount ? cited : invented;
    if (!list.includes(n)) list.push(n);
  };

  function strip(text: string): string {
    let out = "";
    let at = 0;
    const emit = (part: string) => {
      let s = part;
      if (eatSpaces) {
        s = s.replace(/^[ \t]+/, "");
        if (s !== "") eatSpaces = false;
      }
      out += s;
      if (s !== "") last = s.at(-1)!;
    };
    for (const m of text.matchAll(MARKER)) {
      emit(text.slice(at, m.index));
      for (const n of markerNumbers(m[1]!)) record(n);
      if (last === "\n" || last === " " || last === "\t") eatSpaces = true;
      at = m.index + m[0].length;
    }
    emit(text.slice(at));
    return out;
  }

  return {
    push(piece) {
      pending += piece;
      const tail = PARTIAL_TAIL.exec(pending);
      // A longer "marker" is no marker: held no longer (the next piece must not wait on it forever).
      const holdFrom = tail && pending.length - tail.index <= MAX_HELD ? tail.index : pending.length;
      const ready = pending.slice(0, holdFrom);
      pending = pending.slice(holdFrom);
      return strip(ready);
    },
    end() {
      const rest = pending;
      pending = "";
      return strip(rest);
    },
    citations: () => ({ cited: [...cited], invented: [...invented] }),
  };
}

/** A whole reply without its markers, and what they cite. */
export function stripMarkers(text: string, passageCount: number): TMarkerCitations & { text: string } {
  const stripper = createMarkerStripper(passageCount);
  const shown = stripper.push(text) + stripper.end();
  return { text: shown, ...stripper.citations() };
}

/** Whether a model's reply stands on its passages, from its markers and what it said it did. */
export function groundingOf(
  citations: TMarkerCitations,
  status: TAnswerStatus | undefined,
  passages: number,
): TAnswerGrounding {
  const verdict =
    citations.invented.length > 0
      ? "invented"
      : citations.cited.length > 0
        ? "cited"
        : status === "not_found"
          ? "not_found"
          : "uncited";
  return { verdict, cited: citations.cited, invented: citations.invented, passages };
}
