// The rules a draft applies, per state where they differ, each with the sentence of our own content
// it rests on (the starter knowledge base, apps/api/kb/starter). A test checks that every quote is
// there word for word and that a template's fixed text names no number its citations do not state.
// Our content states no number of days for the Gram Sabha notice in any state ("पहले से, राज्य के
// नियम के अनुसार"), so the notice check asks only that the notice comes before the meeting, and says so.
import type { THeadTitle, THomeState } from "@sachiv/contracts";
import type { TBilingualText } from "../language.ts";

/**
 * A sentence of our content: the knowledge-base file (apps/api/kb/starter/<file>) and words it
 * contains, in order; " … " stands for words left out (so a quote survives an added clause).
 */
export type TCitation = { file: string; quote: string };

export type TRule = { text: TBilingualText; cite: TCitation; alsoCite?: TCitation };

export type TStateRules = {
  name: TBilingualText;
  act: TBilingualText;
  headTitle: THeadTitle;
  headTitleCite: TCitation;
  /** The block officer a letter goes to; null where our content does not name them (a generic title is used). */
  blockOfficer: TRule | null;
  /** Who calls and chairs the Gram Sabha, as far as our content says; null where it does not say. */
  gramSabhaChair: TRule | null;
  /** The least whole days between the notice and the meeting that our content supports. */
  noticeMinDays: number;
  notice: TRule;
  /** Most months between two Gram Sabha meetings, where our content states it. */
  maxMonthsBetweenMeetings: { months: number; cite: TCitation } | null;
};

const GRAM_SABHA = "gram-sabha.md";
const NOTICE_CITE: TCitation = {
  file: GRAM_SABHA,
  quote: "बैठक की तारीख़, समय, जगह और एजेंडा राज्य के नियम के अनुसार पहले से नोटिस बोर्ड और मुनादी से बताया जाता है।",
};

export const HEAD_TITLE_TEXT: Record<THeadTitle, TBilingualText> = {
  mukhiya: { hindi: "मुखिया", hinglish: "Mukhiya" },
  sarpanch: { hindi: "सरपंच", hinglish: "Sarpanch" },
  pradhan: { hindi: "प्रधान", hinglish: "Pradhan" },
};

