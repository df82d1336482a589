// Texts of the document screen (issue 6, web): upload box, camera, analysis result, the chat about
// the document and the chart/infographic generator. Error titles and the spec's error texts are in
// catalogue.ts (document.*, image.*, camera.*).
import type { TBilingualText } from "../language.ts";

export const documentTexts = {
  "document.subtitle": {
    hindi: "सर्कुलर, चिट्ठी या PDF अपलोड करें या फ़ोटो लें — सारांश, मुख्य बातें और आगे क्या करना है, तुरंत पाएँ।",
    hinglish:
      "Circular, chitthi ya PDF upload karein ya photo lein — saaransh, mukhya baatein aur aage kya karna hai, turant paayein.",
  },
  "document.uploadTitle": { hindi: "दस्तावेज़ अपलोड करें", hinglish: "Document upload karein" },
  "document.chooseFile": { hindi: "फ़ाइल चुनें", hinglish: "File chunein" },
  "document.dropHint": {
    hindi: "या फ़ाइल को यहाँ खींचकर छोड़ें",
    hinglish: "Ya file ko yahan kheench kar chhodein",
  },
  "document.dropNow": { hindi: "फ़ाइल यहाँ छोड़ दें", hinglish: "File yahan chhod dein" },
  "document.acceptedTypes": {
    hindi: "PDF, Word, PowerPoint, TXT, CSV, RTF या फ़ोटो (JPG, PNG, WEBP, TIFF…) · 50MB तक",
    hinglish: "PDF, Word, PowerPoint, TXT, CSV, RTF ya photo (JPG, PNG, WEBP, TIFF…) · 50MB tak",
  },
  "document.fileInputLabel": { hindi: "दस्तावेज़ की फ़ाइल", hinglish: "Document ki file" },
  "document.takePhoto": { hindi: "फ़ोटो लें", hinglish: "Photo lein" },
  "document.chosen": { hindi: "चुना गया दस्तावेज़", hinglish: "Chuna gaya document" },
  "document.cameraPhoto": { hindi: "कैमरे से ली गई फ़ोटो", hinglish: "Camera se li gayi photo" },
  "document.generatedImage": { hindi: "बनाया गया चित्र", hinglish: "Banaya gaya chitra" },
  "document.analyze": { hindi: "विश्लेषण करें", hinglish: "Analyze" },
  "document.reset": { hindi: "रीसेट", hinglish: "Reset" },
  "document.analyzing": {
    hindi: "दस्तावेज़ का विश्लेषण हो रहा है… बड़ी फ़ाइल में कुछ समय लग सकता है।",
    hinglish: "Document ka analysis ho raha hai… badi file mein thoda samay lag sakta hai.",
  },
  "document.unsupportedType": {
    hindi: "यह फ़ाइल प्रकार स्वीकार नहीं है। PDF, Word, PowerPoint, TXT, CSV, RTF या फ़ोटो चुनें।",
    hinglish: "Yeh file type accept nahi hai. PDF, Word, PowerPoint, TXT, CSV, RTF ya photo chunein.",
  },
  "document.emptyFile": {
    hindi: "यह फ़ाइल खाली है। कृपया दूसरी फ़ाइल चुनें।",
    hinglish: "Yeh file khaali hai. Please doosri file chunein.",
  },
  "document.readFailed": {
    hindi: "फ़ाइल पढ़ी नहीं जा सकी। कृपया फिर से चुनें।",
    hinglish: "File padhi nahi ja saki. Please dobara chunein.",
  },

  // Result.
  "document.resultTitle": { hindi: "विश्लेषण का नतीजा", hinglish: "Analysis ka nateeja" },
  "document.summary": { hindi: "सारांश", hinglish: "Saaransh (Summary)" },
  "document.keyPoints": { hindi: "मुख्य बातें", hinglish: "Mukhya baatein (Key points)" },
  "document.recommendations": { hindi: "आपको क्या करना चाहिए", hinglish: "Aapko kya karna chahiye" },
  "document.fields": { hindi: "दस्तावेज़ में मिली जानकारी", hinglish: "Document mein mili jaankari" },
  "document.translation": { hindi: "अनुवाद", hinglish: "Anuvaad (Translation)" },
  "document.offline": {
    hindi: "यह विश्लेषण ऑफ़लाइन हुआ है: सारांश और जानकारी दस्तावेज़ के अपने शब्दों से निकाली गई है।",
    hinglish: "Yeh analysis offline hua hai: saaransh aur jaankari document ke apne shabdon se nikaali gayi hai.",
  },
  "document.fallbackSummary": {
    hindi: "यह चित्र इस विवरण से बनाया गया है: {prompt}",
    hinglish: "Yeh chitra is vivaran se banaya gaya hai: {prompt}",
  },
  "document.fallbackNote": {
    hindi: "चित्र का पूरा विश्लेषण नहीं हो सका, इसलिए उसका विवरण दिखाया गया है।",
    hinglish: "Chitra ka poora analysis nahi ho saka, isliye uska vivaran dikhaya gaya hai.",
  },

  // Chat about the analysed document.
  "document.chatTitle": { hindi: "इस दस्तावेज़ के बारे में पूछें", hinglish: "Is document ke baare mein poochhein" },
  "document.chatHint": {
    hindi: "जैसे: “अंतिम तारीख़ क्या है?” या “कितनी राशि स्वीकृत हुई?”",
    hinglish: "Jaise: “Antim tareekh kya hai?” ya “Kitni rashi sweekrit hui?”",
  },
  "document.chatLabel": { hindi: "दस्तावेज़ पर बातचीत", hinglish: "Document par baatcheet" },
  "document.questionLabel": { hindi: "दस्तावेज़ पर आपका सवाल", hinglish: "Document par aapka sawaal" },
  "document.questionPlaceholder": { hindi: "अपना सवाल लिखें…", hinglish: "Apna sawaal likhein…" },
  "document.ask": { hindi: "पूछें", hinglish: "Poochhein" },
  "document.answering": { hindi: "दस्तावेज़ में जवाब ढूँढ रहा हूँ…", hinglish: "Document mein jawab dhoondh raha hoon…" },

  // Chart / infographic generation.
  "image.boxTitle": { hindi: "चार्ट या इन्फ़ोग्राफ़िक बनाएँ", hinglish: "Chart ya infographic banayein" },
  "image.boxDescription": {
    hindi: "ग्राम सभा, प्रशिक्षण या बैठक के लिए अपने आँकड़ों का साफ़ चार्ट बनाएँ।",
    hinglish: "Gram Sabha, training ya meeting ke liye apne aankdon ka saaf chart banayein.",
  },
  "image.open": { hindi: "चित्र बनाएँ", hinglish: "Chitra banayein" },
  "image.dialogTitle": { hindi: "चार्ट या इन्फ़ोग्राफ़िक बनाएँ", hinglish: "Chart ya infographic banayein" },
  "image.dialogDescription": {
    hindi: "बताएँ क्या दिखाना है: शीर्षक, आँकड़े और उनके नाम। जितना साफ़ विवरण, उतना अच्छा चित्र।",
    hinglish: "Batayein kya dikhana hai: shirshak, aankde aur unke naam. Jitna saaf vivaran, utna achha chitra.",
  },
  "image.promptLabel": { hindi: "चित्र का विवरण", hinglish: "Chitra ka vivaran" },
  "image.promptPlaceholder": {
    hindi: "जैसे: 2024-25 के विकास कार्यों का बार चार्ट — सड़क 12 लाख, नाली 8 लाख…",
    hinglish: "Jaise: 2024-25 ke vikas karyon ka bar chart — sadak 12 lakh, naali 8 lakh…",
  },
  "image.examplesTitle": { hindi: "उदाहरण (चुनने पर भर जाएगा)", hinglish: "Udaharan (chunne par bhar jaayega)" },
  // Written as "title: label number, …" — the shape the offline chart reader understands best.
  "image.example1": {
    hindi: "ग्राम पंचायत के 2024-25 के कार्यों का बार चार्ट: सड़क 12 लाख, नाली 8 लाख, स्कूल भवन 5 लाख, हैंडपंप 3 लाख",
    hinglish:
      "Gram Panchayat ke 2024-25 ke kaam ka bar chart: sadak 12 lakh, naali 8 lakh, school bhawan 5 lakh, handpump 3 lakh",
  },
  "image.example2": {
    hindi: "VB-G RAM G में काम करने वालों का पाई चार्ट: महिलाएँ 55%, पुरुष 45%",
    hinglish: "VB-G RAM G mein kaam karne walon ka pie chart: mahilayein 55%, purush 45%",
  },
  "image.example3": {
    hindi: "ग्राम सभा की तैयारी की समयरेखा: 1 अगस्त - सूचना लगाएँ, 8 अगस्त - एजेंडा बनाएँ, 15 अगस्त - ग्राम सभा",
    hinglish:
      "Gram Sabha ki taiyari ki timeline: 1 August - suchna lagayein, 8 August - agenda banayein, 15 August - Gram Sabha",
  },
  "image.example4": {
    hindi: "स्वच्छ गाँव के 4 कदम का इन्फोग्राफिक: कचरा अलग करें, शौचालय का उपयोग, नाली की सफ़ाई, प्लास्टिक बंद",
    hinglish:
      "Swachh gaon ke 4 kadam ka infographic: kachra alag karein, shauchalay ka upyog, naali ki safai, plastic band",
  },
  "image.permittedUse": {
    hindi: "केवल सरकारी काम, प्रशिक्षण सामग्री और आधिकारिक प्रस्तुतियों के लिए। अनुचित विवरण मना कर दिए जाएँगे।",
    hinglish:
      "Sirf sarkari kaam, training material aur official presentations ke liye. Anuchit vivaran mana kar diye jaayenge.",
  },
  "image.generate": { hindi: "बनाएँ", hinglish: "Banayein" },
  "image.generating": { hindi: "चित्र बन रहा है…", hinglish: "Chitra ban raha hai…" },
  "image.close": { hindi: "बंद करें", hinglish: "Band karein" },
  "image.previewTitle": { hindi: "बनाया गया चित्र", hinglish: "Banaya gaya chitra" },
  "image.previewAlt": { hindi: "बनाया गया चित्र: {prompt}", hinglish: "Banaya gaya chitra: {prompt}" },
  "image.download": { hindi: "डाउनलोड करें", hinglish: "Download karein" },
  "image.analyzeHint": {
    hindi: "यह चित्र अब चुना गया दस्तावेज़ है: इसका विश्लेषण भी कर सकते हैं।",
    hinglish: "Yeh chitra ab chuna gaya document hai: iska analysis bhi kar sakte hain.",
  },

  // Camera capture.
  "camera.title": { hindi: "दस्तावेज़ की फ़ोटो लें", hinglish: "Document ki photo lein" },
  "camera.description": {
    hindi: "काग़ज़ को अच्छी रोशनी में सीधा रखें, पूरा पन्ना फ्रेम में हो।",
    hinglish: "Kaagaz ko achhi roshni mein seedha rakhein, poora panna frame mein ho.",
  },
  "camera.starting": { hindi: "कैमरा चालू हो रहा है…", hinglish: "Camera chalu ho raha hai…" },
  "camera.capture": { hindi: "फ़ोटो खींचें", hinglish: "Photo khinchein" },
  "camera.retry": { hindi: "फिर से कोशिश करें", hinglish: "Dobara koshish karein" },
  "camera.close": { hindi: "बंद करें", hinglish: "Band karein" },
  "camera.videoLabel": { hindi: "कैमरे का दृश्य", hinglish: "Camera ka drishya" },
  "camera.denied": {
    hindi: "कैमरे की अनुमति नहीं मिली। ब्राउज़र की सेटिंग में कैमरे की अनुमति दें।",
    hinglish: "Camera ki permission nahi mili. Browser settings mein camera allow karein.",
  },
  "camera.notFound": {
    hindi: "इस फ़ोन या कंप्यूटर में कोई कैमरा नहीं मिला।",
    hinglish: "Is phone ya computer mein koi camera nahi mila.",
  },
  "camera.inUse": {
    hindi: "कैमरा किसी दूसरे ऐप में चल रहा है। उसे बंद करके फिर से कोशिश करें।",
    hinglish: "Camera kisi doosre app mein chal raha hai. Use band karke dobara koshish karein.",
  },
} as const satisfies Record<string, TBilingualText>;
