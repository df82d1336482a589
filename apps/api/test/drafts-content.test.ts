// Content test of the paperwork templates (issue 27): every rule a template applies is a sentence
// of our own content (the starter knowledge base), per state, and a template's fixed text names no
// number its citations do not state. Also the state-aware parts a user sees: the head's title, the
// block officer, who calls the Gram Sabha, and the notice check naming its rule.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DRAFT_TEMPLATE_IDS, EMPTY_VILLAGE_PROFILE, HOME_STATE_IDS, type TVillageProfile } from "@sachiv/contracts";
import {
  COMMON_RULES,
  DRAFT_TEMPLATES,
  STATE_RULES,
  checkDraft,
  draftToText,
  fillDraft,
  type TCitation,
} from "@sachiv/content";

const kbDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../kb/starter");
const kb = (file: string) => fs.readFileSync(path.join(kbDir, file), "utf8");
const citesOf = (state: (typeof HOME_STATE_IDS)[number]): TCitation[] => {
  const r = STATE_RULES[state];
  return [
    r.headTitleCite,
    ...(r.blockOfficer ? [r.blockOfficer.cite] : []),
    ...(r.gramSabhaChair ? [r.gramSabhaChair.cite] : []),
    ...(r.gramSabhaChair?.alsoCite ? [r.gramSabhaChair.alsoCite] : []),
    r.notice.cite,
    ...(r.maxMonthsBetweenMeetings ? [r.maxMonthsBetweenMeetings.cite] : []),
  ];
};
const numbers = (text: string) => new Set(text.match(/\d+(?:\(\d+\))?/g) ?? []);

describe("draft templates cite our content", () => {
  it("every cited sentence is in the knowledge base word for word", () => {
    const all = [
      ...HOME_STATE_IDS.flatMap(citesOf),
      ...Object.values(COMMON_RULES).map((r) => r.cite),
      ...Object.values(DRAFT_TEMPLATES).flatMap((t) => t.cites),
    ];
    for (const cite of all) {
      const text = kb(cite.file);
      let at = 0;
      for (const part of cite.quote.split(" … ")) {
        const found = text.indexOf(part, at);
        expect(found, `${cite.file}: "${part}" of "${cite.quote}"`).toBeGreaterThanOrEqual(0);
        at = found + part.length;
      }
    }
  });

  it.each(HOME_STATE_IDS.flatMap((state) => DRAFT_TEMPLATE_IDS.map((id) => [state, id] as const)))(
    "%s / %s names only numbers its citations state",
    (state, id) => {
      const profile: TVillageProfile = { ...EMPTY_VILLAGE_PROFILE, state };
      const stated = new Set([...citesOf(state), ...DRAFT_TEMPLATES[id].cites].flatMap((c) => [...numbers(c.quote)]));
      // Acts are named by their year, stated in the state's rule texts above and the RTI citation.
      stated.add(STATE_RULES[state].act.hindi.match(/\d{4}/)![0]);
      for (const language of ["hindi", "hinglish"] as const) {
        const text = draftToText(fillDraft(id, profile, {}, language));
        for (const n of numbers(text)) {
          // List numbering of the blank list ("1. ") is not a fact.
          if (/^\d$/.test(n) && new RegExp(`(^|\\n)${n}\\. `).test(text)) continue;
          expect(stated, `${state}/${id}/${language}: "${n}" in\n${text}`).toContain(n);
        }
      }
    },
  );
});

describe("state-aware drafts", () => {
  const notice = (state: (typeof HOME_STATE_IDS)[number]) =>
    draftToText(fillDraft("gram_sabha_notice", { ...EMPTY_VILLAGE_PROFILE, state, head_name: "क ख" }, {}, "hindi"));

  it("names the head and the block officer as each state does", () => {
    expect(notice("bihar")).toContain("मुखिया, ग्राम पंचायत");
    expect(notice("jharkhand")).toContain("मुखिया, ग्राम पंचायत");
    expect(notice("haryana")).toContain("सरपंच, ग्राम पंचायत");
    expect(notice("bihar")).toContain("प्रखंड विकास पदाधिकारी (BDO)");
    expect(notice("haryana")).toContain("खंड विकास एवं पंचायत अधिकारी (BDPO)");
    expect(notice("bihar")).toContain("बैठक मुखिया बुलाते हैं और उसकी अध्यक्षता करते हैं");
    expect(notice("jharkhand")).toContain("पारंपरिक ग्राम प्रधान");
    expect(notice("haryana")).toContain("धारा 11(2)");
  });

  it("a title chosen in the profile wins over the state's (Pradhan)", () => {
    const text = draftToText(
      fillDraft(
        "gram_sabha_notice",
        { ...EMPTY_VILLAGE_PROFILE, state: "haryana", head_title: "pradhan" },
        {},
        "hindi",
      ),
    );
    expect(text).toContain("प्रधान, ग्राम पंचायत");
  });

  it.each(HOME_STATE_IDS)(
    "%s: a meeting not after the notice date is too soon, and the warning names the state's Act",
    (state) => {
      const profile = { ...EMPTY_VILLAGE_PROFILE, state };
      const soon = checkDraft(
        "gram_sabha_notice",
        profile,
        { issue_date: "2026-12-01", meeting_date: "2026-12-01" },
        "2026-11-30",
      );
      const warning = soon.find((w) => w.code === "notice_too_soon");
      expect(warning?.rule.hindi).toContain(STATE_RULES[state].act.hindi);
      expect(warning?.rule.hinglish).toContain(STATE_RULES[state].act.hinglish);
      const fine = checkDraft(
        "gram_sabha_notice",
        profile,
        { issue_date: "2026-12-01", meeting_date: "2026-12-08" },
        "2026-11-30",
      );
      expect(fine).toEqual([]);
    },
  );

  it("Bihar: more than three months since the last Gram Sabha is flagged; other states have no such rule in our content", () => {
    const values = { issue_date: "2026-12-01", meeting_date: "2026-12-10", last_meeting_date: "2026-08-15" };
    expect(
      checkDraft("gram_sabha_notice", { ...EMPTY_VILLAGE_PROFILE, state: "bihar" }, values, "2026-11-30").map(
        (w) => w.code,
      ),
    ).toEqual(["meeting_gap"]);
    expect(
      checkDraft("gram_sabha_notice", { ...EMPTY_VILLAGE_PROFILE, state: "haryana" }, values, "2026-11-30"),
    ).toEqual([]);
  });

  it("RTI reply: the 30-day date is filled in and a late reply is flagged", () => {
    const values = { application_date: "2026-11-01", reply_date: "2026-12-05" };
    expect(draftToText(fillDraft("rti_reply", EMPTY_VILLAGE_PROFILE, values, "hindi"))).toContain("01/12/2026");
    expect(checkDraft("rti_reply", EMPTY_VILLAGE_PROFILE, values, "2026-12-05").map((w) => w.code)).toEqual([
      "rti_late",
    ]);
  });
});
