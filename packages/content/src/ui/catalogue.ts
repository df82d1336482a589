// The error catalogue of spec section 8 and the rating texts, for the screens built later.
import type { TBilingualText } from "../language.ts";

export const catalogueTexts = {
  // Chat stream errors, shown in the assistant bubble with suggestions.
  "chatError.internet": {
    hindi: "इंटरनेट कनेक्शन में समस्या है। कृपया अपना कनेक्शन जाँचें।",
    hinglish: "Internet connection mein problem hai. Please apna connection check karein.",
  },
  "chatError.serviceTemporary": {
    hindi: "सेवा में अस्थायी समस्या है। कृपया थोड़ी देर बाद कोशिश करें।",
    hinglish: "Service mein temporary problem hai. Thodi der baad try karein.",
  },
  "chatError.somethingWrong": {
    hindi: "कुछ गड़बड़ी हो गई। कृपया फिर से कोशिश करें।",
    hinglish: "Kuch galat ho gaya, please dobara try karein.",
  },
  "chatError.unknown": { hindi: "अज्ञात त्रुटि", hinglish: "Koi anjaan gadbad hui" },
  "chatError.connection": {
    hindi: "माफ़ कीजिए, अभी मुझे जुड़ने में दिक्कत आ रही है। कृपया थोड़ी देर में फिर कोशिश करें।",
    hinglish: "Maaf kijiye, abhi mujhe connect hone mein dikkat aa rahi hai. Thodi der mein phir try karein.",
  },
  "chatError.suggestionsTitle": { hindi: "आप यह कर सकते हैं:", hinglish: "Aap yeh kar sakte hain:" },
  "chatError.suggestInternet": {
    hindi: "अपना इंटरनेट कनेक्शन जाँचें",
    hinglish: "Apna internet connection check karein",
  },
  "chatError.suggestRefresh": { hindi: "पेज रीफ़्रेश करें", hinglish: "Page refresh karein" },
  "chatError.suggestLater": {
    hindi: "कुछ देर बाद फिर कोशिश करें",
    hinglish: "Kuch der baad phir try karein",
  },

  // Speech recognition (toast titled speechErrorTitle).
  "speech.errorTitle": { hindi: "आवाज़ पहचानने में समस्या", hinglish: "Awaaz pehchanne mein problem" },
  "speech.network": {
    hindi: "नेटवर्क की समस्या के कारण आवाज़ नहीं पहचानी जा सकी। कनेक्शन जाँचें।",
    hinglish: "Network problem ki wajah se awaaz pehchani nahi ja saki. Connection check karein.",
  },
  "speech.notAllowed": {
    hindi: "माइक्रोफ़ोन की अनुमति नहीं मिली। ब्राउज़र की सेटिंग में माइक की अनुमति दें।",
    hinglish: "Microphone ki permission nahi mili. Browser settings mein mic allow karein.",
  },
  "speech.serviceNotAllowed": {
    hindi: "इस ब्राउज़र में आवाज़ पहचानने की सेवा की अनुमति नहीं है।",
    hinglish: "Is browser mein speech recognition service allowed nahi hai.",
  },
  "speech.noSpeech": {
    hindi: "कोई आवाज़ सुनाई नहीं दी। कृपया फिर से बोलें।",
    hinglish: "Koi awaaz sunai nahi di. Please dobara bolein.",
  },
  "speech.aborted": { hindi: "सुनना रोक दिया गया।", hinglish: "Sunna rok diya gaya." },
  "speech.notSupported": {
    hindi: "आपका ब्राउज़र आवाज़ पहचानने की सुविधा नहीं देता",
    hinglish: "Speech recognition is not supported in your browser",
  },
  "speech.synthesisNotSupported": {
    hindi: "आपका ब्राउज़र पढ़कर सुनाने की सुविधा नहीं देता",
    hinglish: "Aapka browser padhkar sunane ki suvidha nahi deta",
  },

  // Document analysis.
  "document.connectionErrorTitle": { hindi: "कनेक्शन त्रुटि", hinglish: "Connection mein dikkat" },
  "document.serviceErrorTitle": { hindi: "सेवा त्रुटि", hinglish: "Service mein dikkat" },
  "document.fileErrorTitle": { hindi: "फ़ाइल त्रुटि", hinglish: "File mein dikkat" },
  "document.analysisErrorTitle": { hindi: "विश्लेषण त्रुटि", hinglish: "Jaanch mein dikkat" },
  "document.unknownErrorTitle": { hindi: "अज्ञात त्रुटि", hinglish: "Anjaan dikkat" },
  "document.chatError": {
    hindi: "माफ़ कीजिए, दस्तावेज़ के विश्लेषण में समस्या आई",
    hinglish: "Sorry, there was an issue with document analysis",
  },
  "document.tipFileType": {
    hindi: "फ़ाइल PDF, Word, फ़ोटो या टेक्स्ट में से किसी प्रकार की हो",
    hinglish: "File PDF, Word, photo ya text type ki ho",
  },
  "document.tipReadable": {
    hindi: "फ़ोटो साफ़ और पढ़ने लायक हो",
    hinglish: "Photo saaf aur padhne layak ho",
  },
  "document.tipSize": { hindi: "फ़ाइल 50MB से छोटी हो", hinglish: "File 50MB se chhoti ho" },
  "document.tipRetry": {
    hindi: "इंटरनेट जाँचकर फिर से कोशिश करें",
    hinglish: "Internet check karke dobara try karein",
  },
  "document.followUpFailed": {
    hindi: "माफ़ कीजिए, मैं अभी आपके सवाल का जवाब नहीं दे सका। कृपया फिर से कोशिश करें।",
    hinglish: "Sorry, I could not answer your question right now. Please try again.",
  },
  "document.fileTooLargeTitle": { hindi: "फ़ाइल बहुत बड़ी है", hinglish: "File too large" },
  "document.fileTooLarge": {
    hindi: "कृपया 50MB से छोटी फ़ाइल अपलोड करें।",
    hinglish: "Please upload a file smaller than 50MB.",
  },
  "document.noFileTitle": { hindi: "कोई फ़ाइल नहीं चुनी गई", hinglish: "No File Selected" },
  "document.noFile": {
    hindi: "कृपया पहले फ़ाइल अपलोड करें या फ़ोटो लें।",
    hinglish: "Please upload a file or take a photo first.",
  },
  "document.analysisRequired": {
    hindi: "सवाल पूछने से पहले दस्तावेज़ का विश्लेषण करें।",
    hinglish: "Sawaal poochhne se pehle document ka analysis karein.",
  },

  // Image generation.
  "image.emptyPromptTitle": { hindi: "विवरण खाली है", hinglish: "Empty Prompt" },
  "image.emptyPrompt": {
    hindi: "कृपया चित्र का विस्तृत विवरण लिखें।",
    hinglish: "Please provide a detailed description of the image.",
  },
  "image.inappropriateTitle": { hindi: "अनुचित सामग्री", hinglish: "Anuchit vivaran" },
  "image.inappropriate": {
    hindi: "यह विवरण सरकारी काम के लिए उपयुक्त नहीं है। कृपया दूसरा विवरण लिखें।",
    hinglish: "Yeh description sarkari kaam ke liye suitable nahi hai. Please doosra description likhein.",
  },
  "image.limitExceededTitle": { hindi: "सीमा पूरी हो गई", hinglish: "Aaj ki seema poori" },
  "image.limitExceeded": {
    hindi: "आज की चित्र बनाने की सीमा पूरी हो गई है। कृपया कल फिर कोशिश करें।",
    hinglish: "Daily image generation limit exceeded. Please try again tomorrow.",
  },
  "image.connectionErrorTitle": { hindi: "कनेक्शन त्रुटि", hinglish: "Connection mein dikkat" },
  "image.errorTitle": { hindi: "चित्र त्रुटि", hinglish: "Chitra banane mein dikkat" },
  "image.downloadFailed": {
    hindi: "चित्र डाउनलोड नहीं हो सका",
    hinglish: "Could not download image",
  },

  // Camera.
  "camera.unavailable": { hindi: "कैमरा उपलब्ध नहीं है।", hinglish: "Camera not available." },
  "camera.captureFailed": {
    hindi: "फ़ोटो लेने में समस्या हुई। कृपया फिर से कोशिश करें।",
    hinglish: "Error capturing photo. Please try again.",
  },

  // Rating.
  "rating.errorTitle": { hindi: "त्रुटि", hinglish: "Error" },
  "rating.noConversation": {
    hindi: "रेटिंग देने के लिए कोई बातचीत नहीं है",
    hinglish: "No conversation to rate",
  },
  "rating.submissionFailed": {
    hindi: "रेटिंग भेजी नहीं जा सकी",
    hinglish: "Rating submission failed",
  },
  "rating.submitted": { hindi: "रेटिंग भेज दी गई", hinglish: "Rating bhej di gayi" },
  "rating.outOfFive": { hindi: "5 में से {rating}", hinglish: "5 mein se {rating}" },
  "rating.terrible": { hindi: "बहुत ख़राब", hinglish: "Bahut kharab" },
  "rating.poor": { hindi: "ख़राब", hinglish: "Kharab" },
  "rating.average": { hindi: "ठीक-ठाक", hinglish: "Theek-thaak" },
  "rating.good": { hindi: "अच्छा", hinglish: "Achha" },
  "rating.excellent": { hindi: "बहुत बढ़िया", hinglish: "Bahut badhiya" },

  // Map.
  "map.geolocationUnsupported": {
    hindi: "यह ब्राउज़र लोकेशन की सुविधा नहीं देता।",
    hinglish: "Geolocation is not supported by this browser.",
  },
  "map.locationNotReady": {
    hindi: "लोकेशन अभी उपलब्ध नहीं है। कृपया प्रतीक्षा करें।",
    hinglish: "Location not available yet. Please wait.",
  },

  // General API failure when the server gave no message.
  "api.httpError": { hindi: "HTTP त्रुटि! स्टेटस: {status}", hinglish: "HTTP error! status: {status}" },
  "api.networkError": {
    hindi: "सर्वर से जुड़ नहीं पाए। कृपया इंटरनेट जाँचकर फिर कोशिश करें।",
    hinglish: "Server se connect nahi ho paya. Internet check karke phir try karein.",
  },
} as const satisfies Record<string, TBilingualText>;

/** Rating labels in star order, 1 to 5. */
export const RATING_LABEL_KEYS = [
  "rating.terrible",
  "rating.poor",
  "rating.average",
  "rating.good",
  "rating.excellent",
] as const satisfies readonly (keyof typeof catalogueTexts)[];
