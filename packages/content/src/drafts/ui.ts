// Texts of the drafts screen and the village profile, loaded only with those screens (kept out of
// the first-load catalogue in ui.ts). Look them up with `td`.
import { pickText, type TBilingualText, type TTextVars, type TUiLanguage } from "../language.ts";

export const draftTexts = {
  "drafts.title": { hindi: "काग़ज़ात के मसौदे", hinglish: "Kaagzaat ke draft" },
  "drafts.intro": {
    hindi: "नोटिस, कार्यवाही, प्रस्ताव और पत्र — भरें, देखें, PDF या Word में लें।",
    hinglish: "Notice, karyavahi, prastav aur patra — bharein, dekhein, PDF ya Word mein lein.",
  },
  "drafts.pick": { hindi: "कौन-सा काग़ज़ बनाना है?", hinglish: "Kaun-sa kaagaz banana hai?" },
  "drafts.saved": { hindi: "सहेजे गए मसौदे", hinglish: "Save kiye gaye draft" },
  "drafts.savedNone": { hindi: "अभी कोई मसौदा सहेजा नहीं गया।", hinglish: "Abhi koi draft save nahi hua." },
  "drafts.new": { hindi: "नया मसौदा", hinglish: "Naya draft" },
  "drafts.back": { hindi: "सभी काग़ज़", hinglish: "Sabhi kaagaz" },
  "drafts.form": { hindi: "जानकारी भरें", hinglish: "Jaankari bharein" },
  "drafts.preview": { hindi: "मसौदा (पूर्वावलोकन)", hinglish: "Draft (preview)" },
  "drafts.previewHinglish": {
    hindi: "काग़ज़ हिंदी (देवनागरी) में बनेगा; नीचे उसका पूर्वावलोकन है।",
    hinglish: "Kaagaz Hindi (Devanagari) mein banega; yeh uska Hinglish preview hai.",
  },
  "drafts.showHindi": { hindi: "हिंदी में देखें", hinglish: "Hindi mein dekhein" },
  "drafts.showHinglish": { hindi: "हिंग्लिश में देखें", hinglish: "Hinglish mein dekhein" },
  "drafts.draftTitle": { hindi: "मसौदे का नाम", hinglish: "Draft ka naam" },
  "drafts.addItem": { hindi: "जोड़ें", hinglish: "Jodein" },
  "drafts.itemPlaceholder": { hindi: "एक विषय लिखें", hinglish: "Ek vishay likhein" },
  "drafts.removeItem": { hindi: "हटाएँ: {item}", hinglish: "Hatayein: {item}" },
  "drafts.pickDate": { hindi: "तारीख़ चुनें", hinglish: "Tareekh chunein" },
  "drafts.save": { hindi: "सहेजें", hinglish: "Save karein" },
  "drafts.savedToast": { hindi: "मसौदा सहेजा गया", hinglish: "Draft save ho gaya" },
  "drafts.savedOffline": {
    hindi: "नेटवर्क नहीं है: मसौदा इस फ़ोन पर सहेजा गया, नेटवर्क आने पर आपके खाते में चला जाएगा।",
    hinglish: "Network nahi hai: draft is phone par save hua, network aane par aapke account mein chala jayega.",
  },
  "drafts.pendingOnPhone": {
    hindi: "इस फ़ोन पर — नेटवर्क आने पर खाते में सहेजा जाएगा",
    hinglish: "Is phone par — network aane par account mein save hoga",
  },
  "drafts.delete": { hindi: "मिटाएँ", hinglish: "Delete karein" },
  "drafts.deletedToast": { hindi: "मसौदा मिटाया गया", hinglish: "Draft delete ho gaya" },
  "drafts.pdf": { hindi: "PDF डाउनलोड", hinglish: "PDF download" },
  "drafts.docx": { hindi: "Word (DOCX) डाउनलोड", hinglish: "Word (DOCX) download" },
  "drafts.print": { hindi: "प्रिंट", hinglish: "Print" },
  "drafts.whatsapp": { hindi: "WhatsApp पर भेजें", hinglish: "WhatsApp par bhejein" },
  "drafts.downloadFailed": {
    hindi: "फ़ाइल नहीं बन सकी। नेटवर्क जाँचकर फिर से कोशिश करें।",
    hinglish: "File nahi ban saki. Network check karke dobara try karein.",
  },
  "drafts.docxOffline": {
    hindi: "Word फ़ाइल के लिए नेटवर्क चाहिए। नेटवर्क के बिना PDF डाउनलोड करें।",
    hinglish: "Word file ke liye network chahiye. Network ke bina PDF download karein.",
  },
  "drafts.warningTitle": { hindi: "ध्यान दें", hinglish: "Dhyan dein" },
  "drafts.rule": { hindi: "नियम: {rule}", hinglish: "Niyam: {rule}" },
  "drafts.profileTitle": { hindi: "इस मसौदे के लिए गाँव की जानकारी", hinglish: "Is draft ke liye gaon ki jaankari" },
  "drafts.profileHint": {
    hindi: "यहाँ बदलाव सिर्फ़ इस मसौदे में होगा; हमेशा के लिए सेटिंग्स में बदलें।",
    hinglish: "Yahan badlav sirf is draft mein hoga; hamesha ke liye Settings mein badlein.",
  },
  "drafts.profileMissing": {
    hindi: "पहले सेटिंग्स में गाँव की जानकारी भरें, तो हर मसौदे में अपने-आप आएगी।",
    hinglish: "Pehle Settings mein gaon ki jaankari bharein, to har draft mein apne-aap aayegi.",
  },
  "village.title": { hindi: "गाँव की जानकारी (मसौदों के लिए)", hinglish: "Gaon ki jaankari (draft ke liye)" },
  "village.intro": {
    hindi: "एक बार भरें — हर नोटिस, प्रस्ताव और पत्र में अपने-आप आएगी।",
    hinglish: "Ek baar bharein — har notice, prastav aur patra mein apne-aap aayegi.",
  },
  "village.state": { hindi: "पंचायत का राज्य", hinglish: "Panchayat ka rajya" },
  "village.stateNone": { hindi: "चुना नहीं", hinglish: "Chuna nahi" },
  "village.district": { hindi: "पंचायत का ज़िला", hinglish: "Panchayat ka zila" },
  "village.block": { hindi: "प्रखंड / ब्लॉक", hinglish: "Prakhand / Block" },
  "village.panchayat": { hindi: "ग्राम पंचायत", hinglish: "Gram Panchayat" },
  "village.headName": { hindi: "प्रमुख का नाम", hinglish: "Pramukh ka naam" },
  "village.headTitle": { hindi: "प्रमुख का पदनाम", hinglish: "Pramukh ka padnaam" },
  "village.headTitleAuto": { hindi: "राज्य के अनुसार", hinglish: "Rajya ke anusaar" },
  "village.secretaryName": { hindi: "पंचायत सचिव का नाम", hinglish: "Panchayat Sachiv ka naam" },
  "village.venue": { hindi: "ग्राम सभा की जगह", hinglish: "Gram Sabha ki jagah" },
  "village.save": { hindi: "गाँव की जानकारी सहेजें", hinglish: "Gaon ki jaankari save karein" },
  "village.saved": { hindi: "गाँव की जानकारी सहेजी गई", hinglish: "Gaon ki jaankari save ho gayi" },
  "village.savedOffline": {
    hindi: "इस फ़ोन पर सहेजी गई; नेटवर्क आने पर आपके खाते में भी सहेजी जाएगी।",
    hinglish: "Is phone par save hui; network aane par aapke account mein bhi save hogi.",
  },
  "village.saveFailed": {
    hindi: "सहेजा नहीं जा सका। फिर से कोशिश करें।",
    hinglish: "Save nahi ho paya. Dobara try karein.",
  },
  "village.stateRule": {
    hindi: "{state} में पंचायत के प्रमुख: {title}",
    hinglish: "{state} mein panchayat ke pramukh: {title}",
  },
} as const satisfies Record<string, TBilingualText>;

export type TDraftTextKey = keyof typeof draftTexts;

export function td(key: TDraftTextKey, language: TUiLanguage, vars?: TTextVars): string {
  return pickText(draftTexts[key], language, vars);
}
