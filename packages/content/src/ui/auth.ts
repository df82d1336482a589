// Texts of login, sign-up and two-step verification (MFA) screens.
import type { TBilingualText } from "../language.ts";

export const authTexts = {
  "auth.email": { hindi: "ईमेल", hinglish: "Email" },
  "auth.emailPlaceholder": { hindi: "aapka.naam@example.com", hinglish: "aapka.naam@example.com" },
  "auth.password": { hindi: "पासवर्ड", hinglish: "Password" },
  "auth.showPassword": { hindi: "पासवर्ड दिखाएँ", hinglish: "Password dikhayein" },
  "auth.hidePassword": { hindi: "पासवर्ड छिपाएँ", hinglish: "Password chhupayein" },
  "auth.unexpectedError": {
    hindi: "कुछ गड़बड़ी हो गई। कृपया फिर से कोशिश करें।",
    hinglish: "An unexpected error occurred.",
  },

  "login.title": { hindi: "लॉग इन करें", hinglish: "Login karein" },
  "login.subtitle": {
    hindi: "अपने खाते में लॉग इन करके काम शुरू करें",
    hinglish: "Apne account mein login karke kaam shuru karein",
  },
  "login.submit": { hindi: "लॉग इन", hinglish: "Login" },
  "login.submitting": { hindi: "लॉग इन हो रहा है...", hinglish: "Login ho raha hai..." },
  "login.noAccount": { hindi: "खाता नहीं है?", hinglish: "Account nahi hai?" },
  "login.toSignup": { hindi: "साइन अप करें", hinglish: "Sign Up" },
  "login.emailConfirmed": {
    hindi: "आपके ईमेल की पुष्टि हो गई है। अब लॉग इन करें।",
    hinglish: "Aapka email confirm ho gaya hai. Ab login karein.",
  },
  "login.confirmFailed": {
    hindi: "पुष्टि लिंक ग़लत है या उसकी समय-सीमा ख़त्म हो गई है। अगर खाता पहले ही पक्का हो चुका है तो सीधे लॉग इन करें।",
    hinglish:
      "Confirmation link galat hai ya expire ho gaya hai. Agar account pehle hi confirm ho chuka hai to seedha login karein.",
  },

  "login.identifier": { hindi: "ईमेल या मोबाइल नंबर", hinglish: "Email ya mobile number" },
  "login.identifierPlaceholder": {
    hindi: "naam@example.com या 98765 43210",
    hinglish: "naam@example.com ya 98765 43210",
  },
  "login.forgotPassword": { hindi: "पासवर्ड भूल गए?", hinglish: "Password bhool gaye?" },
  "login.whatIsSachiv": { hindi: "AI Sachiv क्या है?", hinglish: "AI Sachiv kya hai?" },
  "login.adminOn": {
    hindi: "एडमिन पहुँच चालू हो गई है: लॉग इन के बाद एडमिन डैशबोर्ड खुलेगा।",
    hinglish: "Admin access chalu ho gaya hai: login ke baad Admin Dashboard khul jayega.",
  },
  "login.passwordReset": {
    hindi: "नया पासवर्ड सेट हो गया। अब नए पासवर्ड से लॉग इन करें।",
    hinglish: "Naya password set ho gaya. Ab naye password se login karein.",
  },

  "auth.mobile": { hindi: "मोबाइल नंबर (ज़रूरी नहीं)", hinglish: "Mobile number (zaroori nahi)" },
  "auth.mobilePlaceholder": { hindi: "98765 43210", hinglish: "98765 43210" },
  "auth.mobileHint": {
    hindi: "ईमेल की जगह इस नंबर से भी लॉग इन कर सकेंगे। कोई SMS नहीं भेजा जाएगा।",
    hinglish: "Email ki jagah is number se bhi login kar sakenge. Koi SMS nahi bheja jayega.",
  },
  "auth.newPassword": { hindi: "नया पासवर्ड", hinglish: "Naya password" },

  "recover.title": { hindi: "पासवर्ड भूल गए?", hinglish: "Password bhool gaye?" },
  "recover.subtitle": {
    hindi: "अपना ईमेल या मोबाइल नंबर डालें। हम आपके ईमेल पर नया पासवर्ड बनाने का लिंक भेजेंगे।",
    hinglish: "Apna email ya mobile number daalein. Hum aapke email par naya password banane ka link bhejenge.",
  },
  "recover.submit": { hindi: "लिंक भेजें", hinglish: "Link bhejein" },
  "recover.submitting": { hindi: "भेजा जा रहा है...", hinglish: "Bheja ja raha hai..." },
  "recover.sent": {
    hindi:
      "अगर इस ईमेल या मोबाइल नंबर से कोई खाता है, तो उसके ईमेल पर लिंक भेज दिया गया है। लिंक 30 मिनट तक और एक ही बार काम करेगा।",
    hinglish:
      "Agar is email ya mobile number se koi account hai, to uske email par link bhej diya gaya hai. Link 30 minute tak aur ek hi baar kaam karega.",
  },
  "recover.backToLogin": { hindi: "लॉग इन पर लौटें", hinglish: "Login par wapas jayein" },

  "reset.title": { hindi: "नया पासवर्ड बनाएँ", hinglish: "Naya password banayein" },
  "reset.subtitle": {
    hindi: "नया पासवर्ड डालें। इसके बाद बाकी सभी फ़ोन और ब्राउज़र से लॉग आउट हो जाएगा।",
    hinglish: "Naya password daalein. Iske baad baaki sabhi phone aur browser se logout ho jayega.",
  },
  "reset.submit": { hindi: "पासवर्ड सेट करें", hinglish: "Password set karein" },
  "reset.submitting": { hindi: "सेट हो रहा है...", hinglish: "Set ho raha hai..." },
  "reset.missingToken": {
    hindi: "यह लिंक अधूरा है। कृपया ईमेल वाला पूरा लिंक खोलें या नया लिंक मँगाएँ।",
    hinglish: "Yeh link adhoora hai. Please email wala poora link kholein ya naya link mangayein.",
  },
  "reset.requestNew": { hindi: "नया लिंक मँगाएँ", hinglish: "Naya link mangayein" },

  "confirmed.title": { hindi: "ईमेल की पुष्टि हो गई", hinglish: "Email confirm ho gaya" },
  "confirmed.body": {
    hindi: "धन्यवाद! आपका ईमेल पक्का हो गया है।",
    hinglish: "Dhanyavaad! Aapka email confirm ho gaya hai.",
  },
  "confirmed.adminOn": {
    hindi: "एडमिन पहुँच चालू हो गई है। अब आप एडमिन डैशबोर्ड खोल सकते हैं।",
    hinglish: "Admin access chalu ho gaya hai. Ab aap Admin Dashboard khol sakte hain.",
  },
  "confirmed.toChat": { hindi: "चैट पर जाएँ", hinglish: "Chat par jayein" },
  "confirmed.toAdmin": { hindi: "एडमिन डैशबोर्ड खोलें", hinglish: "Admin Dashboard kholein" },

  "pendingAdmin.banner": {
    hindi: "एडमिन पहुँच के लिए अपना ईमेल पक्का करें: {email} पर भेजा गया पुष्टि लिंक खोलें।",
    hinglish: "Admin access ke liye apna email confirm karein: {email} par bheja gaya confirmation link kholein.",
  },
  "pendingAdmin.title": { hindi: "एडमिन पहुँच बाकी है", hinglish: "Admin access baaki hai" },
  "pendingAdmin.body": {
    hindi:
      "यह खाता एडमिन सूची में है, पर एडमिन पहुँच तभी चालू होगी जब आप {email} पर भेजा गया पुष्टि लिंक खोलेंगे। लिंक खोलने के बाद यह पेज फिर से खोलें।",
    hinglish:
      "Yeh account admin list mein hai, par admin access tabhi chalu hoga jab aap {email} par bheja gaya confirmation link kholenge. Link kholne ke baad yeh page phir se kholein.",
  },

  "signup.title": { hindi: "नया खाता बनाएँ", hinglish: "Naya account banayein" },
  "signup.subtitle": {
    hindi: "एआई सचिव का उपयोग शुरू करने के लिए खाता बनाएँ",
    hinglish: "AI Sachiv use karna shuru karne ke liye account banayein",
  },
  "signup.passwordHint": {
    hindi: "कम से कम {min} अक्षर",
    hinglish: "Kam se kam {min} characters",
  },
  "signup.submit": { hindi: "साइन अप करें", hinglish: "Sign Up" },
  "signup.submitting": { hindi: "खाता बन रहा है...", hinglish: "Account ban raha hai..." },
  "signup.checkEmail": { hindi: "अपना ईमेल देखें", hinglish: "Check Your Email" },
  "signup.checkEmailMessage": {
    hindi: "कृपया अपने खाते की पुष्टि के लिए अपना ईमेल देखें, फिर लॉग इन पर लौटें।",
    hinglish: "Please check your email to confirm your account, then return to login.",
  },
  "signup.haveAccount": { hindi: "पहले से खाता है?", hinglish: "Pehle se account hai?" },
  "signup.toLogin": { hindi: "लॉग इन करें", hinglish: "Login karein" },

  "mfa.stepTitle": { hindi: "दो-चरणीय सत्यापन", hinglish: "Do-charan verification" },
  "mfa.stepPrompt": {
    hindi: "अपने ऑथेंटिकेटर ऐप में दिख रहा 6 अंकों का कोड डालें।",
    hinglish: "Apne authenticator app mein dikh raha 6 digit code daalein.",
  },
  "mfa.codeLabel": { hindi: "6 अंकों का कोड", hinglish: "6 ankon ka code" },
  "mfa.verify": { hindi: "सत्यापित करें", hinglish: "Verify karein" },
  "mfa.verifying": { hindi: "जाँच हो रही है...", hinglish: "Verify ho raha hai..." },
  "mfa.back": { hindi: "वापस जाएँ", hinglish: "Wapas jayein" },

  "mfa.settingsTitle": { hindi: "दो-चरणीय सत्यापन (MFA)", hinglish: "Do-charan verification (MFA)" },
  "mfa.settingsIntro": {
    hindi: "लॉग इन करते समय पासवर्ड के साथ ऑथेंटिकेटर ऐप का कोड भी मांगा जाएगा, जिससे आपका खाता ज़्यादा सुरक्षित रहेगा।",
    hinglish:
      "Login karte samay password ke saath authenticator app ka code bhi maanga jayega, isse aapka account zyada surakshit rahega.",
  },
  "mfa.factorsHeading": { hindi: "आपके ऑथेंटिकेटर", hinglish: "Aapke authenticator" },
  "mfa.noFactors": {
    hindi: "अभी कोई ऑथेंटिकेटर नहीं जोड़ा गया है।",
    hinglish: "Abhi koi authenticator joda nahi gaya hai.",
  },
  "mfa.unnamedFactor": { hindi: "ऑथेंटिकेटर ऐप", hinglish: "Authenticator app" },
  "mfa.statusVerified": { hindi: "सक्रिय", hinglish: "Active" },
  "mfa.statusUnverified": { hindi: "सत्यापन बाकी", hinglish: "Verify baaki hai" },
  "mfa.add": { hindi: "ऑथेंटिकेटर ऐप जोड़ें", hinglish: "Authenticator app jodein" },
  "mfa.adding": { hindi: "जोड़ा जा रहा है...", hinglish: "Joda ja raha hai..." },
  "mfa.friendlyName": { hindi: "इस ऐप का नाम", hinglish: "Is app ka naam" },
  "mfa.friendlyNamePlaceholder": { hindi: "जैसे: मेरा फ़ोन", hinglish: "Jaise: Mera phone" },
  "mfa.scanQr": {
    hindi: "इस QR कोड को अपने ऑथेंटिकेटर ऐप (जैसे Google Authenticator) से स्कैन करें।",
    hinglish: "Is QR code ko apne authenticator app (jaise Google Authenticator) se scan karein.",
  },
  "mfa.qrAlt": { hindi: "ऑथेंटिकेटर ऐप के लिए QR कोड", hinglish: "Authenticator app ke liye QR code" },
  "mfa.secretLabel": {
    hindi: "स्कैन न हो तो यह गुप्त कुंजी डालें:",
    hinglish: "Scan na ho to yeh secret key daalein:",
  },
  "mfa.enrolled": {
    hindi: "ऑथेंटिकेटर जुड़ गया। अगली बार लॉग इन पर कोड मांगा जाएगा।",
    hinglish: "Authenticator jud gaya. Agli baar login par code maanga jayega.",
  },
  "mfa.remove": { hindi: "हटाएँ", hinglish: "Hatayein" },
  "mfa.removeConfirmTitle": {
    hindi: "क्या यह ऑथेंटिकेटर हटाना है?",
    hinglish: "Kya yeh authenticator hatana hai?",
  },
  "mfa.removeConfirmBody": {
    hindi: "हटाने के बाद लॉग इन के लिए सिर्फ़ पासवर्ड चाहिए होगा।",
    hinglish: "Hatane ke baad login ke liye sirf password chahiye hoga.",
  },
  "mfa.removed": { hindi: "ऑथेंटिकेटर हटा दिया गया।", hinglish: "Authenticator hata diya gaya." },
  "mfa.cancel": { hindi: "रद्द करें", hinglish: "Cancel karein" },
  "mfa.needsAal2": {
    hindi: "बदलाव करने के लिए पहले लॉग आउट करके कोड के साथ दोबारा लॉग इन करें।",
    hinglish: "Badlav karne ke liye pehle logout karke code ke saath dobara login karein.",
  },
} as const satisfies Record<string, TBilingualText>;