export const STATE_RULES: Record<THomeState, TStateRules> = {
  bihar: {
    name: { hindi: "बिहार", hinglish: "Bihar" },
    act: { hindi: "बिहार पंचायत राज अधिनियम, 2006", hinglish: "Bihar Panchayat Raj Adhiniyam, 2006" },
    headTitle: "mukhiya",
    headTitleCite: { file: GRAM_SABHA, quote: "ग्राम पंचायत के प्रमुख **मुखिया** हैं" },
    blockOfficer: {
      text: { hindi: "प्रखंड विकास पदाधिकारी (BDO)", hinglish: "Prakhand Vikas Padadhikari (BDO)" },
      cite: { file: GRAM_SABHA, quote: "प्रखंड स्तर पर प्रखंड विकास पदाधिकारी (BDO)" },
    },
    gramSabhaChair: {
      text: {
        hindi: "बैठक मुखिया बुलाते हैं और उसकी अध्यक्षता करते हैं",
        hinglish: "Baithak Mukhiya bulate hain aur uski adhyakshata karte hain",
      },
      cite: { file: GRAM_SABHA, quote: "बैठक मुखिया बुलाते हैं और उसकी अध्यक्षता करते हैं।" },
    },
    noticeMinDays: 1,
    notice: {
      text: {
        hindi: "बिहार पंचायत राज अधिनियम, 2006: तारीख़, समय, जगह और एजेंडा पहले से नोटिस बोर्ड और मुनादी से बताएँ",
        hinglish:
          "Bihar Panchayat Raj Adhiniyam, 2006: tareekh, samay, jagah aur agenda pehle se notice board aur munadi se batayein",
      },
      cite: NOTICE_CITE,
    },
    maxMonthsBetweenMeetings: {
      months: 3,
      cite: { file: GRAM_SABHA, quote: "ग्राम सभा की दो बैठकों के बीच **तीन महीने से ज़्यादा का अंतर नहीं** होना चाहिए" },
    },
  },
  jharkhand: {
    name: { hindi: "झारखंड", hinglish: "Jharkhand" },
    act: { hindi: "झारखंड पंचायत राज अधिनियम, 2001", hinglish: "Jharkhand Panchayat Raj Adhiniyam, 2001" },
    headTitle: "mukhiya",
    headTitleCite: { file: GRAM_SABHA, quote: "ग्राम पंचायत के प्रमुख **मुखिया** हैं" },
    blockOfficer: {
      text: { hindi: "प्रखंड विकास पदाधिकारी (BDO)", hinglish: "Prakhand Vikas Padadhikari (BDO)" },
      cite: { file: GRAM_SABHA, quote: "प्रखंड स्तर पर प्रखंड विकास पदाधिकारी (BDO)" },
    },
    gramSabhaChair: {
      text: {
        hindi: "अनुसूचित क्षेत्र में अध्यक्षता पारंपरिक ग्राम प्रधान करते हैं (पेसा नियमावली, 2 जनवरी 2026 से)",
        hinglish:
          "Anusuchit kshetra mein adhyakshata paramparik Gram Pradhan karte hain (PESA niyamavali, 2 January 2026 se)",
      },
      cite: {
        file: GRAM_SABHA,
        quote: "अनुसूचित (पाँचवीं अनुसूची वाले) क्षेत्रों में गाँव की ग्राम सभा की अध्यक्षता **पारंपरिक ग्राम प्रधान** करते हैं",
      },
      alsoCite: { file: GRAM_SABHA, quote: "नियमावली) **2 जनवरी 2026** से लागू है।" },
    },
    noticeMinDays: 1,
    notice: {
      text: {
        hindi: "झारखंड पंचायत राज अधिनियम, 2001: तारीख़, समय, जगह और एजेंडा पहले से नोटिस बोर्ड और मुनादी से बताएँ",
        hinglish:
          "Jharkhand Panchayat Raj Adhiniyam, 2001: tareekh, samay, jagah aur agenda pehle se notice board aur munadi se batayein",
      },
      cite: NOTICE_CITE,
    },
    maxMonthsBetweenMeetings: null,
  },
  haryana: {
    name: { hindi: "हरियाणा", hinglish: "Haryana" },
    act: { hindi: "हरियाणा पंचायती राज अधिनियम, 1994", hinglish: "Haryana Panchayati Raj Adhiniyam, 1994" },
    headTitle: "sarpanch",
    headTitleCite: { file: GRAM_SABHA, quote: "ग्राम पंचायत के प्रमुख **सरपंच** हैं" },
    blockOfficer: {
      text: { hindi: "खंड विकास एवं पंचायत अधिकारी (BDPO)", hinglish: "Khand Vikas evam Panchayat Adhikari (BDPO)" },
      cite: { file: GRAM_SABHA, quote: "ब्लॉक पर खंड विकास एवं पंचायत अधिकारी (BDPO)" },
    },
    gramSabhaChair: {
      text: {
        hindi: "बैठक सरपंच बुलाते हैं; न बुलाने पर धारा 11(2) के तहत पद जा सकता है",
        hinglish: "Baithak Sarpanch bulate hain; na bulane par dhara 11(2) ke tahat pad ja sakta hai",
      },
      cite: { file: GRAM_SABHA, quote: "सरपंच ये … बैठकें … न बुलाए तो धारा 11(2) के तहत वह … पद से हट" },
    },
    noticeMinDays: 1,
    notice: {
      text: {
        hindi: "हरियाणा पंचायती राज अधिनियम, 1994: तारीख़, समय, जगह और एजेंडा पहले से नोटिस बोर्ड और मुनादी से बताएँ",
        hinglish:
          "Haryana Panchayati Raj Adhiniyam, 1994: tareekh, samay, jagah aur agenda pehle se notice board aur munadi se batayein",
      },
      cite: NOTICE_CITE,
    },
    maxMonthsBetweenMeetings: null,
  },
  uttar_pradesh: {
    name: { hindi: "उत्तर प्रदेश", hinglish: "Uttar Pradesh" },
    act: { hindi: "उत्तर प्रदेश पंचायत राज अधिनियम, 1947", hinglish: "Uttar Pradesh Panchayat Raj Adhiniyam, 1947" },
    headTitle: "pradhan",
    headTitleCite: { file: GRAM_SABHA, quote: "अध्यक्षता **प्रधान** करते हैं" },
    // Our content does not name this state's block officer: letters use the general title.
    blockOfficer: null,
    gramSabhaChair: {
      text: { hindi: "बैठक की अध्यक्षता प्रधान करते हैं", hinglish: "Baithak ki adhyakshata Pradhan karte hain" },
      cite: { file: GRAM_SABHA, quote: "अध्यक्षता **प्रधान** करते हैं" },
    },
    noticeMinDays: 1,
    notice: {
      text: {
        hindi: "उत्तर प्रदेश पंचायत राज अधिनियम, 1947: तारीख़, समय, जगह और एजेंडा पहले से नोटिस बोर्ड और मुनादी से बताएँ",
        hinglish:
          "Uttar Pradesh Panchayat Raj Adhiniyam, 1947: tareekh, samay, jagah aur agenda pehle se notice board aur munadi se batayein",
      },
      cite: NOTICE_CITE,
    },
    maxMonthsBetweenMeetings: null,
  },
  madhya_pradesh: {
    name: { hindi: "मध्य प्रदेश", hinglish: "Madhya Pradesh" },
    act: {
      hindi: "मध्य प्रदेश पंचायत राज एवं ग्राम स्वराज अधिनियम, 1993",
      hinglish: "Madhya Pradesh Panchayat Raj evam Gram Swaraj Adhiniyam, 1993",
    },
    headTitle: "sarpanch",
    headTitleCite: { file: GRAM_SABHA, quote: "ग्राम पंचायत के प्रमुख सरपंच" },
    // Our content does not name this state's block officer: letters use the general title.
    blockOfficer: null,
    gramSabhaChair: null,
    noticeMinDays: 1,
    notice: {
      text: {
        hindi:
          "मध्य प्रदेश पंचायत राज एवं ग्राम स्वराज अधिनियम, 1993: तारीख़, समय, जगह और एजेंडा पहले से नोटिस बोर्ड और मुनादी से बताएँ",
        hinglish:
          "Madhya Pradesh Panchayat Raj evam Gram Swaraj Adhiniyam, 1993: tareekh, samay, jagah aur agenda pehle se notice board aur munadi se batayein",
      },
      cite: NOTICE_CITE,
    },
    maxMonthsBetweenMeetings: null,
  },
  rajasthan: {
    name: { hindi: "राजस्थान", hinglish: "Rajasthan" },
    act: { hindi: "राजस्थान पंचायती राज अधिनियम, 1994", hinglish: "Rajasthan Panchayati Raj Adhiniyam, 1994" },
    headTitle: "sarpanch",
    headTitleCite: { file: GRAM_SABHA, quote: "ग्राम पंचायत के प्रमुख सरपंच" },
    // Our content does not name this state's block officer: letters use the general title.
    blockOfficer: null,
    gramSabhaChair: null,
    noticeMinDays: 1,
    notice: {
      text: {
        hindi: "राजस्थान पंचायती राज अधिनियम, 1994: तारीख़, समय, जगह और एजेंडा पहले से नोटिस बोर्ड और मुनादी से बताएँ",
        hinglish:
          "Rajasthan Panchayati Raj Adhiniyam, 1994: tareekh, samay, jagah aur agenda pehle se notice board aur munadi se batayein",
      },
      cite: NOTICE_CITE,
    },
    maxMonthsBetweenMeetings: null,
  },
};

