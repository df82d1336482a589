// Texts of the chat screen, the rating dialog and the voice agent screen (issue 4, web).
import type { TBilingualText } from "../language.ts";

export const chatTexts = {
  "chat.subtitle": {
    hindi: "पंचायत के काम के सवाल लिखें या बोलें",
    hinglish: "Panchayat ke kaam ke sawaal likhein ya bolein",
  },
  "chat.welcome": {
    hindi:
      "नमस्ते! मैं **एआई सचिव** हूँ, आपकी ग्राम पंचायत का सहायक। नई रोज़गार गारंटी (विकसित भारत—जी राम जी), आवास योजना, ग्राम सभा, 16वें वित्त आयोग या ई-ग्रामस्वराज के बारे में कुछ भी पूछिए — लिखकर या माइक दबाकर बोलकर।",
    hinglish:
      "Namaste! Main **AI Sachiv** hoon, aapki Gram Panchayat ka sahayak. Nayi rozgar guarantee (VB-G RAM G), awas yojana, Gram Sabha, 16th Finance Commission ya eGramSwaraj ke baare mein kuch bhi poochhiye — likh kar ya mic daba kar bol kar.",
  },
  "chat.messagesLabel": { hindi: "बातचीत", hinglish: "Baatcheet" },
  "chat.you": { hindi: "आप", hinglish: "Aap" },
  "chat.assistant": { hindi: "एआई सचिव", hinglish: "AI Sachiv" },
  "chat.listening": { hindi: "सुन रहा हूँ…", hinglish: "Sun raha hoon…" },
  "chat.thinking": { hindi: "सोच रहा हूँ…", hinglish: "Soch raha hoon…" },
  "chat.inputLabel": { hindi: "आपका सवाल", hinglish: "Aapka sawaal" },
  "chat.placeholder": { hindi: "अपना सवाल लिखें…", hinglish: "Apna sawaal likhein…" },
  "chat.send": { hindi: "भेजें", hinglish: "Bhejein" },
  "chat.micStart": { hindi: "बोलकर लिखें", hinglish: "Bol kar likhein" },
  "chat.micStop": { hindi: "सुनना बंद करें", hinglish: "Sunna band karein" },
  "chat.rate": { hindi: "रेटिंग दें", hinglish: "Rate karein" },
  "chat.sources": { hindi: "स्रोत", hinglish: "Sources" },
  "chat.offline": {
    hindi: "यह जवाब बिना AI मॉडल के, दस्तावेज़ों से बना है",
    hinglish: "Yeh jawab bina AI model ke, dastavezon se bana hai",
  },
  "chat.play": { hindi: "जवाब सुनें", hinglish: "Jawab sunein" },
  "chat.pause": { hindi: "सुनाना रोकें", hinglish: "Sunana rokein" },
  "chat.copy": { hindi: "कॉपी करें", hinglish: "Copy karein" },
  "chat.copied": { hindi: "कॉपी हो गया", hinglish: "Copy ho gaya" },
  "chat.copyFailed": { hindi: "कॉपी नहीं हो सका", hinglish: "Copy nahi ho saka" },
  "chat.share": { hindi: "व्हाट्सऐप पर भेजें", hinglish: "WhatsApp par bhejein" },
  "chat.opensInNewTab": { hindi: "नए टैब में खुलेगा", hinglish: "naye tab mein khulega" },

  // The cited passage of a source (issue 21 item 6): /source/$passageId.
  "source.open": { hindi: "अंश देखें: {title}", hinglish: "Ansh dekhein: {title}" },
  "source.title": { hindi: "स्रोत का अंश", hinglish: "Source ka ansh" },
  "source.back": { hindi: "वापस जाएँ", hinglish: "Wapas jaayein" },
  "source.page": { hindi: "पेज {page}", hinglish: "Page {page}" },
  "source.cited": { hindi: "जवाब इसी अंश से है", hinglish: "Jawab isi ansh se hai" },
  "source.before": { hindi: "इससे पहले", hinglish: "Isse pehle" },
  "source.after": { hindi: "इसके बाद", hinglish: "Iske baad" },
  "source.official": { hindi: "मूल दस्तावेज़ देखें", hinglish: "Mool dastavez dekhein" },
  "source.noOfficial": {
    hindi: "इस दस्तावेज़ का कोई ऑनलाइन पता नहीं दिया गया है।",
    hinglish: "Is dastavez ka koi online pata nahi diya gaya hai.",
  },
  "source.loading": { hindi: "अंश खुल रहा है…", hinglish: "Ansh khul raha hai…" },
  "source.failed": {
    hindi: "यह अंश नहीं खुल सका। इंटरनेट जाँचकर फिर कोशिश करें।",
    hinglish: "Yeh ansh nahi khul saka. Internet check karke phir koshish karein.",
  },

  // Tappable questions: starters in the empty chat and under a "not found" answer, follow-ups.
  "chat.startersTitle": { hindi: "इनमें से कोई सवाल छूकर पूछें", hinglish: "In mein se koi sawaal chhoo kar poochhiye" },
  "chat.followUpsTitle": { hindi: "आगे पूछें", hinglish: "Aage poochhiye" },
  "chat.followUp.more": { hindi: "और बताइए", hinglish: "Aur bataiye" },
  "chat.followUp.moreAsk": {
    hindi: "{question} — इसके बारे में और विस्तार से बताइए",
    hinglish: "{question} — iske baare mein aur vistaar se bataiye",
  },
  "chat.followUp.state": { hindi: "यह किस राज्य के लिए है?", hinglish: "Yeh kis rajya ke liye hai?" },
  "chat.followUp.stateAsk": {
    hindi: "{question} — यह नियम किस राज्य के लिए है?",
    hinglish: "{question} — yeh niyam kis rajya ke liye hai?",
  },
  "chat.followUp.papers": { hindi: "कौन-से काग़ज़ लगेंगे?", hinglish: "Kaun-se kaagaz lagenge?" },
  "chat.followUp.papersAsk": {
    hindi: "{question} — इसके लिए कौन-से काग़ज़ चाहिए?",
    hinglish: "{question} — iske liye kaun-se kaagaz chahiye?",
  },

  // 👍/👎 under each answer, and the text copied or shared on WhatsApp.
  "feedback.label": { hindi: "क्या यह जवाब काम का था?", hinglish: "Kya yeh jawab kaam ka tha?" },
  "feedback.up": { hindi: "जवाब काम का है", hinglish: "Jawab kaam ka hai" },
  "feedback.down": { hindi: "जवाब काम का नहीं है", hinglish: "Jawab kaam ka nahi hai" },
  "feedback.thanks": { hindi: "राय के लिए धन्यवाद", hinglish: "Raay ke liye dhanyavaad" },
  "feedback.failed": { hindi: "राय भेजी नहीं जा सकी", hinglish: "Raay bheji nahi ja saki" },
  "share.question": { hindi: "सवाल", hinglish: "Sawaal" },
  "share.answer": { hindi: "जवाब", hinglish: "Jawab" },
  "share.from": { hindi: "एआई सचिव से", hinglish: "AI Sachiv se" },

  // Rating dialog.
  "rating.title": { hindi: "बातचीत को रेटिंग दें", hinglish: "Baatcheet ko rate karein" },
  "rating.description": {
    hindi: "यह बातचीत आपको कैसी लगी? आपकी राय से एआई सचिव बेहतर होगा।",
    hinglish: "Yeh baatcheet aapko kaisi lagi? Aapki raay se AI Sachiv behtar hoga.",
  },
  "rating.starsLabel": { hindi: "स्टार चुनें", hinglish: "Star chunein" },
  "rating.starLabel": { hindi: "{rating} स्टार: {label}", hinglish: "{rating} star: {label}" },
  "rating.feedbackLabel": { hindi: "आपकी राय (वैकल्पिक)", hinglish: "Aapki raay (optional)" },
  "rating.feedbackPlaceholder": {
    hindi: "क्या अच्छा लगा, क्या बेहतर हो सकता है…",
    hinglish: "Kya achha laga, kya behtar ho sakta hai…",
  },
  "rating.cancel": { hindi: "रद्द करें", hinglish: "Cancel" },
  "rating.submit": { hindi: "भेजें", hinglish: "Submit" },

  // Voice agent screen.
  "voice.subtitle": {
    hindi: "बिना हाथ लगाए बात करें: आप बोलिए, एआई सचिव जवाब सुनाएगा और फिर सुनेगा।",
    hinglish: "Bina haath lagaye baat karein: aap boliye, AI Sachiv jawab sunayega aur phir sunega.",
  },
  "voice.start": { hindi: "बातचीत शुरू करें", hinglish: "Baatcheet shuru karein" },
  "voice.stop": { hindi: "बातचीत रोकें", hinglish: "Baatcheet rokein" },
  "voice.status.idle": { hindi: "शुरू करने के लिए बटन दबाएँ", hinglish: "Shuru karne ke liye button dabayein" },
  "voice.status.listening": { hindi: "सुन रहा हूँ… बोलिए", hinglish: "Sun raha hoon… boliye" },
  "voice.status.thinking": { hindi: "सोच रहा हूँ…", hinglish: "Soch raha hoon…" },
  "voice.status.speaking": { hindi: "जवाब सुना रहा हूँ…", hinglish: "Jawab suna raha hoon…" },
  "voice.youSaid": { hindi: "आपने पूछा", hinglish: "Aapne poochha" },
  "voice.answer": { hindi: "जवाब", hinglish: "Jawab" },
  "voice.history": { hindi: "पिछली बातचीत", hinglish: "Pichhli baatcheet" },
  "voice.historyEmpty": {
    hindi: "अभी कोई बातचीत सहेजी नहीं गई है।",
    hinglish: "Abhi koi baatcheet save nahi hui hai.",
  },
  "voice.widgetTitle": { hindi: "वॉइस एजेंट", hinglish: "Voice agent" },
} as const satisfies Record<string, TBilingualText>;
