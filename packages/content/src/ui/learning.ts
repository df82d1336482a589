// Texts of the learning and reference screens: circulars, academy, glossary, videos and map.
// Where the spec quotes a text, the Hinglish variant keeps the spec's words.
import type { TBilingualText } from "../language.ts";

export const learningTexts = {
  "common.opensInNewTab": { hindi: "(नए टैब में खुलेगा)", hinglish: "(naye tab mein khulega)" },
  // The clear button of every search box (components/search-input.tsx).
  "common.clearSearch": { hindi: "खोज साफ़ करें", hinglish: "Search saaf karein" },
  "common.officialLinks": {
    hindi: "सभी लिंक आधिकारिक सरकारी वेबसाइटों (gov.in, nic.in) के हैं।",
    hinglish: "Sabhi link official sarkari websites (gov.in, nic.in) ke hain.",
  },

  // Schemes and circulars.
  "circulars.subtitle": {
    hindi: "अपना राज्य चुनें और उसकी योजनाएँ, परिपत्र और नियम देखें",
    hinglish: "Apna rajya chunein aur uski yojanayein, circular aur niyam dekhein",
  },
  "circulars.stateCount": {
    hindi: "{count} योजनाएँ और परिपत्र",
    hinglish: "{count} yojanayein aur circular",
  },
  "circulars.back": { hindi: "वापस", hinglish: "Wapas" },
  "circulars.stateHeading": {
    hindi: "{state} की योजनाएँ और परिपत्र",
    hinglish: "{state} ki yojanayein aur circular",
  },
  "circulars.filterLabel": { hindi: "श्रेणी के अनुसार छाँटें", hinglish: "Shreni ke hisaab se filter" },
  "circulars.category.all": { hindi: "सभी", hinglish: "Sabhi" },
  "circulars.category.scheme": { hindi: "योजना", hinglish: "Yojana" },
  "circulars.category.circular": { hindi: "परिपत्र", hinglish: "Circular" },
  "circulars.category.policy": { hindi: "नीति", hinglish: "Policy" },
  "circulars.shown": {
    hindi: "{count} {count:दिख रहा है|दिख रहे हैं}",
    hinglish: "{count} {count:dikh raha hai|dikh rahe hain}",
  },
  "circulars.view": { hindi: "देखें", hinglish: "Dekhein" },
  "circulars.orderNumber": { hindi: "आदेश संख्या", hinglish: "Aadesh sankhya" },
  "circulars.orderDate": { hindi: "दिनांक", hinglish: "Tareekh" },
  "circulars.issuer": { hindi: "जारी करने वाला विभाग", hinglish: "Jaari karne wala vibhag" },
  "circulars.readOrder": { hindi: "आदेश पढ़ें", hinglish: "Aadesh padhein" },
  "circulars.ask": { hindi: "इस पर सवाल पूछें", hinglish: "Is par sawaal poochhein" },
  "circulars.askQuestion": {
    hindi: "“{title}”{details} — इसमें ग्राम पंचायत के लिए क्या कहा गया है और हमें क्या करना चाहिए?",
    hinglish: "“{title}”{details} — isme Gram Panchayat ke liye kya kaha gaya hai aur humein kya karna chahiye?",
  },
  "circulars.searchLabel": { hindi: "योजना या परिपत्र खोजें", hinglish: "Yojana ya circular khojein" },
  "circulars.searchPlaceholder": {
    hindi: "जैसे: अविश्वास, टेंडर, वित्त आयोग, आदेश संख्या",
    hinglish: "Jaise: avishwas, tender, vitt aayog, aadesh sankhya",
  },
  "circulars.searchEmpty": {
    hindi: "“{query}” से कुछ नहीं मिला। दूसरा शब्द लिखकर देखें।",
    hinglish: "“{query}” se kuch nahi mila. Koi doosra shabd likhkar dekhein.",
  },
  "circulars.searchFound": {
    hindi: "{count} {count:नतीजा|नतीजे} मिले",
    hinglish: "{count} {count:nateeja|nateeje} mile",
  },
  "circulars.empty": {
    hindi: "इस श्रेणी में अभी कोई योजना या परिपत्र उपलब्ध नहीं है।",
    hinglish: "No schemes or circulars available in this category.",
  },

  // Sarpanch Academy.
  "academy.subtitle": {
    hindi: "{count} मॉड्यूल में मुखिया/सरपंच के काम की पूरी जानकारी — पढ़ें या सुनें",
    hinglish: "{count} module mein Mukhiya/Sarpanch ke kaam ki poori jaankari — padhein ya sunein",
  },
  "academy.moduleNumber": { hindi: "मॉड्यूल {number}", hinglish: "Module {number}" },
  "academy.pointCount": { hindi: "{count} {count:बात|बातें}", hinglish: "{count} {count:baat|baatein}" },
  "academy.start": { hindi: "सीखना शुरू करें", hinglish: "Seekhna shuru karein" },
  "academy.encourageTitle": {
    hindi: "सीखते रहिए, आगे बढ़ते रहिए!",
    hinglish: "Seekhte rahiye, aage badhte rahiye!",
  },
  "academy.encourageText": {
    hindi:
      "हर मॉड्यूल आपको अपने गाँव के लिए एक बेहतर मुखिया या सरपंच बनाता है। रोज़ थोड़ा पढ़ें और जो सीखें, उसे ग्राम सभा में सबके साथ बाँटें।",
    hinglish:
      "Har module aapko apne gaon ke liye ek behtar Mukhiya ya Sarpanch banata hai. Roz thoda padhein aur jo seekhein, use Gram Sabha mein sabke saath baantein.",
  },
  "academy.goBack": { hindi: "वापस जाएँ", hinglish: "Wapas jaayein" },
  "academy.listen": { hindi: "सुनें", hinglish: "Sunein" },
  "academy.stop": { hindi: "रोकें", hinglish: "Rokein" },
  "academy.learnHeading": { hindi: "आपको यह सब सीखना है", hinglish: "You need to learn all this" },
  "academy.congratsTitle": {
    hindi: "बहुत बढ़िया! अब आप इस विषय के जानकार हैं!",
    hinglish: "Very Good! Now you are an expert!",
  },
  "academy.congratsText": {
    hindi: "ये {count} बातें याद रखें और पंचायत के रोज़ के काम में अपनाएँ।",
    hinglish: "Yeh {count} baatein yaad rakhein aur panchayat ke roz ke kaam mein apnayein.",
  },
  "academy.nextModule": { hindi: "अगला मॉड्यूल", hinglish: "Agla module" },
  "academy.allModules": { hindi: "सभी मॉड्यूल", hinglish: "Sabhi module" },

  // Glossary.
  "glossary.subtitle": {
    hindi: "पंचायत के काम में आने वाले {count} ज़रूरी शब्द, आसान भाषा में",
    hinglish: "Panchayat ke kaam mein aane wale {count} zaroori shabd, aasan bhasha mein",
  },
  "glossary.searchLabel": { hindi: "शब्द खोजें", hinglish: "Shabd khojein" },
  "glossary.searchPlaceholder": { hindi: "जैसे: ग्राम सभा, मनरेगा", hinglish: "Jaise: Gram Sabha, MGNREGA" },
  "glossary.categoryLabel": { hindi: "श्रेणी", hinglish: "Shreni" },
  "glossary.category.all": { hindi: "सभी शब्द", hinglish: "Sabhi shabd" },
  "glossary.category.schemes": { hindi: "योजनाएँ", hinglish: "Yojanayein" },
  "glossary.category.governance": { hindi: "शासन", hinglish: "Shasan" },
  "glossary.category.documents": { hindi: "दस्तावेज़", hinglish: "Kaagzaat" },
  "glossary.category.finance": { hindi: "वित्त", hinglish: "Paisa aur hisaab" },
  "glossary.category.digital": { hindi: "डिजिटल", hinglish: "Digital" },
  "glossary.category.general": { hindi: "सामान्य", hinglish: "Aam jaankari" },
  "glossary.resultCount": { hindi: "{count} शब्द {count:मिला|मिले}", hinglish: "{count} shabd {count:mila|mile}" },
  "glossary.example": { hindi: "उदाहरण:", hinglish: "Example:" },
  "glossary.listen": { hindi: "{term} सुनें", hinglish: "{term} sunein" },
  "glossary.stop": { hindi: "सुनाना बंद करें", hinglish: "Sunana band karein" },
  "glossary.emptyTitle": { hindi: "कोई शब्द नहीं मिला", hinglish: "No terms found" },
  "glossary.emptyHint": { hindi: "कृपया दूसरे शब्दों से खोजें", hinglish: "Please try different search terms" },
  "glossary.clear": { hindi: "खोज साफ़ करें", hinglish: "Search saaf karein" },

  // Essential videos: their texts are in ui/videos.ts (looked up with tVideos), loaded with the screen.

  // Map.
  "map.fetching": { hindi: "आपकी लोकेशन ली जा रही है...", hinglish: "Fetching your location..." },
  "map.defaultLocation": {
    hindi: "नक़्शे की डिफ़ॉल्ट लोकेशन दिखाई जा रही है।",
    hinglish: "Displaying default map location.",
  },
  "map.defaultPlace": { hindi: "रांची, झारखंड", hinglish: "Ranchi, Jharkhand" },
  "map.errorDenied": { hindi: "लोकेशन की अनुमति नहीं मिली", hinglish: "Location ki permission nahi mili" },
  "map.errorUnavailable": { hindi: "लोकेशन का पता नहीं चल सका", hinglish: "Location ka pata nahi chal saka" },
  "map.errorTimeout": { hindi: "लोकेशन मिलने में बहुत देर लगी", hinglish: "Location milne mein bahut der lagi" },
  "map.frameTitle": { hindi: "ग्राम पंचायत का सैटेलाइट नक़्शा", hinglish: "Gram Panchayat ka satellite naksha" },
  "map.yourLocation": { hindi: "आपकी लोकेशन", hinglish: "Aapki location" },
  "map.shownPlace": { hindi: "नक़्शे पर", hinglish: "Nakshe par" },
  "map.latitude": { hindi: "अक्षांश", hinglish: "Latitude" },
  "map.longitude": { hindi: "देशांतर", hinglish: "Longitude" },
  "map.accuracy": { hindi: "सटीकता: ±{meters} मीटर", hinglish: "Sateekta: ±{meters} meter" },
  "map.retry": { hindi: "लोकेशन फिर से लें", hinglish: "Location dobara lein" },
  "map.openInMaps": { hindi: "Google Maps में खोलें", hinglish: "Google Maps mein kholein" },
  "map.share": { hindi: "शेयर करें", hinglish: "Share karein" },
  "map.shareText": { hindi: "यह रहा गाँव का नक़्शा।", hinglish: "Here is the map of the village." },
  "map.linkCopied": {
    hindi: "नक़्शे का लिंक क्लिपबोर्ड पर कॉपी हो गया!",
    hinglish: "Link to map copied to clipboard!",
  },
  "map.copyFailed": {
    hindi: "लिंक कॉपी नहीं हो सका। यह लिंक इस्तेमाल करें: {url}",
    hinglish: "Link copy nahi ho saka. Yeh link istemal karein: {url}",
  },
  "map.downloadHeading": { hindi: "लोकेशन डाउनलोड करें", hinglish: "Location download karein" },
  "map.downloadHint": {
    hindi: "फ़ाइल Google Earth, QGIS या किसी भी नक़्शा ऐप में खुलती है — इंटरनेट के बिना भी सेव रहती है।",
    hinglish: "File Google Earth, QGIS ya kisi bhi map app mein khulti hai — internet ke bina bhi save rehti hai.",
  },
  "map.downloadKml": { hindi: "KML फ़ाइल", hinglish: "KML file" },
  "map.downloadGeoJson": { hindi: "GeoJSON फ़ाइल", hinglish: "GeoJSON file" },
  "map.fileDescription": {
    hindi: "सटीकता ±{meters} मीटर · {time}",
    hinglish: "Sateekta ±{meters} meter · {time}",
  },
} as const satisfies Record<string, TBilingualText>;
