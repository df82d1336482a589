// Admin texts of the draft templates tab (issue 27 §6), English and Hindi.
import type { TAdminText } from "../language.ts";

export const adminDraftsTexts = {
  "admin.drafts.title": { en: "States' own draft templates", hi: "राज्यों के अपने मसौदा टेम्पलेट" },
  "admin.drafts.intro": {
    en: "Write a state's own wording of a template: it replaces ours in every draft of that state. Texts in Hindi (Devanagari, the document) and Hinglish (the preview); names in curly braces are filled from the village profile and the form.",
    hi: "किसी राज्य का अपना टेम्पलेट लिखें: उस राज्य के हर मसौदे में हमारे टेम्पलेट की जगह यही लगेगा। पाठ हिंदी (देवनागरी, काग़ज़) और हिंग्लिश (पूर्वावलोकन) में; कोष्ठक { } में लिखे नाम गाँव की जानकारी और फ़ॉर्म से भरते हैं।",
  },
  "admin.drafts.state": { en: "State", hi: "राज्य" },
  "admin.drafts.template": { en: "Template", hi: "टेम्पलेट" },
  "admin.drafts.own": { en: "This state's own template (edited)", hi: "इस राज्य का अपना टेम्पलेट (बदला हुआ)" },
  "admin.drafts.builtIn": { en: "Built-in template", hi: "हमारा मूल टेम्पलेट" },
  "admin.drafts.titleField": { en: "Title", hi: "शीर्षक" },
  "admin.drafts.description": { en: "Description", hi: "विवरण" },
  "admin.drafts.hindi": { en: "Hindi (Devanagari)", hi: "हिंदी (देवनागरी)" },
  "admin.drafts.hinglish": { en: "Hinglish (Roman)", hi: "हिंग्लिश (रोमन)" },
  "admin.drafts.block": { en: "Block {n}: {kind}", hi: "खंड {n}: {kind}" },
  "admin.drafts.kind.title": { en: "heading", hi: "शीर्षक" },
  "admin.drafts.kind.para": { en: "paragraph", hi: "अनुच्छेद" },
  "admin.drafts.kind.list": { en: "list of {field}", hi: "{field} की सूची" },
  "admin.drafts.kind.table": { en: "table", hi: "तालिका" },
  "admin.drafts.kind.signature": { en: "signatures", hi: "हस्ताक्षर" },
  "admin.drafts.addPara": { en: "Add paragraph", hi: "अनुच्छेद जोड़ें" },
  "admin.drafts.removeBlock": { en: "Remove block {n}", hi: "खंड {n} हटाएँ" },
  "admin.drafts.placeholders": { en: "Placeholders you can use: {list}", hi: "इस्तेमाल हो सकने वाली जगहें: {list}" },
  "admin.drafts.preview": { en: "Preview", hi: "पूर्वावलोकन" },
  "admin.drafts.previewHint": {
    en: "Filled with a sample panchayat of the chosen state.",
    hi: "चुने गए राज्य की एक नमूना पंचायत से भरा गया।",
  },
  "admin.drafts.save": { en: "Save for this state", hi: "इस राज्य के लिए सहेजें" },
  "admin.drafts.saved": { en: "Template saved for the state", hi: "राज्य के लिए टेम्पलेट सहेजा गया" },
  "admin.drafts.restore": { en: "Restore built-in", hi: "मूल टेम्पलेट वापस लाएँ" },
  "admin.drafts.restored": { en: "Built-in template restored", hi: "मूल टेम्पलेट वापस आ गया" },
  "admin.drafts.problems": { en: "Fix these before saving:", hi: "सहेजने से पहले ये ठीक करें:" },
  "admin.drafts.failed": { en: "Could not save. Try again.", hi: "सहेजा नहीं जा सका। फिर कोशिश करें।" },
} as const satisfies Record<string, TAdminText>;
