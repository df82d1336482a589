// API error messages: a stable code and one message per language. The API answers in the
// caller's language (x-language header); the web app can show the same texts.
import { adminKnowledgeErrors } from "./ui/admin-knowledge.ts";

type TMessage = { hindi: string; hinglish: string };

export const apiErrors = {
  VALIDATION_FAILED: {
    hindi: "भेजी गई जानकारी सही नहीं है। कृपया जाँचकर फिर से भेजें।",
    hinglish: "Bheji gayi jaankari sahi nahi hai. Please check karke dobara bhejein.",
  },
  INVALID_JSON: {
    hindi: "अनुरोध पढ़ा नहीं जा सका (JSON ग़लत है)।",
    hinglish: "Request padhi nahi ja saki (JSON galat hai).",
  },
  INVALID_CHARACTERS: {
    hindi: "भेजी गई जानकारी में ऐसे अक्षर हैं जो पढ़े नहीं जा सकते। कृपया लिखकर फिर से भेजें।",
    hinglish: "Bheji gayi jaankari mein aise akshar hain jo padhe nahi ja sakte. Please likh kar dobara bhejein.",
  },
  DATABASE_UNAVAILABLE: {
    hindi: "सर्वर अभी अपने डेटा तक नहीं पहुँच पा रहा है। कृपया कुछ सेकंड बाद फिर से कोशिश करें।",
    hinglish: "Server abhi apne data tak nahi pahunch pa raha hai. Please kuch second baad dobara try karein.",
  },
  STORAGE_FULL: {
    hindi: "सर्वर की डिस्क भर गई है, इसलिए अभी नई जानकारी सहेजी नहीं जा सकती। कृपया एडमिन को बताएँ।",
    hinglish: "Server ki disk bhar gayi hai, isliye abhi nayi jaankari save nahi ho sakti. Please admin ko batayein.",
  },
  ANSWER_NOT_SAVED: {
    hindi: "जवाब दिखा दिया गया, पर बातचीत में सहेजा नहीं जा सका। कृपया थोड़ी देर बाद फिर से पूछें।",
    hinglish: "Jawab dikha diya gaya, par baatcheet mein save nahi ho paya. Please thodi der baad phir se poochhein.",
  },
  UNSUPPORTED_MEDIA_TYPE: {
    hindi: "यह सामग्री प्रकार स्वीकार नहीं है।",
    hinglish: "Yeh content type accept nahi hai.",
  },
  PAYLOAD_TOO_LARGE: {
    hindi: "भेजी गई सामग्री बहुत बड़ी है।",
    hinglish: "Bheja gaya data bahut bada hai.",
  },
  NOT_FOUND: {
    hindi: "यह पता मौजूद नहीं है।",
    hinglish: "Yeh address maujood nahi hai.",
  },
  RATE_LIMITED: {
    hindi: "बहुत सारे अनुरोध आए हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।",
    hinglish: "Bahut saari requests aa gayi hain. Thodi der baad phir try karein.",
  },
  INTERNAL: {
    hindi: "कुछ गड़बड़ी हो गई। कृपया फिर से कोशिश करें।",
    hinglish: "Kuch galat ho gaya, please dobara try karein.",
  },
  UNAUTHENTICATED: {
    hindi: "कृपया लॉग इन करें।",
    hinglish: "Please login karein.",
  },
  SESSION_EXPIRED: {
    hindi: "आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें।",
    hinglish: "Aapka session khatam ho gaya hai. Please dobara login karein.",
  },
  MFA_REQUIRED: {
    hindi: "आगे बढ़ने के लिए ऑथेंटिकेटर ऐप का 6 अंकों का कोड डालें।",
    hinglish: "Aage badhne ke liye authenticator app ka 6 digit code daalein.",
  },
  FORBIDDEN_ADMIN_ONLY: {
    hindi: "यह पेज केवल एडमिन के लिए है।",
    hinglish: "Yeh page sirf admin ke liye hai.",
  },
  FORBIDDEN_FULL_ADMIN_ONLY: {
    hindi: "यह काम केवल पूर्ण एडमिन कर सकते हैं; आपका अधिकार कुछ राज्यों/ज़िलों तक सीमित है।",
    hinglish: "Yeh kaam sirf poore admin kar sakte hain; aapka adhikaar kuch rajyon/zilon tak seemit hai.",
  },
  ADMIN_SCOPE_USER_NOT_FOUND: {
    hindi: "इस ईमेल का कोई खाता नहीं मिला।",
    hinglish: "Is email ka koi khaata nahi mila.",
  },
  ADMIN_SCOPE_SELF: {
    hindi: "आप अपना ही दायरा नहीं बदल सकते; किसी दूसरे पूर्ण एडमिन से कहें।",
    hinglish: "Aap apna hi daayra nahi badal sakte; kisi doosre poore admin se kahein.",
  },
  ADMIN_SCOPE_REQUIRED: {
    hindi: "नया एडमिन बनाने के लिए कम से कम एक राज्य या ज़िला चुनें।",
    hinglish: "Naya admin banane ke liye kam se kam ek rajya ya zila chunein.",
  },
  GAP_NOT_IN_SCOPE: {
    hindi: "यह सवाल-समूह आपके राज्यों/ज़िलों में नहीं है।",
    hinglish: "Yeh sawaal-samooh aapke rajyon/zilon mein nahi hai.",
  },
  METRICS_FORBIDDEN: {
    hindi: "मेट्रिक्स केवल निगरानी सर्वर के लिए हैं: METRICS_TOKEN वाला टोकन भेजें, या इसी मशीन से माँगें।",
    hinglish:
      "Metrics sirf monitoring server ke liye hain: METRICS_TOKEN wala token bhejein, ya isi machine se maangein.",
  },
  EMAIL_TAKEN: {
    hindi: "इस ईमेल से पहले से एक खाता बना हुआ है। कृपया लॉग इन करें।",
    hinglish: "Is email se pehle se account bana hua hai. Please login karein.",
  },
  WEAK_PASSWORD: {
    hindi: "पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।",
    hinglish: "Password kam se kam 8 characters ka hona chahiye.",
  },
  INVALID_EMAIL: {
    hindi: "कृपया सही ईमेल पता डालें।",
    hinglish: "Please sahi email address daalein.",
  },
  INVALID_CREDENTIALS: {
    hindi: "ईमेल या पासवर्ड ग़लत है।",
    hinglish: "Email ya password galat hai.",
  },
  EMAIL_NOT_CONFIRMED: {
    hindi: "कृपया अपना ईमेल देखें और खाते की पुष्टि करें, फिर लॉग इन पर लौटें।",
    hinglish: "Please check your email to confirm your account, then return to login.",
  },
  TOO_MANY_LOGIN_ATTEMPTS: {
    hindi: "बहुत बार ग़लत लॉग इन हुआ। कृपया कम से कम 15 मिनट बाद फिर कोशिश करें।",
    hinglish: "Bahut baar galat login hua. Please kam se kam 15 minute baad phir try karein.",
  },
  TOO_MANY_MFA_ATTEMPTS: {
    hindi: "बहुत बार ग़लत कोड डाला गया, इसलिए यह सत्यापन कुछ देर के लिए रोका गया है। कृपया 15 मिनट बाद फिर कोशिश करें।",
    hinglish:
      "Bahut baar galat code daala gaya, isliye yeh verification kuch der ke liye roka gaya hai. Please 15 minute baad phir try karein.",
  },
  INVALID_REFRESH_TOKEN: {
    hindi: "आपका सत्र मान्य नहीं है। कृपया फिर से लॉग इन करें।",
    hinglish: "Aapka session valid nahi hai. Please dobara login karein.",
  },
  REFRESH_TOKEN_REUSED: {
    hindi: "सुरक्षा के लिए यह सत्र बंद कर दिया गया है। कृपया फिर से लॉग इन करें।",
    hinglish: "Security ke liye yeh session band kar diya gaya hai. Please dobara login karein.",
  },
  INVALID_CONFIRMATION_LINK: {
    hindi: "पुष्टि लिंक ग़लत है या उसकी समय-सीमा ख़त्म हो गई है।",
    hinglish: "Confirmation link galat hai ya expire ho gaya hai.",
  },
  INVALID_RESET_LINK: {
    hindi: "पासवर्ड बदलने का लिंक ग़लत है, पहले इस्तेमाल हो चुका है या उसकी समय-सीमा ख़त्म हो गई है। कृपया नया लिंक मँगाएँ।",
    hinglish:
      "Password badalne ka link galat hai, pehle use ho chuka hai ya expire ho gaya hai. Please naya link mangayein.",
  },
  INVALID_MOBILE: {
    hindi: "कृपया 10 अंकों का सही मोबाइल नंबर डालें।",
    hinglish: "Please 10 ankon ka sahi mobile number daalein.",
  },
  INVALID_IDENTIFIER: {
    hindi: "कृपया अपना ईमेल या 10 अंकों का मोबाइल नंबर डालें।",
    hinglish: "Please apna email ya 10 ankon ka mobile number daalein.",
  },
  MOBILE_TAKEN: {
    hindi: "इस मोबाइल नंबर से पहले से एक खाता बना हुआ है। कृपया लॉग इन करें।",
    hinglish: "Is mobile number se pehle se account bana hua hai. Please login karein.",
  },
  INVALID_MOBILE_CREDENTIALS: {
    hindi: "मोबाइल नंबर या पासवर्ड ग़लत है।",
    hinglish: "Mobile number ya password galat hai.",
  },
  FACTOR_NOT_FOUND: {
    hindi: "यह सुरक्षा तरीका (MFA) नहीं मिला।",
    hinglish: "Yeh MFA factor nahi mila.",
  },
  FACTOR_NAME_TAKEN: {
    hindi: "इस नाम से पहले से एक सुरक्षा तरीका जुड़ा है। दूसरा नाम चुनें।",
    hinglish: "Is naam se pehle se ek factor juda hai. Doosra naam chunein.",
  },
  FACTOR_TYPE_UNSUPPORTED: {
    hindi: "अभी केवल ऑथेंटिकेटर ऐप (TOTP) उपलब्ध है।",
    hinglish: "Abhi sirf authenticator app (TOTP) available hai.",
  },
  CHALLENGE_NOT_FOUND: {
    hindi: "कोड की समय-सीमा ख़त्म हो गई। कृपया फिर से कोशिश करें।",
    hinglish: "Code ka time khatam ho gaya. Please dobara try karein.",
  },
  INVALID_MFA_CODE: {
    hindi: "कोड ग़लत है। ऐप में दिख रहा नया कोड डालें।",
    hinglish: "Code galat hai. App mein dikh raha naya code daalein.",
  },
  TTS_NOTHING_TO_SAY: {
    hindi: "बोलने के लिए कोई शब्द नहीं मिला। कृपया कुछ लिखा हुआ पाठ भेजें।",
    hinglish: "Bolne ke liye koi shabd nahi mila. Please kuch likha hua text bhejein.",
  },
  TTS_UNAVAILABLE: {
    hindi: "अभी आवाज़ नहीं बन पा रही है। कृपया थोड़ी देर बाद फिर कोशिश करें।",
    hinglish: "Abhi awaaz nahi ban pa rahi hai. Thodi der baad phir try karein.",
  },
  TTS_RATE_LIMITED: {
    hindi: "एक मिनट में बहुत सारे जवाब सुनने के अनुरोध आए हैं। कृपया एक मिनट रुककर फिर सुनें।",
    hinglish: "Ek minute mein bahut saare jawab sunne ki requests aa gayi hain. Please ek minute ruk kar phir sunein.",
  },
  TTS_TEXT_TOO_LONG: {
    hindi: "यह पाठ एक बार में सुनने के लिए बहुत लंबा है। कृपया छोटा हिस्सा भेजें।",
    hinglish: "Yeh text ek baar mein sunne ke liye bahut lamba hai. Please chhota hissa bhejein.",
  },
  TTS_BUSY: {
    hindi: "आपके सुनने के कई अनुरोध पहले से कतार में हैं। कृपया कुछ सेकंड बाद फिर सुनें।",
    hinglish: "Aapki sunne ki kai requests pehle se line mein hain. Kuch second baad phir sunein.",
  },
  // ---- chat (issue 4) ----
  EMPTY_MESSAGE: {
    hindi: "कृपया अपना सवाल लिखें या बोलें, खाली संदेश नहीं भेजा जा सकता।",
    hinglish: "Please apna sawaal likhein ya bolein, khaali message nahi bheja ja sakta.",
  },
  ANSWER_NOT_FOUND: {
    hindi: "यह जवाब नहीं मिला। केवल अपने सवालों के जवाब पर राय दी जा सकती है।",
    hinglish: "Yeh jawab nahi mila. Sirf apne sawaalon ke jawab par raay di ja sakti hai.",
  },
  PASSAGE_NOT_FOUND: {
    hindi: "यह अंश नहीं मिला: दस्तावेज़ हटा दिया गया है या उसकी जगह नया दस्तावेज़ आ गया है।",
    hinglish: "Yeh ansh nahi mila: dastavez hata diya gaya hai ya uski jagah naya dastavez aa gaya hai.",
  },
  APPROVED_ANSWER_NOT_FOUND: {
    hindi: "यह स्वीकृत जवाब नहीं मिला।",
    hinglish: "Yeh sweekrit jawab nahi mila.",
  },
  CONVERSATION_NOT_FOUND: {
    hindi: "यह बातचीत नहीं मिली। नई बातचीत शुरू करें।",
    hinglish: "Yeh conversation nahi mili. Nayi conversation shuru karein.",
  },
  NO_CONVERSATION_TO_RATE: {
    hindi: "रेटिंग के लिए कोई बातचीत नहीं है।",
    hinglish: "No conversation to rate",
  },
  CHAT_RATE_LIMITED: {
    hindi: "आपने एक मिनट में बहुत सारे सवाल भेजे हैं। कृपया थोड़ा रुककर फिर पूछें।",
    hinglish: "Aapne ek minute mein bahut saare sawaal bheje hain. Thoda ruk kar phir poochhein.",
  },
  CHAT_PROVIDER_UNAVAILABLE: {
    hindi: "सहायक से अभी जुड़ने में दिक्कत हो रही है। कृपया थोड़ी देर में फिर कोशिश करें।",
    hinglish: "Assistant se abhi connect hone mein dikkat ho rahi hai. Thodi der mein phir try karein.",
  },
  CHAT_TIMEOUT: {
    hindi: "जवाब आने में बहुत देर हो गई। कृपया फिर से पूछें।",
    hinglish: "Jawab aane mein bahut der ho gayi. Please dobara poochhein.",
  },
  // ---- documents and images (issue 6) ----
  FILE_TOO_LARGE: {
    hindi: "फ़ाइल बहुत बड़ी है (File too large)। कृपया 50MB से छोटी फ़ाइल अपलोड करें।",
    hinglish: "File too large. Please upload a file smaller than 50MB.",
  },
  UNSUPPORTED_DOCUMENT_TYPE: {
    hindi:
      "यह फ़ाइल प्रकार नहीं पढ़ा जा सकता। PDF, Word (doc, docx), PowerPoint (pptx), txt, csv, rtf या फ़ोटो (jpg, png, gif, bmp, webp, tiff) भेजें।",
    hinglish:
      "Yeh file type padha nahi ja sakta. PDF, Word (doc, docx), PowerPoint (pptx), txt, csv, rtf ya photo (jpg, png, gif, bmp, webp, tiff) bhejein.",
  },
  PPT_NOT_SUPPORTED: {
    hindi: "पुरानी .ppt फ़ाइल नहीं पढ़ी जा सकती। PowerPoint में 'Save As' से .pptx बनाकर भेजें।",
    hinglish: "Purani .ppt file padhi nahi ja sakti. PowerPoint mein 'Save As' se .pptx bana kar bhejein.",
  },
  UNREADABLE_DOCUMENT: {
    hindi: "यह फ़ाइल खुल नहीं रही, शायद ख़राब (corrupt) है। कृपया फ़ाइल दोबारा सेव या डाउनलोड करके भेजें।",
    hinglish:
      "Yeh file khul nahi rahi, shayad kharab (corrupt) hai. Please file dobara save ya download karke bhejein.",
  },
  UNSAFE_ARCHIVE: {
    hindi: "इस फ़ाइल के अंदर का डेटा असामान्य रूप से बहुत बड़ा है, इसलिए इसे नहीं खोला गया।",
    hinglish: "Is file ke andar ka data asaamaanya roop se bahut bada hai, isliye ise khola nahi gaya.",
  },
  DOCUMENT_HAS_NO_TEXT: {
    hindi: "इस फ़ाइल में पढ़ने लायक कोई लिखावट नहीं मिली। साफ़ फ़ोटो लें या टेक्स्ट वाली फ़ाइल भेजें।",
    hinglish: "Is file mein padhne layak koi likhawat nahi mili. Saaf photo lein ya text wali file bhejein.",
  },
  OCR_UNAVAILABLE: {
    hindi: "फ़ोटो से अक्षर पढ़ने (OCR) की सुविधा अभी उपलब्ध नहीं है। कृपया टेक्स्ट वाली फ़ाइल भेजें।",
    hinglish: "Photo se akshar padhne (OCR) ki suvidha abhi available nahi hai. Please text wali file bhejein.",
  },
  // ---- hardening (issue 10): file readers run apart, with limits per file and per user ----
  XLS_NOT_SUPPORTED: {
    hindi: "पुरानी Excel (.xls) फ़ाइल नहीं पढ़ी जा सकती। Excel में 'Save As' से .xlsx या .csv बनाकर भेजें।",
    hinglish: "Purani Excel (.xls) file padhi nahi ja sakti. Excel mein 'Save As' se .xlsx ya .csv bana kar bhejein.",
  },
  DOCUMENT_TOO_COMPLEX: {
    hindi: "यह फ़ाइल पढ़ने में बहुत भारी है (बहुत बड़ी या जटिल)। इसे छोटे हिस्सों में बाँटकर या PDF/टेक्स्ट के रूप में भेजें।",
    hinglish:
      "Yeh file padhne mein bahut bhaari hai (bahut badi ya complex). Ise chhote hisson mein baant kar ya PDF/text ke roop mein bhejein.",
  },
  PDF_PAGE_TOO_LARGE: {
    hindi: "इस PDF का पन्ना असामान्य रूप से बहुत बड़ा है, इसलिए उसे पढ़ा नहीं गया। कृपया A4 आकार में स्कैन करके भेजें।",
    hinglish:
      "Is PDF ka page asaamaanya roop se bahut bada hai, isliye use padha nahi gaya. Please A4 size mein scan karke bhejein.",
  },
  DOCUMENT_QUEUE_FULL: {
    hindi: "आपकी कई फ़ाइलें अभी पढ़ी जा रही हैं। कृपया उनके पूरा होने के बाद अगली फ़ाइल भेजें।",
    hinglish: "Aapki kai files abhi padhi ja rahi hain. Please unke poora hone ke baad agli file bhejein.",
  },
  DOCUMENTS_BUSY: {
    hindi: "अभी बहुत सारी फ़ाइलें पढ़ी जा रही हैं। कृपया एक-दो मिनट बाद फिर कोशिश करें।",
    hinglish: "Abhi bahut saari files padhi ja rahi hain. Please ek-do minute baad phir try karein.",
  },
  OCR_RATE_LIMITED: {
    hindi: "इस मिनट में आपके स्कैन/फ़ोटो वाले पन्नों की सीमा पूरी हो गई। कृपया एक मिनट बाद फिर भेजें।",
    hinglish: "Is minute mein aapke scan/photo wale pages ki seema poori ho gayi. Please ek minute baad phir bhejein.",
  },
  ANALYSIS_REQUIRED: {
    hindi: "पहले दस्तावेज़ का विश्लेषण करें, फिर सवाल पूछें। (analysisRequiredError)",
    hinglish: "Pehle document analyse karein, phir sawaal poochhein. (analysisRequiredError)",
  },
  DRAFT_TEMPLATE_INVALID: {
    hindi: "टेम्पलेट सहेजा नहीं गया: उसके कुछ हिस्से ठीक नहीं हैं (नीचे देखें)।",
    hinglish: "Template save nahi hua: uske kuch hisse theek nahi hain (neeche dekhein).",
  },
  DRAFT_NOT_FOUND: {
    hindi: "यह मसौदा नहीं मिला — शायद मिटा दिया गया है या किसी और खाते का है।",
    hinglish: "Yeh draft nahi mila — shayad delete ho gaya hai ya kisi aur account ka hai.",
  },
  DOCUMENT_NOT_FOUND: {
    hindi: "यह दस्तावेज़ अब नहीं मिला (विश्लेषण कुछ समय बाद अपने-आप हट जाता है)। कृपया फ़ाइल फिर से चुनें।",
    hinglish:
      "Yeh document ab nahi mila (analysis kuch samay baad apne-aap hat jata hai). Please file phir se chunein.",
  },
  DOCUMENT_ANSWER_FAILED: {
    hindi: "माफ़ कीजिए, अभी आपके सवाल का जवाब नहीं दे पाया। कृपया फिर से कोशिश करें।",
    hinglish: "Sorry, I could not answer your question right now. Please try again.",
  },
  EMPTY_PROMPT: {
    hindi: "खाली विवरण: कृपया चित्र का पूरा विवरण लिखें।",
    hinglish: "Empty Prompt - Please provide a detailed description of the image.",
  },
  INAPPROPRIATE_IMAGE_PROMPT: {
    hindi:
      "यह अनुरोध उचित नहीं है (not appropriate)। एआई सचिव केवल सरकारी काम, प्रशिक्षण और प्रस्तुति के लिए चार्ट और इन्फ़ोग्राफ़िक बनाता है।",
    hinglish:
      "Yeh request appropriate nahi hai. AI Sachiv sirf sarkari kaam, training aur presentation ke liye suitable charts aur infographics banata hai.",
  },
  IMAGE_LIMIT_EXCEEDED: {
    hindi: "आज की इमेज बनाने की सीमा पूरी हो गई (Limit Exceeded)। कृपया कल फिर कोशिश करें।",
    hinglish: "Daily image generation limit exceeded. Please try again tomorrow.",
  },
  IMAGE_NOT_FOUND: {
    hindi: "यह चित्र नहीं मिला। कृपया चित्र फिर से बनाएँ।",
    hinglish: "Yeh image nahi mili. Please image dobara banayein.",
  },
  IMAGE_RENDER_FAILED: {
    hindi: "चित्र नहीं बन पाया। कृपया विवरण बदलकर फिर कोशिश करें।",
    hinglish: "Image ban nahi payi. Please description badal kar phir try karein.",
  },
  // ---- admin (issue 5): the admin interface is English / Hindi, so `hinglish` holds the English ----
  NO_FILES_SELECTED: {
    hindi: "कृपया कम से कम एक फ़ाइल चुनें",
    hinglish: "Please select at least one file",
  },
  UPLOAD_TOO_LARGE: {
    hindi: "अपलोड नहीं हो सका: सभी फ़ाइलें मिलाकर सर्वर की अपलोड सीमा से बड़ी हैं।",
    hinglish: "Upload nahi ho saka: saari files milakar server ki upload seema se badi hain.",
  },
  KNOWLEDGE_DIR_UNAVAILABLE: {
    hindi: "फ़ोल्डर के दस्तावेज़ जोड़े नहीं जा सके: ज्ञान फ़ोल्डर पढ़ा नहीं जा सका।",
    hinglish: "Folder ke documents jode nahi ja sake: knowledge folder padha nahi ja saka.",
  },
  KNOWLEDGE_DIR_EMPTY: {
    hindi: "फ़ोल्डर के दस्तावेज़ जोड़े नहीं जा सके: ज्ञान फ़ोल्डर में कोई PDF, Word, Excel, text या markdown फ़ाइल नहीं है।",
    hinglish:
      "Folder ke documents jode nahi ja sake: knowledge folder mein koi PDF, Word, Excel, text ya markdown file nahi hai.",
  },
  // ---- WhatsApp (issue 23) ----
  WHATSAPP_FORBIDDEN: {
    hindi: "यह WhatsApp अनुरोध स्वीकार नहीं किया गया (हस्ताक्षर या टोकन सही नहीं है, या WhatsApp चालू नहीं है)।",
    hinglish: "Yeh WhatsApp request accept nahi hui (signature ya token sahi nahi hai, ya WhatsApp chalu nahi hai).",
  },
  WHATSAPP_BAD_PAYLOAD: {
    hindi: "WhatsApp से आया संदेश पढ़ा नहीं जा सका।",
    hinglish: "WhatsApp se aaya message padha nahi ja saka.",
  },
  WHATSAPP_NOT_LINKED: {
    hindi: "पहले अपना WhatsApp नंबर जोड़ें, फिर अलर्ट चालू करें।",
    hinglish: "Pehle apna WhatsApp number jodein, phir alert chalu karein.",
  },
  WHATSAPP_NOT_CONFIGURED: {
    hindi: "इस सर्वर पर WhatsApp चालू नहीं है। कृपया एडमिन से पूछें।",
    hinglish: "Is server par WhatsApp chalu nahi hai. Please admin se poochhein.",
  },
  ...adminKnowledgeErrors,
} satisfies Record<string, TMessage>;

export type TApiErrorCode = keyof typeof apiErrors;
