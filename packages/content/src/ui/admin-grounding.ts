// The flag on a model's answer in the admins' conversation details (issue 21 item 11), in English
// and Hindi: apart from the admin catalogue (admin-ui.ts), so that it loads with the details
// dialog, not with the dashboard's first screen (its first-load budget).
import type { TAdminText } from "../language.ts";

export const adminGroundingTexts = {
  "admin.groundingFlag": { en: "Flagged answer", hi: "संदिग्ध जवाब" },
  "admin.groundingInvented": {
    en: "The model cites {markers}, but it was given only {count} passages; no link stands for them.",
    hi: "मॉडल ने {markers} का हवाला दिया, पर उसे केवल {count} अंश दिए गए थे; इनका कोई लिंक नहीं है।",
  },
  "admin.groundingUncited": {
    en: "The model cites none of the {count} passages it was given; the sources are the relevant documents, not its citations.",
    hi: "मॉडल ने दिए गए {count} अंशों में से किसी का हवाला नहीं दिया; स्रोत मिलते-जुलते दस्तावेज़ हैं, उसके हवाले नहीं।",
  },
  "admin.groundingNoPassages": {
    en: "The model answered although no passage of the knowledge base matched the question.",
    hi: "ज्ञान-भंडार का कोई अंश सवाल से नहीं मिला, फिर भी मॉडल ने जवाब दिया।",
  },
} satisfies Record<string, TAdminText>;
