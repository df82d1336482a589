// Texts of the Settings card that links a WhatsApp number to the account (issue 23). Apart from
// ui.ts, so that only the (lazy) settings screen downloads them; `tWhatsapp` looks them up.
import { pickText, type TBilingualText, type TTextVars, type TUiLanguage } from "../language.ts";

export const whatsappUiTexts = {
  "settings.whatsapp.title": { hindi: "WhatsApp पर एआई सचिव", hinglish: "WhatsApp par AI Sachiv" },
  "settings.whatsapp.intro": {
    hindi: "अपना WhatsApp नंबर जोड़ें और वहीं से सवाल पूछें, लिखकर या बोलकर।",
    hinglish: "Apna WhatsApp number jodein aur wahin se sawaal poochhein, likh kar ya bol kar.",
  },
  "settings.whatsapp.linked": { hindi: "जुड़ा हुआ नंबर: {number}", hinglish: "Juda hua number: {number}" },
  "settings.whatsapp.notLinked": { hindi: "अभी कोई नंबर नहीं जुड़ा है।", hinglish: "Abhi koi number nahi juda hai." },
  "settings.whatsapp.makeCode": { hindi: "जोड़ने का कोड बनाएँ", hinglish: "Jodne ka code banayein" },
  "settings.whatsapp.sendCode": {
    hindi: "अपने WhatsApp से यह संदेश {number} पर भेजें: SACHIV {code} (कोड 15 मिनट चलेगा)",
    hinglish: "Apne WhatsApp se yeh message {number} par bhejein: SACHIV {code} (code 15 minute chalega)",
  },
  "settings.whatsapp.businessNumber": { hindi: "एआई सचिव के नंबर", hinglish: "AI Sachiv ke number" },
  "settings.whatsapp.unlink": { hindi: "नंबर हटाएँ", hinglish: "Number hatayein" },
  "settings.whatsapp.alerts": {
    hindi: "नए परिपत्र की सूचना WhatsApp पर",
    hinglish: "Naye circular ki alert WhatsApp par",
  },
  "settings.whatsapp.alertsHint": {
    hindi: "कोई नया या बदला हुआ परिपत्र आने पर इस नंबर पर संदेश आएगा। WhatsApp से रोकें या शुरू भेजकर भी बदल सकते हैं।",
    hinglish:
      "Koi naya ya badla hua circular aane par is number par message aayega. WhatsApp se STOP ya START bhej kar bhi badal sakte hain.",
  },
  "settings.whatsapp.error": {
    hindi: "अभी नहीं हो पाया। कृपया थोड़ी देर बाद फिर कोशिश करें।",
    hinglish: "Abhi nahi ho paya. Please thodi der baad phir try karein.",
  },
} satisfies Record<string, TBilingualText>;

export type TWhatsappUiKey = keyof typeof whatsappUiTexts;

export function tWhatsapp(key: TWhatsappUiKey, language: TUiLanguage, vars?: TTextVars): string {
  return pickText(whatsappUiTexts[key], language, vars);
}
