// Texts the server frames document analyses, follow-up answers and charts with (the document's
// own sentences are quoted as they are): field labels, offline analysis phrases, answer frames.
import type { TBilingualText } from "./language.ts";

export const documentFieldLabels = {
  date: { hindi: "तारीख़", hinglish: "Date" },
  deadline: { hindi: "अंतिम तिथि", hinglish: "Deadline" },
  amount: { hindi: "राशि", hinglish: "Amount" },
  reference: { hindi: "पत्रांक / संदर्भ संख्या", hinglish: "Letter / reference no." },
  scheme: { hindi: "योजना", hinglish: "Scheme" },
  district: { hindi: "जिला", hinglish: "District" },
  block: { hindi: "प्रखंड / ब्लॉक", hinglish: "Block" },
  panchayat: { hindi: "ग्राम पंचायत", hinglish: "Gram Panchayat" },
  subject: { hindi: "विषय", hinglish: "Subject" },
} satisfies Record<string, TBilingualText>;

export type TDocumentFieldKind = keyof typeof documentFieldLabels;

export const documentAnalysisTexts = {
  successMessage: { hindi: "दस्तावेज़ का विश्लेषण हो गया।", hinglish: "Document ka analysis ho gaya." },
  answered: { hindi: "जवाब दस्तावेज़ से तैयार है।", hinglish: "Jawab document se taiyaar hai." },
  deleted: { hindi: "दस्तावेज़ हटा दिया गया।", hinglish: "Document hata diya gaya." },
  nothingToDelete: { hindi: "हटाने के लिए कुछ नहीं था।", hinglish: "Hatane ke liye kuch nahi tha." },
  aboutSubject: { hindi: "यह दस्तावेज़ इस विषय पर है: {subject}", hinglish: "Yeh document is vishay par hai: {subject}" },
  aboutFile: {
    hindi: "यह {format} दस्तावेज़ ({pages} पेज) है। मुख्य बातें:",
    hinglish: "Yeh {format} document ({pages} page) hai. Mukhya baatein:",
  },
  deadlineAction: { hindi: "{date} तक: {action}", hinglish: "{date} tak: {action}" },
  action: { hindi: "करने का काम: {action}", hinglish: "Karne ka kaam: {action}" },
  schemeCheck: {
    hindi: "{scheme} के नियम और लाभार्थी सूची आधिकारिक पोर्टल या प्रखंड कार्यालय से मिलाएँ।",
    hinglish: "{scheme} ke niyam aur labharthi list official portal ya block office se mila lein.",
  },
  amountCheck: {
    hindi: "दस्तावेज़ में लिखी राशियाँ ({amounts}) पंचायत के रिकॉर्ड और खाते से मिलाएँ।",
    hinglish: "Document mein likhi rashi ({amounts}) panchayat ke record aur khate se mila lein.",
  },
  referenceKeep: {
    hindi: "जवाब या रिपोर्ट में पत्रांक {reference} का उल्लेख करें और पत्र की प्रति फ़ाइल में रखें।",
    hinglish: "Jawab ya report mein patrank {reference} ka ullekh karein aur patra ki copy file mein rakhein.",
  },
  readCarefully: {
    hindi: "दस्तावेज़ ध्यान से पढ़ें और ज़रूरी कामों की सूची बनाकर ज़िम्मेदारी तय करें।",
    hinglish: "Document dhyan se padhein aur zaroori kaamon ki list bana kar zimmedari tay karein.",
  },
  offlineNote: {
    hindi: "यह विश्लेषण ऑफ़लाइन बना है: सारांश दस्तावेज़ के अपने वाक्यों से है।",
    hinglish: "Yeh analysis offline bana hai: summary document ke apne vaakyon se hai.",
  },
} satisfies Record<string, TBilingualText>;

export const documentAnswerTexts = {
  found: {
    hindi: "दस्तावेज़ ({file}) में इस बारे में यह लिखा है:",
    hinglish: "Document ({file}) mein is baare mein yeh likha hai:",
  },
  notFound: {
    hindi:
      "माफ़ कीजिए, इस सवाल का जवाब इस दस्तावेज़ में नहीं मिला। सवाल दूसरे शब्दों में पूछें, या दस्तावेज़ में लिखी किसी बात (तारीख़, राशि, योजना) के बारे में पूछें।",
    hinglish:
      "Maaf kijiye, is sawaal ka jawab is document mein nahi mila. Sawaal doosre shabdon mein poochhein, ya document mein likhi kisi baat (date, rashi, scheme) ke baare mein poochhein.",
  },
  passage: { hindi: "अंश {n}", hinglish: "Ansh {n}" },
  offlineNote: {
    hindi: "यह जवाब ऑफ़लाइन सहायक ने दस्तावेज़ के वाक्य उद्धृत करके बनाया है।",
    hinglish: "Yeh jawab offline assistant ne document ke vaakya quote karke banaya hai.",
  },
  documentTitle: { hindi: "अपलोड किया गया दस्तावेज़: {file}", hinglish: "Upload kiya gaya document: {file}" },
} satisfies Record<string, TBilingualText>;

export const imageTexts = {
  generated: { hindi: "चार्ट तैयार है।", hinglish: "Chart taiyaar hai." },
  offlineNote: { hindi: "एआई सचिव द्वारा बनाया गया", hinglish: "AI Sachiv dwara banaya gaya" },
  total: { hindi: "कुल", hinglish: "Total" },
} satisfies Record<string, TBilingualText>;