/** Rules that are the same in every state (central Acts), each cited. */
export const COMMON_RULES = {
  rtiReplyDays: {
    days: 30,
    text: {
      hindi: "सूचना का अधिकार अधिनियम, 2005: जवाब 30 दिन के भीतर",
      hinglish: "RTI Act 2005: jawab 30 din ke bheetar",
    },
    cite: { file: "rti.md", quote: "जवाब **30 दिन के भीतर** देना होता है।" },
  },
  rtiFirstAppeal: {
    days: 30,
    cite: {
      file: "rti.md",
      quote: "**30 दिन के भीतर पहली अपील** उसी दफ़्तर के प्रथम अपीलीय अधिकारी (PIO से वरिष्ठ अधिकारी) को",
    },
  },
  rtiFee: {
    cite: { file: "rti.md", quote: "राज्य सरकार और पंचायत के लिए शुल्क और तरीक़ा राज्य के RTI नियम तय करते हैं" },
  },
  rtiBpl: { cite: { file: "rti.md", quote: "गरीबी रेखा से नीचे (BPL) के आवेदक से शुल्क नहीं लिया जाता।" } },
  rtiAct: { cite: { file: "rti.md", quote: "सूचना का अधिकार अधिनियम, 2005" } },
  workWithinDays: {
    days: 15,
    cite: { file: "vb-g-ram-g.md", quote: "काम माँगने पर **15 दिन के भीतर** काम देना होगा" },
  },
  workReceipt: {
    cite: { file: "vb-g-ram-g.md", quote: "काम की माँग लिखित में लें और तारीख़ वाली रसीद दें — 15 दिन की गिनती इसी से होती है।" },
  },
  workAct: { cite: { file: "vb-g-ram-g.md", quote: "VB-G RAM G" } },
} as const satisfies Record<string, { cite: TCitation; days?: number; text?: TBilingualText }>;
