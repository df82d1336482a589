// The admin overview's system check (issue 22 item 10): each component the server looks for at
// start-up, and what its absence degrades, in English (en) and Hindi (hi). The server logs the
// English texts; the card shows the admin's language.
import type { TAdminText } from "../language.ts";

export const adminSystemTexts = {
  "admin.system.title": { en: "System check", hi: "सिस्टम जाँच" },
  "admin.system.allOk": {
    en: "Everything the app uses is installed and configured.",
    hi: "ऐप जो कुछ इस्तेमाल करता है, सब इंस्टॉल और सेट है।",
  },
  "admin.system.missing": {
    en: "{count} {count:component|components} missing or not configured",
    hi: "{count} {count:चीज़ नहीं मिली या सेट नहीं है|चीज़ें नहीं मिलीं या सेट नहीं हैं}",
  },
  "admin.system.fixLabel": { en: "To fix:", hi: "ठीक करने के लिए:" },
  "admin.system.restart": {
    en: "Checked when the server started; restart it after installing.",
    hi: "सर्वर शुरू होते समय जाँचा गया; इंस्टॉल करने के बाद सर्वर दोबारा शुरू करें।",
  },
  "admin.system.poppler": { en: "PDF reader (pdftotext, poppler-utils)", hi: "PDF रीडर (pdftotext, poppler-utils)" },
  "admin.system.popplerDegrades": {
    en: "Hindi PDFs are read without poppler: some Devanagari letters may come out broken or out of order, and scanned PDF pages are not read by OCR.",
    hi: "हिंदी PDF poppler के बिना पढ़े जाते हैं: कुछ देवनागरी अक्षर टूटे या आगे-पीछे आ सकते हैं, और स्कैन किए गए PDF पन्ने OCR से नहीं पढ़े जाते।",
  },
  "admin.system.dictionary": {
    en: "English–Hindi dictionary (dict-freedict-eng-hin)",
    hi: "अंग्रेज़ी–हिंदी शब्दकोश (dict-freedict-eng-hin)",
  },
  "admin.system.dictionaryDegrades": {
    en: "Questions reach documents in the other language only through the app's own word list: some Hindi questions miss English documents, and the other way round.",
    hi: "दूसरी भाषा के दस्तावेज़ सिर्फ़ ऐप की अपनी शब्द-सूची से मिलते हैं: कुछ हिंदी सवालों को अंग्रेज़ी दस्तावेज़ नहीं मिलते, और उल्टा भी।",
  },
  "admin.system.ocr_data": {
    en: "OCR language data (tesseract, Hindi and English)",
    hi: "OCR भाषा डेटा (tesseract, हिंदी और अंग्रेज़ी)",
  },
  "admin.system.ocr_dataDegrades": {
    en: "Photos and scanned pages cannot be read.",
    hi: "फ़ोटो और स्कैन किए गए पन्ने पढ़े नहीं जा सकते।",
  },
  "admin.system.speech": { en: "Offline speech (espeak-ng)", hi: "ऑफ़लाइन आवाज़ (espeak-ng)" },
  "admin.system.speechDegrades": {
    en: "Answers cannot be read aloud unless a speech model (TTS_MODEL) is configured.",
    hi: "जब तक स्पीच मॉडल (TTS_MODEL) सेट न हो, जवाब पढ़कर सुनाए नहीं जा सकते।",
  },
  "admin.system.pgvector": { en: "Vector search (pgvector)", hi: "वेक्टर खोज (pgvector)" },
  "admin.system.pgvectorDegrades": {
    en: "Search is full-text only: an embeddings model (EMBEDDING_MODEL) cannot be used for meaning-based search.",
    hi: "खोज सिर्फ़ शब्दों से होती है: एम्बेडिंग मॉडल (EMBEDDING_MODEL) से अर्थ के आधार पर खोज नहीं हो सकती।",
  },
  "admin.system.ai_model": { en: "AI chat model (CHAT_MODEL)", hi: "AI चैट मॉडल (CHAT_MODEL)" },
  "admin.system.ai_modelDegrades": {
    en: "No AI model is configured: answers quote the knowledge base's own sentences instead of being written in the reader's words.",
    hi: "कोई AI मॉडल सेट नहीं है: जवाब पाठक के शब्दों में लिखे जाने के बजाय ज्ञान-कोष के अपने वाक्य उद्धृत करते हैं।",
  },
} as const satisfies Record<string, TAdminText>;
