// Texts of the app shell: title, navigation, language toggle, landing page, 404, placeholders.
import type { TBilingualText } from "../language.ts";

export const shellTexts = {
  "app.title": { hindi: "एआई सचिव", hinglish: "AI Sachiv" },
  "app.subtitle": { hindi: "आपका ग्राम पंचायत सहायक", hinglish: "Aapka Gram Panchayat Sahayak" },
  "app.credit": {
    hindi: "ग्राम पंचायतों के लिए एआई सचिव टीम द्वारा प्रेम से बनाया गया",
    hinglish: "Gram Panchayaton ke liye AI Sachiv team dwara pyaar se banaya gaya",
  },
  "app.loading": { hindi: "लोड हो रहा है...", hinglish: "Loading..." },

  "nav.label": { hindi: "मुख्य नेविगेशन", hinglish: "Main navigation" },
  "nav.home": { hindi: "होम", hinglish: "Home" },
  "nav.chat": { hindi: "चैट", hinglish: "Chat" },
  "nav.voice": { hindi: "वॉइस", hinglish: "Voice" },
  "nav.voiceAgent": { hindi: "वॉइस एजेंट", hinglish: "Voice Agent" },
  "nav.document": { hindi: "दस्तावेज़", hinglish: "Document" },
  "nav.circulars": { hindi: "योजनाएँ व परिपत्र", hinglish: "Yojanayein aur Circular" },
  "nav.academy": { hindi: "सरपंच अकादमी", hinglish: "Sarpanch Academy" },
  "nav.glossary": { hindi: "शब्दकोश", hinglish: "Shabdkosh" },
  "nav.videos": { hindi: "ज़रूरी वीडियो", hinglish: "Zaroori Videos" },
  "nav.map": { hindi: "गाँव का नक़्शा", hinglish: "Gaon ka Naksha" },
  "nav.admin": { hindi: "एडमिन डैशबोर्ड", hinglish: "Admin Dashboard" },
  "nav.settings": { hindi: "सेटिंग्स", hinglish: "Settings" },
  "nav.more": { hindi: "+{count} और", hinglish: "+{count} more" },
  "nav.less": { hindi: "कम दिखाएँ", hinglish: "Kam dikhayein" },

  "language.toggle": { hindi: "भाषा बदलें", hinglish: "Bhasha badlein" },
  /** Each language names itself in its own script on the toggle. */
  "language.selfName": { hindi: "हिंदी", hinglish: "Hinglish" },

  "account.signedInAs": { hindi: "लॉग इन खाता", hinglish: "Login account" },
  "account.logout": { hindi: "लॉग आउट", hinglish: "Logout" },
  "logout.confirmTitle": { hindi: "लॉग आउट करें?", hinglish: "Logout karein?" },
  "logout.confirmText": {
    hindi: "दोबारा इस्तेमाल करने के लिए ईमेल और पासवर्ड फिर से डालना होगा।",
    hinglish: "Dobara istemaal karne ke liye email aur password phir se daalna hoga.",
  },
  "logout.stay": { hindi: "नहीं, यहीं रहें", hinglish: "Nahi, yahin rahein" },
  "logout.confirm": { hindi: "हाँ, लॉग आउट करें", hinglish: "Haan, logout karein" },
  "pwa.install": { hindi: "ऐप इंस्टॉल करें", hinglish: "App install karein" },
  "pwa.installShort": { hindi: "इंस्टॉल", hinglish: "Install" },

  "notFound.code": { hindi: "404", hinglish: "404" },
  "notFound.title": { hindi: "उफ़! यह पेज नहीं मिला", hinglish: "Oops! Page not found" },
  "notFound.home": { hindi: "होम पर लौटें", hinglish: "Return to Home" },

  "landing.chooseMode": {
    hindi: "शुरू करने के लिए एक मोड चुनें",
    hinglish: "Shuru karne ke liye ek mode chunein",
  },
  "landing.getStarted": { hindi: "शुरू करें", hinglish: "Get started" },
  "landing.chatMode": { hindi: "चैट मोड", hinglish: "Chat mode" },
  "landing.chatModeHint": {
    hindi: "लिखकर या बोलकर सवाल पूछें, जवाब सुनें भी",
    hinglish: "Likhkar ya bolkar sawaal poochhein, jawab sunein bhi",
  },
  "landing.voiceMode": { hindi: "वॉइस मोड", hinglish: "Voice Mode" },
  "landing.voiceModeHint": {
    hindi: "वॉइस एजेंट से सीधे बात करें",
    hinglish: "Voice agent se seedhe baat karein",
  },
  "landing.welcome": { hindi: "स्वागत है, {name}!", hinglish: "Swagat hai, {name}!" },
  "landing.loginInvite": {
    hindi: "अपना काम शुरू करने के लिए लॉग इन करें",
    hinglish: "Apna kaam shuru karne ke liye login karein",
  },
  "landing.login": { hindi: "लॉग इन करें", hinglish: "Login karein" },

  "placeholder.comingSoon": {
    hindi: "यह स्क्रीन जल्द ही आ रही है।",
    hinglish: "Yeh screen jald hi aa rahi hai.",
  },
  "page.chat.title": { hindi: "एआई चैट", hinglish: "AI Chat" },
  "page.voiceAgent.title": { hindi: "वॉइस एजेंट मोड", hinglish: "Voice Agent Mode" },
  "page.document.title": { hindi: "दस्तावेज़ विश्लेषण", hinglish: "Document ki jaanch" },
  "page.circulars.title": { hindi: "योजनाएँ और परिपत्र", hinglish: "Yojanayein aur Circular" },
  "page.academy.title": { hindi: "सरपंच अकादमी", hinglish: "Sarpanch Academy" },
  "page.glossary.title": { hindi: "शब्दकोश", hinglish: "Shabdkosh (Glossary)" },
  "page.map.title": { hindi: "ग्राम पंचायत नक़्शा", hinglish: "Gram Panchayat Map" },
  "page.map.subtitle": {
    hindi: "आपके निर्धारित गाँव क्षेत्र का आधिकारिक नक़्शा।",
    hinglish: "Official map of your designated village area.",
  },
  "page.settings.title": { hindi: "सेटिंग्स", hinglish: "Settings" },
} as const satisfies Record<string, TBilingualText>;
