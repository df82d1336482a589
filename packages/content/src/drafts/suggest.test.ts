import { describe, expect, it } from "vitest";
import { dateInText, suggestDraft } from "./suggest.ts";

const today = "2026-11-26";

describe("suggestDraft: a chat answer about a meeting, an application or a reply leads to its draft", () => {
  it("a Gram Sabha meeting question gives the notice, with its date and agenda topic", () => {
    expect(suggestDraft({ question: "26 जनवरी को ग्राम सभा की बैठक में बजट पास करना है, सूचना कैसे दें?", today })).toEqual({
      template: "gram_sabha_notice",
      date: "2027-01-26",
      topic: "वार्षिक बजट पर चर्चा और अनुमोदन",
    });
    expect(suggestDraft({ question: "Gram Sabha ki meeting ka notice kitne din pehle dena hota hai?", today })).toEqual(
      {
        template: "gram_sabha_notice",
      },
    );
    expect(
      suggestDraft({ question: "gram sabha meeting 15/12/2026 agenda: school ki chhat ki marammat", today }),
    ).toEqual({ template: "gram_sabha_notice", date: "2026-12-15", topic: "school ki chhat ki marammat" });
  });

  it("an RTI question gives the RTI reply, with the application's date", () => {
    expect(suggestDraft({ question: "RTI आवेदन 20 नवंबर को आया, जवाब कब तक देना है?", today })).toEqual({
      template: "rti_reply",
      date: "2026-11-20",
    });
    expect(suggestDraft({ question: "सूचना का अधिकार में फ़ीस कितनी है?", today })?.template).toBe("rti_reply");
  });

  it("a work demand gives the receipt; minutes, resolutions and a letter to the BDO theirs", () => {
    expect(suggestDraft({ question: "kaam ki maang aaye to raseed deni hoti hai?", today })?.template).toBe(
      "work_demand_receipt",
    );
    expect(suggestDraft({ question: "बैठक की कार्यवाही कैसे लिखें?", today })?.template).toBe("meeting_minutes");
    expect(suggestDraft({ question: "BDO ko patra kaise likhein fund ke liye?", today })?.template).toBe(
      "letter_to_bdo",
    );
  });

  it("an answer about something else offers no draft; a source on the RTI Act does", () => {
    expect(suggestDraft({ question: "15वें वित्त आयोग का पैसा किस काम में लगता है?", today })).toBeNull();
    expect(suggestDraft({ question: "Mukhiya ki shaktiyan kya hain?", today })).toBeNull();
    expect(
      suggestDraft({ question: "Mukhiya ki shaktiyan kya hain?", sources: [{ title: "Gram Sabha Manual" }], today }),
    ).toBeNull();
    expect(
      suggestDraft({
        question: "आवेदन का जवाब कितने दिन में देना है?",
        sources: [{ title: "सूचना का अधिकार अधिनियम, 2005", section: "धारा 7" }],
        today,
      })?.template,
    ).toBe("rti_reply");
  });
});

describe("dateInText", () => {
  it("reads Indian dates in both scripts; a date without a year is the next one", () => {
    expect(dateInText("१५ अगस्त", today)).toBe("2027-08-15");
    expect(dateInText("2 October", today)).toBe("2027-10-02");
    expect(dateInText("30 November", today)).toBe("2026-11-30");
    expect(dateInText("baithak 5 dec 2026 ko", today)).toBe("2026-12-05");
    expect(dateInText("31/02/2026", today)).toBeUndefined();
    expect(dateInText("10 लोग", today)).toBeUndefined();
  });
});
