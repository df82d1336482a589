// What AI Sachiv writes on WhatsApp outside an answer (issue 23). A message to a number we do
// not know yet carries both languages, Hindi first; to a linked user, their own language.
import type { TBilingualText } from "./language.ts";

export const whatsappTexts = {
  notLinked: {
    hindi:
      "नमस्ते! यह एआई सचिव है। यह नंबर अभी किसी खाते से जुड़ा नहीं है। जोड़ने के लिए: ऐप में सेटिंग्स → WhatsApp खोलें, कोड बनाएँ, और वह कोड यहाँ भेजें (जैसे: SACHIV 123456)।",
    hinglish:
      "Namaste! Yeh AI Sachiv hai. Yeh number abhi kisi account se juda nahi hai. Jodne ke liye: app mein Settings → WhatsApp kholein, code banayein, aur woh code yahan bhejein (jaise: SACHIV 123456).",
  },
  linked: {
    hindi: "यह नंबर आपके एआई सचिव खाते से जुड़ गया। अब अपना सवाल लिखकर या बोलकर भेजें।",
    hinglish: "Yeh number aapke AI Sachiv account se jud gaya. Ab apna sawaal likh kar ya bol kar bhejein.",
  },
  alertsHint: {
    hindi: "नए परिपत्रों के अलर्ट के लिए START भेजें। भाषा बदलने के लिए “भाषा” भेजें।",
    hinglish: "Naye circulars ke alerts ke liye START bhejein. Bhasha badalne ke liye “bhasha” bhejein.",
  },
  badCode: {
    hindi: "यह कोड सही नहीं है या इसकी समय-सीमा ख़त्म हो गई। ऐप की सेटिंग्स में नया कोड बनाकर भेजें।",
    hinglish: "Yeh code sahi nahi hai ya iska time khatam ho gaya. App ki Settings mein naya code bana kar bhejein.",
  },
  heard: { hindi: "मैंने सुना: {text}", hinglish: "Maine suna: {text}" },
  pleaseType: {
    hindi: "माफ़ कीजिए, अभी आवाज़ वाले संदेश समझे नहीं जा सकते। कृपया अपना सवाल लिखकर भेजें।",
    hinglish: "Maaf kijiye, abhi voice message samjhe nahi ja sakte. Please apna sawaal likh kar bhejein.",
  },
  audioUnreadable: {
    hindi: "आवाज़ वाला संदेश खुल नहीं पाया। कृपया फिर से भेजें या लिखकर पूछें।",
    hinglish: "Voice message khul nahi paya. Please dobara bhejein ya likh kar poochhein.",
  },
  unsupported: {
    hindi: "अभी यहाँ लिखे हुए सवाल, आवाज़ वाले संदेश, फ़ोटो और PDF समझे जाते हैं।",
    hinglish: "Abhi yahan likhe hue sawaal, voice message, photo aur PDF samjhe jaate hain.",
  },
  documentSummary: { hindi: "दस्तावेज़ का सार", hinglish: "Document ka saar" },
  documentKeyPoints: { hindi: "मुख्य बातें", hinglish: "Mukhya baatein" },
  documentSuggestions: { hindi: "आगे क्या करें", hinglish: "Aage kya karein" },
  documentFollowUp: {
    hindi: "अगले 30 मिनट तक आपके सवालों के जवाब इसी दस्तावेज़ से दिए जाएँगे।",
    hinglish: "Agle 30 minute tak aapke sawaalon ke jawab isi document se diye jayenge.",
  },
  failed: {
    hindi: "माफ़ कीजिए, अभी जवाब नहीं बन पाया। कृपया थोड़ी देर बाद फिर पूछें।",
    hinglish: "Maaf kijiye, abhi jawab nahi ban paya. Please thodi der baad phir poochhein.",
  },
  sources: { hindi: "स्रोत", hinglish: "Sources" },
  pendingAnswer: {
    hindi: "आपके पिछले सवाल “{question}” का जवाब:",
    hinglish: "Aapke pichhle sawaal “{question}” ka jawab:",
  },
  wasItUseful: { hindi: "क्या यह जवाब काम आया?", hinglish: "Kya yeh jawab kaam aaya?" },
  thanks: { hindi: "धन्यवाद! आपकी राय दर्ज हो गई।", hinglish: "Dhanyavaad! Aapki raay darj ho gayi." },
  offline: { hindi: "(ऑफ़लाइन जवाब)", hinglish: "(Offline jawab)" },
  // Beside an answer (reply buttons, titles ≤ 20 characters) and what they bring.
  moreForAnswer: { hindi: "इस जवाब के लिए:", hinglish: "Is jawab ke liye:" },
  showSources: { hindi: "📄 स्रोत दिखाएँ", hinglish: "📄 Sources dikhayein" },
  listen: { hindi: "🔊 आवाज़ में सुनें", hinglish: "🔊 Awaaz mein sunein" },
  noVoice: {
    hindi: "माफ़ कीजिए, अभी यह जवाब आवाज़ में नहीं बन पाया। ऊपर लिखा जवाब पढ़ें।",
    hinglish: "Maaf kijiye, abhi yeh jawab awaaz mein nahi ban paya. Upar likha jawab padhein.",
  },
  noSources: { hindi: "इस जवाब का कोई स्रोत दर्ज नहीं है।", hinglish: "Is jawab ka koi source darj nahi hai." },
  answerGone: {
    hindi: "यह जवाब अब उपलब्ध नहीं है (शायद ऐप में मिटा दिया गया)।",
    hinglish: "Yeh jawab ab uplabdh nahi hai (shayad app mein mita diya gaya).",
  },
  sourcePage: { hindi: "पृष्ठ {page}", hinglish: "Page {page}" },
  // The language list (a list message) and its confirmation.
  chooseLanguage: {
    hindi: "जवाब किस भाषा में चाहिए? / Jawab kis bhasha mein chahiye?",
    hinglish: "जवाब किस भाषा में चाहिए? / Jawab kis bhasha mein chahiye?",
  },
  chooseLanguageButton: { hindi: "भाषा चुनें", hinglish: "Bhasha chunein" },
  languageSection: { hindi: "भाषा / Language", hinglish: "भाषा / Language" },
  languageSet: {
    hindi: "ठीक है, अब से जवाब हिन्दी में मिलेंगे।",
    hinglish: "Theek hai, ab se jawab Hinglish mein milenge.",
  },
  // Guest answers (an unlinked number, when the admin allows it).
  guestNote: {
    hindi: "(मेहमान जवाब: आज {left} सवाल और पूछ सकते हैं। इतिहास और पूरी सुविधाओं के लिए ऐप में सेटिंग्स → WhatsApp से यह नंबर जोड़ें।)",
    hinglish:
      "(Guest jawab: aaj {left} sawaal aur poochh sakte hain. History aur poori suvidhaon ke liye app mein Settings → WhatsApp se yeh number jodein.)",
  },
  guestLimit: {
    hindi: "आज के मेहमान सवाल पूरे हो गए। कल फिर पूछें, या ऐप में सेटिंग्स → WhatsApp से कोड बनाकर यह नंबर जोड़ें।",
    hinglish:
      "Aaj ke guest sawaal poore ho gaye. Kal phir poochhein, ya app mein Settings → WhatsApp se code bana kar yeh number jodein.",
  },
  // Alerts (a Utility template's second parameter) and STOP / START.
  alertNew: { hindi: "नया", hinglish: "naya" },
  alertReplaced: { hindi: "बदला गया", hinglish: "badla gaya" },
  alertsOn: {
    hindi: "अलर्ट चालू: नया परिपत्र या बदला गया दस्तावेज़ आने पर हम यहाँ बताएँगे। बंद करने के लिए STOP या रोकें भेजें।",
    hinglish:
      "Alerts chalu: naya circular ya badla gaya document aane par hum yahan batayenge. Band karne ke liye STOP ya 'band karo' bhejein.",
  },
  alertsOff: {
    hindi: "अलर्ट बंद कर दिए गए। फिर से चालू करने के लिए START या शुरू भेजें। आपके सवालों के जवाब मिलते रहेंगे।",
    hinglish:
      "Alerts band kar diye gaye. Dobara chalu karne ke liye START ya 'shuru' bhejein. Aapke sawaalon ke jawab milte rahenge.",
  },
} as const satisfies Record<string, TBilingualText>;

export type TWhatsappTextKey = keyof typeof whatsappTexts;
