// Glossary: 174 terms (ids 1–174) across the six categories, each in Hindi and Hinglish with its English
// form, a one-line meaning and an example.
import type { TGlossaryTerm } from "@sachiv/contracts";

export const glossaryTerms: TGlossaryTerm[] = [
  // ---- schemes -------------------------------------------------------------------------------
  {
    id: 1,
    category: "schemes",
    term: { hindi: "मनरेगा", hinglish: "MGNREGA" },
    english: "Mahatma Gandhi National Rural Employment Guarantee Act, 2005",
    meaning: {
      hindi:
        "महात्मा गांधी राष्ट्रीय ग्रामीण रोज़गार गारंटी अधिनियम, 2005 — हर ग्रामीण परिवार को एक वित्त वर्ष में 100 दिन के अकुशल मज़दूरी वाले काम की क़ानूनी गारंटी देता था। विकसित भारत—जी राम जी अधिनियम, 2025 (VB-G RAM G; 20 दिसंबर 2025 को स्वीकृत) ने 1 जुलाई 2026 से इसकी जगह ली और गारंटी 125 दिन की कर दी।",
      hinglish:
        "Mahatma Gandhi National Rural Employment Guarantee Act 2005 — har gramin parivar ko ek vitt varsh mein 100 din ke akushal mazdoori wale kaam ki kanooni guarantee deta tha. Viksit Bharat—Ji Ram Ji Act, 2025 (VB-G RAM G; 20 December 2025 ko sweekrit) ne 1 July 2026 se iski jagah li aur guarantee 125 din ki kar di.",
    },
    example: {
      hindi: "मनरेगा में रामू के परिवार को एक साल में 60 दिन काम मिला था, तो उसी साल वह 40 दिन का काम और माँग सकता था; नए क़ानून में यह सीमा 125 दिन है।",
      hinglish: "MGNREGA mein Ramu ke parivar ko ek saal mein 60 din kaam mila tha, to usi saal woh 40 din ka kaam aur maang sakta tha; naye kanoon mein yeh seema 125 din hai.",
    },
  },
  {
    id: 2,
    category: "schemes",
    term: { hindi: "प्रधानमंत्री आवास योजना–ग्रामीण (PMAY-G)", hinglish: "PMAY-G (Pradhan Mantri Awas Yojana–Gramin)" },
    english: "Pradhan Mantri Awas Yojana – Gramin",
    meaning: {
      hindi:
        "बेघर और कच्चे मकान वाले ग्रामीण परिवारों को पक्का घर बनाने की सहायता — मैदानी इलाक़े में ₹1.20 लाख और पहाड़ी/दुर्गम इलाक़े में ₹1.30 लाख।",
      hinglish:
        "Beghar aur kachche makaan wale gramin parivaron ko pakka ghar banane ki sahayata — maidani ilaake mein ₹1.20 lakh aur pahadi/durgam ilaake mein ₹1.30 lakh.",
    },
    example: {
      hindi: "ग्राम सभा में आवास सूची पढ़ी गई और दो अपात्र नाम हटाने का प्रस्ताव पास हुआ।",
      hinglish: "Gram Sabha mein awas suchi padhi gayi aur do apaatra naam hatane ka prastav paas hua.",
    },
  },
  {
    id: 3,
    category: "schemes",
    term: { hindi: "जल जीवन मिशन", hinglish: "Jal Jeevan Mission" },
    english: "Jal Jeevan Mission",
    meaning: {
      hindi: "हर ग्रामीण घर को नल से नियमित और साफ़ पीने का पानी — कम से कम 55 लीटर प्रति व्यक्ति प्रतिदिन — देने का मिशन, जिसे गाँव की पानी समिति चलाती है।",
      hinglish:
        "Har gramin ghar ko nal se niyamit aur saaf peene ka paani — kam se kam 55 litre prati vyakti pratidin — dene ka mission, jise gaon ki Paani Samiti chalati hai.",
    },
    example: {
      hindi: "पानी समिति की महिलाओं ने फ़ील्ड टेस्ट किट से जाँच की और दूषित हैंडपंप पर लाल निशान लगाया।",
      hinglish: "Paani Samiti ki mahilaon ne Field Test Kit se jaanch ki aur dooshit handpump par laal nishaan lagaya.",
    },
  },
  {
    id: 4,
    category: "schemes",
    term: { hindi: "स्वयं सहायता समूह (SHG)", hinglish: "Self Help Group (SHG)" },
    english: "Self Help Group",
    meaning: {
      hindi:
        "आम तौर पर 10–20 महिलाओं का समूह, जो नियमित बचत करता है, आपस में कर्ज़ देता है और आजीविका मिशन से रिवॉल्विंग फंड व बैंक ऋण पाता है।",
      hinglish:
        "Aam taur par 10–20 mahilaon ka group, jo niyamit bachat karta hai, aapas mein karz deta hai aur aajeevika mission se revolving fund va bank loan paata hai.",
    },
    example: {
      hindi: "गाँव के समूह ने बैंक ऋण लेकर मसाला पीसने की इकाई शुरू की।",
      hinglish: "Gaon ke SHG ne bank loan lekar masala peesne ki unit shuru ki.",
    },
  },
  // ---- governance ----------------------------------------------------------------------------
  {
    id: 5,
    category: "governance",
    term: { hindi: "ग्राम सभा", hinglish: "Gram Sabha" },
    english: "Gram Sabha (village assembly)",
    meaning: {
      hindi:
        "गाँव की मतदाता सूची में दर्ज सभी वयस्कों की सभा; विकास योजना (GPDP), लाभार्थियों का चयन और सामाजिक अंकेक्षण यहीं तय होते हैं।",
      hinglish:
        "Gaon ki voter list mein darj sabhi vayaskon ki sabha; vikas yojana (GPDP), labharthiyon ka chayan aur social audit yahin tay hote hain.",
    },
    example: {
      hindi: "26 जनवरी की ग्राम सभा में नाली निर्माण का प्रस्ताव सर्वसम्मति से पास हुआ।",
      hinglish: "26 January ki Gram Sabha mein naali nirman ka prastav sarvasammati se paas hua.",
    },
  },
  {
    id: 6,
    category: "governance",
    term: { hindi: "कोरम (गणपूर्ति)", hinglish: "Quorum (Ganpoorti)" },
    english: "Quorum",
    meaning: {
      hindi: "बैठक को वैध मानने के लिए ज़रूरी न्यूनतम उपस्थिति; ग्राम सभा और पंचायत बैठक के लिए यह संख्या राज्य के पंचायत क़ानून में तय होती है।",
      hinglish:
        "Meeting ko vaidh maanne ke liye zaroori nyuntam upasthiti; Gram Sabha aur panchayat meeting ke liye yeh sankhya rajya ke panchayat kanoon mein tay hoti hai.",
    },
    example: {
      hindi: "कोरम पूरा न होने से ग्राम सभा स्थगित हुई और नई तारीख़ की मुनादी कराई गई।",
      hinglish: "Quorum poora na hone se Gram Sabha sthagit hui aur nayi date ki munadi karayi gayi.",
    },
  },
  {
    id: 7,
    category: "governance",
    term: { hindi: "ग्राम पंचायत विकास योजना (GPDP)", hinglish: "GPDP (Gram Panchayat Development Plan)" },
    english: "Gram Panchayat Development Plan",
    meaning: {
      hindi:
        "पंचायत की सालाना विकास योजना, जो ग्राम सभा में लोगों की भागीदारी से बनती है और वित्त आयोग, योजनाओं और पंचायत की अपनी आय — सभी निधियों को जोड़ती है।",
      hinglish:
        "Panchayat ki saalana vikas yojana, jo Gram Sabha mein logon ki bhagidari se banti hai aur Finance Commission, yojanaon aur panchayat ki apni aay — sabhi nidhiyon ko jodti hai.",
    },
    example: {
      hindi: "इस साल की GPDP में स्कूल की चारदीवारी और तीन सोख्ता गड्ढे सबसे ऊपर रखे गए।",
      hinglish: "Is saal ki GPDP mein school ki chaardiwari aur teen sokhta gaddhe sabse upar rakhe gaye.",
    },
  },
  {
    id: 8,
    category: "governance",
    term: { hindi: "सामाजिक अंकेक्षण", hinglish: "Social Audit" },
    english: "Social audit",
    meaning: {
      hindi:
        "ग्राम सभा द्वारा योजना के कामों, ख़र्च और रिकॉर्ड की सार्वजनिक जाँच; 2005 के रोज़गार गारंटी क़ानून में यह हर छह महीने में कम से कम एक बार ज़रूरी था; VB-G RAM G में भी सामाजिक अंकेक्षण जारी है, उसकी आवृत्ति राज्य के अधिसूचित नियमों में देखें।",
      hinglish:
        "Gram Sabha dwara yojana ke kaamon, kharch aur record ki public jaanch; MGNREGA mein yeh har chhah mahine mein kam se kam ek baar zaroori tha; VB-G RAM G mein bhi social audit jaari hai, uski frequency rajya ke adhisoochit niyamon mein dekhein.",
    },
    example: {
      hindi: "सामाजिक अंकेक्षण में पता चला कि मस्टर रोल में दो ऐसे नाम थे जिन्होंने काम ही नहीं किया था।",
      hinglish: "Social audit mein pata chala ki muster roll mein do aise naam the jinhone kaam hi nahi kiya tha.",
    },
  },
  // ---- documents -----------------------------------------------------------------------------
  {
    id: 9,
    category: "documents",
    term: { hindi: "जॉब कार्ड", hinglish: "Job Card" },
    english: "Job card",
    meaning: {
      hindi:
        "रोज़गार गारंटी में पंजीकृत ग्रामीण परिवार का कार्ड, जिसमें वयस्क सदस्यों के नाम, फ़ोटो और किए गए काम के दिन दर्ज होते हैं; यह मुफ़्त बनता है। VB-G RAM G में नया ग्रामीण रोज़गार गारंटी कार्ड बनता है; ई-केवाईसी से सत्यापित पुराने जॉब कार्ड बदलाव के दौरान मान्य रहते हैं।",
      hinglish:
        "Rozgar guarantee mein registered gramin parivar ka card, jismein vayask sadasyon ke naam, photo aur kiye gaye kaam ke din darj hote hain; yeh muft banta hai. VB-G RAM G mein naya Gramin Rozgar Guarantee Card banta hai; e-KYC se verified purane job card badlav ke dauran valid rehte hain.",
    },
    example: {
      hindi: "जॉब कार्ड में काम के दिन दर्ज न होने पर सुनीता ने पंचायत सचिव से सुधार करवाया।",
      hinglish: "Job card mein kaam ke din darj na hone par Sunita ne panchayat secretary se sudhar karwaya.",
    },
  },
  {
    id: 10,
    category: "documents",
    term: { hindi: "रोकड़ बही (कैश बुक)", hinglish: "Cash Book (Rokad Bahi)" },
    english: "Cash book",
    meaning: {
      hindi: "पंचायत के हर नक़द और बैंक लेन-देन का रोज़ का हिसाब; हर महीने इसका बैंक पासबुक से मिलान होता है।",
      hinglish: "Panchayat ke har cash aur bank len-den ka roz ka hisaab; har mahine iska bank passbook se milan hota hai.",
    },
    example: {
      hindi: "ऑडिटर ने सबसे पहले रोकड़ बही का अंतिम शेष बैंक स्टेटमेंट से मिलाया।",
      hinglish: "Auditor ne sabse pehle cash book ka closing balance bank statement se milaya.",
    },
  },
  {
    id: 11,
    category: "documents",
    term: { hindi: "उपयोगिता प्रमाण पत्र (UC)", hinglish: "Utilisation Certificate (UC)" },
    english: "Utilisation Certificate",
    meaning: {
      hindi: "यह प्रमाण पत्र कि मिली राशि उसी काम पर ख़र्च हुई जिसके लिए दी गई थी; अगली किस्त अक्सर इसके जमा होने के बाद ही मिलती है।",
      hinglish: "Yeh praman patra ki mili rashi usi kaam par kharch hui jiske liye di gayi thi; agli kist aksar iske jama hone ke baad hi milti hai.",
    },
    example: {
      hindi: "पहली किस्त का UC जमा होने के बाद ही पंचायत भवन की दूसरी किस्त जारी हुई।",
      hinglish: "Pehli kist ka UC jama hone ke baad hi panchayat bhawan ki doosri kist jaari hui.",
    },
  },
  // ---- finance -------------------------------------------------------------------------------
  {
    id: 12,
    category: "finance",
    term: { hindi: "बँधा अनुदान (टाइड ग्रांट)", hinglish: "Tied Grant" },
    english: "Tied grant",
    meaning: {
      hindi:
        "ऐसा अनुदान जो तय काम पर ही ख़र्च हो सकता है; 15वें वित्त आयोग (2021–26) में पंचायतों का 60% अनुदान पेयजल-जल संरक्षण और स्वच्छता-ODF के लिए बँधा था।",
      hinglish:
        "Aisa grant jo tay kaam par hi kharch ho sakta hai; 15th Finance Commission (2021–26) mein panchayaton ka 60% grant peyjal-jal sanrakshan aur swachhata-ODF ke liye tied tha.",
    },
    example: {
      hindi: "पंचायत ने बँधे अनुदान से पानी की टंकी की मरम्मत कराई और कचरा उठाने का ठेला ख़रीदा।",
      hinglish: "Panchayat ne tied grant se paani ki tanki ki marammat karayi aur kachra uthane ka thela khareeda.",
    },
  },
  {
    id: 13,
    category: "finance",
    term: { hindi: "15वें वित्त आयोग का खुला (अनटाइड) अनुदान", hinglish: "Untied Grant (15th Finance Commission)" },
    english: "Untied grant (15th Finance Commission)",
    meaning: {
      hindi:
        "ऐसा अनुदान जिसे पंचायत अपनी योजना (GPDP) के अनुसार 29 विषयों की स्थानीय ज़रूरतों पर ख़र्च कर सकती है, पर वेतन और स्थापना ख़र्च पर नहीं; 15वें वित्त आयोग (2021–26) में यह 40% था। 16वें वित्त आयोग (2026–31) का ‘मूल (बेसिक) अनुदान’ इससे अलग है — वह कुल अनुदान का बड़ा हिस्सा है और उसमें भी बँधे हिस्से हो सकते हैं।",
      hinglish:
        "Aisa grant jise panchayat apni yojana (GPDP) ke hisaab se 29 vishayon ki sthaniya zarooraton par kharch kar sakti hai, par salary aur establishment kharch par nahi; 15th Finance Commission (2021–26) mein yeh 40% tha. 16th Finance Commission (2026–31) ka 'basic grant' isse alag hai — woh kul grant ka bada hissa hai aur usmein bhi tied hisse ho sakte hain.",
    },
    example: {
      hindi: "खुले अनुदान से सामुदायिक भवन की छत की मरम्मत GPDP में जोड़ी गई।",
      hinglish: "Untied grant se samudayik bhawan ki chhat ki marammat GPDP mein jodi gayi.",
    },
  },
  {
    id: 14,
    category: "finance",
    term: { hindi: "प्रत्यक्ष लाभ अंतरण (DBT)", hinglish: "DBT (Direct Benefit Transfer)" },
    english: "Direct Benefit Transfer",
    meaning: {
      hindi: "सरकारी सहायता, पेंशन या मज़दूरी को बिना बिचौलिये के सीधे लाभार्थी के आधार से जुड़े बैंक खाते में भेजना।",
      hinglish: "Sarkari sahayata, pension ya mazdoori ko bina bichauliye ke seedhe labharthi ke Aadhaar se jude bank khate mein bhejna.",
    },
    example: {
      hindi: "पेंशन DBT से आती है, इसलिए बुज़ुर्गों के खाते की आधार-सीडिंग पहले पूरी कराई गई।",
      hinglish: "Pension DBT se aati hai, isliye buzurgon ke khate ki Aadhaar seeding pehle poori karayi gayi.",
    },
  },
  // ---- digital -------------------------------------------------------------------------------
  {
    id: 15,
    category: "digital",
    term: { hindi: "ई-ग्रामस्वराज", hinglish: "eGramSwaraj" },
    english: "eGramSwaraj",
    meaning: {
      hindi: "पंचायती राज मंत्रालय का पोर्टल और ऐप — पंचायत की योजना, कामों की प्रगति, काम-आधारित लेखा और ऑनलाइन भुगतान एक ही जगह।",
      hinglish: "Panchayati Raj Mantralaya ka portal aur app — panchayat ki yojana, kaamon ki pragati, kaam-aadharit lekha aur online payment ek hi jagah.",
    },
    example: {
      hindi: "सचिव ने ग्राम सभा से पास GPDP के सारे काम ई-ग्रामस्वराज पर अपलोड किए।",
      hinglish: "Secretary ne Gram Sabha se paas GPDP ke saare kaam eGramSwaraj par upload kiye.",
    },
  },
  {
    id: 16,
    category: "digital",
    term: { hindi: "पीएफ़एमएस (PFMS)", hinglish: "PFMS (Public Financial Management System)" },
    english: "Public Financial Management System",
    meaning: {
      hindi: "भारत सरकार की ऑनलाइन भुगतान और फ़ंड ट्रैकिंग प्रणाली; ई-ग्रामस्वराज से जुड़कर पंचायत सीधे वेंडर के खाते में भुगतान करती है।",
      hinglish: "Bharat sarkar ka online payment aur fund tracking system; eGramSwaraj se judkar panchayat seedhe vendor ke khate mein payment karti hai.",
    },
    example: {
      hindi: "PFMS पर भुगतान अटका तो सचिव ने वेंडर के खाते का IFSC कोड ठीक कराया।",
      hinglish: "PFMS par payment atka to secretary ne vendor ke khate ka IFSC code theek karaya.",
    },
  },
  {
    id: 17,
    category: "digital",
    term: { hindi: "कॉमन सर्विस सेंटर (CSC)", hinglish: "CSC (Common Service Centre)" },
    english: "Common Service Centre",
    meaning: {
      hindi: "गाँव का डिजिटल सेवा केंद्र, जिसे ग्राम स्तरीय उद्यमी (VLE) चलाते हैं — प्रमाण पत्र, योजनाओं के आवेदन, बिल भुगतान और बैंकिंग सेवाएँ।",
      hinglish: "Gaon ka digital seva kendra, jise Village Level Entrepreneur (VLE) chalate hain — praman patra, yojanaon ke aavedan, bill payment aur banking sevayein.",
    },
    example: {
      hindi: "बुज़ुर्गों के पेंशन आवेदन पंचायत भवन के CSC से ऑनलाइन भरे गए।",
      hinglish: "Buzurgon ke pension aavedan panchayat bhawan ke CSC se online bhare gaye.",
    },
  },
  // ---- general -------------------------------------------------------------------------------
  {
    id: 18,
    category: "general",
    term: { hindi: "सूचना का अधिकार (RTI)", hinglish: "RTI (Right to Information)" },
    english: "Right to Information",
    meaning: {
      hindi: "सूचना का अधिकार अधिनियम, 2005 के तहत कोई भी नागरिक सरकारी दफ़्तर से जानकारी माँग सकता है; जवाब 30 दिन के भीतर देना होता है।",
      hinglish: "RTI Act 2005 ke tahat koi bhi nagrik sarkari daftar se jaankari maang sakta hai; jawab 30 din ke andar dena hota hai.",
    },
    example: {
      hindi: "एक ग्रामीण ने RTI से सड़क निर्माण का ख़र्च माँगा और पंचायत ने 30 दिन के भीतर बिलों की प्रतियाँ दीं।",
      hinglish: "Ek gramin ne RTI se sadak nirman ka kharch maanga aur panchayat ne 30 din ke andar bills ki copies di.",
    },
  },
  {
    id: 19,
    category: "general",
    term: { hindi: "73वाँ संविधान संशोधन", hinglish: "73rd Constitutional Amendment" },
    english: "73rd Constitutional Amendment Act, 1992",
    meaning: {
      hindi:
        "1992 का संशोधन, जो 24 अप्रैल 1993 से लागू हुआ और पंचायतों को संवैधानिक दर्जा दिया — हर 5 साल चुनाव, महिलाओं के लिए कम से कम एक-तिहाई आरक्षण और ग्यारहवीं अनुसूची के 29 विषय।",
      hinglish:
        "1992 ka sanshodhan, jo 24 April 1993 se lagu hua aur panchayaton ko samvaidhanik darja diya — har 5 saal chunav, mahilaon ke liye kam se kam ek-tihai aarakshan aur Gyarahvi Anusuchi ke 29 vishay.",
    },
    example: {
      hindi: "इसी संशोधन की याद में हर साल 24 अप्रैल को राष्ट्रीय पंचायती राज दिवस मनाया जाता है।",
      hinglish: "Isi sanshodhan ki yaad mein har saal 24 April ko Rashtriya Panchayati Raj Diwas manaya jaata hai.",
    },
  },
  {
    id: 20,
    category: "general",
    term: { hindi: "ओडीएफ़ प्लस (ODF Plus)", hinglish: "ODF Plus" },
    english: "ODF Plus (Open Defecation Free Plus)",
    meaning: {
      hindi: "ऐसा गाँव जो खुले में शौच से मुक्त (ODF) बना रहे और साथ ही ठोस व तरल कचरे का प्रबंधन करे, ताकि गाँव साफ़-सुथरा दिखे।",
      hinglish: "Aisa gaon jo khule mein shauch se mukt (ODF) bana rahe aur saath hi solid va liquid waste ka prabandhan kare, taaki gaon saaf-suthra dikhe.",
    },
    example: {
      hindi: "गीले-सूखे कचरे के अलग संग्रह और सोख्ता गड्ढों के बाद गाँव को ODF प्लस घोषित किया गया।",
      hinglish: "Geele-sookhe kachre ke alag sangrah aur sokhta gaddhon ke baad gaon ko ODF Plus ghoshit kiya gaya.",
    },
  },
  // ---- issue 25: terms an official meets (offices, elections, planning, schemes, finance and audit,
  // documents and land, portals, law). Numbers only where SOURCES.md names their source.
  {
    id: 21,
    category: "governance",
    term: { hindi: "ग्राम पंचायत", hinglish: "Gram Panchayat" },
    english: "Village Panchayat",
    meaning: {
      hindi: "गाँव या गाँवों के समूह की चुनी हुई स्थानीय सरकार — प्रमुख (मुखिया, सरपंच या प्रधान) और वार्ड सदस्य (पंच)।",
      hinglish: "Gaon ya gaonon ke samooh ki chuni hui sthaniya sarkar — pramukh (Mukhiya, Sarpanch ya Pradhan) aur ward sadasya (Panch).",
    },
    example: {
      hindi: "ग्राम पंचायत ने गाँव की नाली बनाने का प्रस्ताव पास किया।",
      hinglish: "Gram Panchayat ne gaon ki naali banane ka prastav paas kiya.",
    },
  },
  {
    id: 22,
    category: "governance",
    term: { hindi: "पंचायत समिति", hinglish: "Panchayat Samiti" },
    english: "Intermediate (block) Panchayat",
    meaning: {
      hindi: "प्रखंड या ब्लॉक स्तर की पंचायत — तीन स्तरों में बीच का स्तर; बिहार, झारखंड और हरियाणा में यही नाम है।",
      hinglish: "Prakhand ya block level ki panchayat — teen staron mein beech ka star; Bihar, Jharkhand aur Haryana mein yahi naam hai.",
    },
    example: {
      hindi: "पंचायत समिति की बैठक में प्रखंड की सड़कों की सूची बनी।",
      hinglish: "Panchayat Samiti ki baithak mein prakhand ki sadakon ki suchi bani.",
    },
  },
  {
    id: 23,
    category: "governance",
    term: { hindi: "ज़िला परिषद", hinglish: "Zila Parishad" },
    english: "District Panchayat",
    meaning: {
      hindi: "ज़िला स्तर की पंचायत — तीन स्तरों में सबसे ऊपर; ज़िले की पंचायतों की योजनाओं का तालमेल करती है।",
      hinglish: "Zila level ki panchayat — teen staron mein sabse upar; zile ki panchayaton ki yojanaon ka taalmel karti hai.",
    },
    example: {
      hindi: "ज़िला परिषद ने पंचायतों की योजनाएँ जोड़कर ज़िले की योजना बनाई।",
      hinglish: "Zila Parishad ne panchayaton ki yojanayein jodkar zile ki yojana banayi.",
    },
  },
  {
    id: 24,
    category: "governance",
    term: { hindi: "मुखिया", hinglish: "Mukhiya" },
    english: "Head of the Gram Panchayat (Bihar, Jharkhand)",
    meaning: {
      hindi: "बिहार और झारखंड में ग्राम पंचायत के सीधे चुने गए प्रमुख; पंचायत की बैठक बुलाते हैं और भुगतान को मंज़ूरी देते हैं।",
      hinglish: "Bihar aur Jharkhand mein Gram Panchayat ke seedhe chune gaye pramukh; panchayat ki baithak bulate hain aur bhugtan ko manzoori dete hain.",
    },
    example: {
      hindi: "मुखिया ने पंचायत की मासिक बैठक बुलाई।",
      hinglish: "Mukhiya ne panchayat ki maasik baithak bulayi.",
    },
  },
  {
    id: 25,
    category: "governance",
    term: { hindi: "सरपंच", hinglish: "Sarpanch" },
    english: "Head of the Gram Panchayat (Haryana, MP, Rajasthan); head of the Gram Kachahri (Bihar)",
    meaning: {
      hindi: "हरियाणा, मध्य प्रदेश और राजस्थान में ग्राम पंचायत के प्रमुख; बिहार में सरपंच ग्राम कचहरी (गाँव की न्याय पीठ) के प्रमुख होते हैं, पंचायत के नहीं।",
      hinglish: "Haryana, Madhya Pradesh aur Rajasthan mein Gram Panchayat ke pramukh; Bihar mein Sarpanch Gram Kachahri (gaon ki nyay peeth) ke pramukh hote hain, panchayat ke nahi.",
    },
    example: {
      hindi: "हरियाणा में सरपंच ने ग्राम सभा की तारीख़ की मुनादी कराई।",
      hinglish: "Haryana mein Sarpanch ne Gram Sabha ki tareekh ki munadi karayi.",
    },
  },
  {
    id: 26,
    category: "governance",
    term: { hindi: "ग्राम प्रधान", hinglish: "Gram Pradhan" },
    english: "Village head (Uttar Pradesh; traditional head in Jharkhand)",
    meaning: {
      hindi: "उत्तर प्रदेश में ग्राम पंचायत के प्रमुख प्रधान कहलाते हैं; झारखंड के अनुसूचित क्षेत्रों में पारंपरिक ग्राम प्रधान (मानकी, मुंडा, पाहन आदि) गाँव की ग्राम सभा की अध्यक्षता करते हैं।",
      hinglish: "Uttar Pradesh mein Gram Panchayat ke pramukh Pradhan kehlate hain; Jharkhand ke anusuchit kshetron mein paramparik Gram Pradhan (Manki, Munda, Pahan aadi) gaon ki Gram Sabha ki adhyakshata karte hain.",
    },
    example: {
      hindi: "पाहन की अध्यक्षता में गाँव की ग्राम सभा ने तालाब का फ़ैसला किया।",
      hinglish: "Pahan ki adhyakshata mein gaon ki Gram Sabha ne talab ka faisla kiya.",
    },
  },
  {
    id: 27,
    category: "governance",
    term: { hindi: "उप-मुखिया / उप-सरपंच", hinglish: "Up-Mukhiya / Up-Sarpanch" },
    english: "Deputy head of the Gram Panchayat",
    meaning: {
      hindi: "ग्राम पंचायत के उप-प्रमुख, जिन्हें आम तौर पर पंचायत के सदस्य अपने में से चुनते हैं; प्रमुख की अनुपस्थिति में उनका काम देखते हैं।",
      hinglish: "Gram Panchayat ke up-pramukh, jinhein aam taur par panchayat ke sadasya apne mein se chunte hain; pramukh ki anupasthiti mein unka kaam dekhte hain.",
    },
    example: {
      hindi: "मुखिया बाहर थे, इसलिए उप-मुखिया ने बैठक चलाई।",
      hinglish: "Mukhiya bahar the, isliye Up-Mukhiya ne baithak chalayi.",
    },
  },
  {
    id: 28,
    category: "governance",
    term: { hindi: "वार्ड सदस्य (पंच)", hinglish: "Ward Sadasya (Panch)" },
    english: "Ward member",
    meaning: {
      hindi: "पंचायत के एक वार्ड से चुना गया सदस्य, जो पंचायत की बैठकों में वोट देता है और अपने वार्ड की बात रखता है।",
      hinglish: "Panchayat ke ek ward se chuna gaya sadasya, jo panchayat ki baithakon mein vote deta hai aur apne ward ki baat rakhta hai.",
    },
    example: {
      hindi: "वार्ड सदस्य ने अपने टोले के हैंडपंप की मरम्मत का प्रस्ताव रखा।",
      hinglish: "Ward sadasya ne apne tole ke handpump ki marammat ka prastav rakha.",
    },
  },
  {
    id: 29,
    category: "governance",
    term: { hindi: "पंचायत सचिव", hinglish: "Panchayat Sachiv" },
    english: "Panchayat Secretary",
    meaning: {
      hindi: "पंचायत के सरकारी कर्मचारी, जो रिकॉर्ड, खाते, बैठक की कार्यवाही और भुगतान की तैयारी देखते हैं; हरियाणा में ग्राम सचिव।",
      hinglish: "Panchayat ke sarkari karmachari, jo record, khate, baithak ki karyavahi aur bhugtan ki taiyaari dekhte hain; Haryana mein Gram Sachiv.",
    },
    example: {
      hindi: "सचिव ने बैठक का एजेंडा सात दिन पहले नोटिस बोर्ड पर लगाया।",
      hinglish: "Sachiv ne baithak ka agenda saat din pehle notice board par lagaya.",
    },
  },
  {
    id: 30,
    category: "governance",
    term: { hindi: "प्रखंड विकास पदाधिकारी (BDO)", hinglish: "BDO (Block Development Officer)" },
    english: "Block Development Officer",
    meaning: {
      hindi: "प्रखंड के विकास कामों और योजनाओं के प्रमुख अधिकारी; हरियाणा में यह काम BDPO (खंड विकास एवं पंचायत अधिकारी) करते हैं।",
      hinglish: "Prakhand ke vikas kaamon aur yojanaon ke pramukh adhikari; Haryana mein yeh kaam BDPO (Block Development and Panchayat Officer) karte hain.",
    },
    example: {
      hindi: "भुगतान अटका तो सचिव ने BDO कार्यालय में आवेदन दिया।",
      hinglish: "Bhugtan atka to secretary ne BDO office mein aavedan diya.",
    },
  },
  {
    id: 31,
    category: "governance",
    term: { hindi: "ज़िला पंचायत राज पदाधिकारी (DPRO)", hinglish: "DPRO (District Panchayat Raj Officer)" },
    english: "District Panchayat Raj Officer",
    meaning: {
      hindi: "ज़िले में पंचायतों के काम, खाते और प्रशिक्षण देखने वाले अधिकारी; हरियाणा में यह पद DDPO कहलाता है।",
      hinglish: "Zile mein panchayaton ke kaam, khate aur prashikshan dekhne wale adhikari; Haryana mein yeh pad DDPO kehlata hai.",
    },
    example: {
      hindi: "ऑडिट आपत्ति पर DPRO ने पंचायत से जवाब माँगा।",
      hinglish: "Audit aapatti par DPRO ne panchayat se jawab maanga.",
    },
  },
  {
    id: 32,
    category: "governance",
    term: { hindi: "उपायुक्त / ज़िलाधिकारी", hinglish: "Upayukt (DC) / Ziladhikari (DM)" },
    english: "Deputy Commissioner / District Magistrate",
    meaning: {
      hindi: "ज़िले के सबसे बड़े प्रशासनिक अधिकारी — झारखंड और हरियाणा में उपायुक्त (DC), बिहार में ज़िलाधिकारी (DM)।",
      hinglish: "Zile ke sabse bade prashasnik adhikari — Jharkhand aur Haryana mein Upayukt (DC), Bihar mein Ziladhikari (DM).",
    },
    example: {
      hindi: "बाढ़ राहत की सूची उपायुक्त कार्यालय को भेजी गई।",
      hinglish: "Baadh rahat ki suchi Upayukt karyalay ko bheji gayi.",
    },
  },
  {
    id: 33,
    category: "governance",
    term: { hindi: "उप विकास आयुक्त (DDC)", hinglish: "DDC (Up Vikas Ayukt)" },
    english: "Deputy Development Commissioner",
    meaning: {
      hindi: "बिहार और झारखंड में ज़िले की विकास योजनाओं और ज़िला परिषद के काम की निगरानी करने वाले अधिकारी।",
      hinglish: "Bihar aur Jharkhand mein zile ki vikas yojanaon aur Zila Parishad ke kaam ki nigrani karne wale adhikari.",
    },
    example: {
      hindi: "DDC ने पंचायतों की GPDP की समीक्षा बैठक ली।",
      hinglish: "DDC ne panchayaton ki GPDP ki sameeksha baithak li.",
    },
  },
  {
    id: 34,
    category: "governance",
    term: { hindi: "अंचल अधिकारी (CO)", hinglish: "CO (Anchal Adhikari)" },
    english: "Circle Officer",
    meaning: {
      hindi: "बिहार और झारखंड में अंचल स्तर के अधिकारी, जो ज़मीन के रिकॉर्ड, दाख़िल-ख़ारिज और आपदा राहत देखते हैं।",
      hinglish: "Bihar aur Jharkhand mein anchal level ke adhikari, jo zameen ke record, dakhil-kharij aur aapda rahat dekhte hain.",
    },
    example: {
      hindi: "दाख़िल-ख़ारिज का आवेदन अंचल अधिकारी के यहाँ लंबित है।",
      hinglish: "Dakhil-kharij ka aavedan Anchal Adhikari ke yahan lambit hai.",
    },
  },
  {
    id: 35,
    category: "governance",
    term: { hindi: "राज्य निर्वाचन आयोग", hinglish: "Rajya Nirvachan Aayog" },
    english: "State Election Commission",
    meaning: {
      hindi: "पंचायत और नगर निकायों के चुनाव कराने वाला राज्य का संवैधानिक आयोग (संविधान का अनुच्छेद 243K)।",
      hinglish: "Panchayat aur nagar nikayon ke chunav karane wala rajya ka samvaidhanik aayog (Samvidhan ka Article 243K).",
    },
    example: {
      hindi: "राज्य निर्वाचन आयोग ने पंचायत चुनाव की तारीख़ें घोषित कीं।",
      hinglish: "Rajya Nirvachan Aayog ne panchayat chunav ki tareekhein ghoshit kin.",
    },
  },
  {
    id: 36,
    category: "finance",
    term: { hindi: "राज्य वित्त आयोग", hinglish: "State Finance Commission" },
    english: "State Finance Commission",
    meaning: {
      hindi: "राज्यपाल हर पाँच साल पर इसे बनाते हैं (अनुच्छेद 243-I); यह राज्य के कर और पैसे में पंचायतों के हिस्से की सिफ़ारिश करता है।",
      hinglish: "Rajyapal har paanch saal par ise banate hain (Article 243-I); yeh rajya ke kar aur paise mein panchayaton ke hisse ki sifarish karta hai.",
    },
    example: {
      hindi: "राज्य वित्त आयोग की सिफ़ारिश से पंचायतों को राज्य का अनुदान मिला।",
      hinglish: "State Finance Commission ki sifarish se panchayaton ko rajya ka grant mila.",
    },
  },
  {
    id: 37,
    category: "governance",
    term: { hindi: "स्थायी समिति", hinglish: "Sthayi Samiti (Standing Committee)" },
    english: "Standing committee",
    meaning: {
      hindi: "पंचायत की विषयवार समितियाँ — जैसे योजना-वित्त, शिक्षा, स्वास्थ्य-स्वच्छता, निर्माण — जो अपने विषय के काम देखती हैं; इन्हें राज्य का क़ानून तय करता है।",
      hinglish: "Panchayat ki vishay-war samitiyan — jaise yojana-vitt, shiksha, swasthya-swachhata, nirman — jo apne vishay ke kaam dekhti hain; inhein rajya ka kanoon tay karta hai.",
    },
    example: {
      hindi: "शिक्षा समिति ने स्कूल के शौचालय की जाँच की।",
      hinglish: "Shiksha samiti ne school ke shauchalay ki jaanch ki.",
    },
  },
  {
    id: 38,
    category: "governance",
    term: { hindi: "वार्ड सभा", hinglish: "Ward Sabha" },
    english: "Ward assembly",
    meaning: {
      hindi: "एक वार्ड के मतदाताओं की सभा; बिहार में वार्ड सभा और वार्ड क्रियान्वयन एवं प्रबंधन समिति वार्ड के कामों में भाग लेती हैं।",
      hinglish: "Ek ward ke matdataon ki sabha; Bihar mein Ward Sabha aur Ward Kriyanvayan evam Prabandhan Samiti ward ke kaamon mein bhaag leti hain.",
    },
    example: {
      hindi: "वार्ड सभा ने गली पक्की करने का काम पहले रखा।",
      hinglish: "Ward Sabha ne gali pakki karne ka kaam pehle rakha.",
    },
  },
  {
    id: 39,
    category: "governance",
    term: { hindi: "ग्राम कचहरी", hinglish: "Gram Kachahri" },
    english: "Village court (Bihar)",
    meaning: {
      hindi: "बिहार में गाँव की न्याय पीठ, जिसके प्रमुख सरपंच होते हैं; छोटे विवाद सुलझाती है और ₹1,000 तक जुर्माना लगा सकती है।",
      hinglish: "Bihar mein gaon ki nyay peeth, jiske pramukh Sarpanch hote hain; chhote vivad suljhati hai aur ₹1,000 tak jurmana laga sakti hai.",
    },
    example: {
      hindi: "मेड़ के झगड़े को ग्राम कचहरी ने आपसी सहमति से सुलझाया।",
      hinglish: "Med ke jhagde ko Gram Kachahri ne aapsi sahmati se suljhaya.",
    },
  },
  {
    id: 40,
    category: "governance",
    term: { hindi: "विशेष ग्राम सभा", hinglish: "Vishesh Gram Sabha" },
    english: "Special Gram Sabha",
    meaning: {
      hindi: "किसी ख़ास विषय — जैसे सामाजिक अंकेक्षण, लाभुक सूची या आपदा — के लिए अलग से बुलाई गई ग्राम सभा।",
      hinglish: "Kisi khaas vishay — jaise social audit, labhuk suchi ya aapda — ke liye alag se bulayi gayi Gram Sabha.",
    },
    example: {
      hindi: "सामाजिक अंकेक्षण की जन सुनवाई के लिए विशेष ग्राम सभा बुलाई गई।",
      hinglish: "Social audit ki jan sunwai ke liye vishesh Gram Sabha bulayi gayi.",
    },
  },
  {
    id: 41,
    category: "governance",
    term: { hindi: "महिला सभा", hinglish: "Mahila Sabha" },
    english: "Women's assembly",
    meaning: {
      hindi: "ग्राम सभा से पहले गाँव की महिलाओं की बैठक, ताकि उनकी ज़रूरतें पंचायत की योजना में आएँ; नियम राज्य के अनुसार।",
      hinglish: "Gram Sabha se pehle gaon ki mahilaon ki baithak, taaki unki zaroorat panchayat ki yojana mein aaye; niyam rajya ke anusaar.",
    },
    example: {
      hindi: "महिला सभा ने स्कूल के रास्ते पर स्ट्रीट लाइट माँगी।",
      hinglish: "Mahila Sabha ne school ke raaste par street light maangi.",
    },
  },
  {
    id: 42,
    category: "governance",
    term: { hindi: "बाल सभा", hinglish: "Bal Sabha" },
    english: "Children's assembly",
    meaning: {
      hindi: "गाँव के बच्चों की सभा, जिसमें वे स्कूल, खेल और सुरक्षा की अपनी बातें पंचायत तक पहुँचाते हैं।",
      hinglish: "Gaon ke bachchon ki sabha, jismein woh school, khel aur suraksha ki apni baatein panchayat tak pahunchate hain.",
    },
    example: {
      hindi: "बाल सभा की माँग पर खेल के मैदान की सफ़ाई GPDP में जुड़ी।",
      hinglish: "Bal Sabha ki maang par khel ke maidan ki safai GPDP mein judi.",
    },
  },
  {
    id: 43,
    category: "governance",
    term: { hindi: "एजेंडा (कार्यसूची)", hinglish: "Agenda (Karyasuchi)" },
    english: "Agenda",
    meaning: {
      hindi: "बैठक में किन विषयों पर बात होगी, उनकी सूची; बैठक की सूचना के साथ पहले से दी जाती है।",
      hinglish: "Baithak mein kin vishayon par baat hogi, unki suchi; baithak ki soochna ke saath pehle se di jaati hai.",
    },
    example: {
      hindi: "एजेंडा में पेंशन सूची और नाली निर्माण दोनों रखे गए।",
      hinglish: "Agenda mein pension suchi aur naali nirman dono rakhe gaye.",
    },
  },
  {
    id: 44,
    category: "documents",
    term: { hindi: "कार्यवाही रजिस्टर", hinglish: "Karyavahi Register" },
    english: "Minutes book (proceedings register)",
    meaning: {
      hindi: "बैठक में हुए फ़ैसले, प्रस्ताव और उपस्थिति लिखने का रजिस्टर, जिस पर उपस्थित लोगों के हस्ताक्षर होते हैं।",
      hinglish: "Baithak mein hue faisle, prastav aur upasthiti likhne ka register, jis par upasthit logon ke signature hote hain.",
    },
    example: {
      hindi: "ऑडिटर ने कार्यवाही रजिस्टर से काम की स्वीकृति का प्रस्ताव मिलाया।",
      hinglish: "Auditor ne karyavahi register se kaam ki sweekriti ka prastav milaya.",
    },
  },
  {
    id: 45,
    category: "governance",
    term: { hindi: "प्रस्ताव", hinglish: "Prastav" },
    english: "Resolution (motion)",
    meaning: {
      hindi: "बैठक में रखा गया और वोट से पास हुआ फ़ैसला; पंचायत के किसी काम की स्वीकृति इसी से शुरू होती है।",
      hinglish: "Baithak mein rakha gaya aur vote se paas hua faisla; panchayat ke kisi kaam ki sweekriti isi se shuru hoti hai.",
    },
    example: {
      hindi: "नए सामुदायिक भवन का प्रस्ताव बहुमत से पास हुआ।",
      hinglish: "Naye samudayik bhawan ka prastav bahumat se paas hua.",
    },
  },
  {
    id: 46,
    category: "governance",
    term: { hindi: "अविश्वास प्रस्ताव", hinglish: "Avishwas Prastav" },
    english: "No-confidence motion",
    meaning: {
      hindi: "चुने हुए पदाधिकारी को हटाने के लिए सदस्यों का प्रस्ताव; कितने सदस्य और कितने मत चाहिए, यह राज्य का अधिनियम बताता है।",
      hinglish: "Chune hue padadhikari ko hatane ke liye sadasyon ka prastav; kitne sadasya aur kitne mat chahiye, yeh rajya ka Act batata hai.",
    },
    example: {
      hindi: "उप-सरपंच के विरुद्ध अविश्वास प्रस्ताव पर बैठक BDPO ने बुलाई।",
      hinglish: "Up-Sarpanch ke viruddh avishwas prastav par baithak BDPO ne bulayi.",
    },
  },
  {
    id: 47,
    category: "governance",
    term: { hindi: "वापस बुलाने का अधिकार (राइट टू रिकॉल)", hinglish: "Right to Recall" },
    english: "Right to recall",
    meaning: {
      hindi: "मतदाताओं का अपने चुने प्रतिनिधि को कार्यकाल पूरा होने से पहले हटाने का अधिकार; हरियाणा में 2020 से — 33% मतदाताओं का लिखित प्रस्ताव और गुप्त मतदान में 67% मत।",
      hinglish: "Matdataon ka apne chune pratinidhi ko karyakal poora hone se pehle hatane ka adhikar; Haryana mein 2020 se — 33% matdataon ka likhit prastav aur gupt matdaan mein 67% mat.",
    },
    example: {
      hindi: "हरियाणा के एक गाँव में सरपंच को वापस बुलाने का प्रस्ताव गुप्त मतदान में गिर गया।",
      hinglish: "Haryana ke ek gaon mein Sarpanch ko recall karne ka prastav gupt matdaan mein gir gaya.",
    },
  },
  {
    id: 48,
    category: "governance",
    term: { hindi: "अयोग्यता", hinglish: "Ayogyata" },
    english: "Disqualification",
    meaning: {
      hindi: "वे कारण जिनसे कोई चुनाव नहीं लड़ सकता या पद पर नहीं रह सकता — जैसे कुछ अपराधों में सज़ा या पंचायत का बकाया; पूरी सूची राज्य के अधिनियम में।",
      hinglish: "Woh kaaran jinse koi chunav nahi lad sakta ya pad par nahi reh sakta — jaise kuch apradhon mein saza ya panchayat ka bakaya; poori suchi rajya ke Act mein.",
    },
    example: {
      hindi: "पंचायत का बकाया न चुकाने पर एक उम्मीदवार का नामांकन रद्द हुआ।",
      hinglish: "Panchayat ka bakaya na chukane par ek ummeedwar ka namankan radd hua.",
    },
  },
  {
    id: 49,
    category: "governance",
    term: { hindi: "आरक्षण", hinglish: "Aarakshan" },
    english: "Reservation",
    meaning: {
      hindi: "पंचायत की सीटों और प्रमुख पदों का अनुसूचित जाति, जनजाति, पिछड़े वर्ग और महिलाओं के लिए आरक्षित होना; संविधान महिलाओं को कम से कम एक-तिहाई देता है, बिहार और हरियाणा में 50%।",
      hinglish: "Panchayat ki seaton aur pramukh padon ka SC, ST, pichhde varg aur mahilaon ke liye aarakshit hona; Samvidhan mahilaon ko kam se kam ek-tihai deta hai, Bihar aur Haryana mein 50%.",
    },
    example: {
      hindi: "इस बार मुखिया का पद महिला के लिए आरक्षित हुआ।",
      hinglish: "Is baar Mukhiya ka pad mahila ke liye aarakshit hua.",
    },
  },
  {
    id: 50,
    category: "governance",
    term: { hindi: "आदर्श आचार संहिता", hinglish: "Adarsh Aachar Sanhita" },
    english: "Model Code of Conduct",
    meaning: {
      hindi: "चुनाव की घोषणा से नतीजों तक लागू नियम; इस दौरान नई योजनाओं की घोषणा और सरकारी साधनों के चुनावी उपयोग पर रोक रहती है।",
      hinglish: "Chunav ki ghoshna se nateejon tak lagu niyam; is dauran nayi yojanaon ki ghoshna aur sarkari saadhanon ke chunavi upyog par rok rehti hai.",
    },
    example: {
      hindi: "आचार संहिता लगने के बाद नए काम का शिलान्यास टाल दिया गया।",
      hinglish: "Aachar sanhita lagne ke baad naye kaam ka shilanyas taal diya gaya.",
    },
  },
  {
    id: 51,
    category: "governance",
    term: { hindi: "नामांकन", hinglish: "Namankan" },
    english: "Nomination",
    meaning: {
      hindi: "चुनाव लड़ने के लिए उम्मीदवार का तय फ़ॉर्म और काग़ज़ निर्वाचन अधिकारी को जमा करना।",
      hinglish: "Chunav ladne ke liye ummeedwar ka tay form aur kaagaz Nirvachan Adhikari ko jama karna.",
    },
    example: {
      hindi: "नामांकन की जाँच में दो पर्चे अधूरे पाए गए।",
      hinglish: "Namankan ki jaanch mein do parche adhure paaye gaye.",
    },
  },
  {
    id: 52,
    category: "governance",
    term: { hindi: "निर्वाचन अधिकारी", hinglish: "Nirvachan Adhikari" },
    english: "Returning Officer",
    meaning: {
      hindi: "किसी चुनाव क्षेत्र में नामांकन, उसकी जाँच, मतदान और गिनती की ज़िम्मेदारी वाले अधिकारी।",
      hinglish: "Kisi chunav kshetra mein namankan, uski jaanch, matdaan aur ginti ki zimmedari wale adhikari.",
    },
    example: {
      hindi: "निर्वाचन अधिकारी ने विजयी उम्मीदवार को प्रमाण पत्र दिया।",
      hinglish: "Nirvachan Adhikari ne vijayi ummeedwar ko praman patra diya.",
    },
  },
  {
    id: 53,
    category: "documents",
    term: { hindi: "मतदाता सूची", hinglish: "Matdata Suchi" },
    english: "Electoral roll",
    meaning: {
      hindi: "किसी क्षेत्र के मतदाताओं की सूची; ग्राम सभा के सदस्य वही हैं जिनके नाम गाँव की मतदाता सूची में दर्ज हैं।",
      hinglish: "Kisi kshetra ke matdataon ki suchi; Gram Sabha ke sadasya wahi hain jinke naam gaon ki matdata suchi mein darj hain.",
    },
    example: {
      hindi: "नए मतदाताओं के नाम जुड़वाने के लिए पंचायत भवन में शिविर लगा।",
      hinglish: "Naye matdataon ke naam judwane ke liye panchayat bhawan mein shivir laga.",
    },
  },
  {
    id: 54,
    category: "governance",
    term: { hindi: "शपथ", hinglish: "Shapath" },
    english: "Oath of office",
    meaning: {
      hindi: "चुने जाने के बाद पद सँभालने से पहले ली जाने वाली शपथ; इसके बाद ही प्रतिनिधि पद का काम करता है।",
      hinglish: "Chune jaane ke baad pad sambhalne se pehle li jaane wali shapath; iske baad hi pratinidhi pad ka kaam karta hai.",
    },
    example: {
      hindi: "नए पंचों ने पहली बैठक में शपथ ली।",
      hinglish: "Naye Panchon ne pehli baithak mein shapath li.",
    },
  },
  {
    id: 55,
    category: "governance",
    term: { hindi: "कार्यकाल", hinglish: "Karyakal" },
    english: "Term of office",
    meaning: {
      hindi: "पंचायत का कार्यकाल उसकी पहली बैठक से पाँच साल (अनुच्छेद 243E); पंचायत भंग हो तो छह महीने के भीतर चुनाव होना है।",
      hinglish: "Panchayat ka karyakal uski pehli baithak se paanch saal (Article 243E); panchayat bhang ho to chhah mahine ke andar chunav hona hai.",
    },
    example: {
      hindi: "कार्यकाल ख़त्म होने से पहले सचिव ने सारे रिकॉर्ड की सूची बनाई।",
      hinglish: "Karyakal khatam hone se pehle secretary ne saare record ki suchi banayi.",
    },
  },
  {
    id: 56,
    category: "governance",
    term: { hindi: "पेसा अधिनियम", hinglish: "PESA Act" },
    english: "Panchayats (Extension to the Scheduled Areas) Act, 1996",
    meaning: {
      hindi: "पाँचवीं अनुसूची वाले क्षेत्रों में ग्राम सभा को ज़मीन, लघु वनोपज, हाट-बाज़ार और परंपरा पर ख़ास अधिकार देने वाला क़ानून (1996); झारखंड की पेसा नियमावली 2 जनवरी 2026 से लागू है।",
      hinglish: "Paanchvi Anusuchi wale kshetron mein Gram Sabha ko zameen, laghu vanopaj, haat-bazaar aur parampara par khaas adhikar dene wala kanoon (1996); Jharkhand ki PESA niyamavali 2 January 2026 se lagu hai.",
    },
    example: {
      hindi: "पेसा के तहत ग्राम सभा ने हाट की वसूली अपने हाथ में ली।",
      hinglish: "PESA ke tahat Gram Sabha ne haat ki vasooli apne haath mein li.",
    },
  },
  {
    id: 57,
    category: "governance",
    term: { hindi: "पाँचवीं अनुसूची क्षेत्र", hinglish: "Paanchvi Anusuchi Kshetra" },
    english: "Fifth Schedule (Scheduled) Area",
    meaning: {
      hindi: "संविधान की पाँचवीं अनुसूची में अधिसूचित आदिवासी बहुल क्षेत्र, जहाँ पेसा लागू होता है; झारखंड के 13 ज़िले पूरी तरह और 3 आंशिक रूप से इसमें हैं।",
      hinglish: "Samvidhan ki Paanchvi Anusuchi mein adhisoochit aadivasi bahul kshetra, jahan PESA lagu hota hai; Jharkhand ke 13 zile poori tarah aur 3 aanshik roop se ismein hain.",
    },
    example: {
      hindi: "अनुसूचित क्षेत्र होने से ज़मीन लेने से पहले ग्राम सभा की सहमति ली गई।",
      hinglish: "Anusuchit kshetra hone se zameen lene se pehle Gram Sabha ki sahmati li gayi.",
    },
  },
  {
    id: 58,
    category: "general",
    term: { hindi: "ग्यारहवीं अनुसूची", hinglish: "Gyarahvi Anusuchi" },
    english: "Eleventh Schedule of the Constitution",
    meaning: {
      hindi: "संविधान की अनुसूची, जिसमें पंचायतों को सौंपे जा सकने वाले 29 विषय हैं — जैसे खेती, पेयजल, सड़क, शिक्षा और ग़रीबी हटाना।",
      hinglish: "Samvidhan ki anusuchi, jismein panchayaton ko saunpe ja sakne wale 29 vishay hain — jaise kheti, peyjal, sadak, shiksha aur gareebi hatana.",
    },
    example: {
      hindi: "पंचायत ने ग्यारहवीं अनुसूची के विषयों से अपनी योजना के काम चुने।",
      hinglish: "Panchayat ne Gyarahvi Anusuchi ke vishayon se apni yojana ke kaam chune.",
    },
  },
  {
    id: 59,
    category: "general",
    term: { hindi: "अनुच्छेद 243G", hinglish: "Article 243G" },
    english: "Article 243G of the Constitution",
    meaning: {
      hindi: "संविधान का अनुच्छेद, जिसके तहत राज्य पंचायतों को आर्थिक विकास और सामाजिक न्याय की योजनाएँ बनाने और चलाने के अधिकार देता है।",
      hinglish: "Samvidhan ka Article, jiske tahat rajya panchayaton ko aarthik vikas aur samajik nyay ki yojanayein banane aur chalane ke adhikar deta hai.",
    },
    example: {
      hindi: "GPDP बनाने का अधिकार अनुच्छेद 243G से आता है।",
      hinglish: "GPDP banane ka adhikar Article 243G se aata hai.",
    },
  },
  {
    id: 60,
    category: "governance",
    term: { hindi: "स्थानीय सतत विकास लक्ष्य (LSDG)", hinglish: "LSDG (Localised Sustainable Development Goals)" },
    english: "Localisation of Sustainable Development Goals",
    meaning: {
      hindi: "सतत विकास लक्ष्यों को पंचायत स्तर पर नौ विषयों में बाँटना — जैसे ग़रीबी-मुक्त, स्वस्थ, पानी से भरपूर, स्वच्छ-हरित गाँव; GPDP इन्हीं विषयों पर बनती है।",
      hinglish: "Sustainable Development Goals ko panchayat level par nau vishayon mein baantna — jaise gareebi-mukt, swasth, paani se bharpoor, swachh-harit gaon; GPDP inhi vishayon par banti hai.",
    },
    example: {
      hindi: "पंचायत ने इस साल \"पानी से भरपूर गाँव\" विषय को चुना।",
      hinglish: "Panchayat ne is saal \"paani se bharpoor gaon\" vishay ko chuna.",
    },
  },
  {
    id: 61,
    category: "governance",
    term: { hindi: "पंचायत उन्नति सूचकांक (PAI)", hinglish: "PAI (Panchayat Advancement Index)" },
    english: "Panchayat Advancement Index",
    meaning: {
      hindi: "LSDG के नौ विषयों पर पंचायत की प्रगति का सूचकांक; श्रेणियाँ — अचीवर (90 या अधिक), फ़्रंट रनर (75 से 90 से कम), परफ़ॉर्मर (60 से 75 से कम), एस्पिरेंट (40 से 60 से कम), बिगिनर (40 से कम)।",
      hinglish: "LSDG ke nau vishayon par panchayat ki pragati ka suchkank; shreniyan — Achiever (90 ya zyada), Front Runner (75 se 90 se kam), Performer (60 se 75 se kam), Aspirant (40 se 60 se kam), Beginner (40 se kam).",
    },
    example: {
      hindi: "PAI में पानी के अंक कम आए, तो पंचायत ने नल कनेक्शन के काम GPDP में रखे।",
      hinglish: "PAI mein paani ke ank kam aaye, to panchayat ne nal connection ke kaam GPDP mein rakhe.",
    },
  },
  {
    id: 62,
    category: "governance",
    term: { hindi: "जन योजना अभियान", hinglish: "Jan Yojana Abhiyan (People's Plan Campaign)" },
    english: "People's Plan Campaign (Sabki Yojana Sabka Vikas)",
    meaning: {
      hindi: "हर साल चलने वाला अभियान, जिसमें ग्राम सभा में अगले साल की GPDP बनती है; इसका समय राज्य का आदेश बताता है।",
      hinglish: "Har saal chalne wala abhiyan, jismein Gram Sabha mein agle saal ki GPDP banti hai; iska samay rajya ka aadesh batata hai.",
    },
    example: {
      hindi: "अभियान के दौरान हर वार्ड में योजना की बैठक हुई।",
      hinglish: "Abhiyan ke dauran har ward mein yojana ki baithak hui.",
    },
  },
  {
    id: 63,
    category: "governance",
    term: { hindi: "विकसित ग्राम पंचायत योजना", hinglish: "Viksit Gram Panchayat Plan" },
    english: "Viksit Gram Panchayat Plan (VGPP)",
    meaning: {
      hindi: "VB-G RAM G के कामों की योजना, जिसे ग्राम सभा मंज़ूर करती है; रोज़गार गारंटी के काम इसी योजना से लिए जाते हैं।",
      hinglish: "VB-G RAM G ke kaamon ki yojana, jise Gram Sabha manzoor karti hai; rozgar guarantee ke kaam isi yojana se liye jaate hain.",
    },
    example: {
      hindi: "विकसित ग्राम पंचायत योजना में तालाब की खुदाई और चेक डैम रखे गए।",
      hinglish: "Viksit Gram Panchayat Plan mein talab ki khudai aur check dam rakhe gaye.",
    },
  },
  {
    id: 64,
    category: "governance",
    term: { hindi: "प्रखंड पंचायत विकास योजना (BPDP)", hinglish: "BPDP (Block Panchayat Development Plan)" },
    english: "Block Panchayat Development Plan",
    meaning: {
      hindi: "पंचायत समिति की सालाना विकास योजना, जिसमें कई पंचायतों को जोड़ने वाले काम आते हैं।",
      hinglish: "Panchayat Samiti ki saalana vikas yojana, jismein kai panchayaton ko jodne wale kaam aate hain.",
    },
    example: {
      hindi: "दो पंचायतों को जोड़ने वाली पुलिया BPDP में रखी गई।",
      hinglish: "Do panchayaton ko jodne wali puliya BPDP mein rakhi gayi.",
    },
  },
  {
    id: 65,
    category: "governance",
    term: { hindi: "ज़िला पंचायत विकास योजना (DPDP)", hinglish: "DPDP (District Panchayat Development Plan)" },
    english: "District Panchayat Development Plan",
    meaning: {
      hindi: "ज़िला परिषद की सालाना विकास योजना, जो ज़िले के बड़े कामों को जोड़ती है।",
      hinglish: "Zila Parishad ki saalana vikas yojana, jo zile ke bade kaamon ko jodti hai.",
    },
    example: {
      hindi: "ज़िले की हाट-बाज़ार सड़कें DPDP में जुड़ीं।",
      hinglish: "Zile ki haat-bazaar sadkein DPDP mein judin.",
    },
  },
  {
    id: 66,
    category: "finance",
    term: { hindi: "संसाधन आकलन", hinglish: "Resource Envelope" },
    english: "Resource envelope",
    meaning: {
      hindi: "अगले साल पंचायत के पास कितना पैसा आएगा — वित्त आयोग, योजनाएँ और अपनी आय — इसका अनुमान; GPDP इसी सीमा के भीतर बनती है।",
      hinglish: "Agle saal panchayat ke paas kitna paisa aayega — Finance Commission, yojanayein aur apni aay — iska anumaan; GPDP isi seema ke andar banti hai.",
    },
    example: {
      hindi: "संसाधन आकलन से पता चला कि तीन बड़े काम एक साल में नहीं हो सकते।",
      hinglish: "Resource envelope se pata chala ki teen bade kaam ek saal mein nahi ho sakte.",
    },
  },
  {
    id: 67,
    category: "governance",
    term: { hindi: "ट्रांसेक्ट वॉक", hinglish: "Transect Walk" },
    english: "Transect walk",
    meaning: {
      hindi: "गाँव में पैदल घूमकर ज़मीन, पानी, रास्ते और संसाधनों को देखना, ताकि योजना ज़मीन की असल हालत पर बने।",
      hinglish: "Gaon mein paidal ghoomkar zameen, paani, raaste aur sansadhanon ko dekhna, taaki yojana zameen ki asal haalat par bane.",
    },
    example: {
      hindi: "ट्रांसेक्ट वॉक में टूटी नाली और सूखा तालाब दिखे।",
      hinglish: "Transect walk mein tooti naali aur sookha talab dikhe.",
    },
  },
  {
    id: 68,
    category: "governance",
    term: { hindi: "सामाजिक मानचित्र", hinglish: "Samajik Manchitra (Social Map)" },
    english: "Social map",
    meaning: {
      hindi: "गाँव का हाथ से बना नक़्शा, जिसमें घर, परिवारों की हालत, स्कूल, आँगनवाड़ी और सुविधाएँ दिखें।",
      hinglish: "Gaon ka haath se bana naksha, jismein ghar, parivaron ki haalat, school, anganwadi aur suvidhayein dikhein.",
    },
    example: {
      hindi: "सामाजिक मानचित्र से बिना शौचालय वाले घर पहचाने गए।",
      hinglish: "Samajik manchitra se bina shauchalay wale ghar pehchane gaye.",
    },
  },
  {
    id: 69,
    category: "schemes",
    term: { hindi: "मिशन अंत्योदय सर्वे", hinglish: "Mission Antyodaya Survey" },
    english: "Mission Antyodaya survey",
    meaning: {
      hindi: "ग्राम पंचायत स्तर का सर्वे, जिससे गाँव की सुविधाओं की कमी पता चलती है और GPDP में काम चुने जाते हैं।",
      hinglish: "Gram Panchayat level ka survey, jisse gaon ki suvidhaon ki kami pata chalti hai aur GPDP mein kaam chune jaate hain.",
    },
    example: {
      hindi: "सर्वे में पशु चिकित्सा केंद्र की कमी दिखी, तो उसे योजना में रखा गया।",
      hinglish: "Survey mein pashu chikitsa kendra ki kami dikhi, to use yojana mein rakha gaya.",
    },
  },
  {
    id: 70,
    category: "finance",
    term: { hindi: "अभिसरण", hinglish: "Abhisaran (Convergence)" },
    english: "Convergence",
    meaning: {
      hindi: "अलग-अलग योजनाओं का पैसा और काम एक साथ जोड़ना — जैसे रोज़गार गारंटी की मज़दूरी और वित्त आयोग से सामान।",
      hinglish: "Alag-alag yojanaon ka paisa aur kaam ek saath jodna — jaise rozgar guarantee ki mazdoori aur Finance Commission se saamaan.",
    },
    example: {
      hindi: "अभिसरण से आँगनवाड़ी भवन की मज़दूरी और सामान दो योजनाओं से जुटा।",
      hinglish: "Abhisaran se anganwadi bhawan ki mazdoori aur saamaan do yojanaon se juta.",
    },
  },
  {
    id: 71,
    category: "schemes",
    term: { hindi: "VB-G RAM G (विकसित भारत—जी राम जी)", hinglish: "VB-G RAM G (Viksit Bharat—Ji Ram Ji)" },
    english: "Viksit Bharat – Guarantee for Rozgar and Ajeevika Mission (Gramin) Act, 2025",
    meaning: {
      hindi: "1 जुलाई 2026 से पुराने रोज़गार गारंटी क़ानून (2005) की जगह लागू क़ानून: हर ग्रामीण परिवार को साल में 125 दिन काम, माँग के 15 दिन में काम या बेरोज़गारी भत्ता, मज़दूरी हर हफ़्ते।",
      hinglish: "1 July 2026 se purane rozgar guarantee kanoon (2005) ki jagah lagu kanoon: har gramin parivar ko saal mein 125 din kaam, maang ke 15 din mein kaam ya berozgari bhatta, mazdoori har hafte.",
    },
    example: {
      hindi: "VB-G RAM G में रीता ने लिखित माँग दी और दस दिन में काम मिला।",
      hinglish: "VB-G RAM G mein Reeta ne likhit maang di aur das din mein kaam mila.",
    },
  },
  {
    id: 72,
    category: "documents",
    term: { hindi: "ग्रामीण रोज़गार गारंटी कार्ड", hinglish: "Gramin Rozgar Guarantee Card" },
    english: "Rural Employment Guarantee Card",
    meaning: {
      hindi: "VB-G RAM G में हर ग्रामीण परिवार के वयस्कों के लिए बनने वाला नया कार्ड; ई-केवाईसी से सत्यापित पुराने जॉब कार्ड बदलाव के दौरान मान्य रहते हैं।",
      hinglish: "VB-G RAM G mein har gramin parivar ke vayaskon ke liye banne wala naya card; e-KYC se verified purane job card badlav ke dauran valid rehte hain.",
    },
    example: {
      hindi: "पंचायत में शिविर लगाकर परिवारों का ई-केवाईसी पूरा कराया गया।",
      hinglish: "Panchayat mein shivir lagakar parivaron ka e-KYC poora karaya gaya.",
    },
  },
  {
    id: 73,
    category: "schemes",
    term: { hindi: "बेरोज़गारी भत्ता", hinglish: "Berozgari Bhatta" },
    english: "Unemployment allowance",
    meaning: {
      hindi: "काम माँगने के 15 दिन में काम न मिले तो मिलने वाला भत्ता; VB-G RAM G में पहले 30 दिन मज़दूरी का एक-चौथाई, उसके बाद आधा।",
      hinglish: "Kaam maangne ke 15 din mein kaam na mile to milne wala bhatta; VB-G RAM G mein pehle 30 din mazdoori ka ek-chauthai, uske baad aadha.",
    },
    example: {
      hindi: "माँग की रसीद होने से मोहन को भत्ता मिल सका।",
      hinglish: "Maang ki raseed hone se Mohan ko bhatta mil saka.",
    },
  },
  {
    id: 74,
    category: "documents",
    term: { hindi: "मस्टर रोल", hinglish: "Muster Roll" },
    english: "Muster roll",
    meaning: {
      hindi: "रोज़गार गारंटी के काम पर मज़दूरों की हाज़िरी और मज़दूरी का सरकारी रजिस्टर।",
      hinglish: "Rozgar guarantee ke kaam par mazdooron ki haaziri aur mazdoori ka sarkari register.",
    },
    example: {
      hindi: "सामाजिक अंकेक्षण में मस्टर रोल के नाम काम की जगह पर गिने गए।",
      hinglish: "Social audit mein muster roll ke naam kaam ki jagah par gine gaye.",
    },
  },
  {
    id: 75,
    category: "schemes",
    term: { hindi: "खेती के मौसम में ठहराव", hinglish: "Kheti ke Mausam mein Thehrav" },
    english: "Farm-season pause",
    meaning: {
      hindi: "बुआई-कटाई के व्यस्त समय में रोज़गार गारंटी के काम रोकने की राज्य की अधिसूचित अवधि; VB-G RAM G में साल में कुल 60 दिन तक।",
      hinglish: "Buai-katai ke vyast samay mein rozgar guarantee ke kaam rokne ki rajya ki adhisoochit avadhi; VB-G RAM G mein saal mein kul 60 din tak.",
    },
    example: {
      hindi: "धान रोपाई के महीने में ठहराव की सूचना पंचायत भवन पर लगी।",
      hinglish: "Dhaan ropai ke mahine mein thehrav ki soochna panchayat bhawan par lagi.",
    },
  },
  {
    id: 76,
    category: "general",
    term: { hindi: "लोकपाल (रोज़गार गारंटी)", hinglish: "Ombudsperson (Lokpal)" },
    english: "Ombudsperson",
    meaning: {
      hindi: "रोज़गार गारंटी के कामों और मज़दूरी की शिकायतें सुनने वाला स्वतंत्र अधिकारी।",
      hinglish: "Rozgar guarantee ke kaamon aur mazdoori ki shikayatein sunne wala swatantra adhikari.",
    },
    example: {
      hindi: "मज़दूरी न मिलने की शिकायत लोकपाल के पास भी दर्ज कराई गई।",
      hinglish: "Mazdoori na milne ki shikayat Ombudsperson ke paas bhi darj karayi gayi.",
    },
  },
  {
    id: 77,
    category: "schemes",
    term: { hindi: "दीनदयाल अंत्योदय योजना–राष्ट्रीय ग्रामीण आजीविका मिशन (DAY-NRLM)", hinglish: "DAY-NRLM (Aajeevika Mission)" },
    english: "Deendayal Antyodaya Yojana – National Rural Livelihoods Mission",
    meaning: {
      hindi: "ग़रीब ग्रामीण महिलाओं को स्वयं सहायता समूहों में जोड़कर बचत, कर्ज़ और आजीविका देने वाला मिशन; झारखंड में JSLPS और बिहार में जीविका इसे चलाते हैं।",
      hinglish: "Gareeb gramin mahilaon ko Self Help Groups mein jodkar bachat, karz aur aajeevika dene wala mission; Jharkhand mein JSLPS aur Bihar mein JEEViKA ise chalate hain.",
    },
    example: {
      hindi: "आजीविका मिशन से समूह को बकरी पालन का कर्ज़ मिला।",
      hinglish: "Aajeevika mission se group ko bakri paalan ka karz mila.",
    },
  },
  {
    id: 78,
    category: "schemes",
    term: { hindi: "लखपति दीदी", hinglish: "Lakhpati Didi" },
    english: "Lakhpati Didi",
    meaning: {
      hindi: "स्वयं सहायता समूह की वह दीदी, जिसके परिवार की सालाना आय कम से कम ₹1 लाख हो जाए — आजीविका मिशन का लक्ष्य।",
      hinglish: "Self Help Group ki woh didi, jiske parivar ki saalana aay kam se kam ₹1 lakh ho jaaye — aajeevika mission ka lakshya.",
    },
    example: {
      hindi: "सिलाई और दुकान से सविता दीदी लखपति दीदी बनीं।",
      hinglish: "Silai aur dukaan se Savita didi Lakhpati Didi banin.",
    },
  },
  {
    id: 79,
    category: "schemes",
    term: { hindi: "स्वच्छ भारत मिशन (ग्रामीण)", hinglish: "SBM-G (Swachh Bharat Mission–Gramin)" },
    english: "Swachh Bharat Mission (Grameen)",
    meaning: {
      hindi: "गाँवों को खुले में शौच से मुक्त रखने और कचरा प्रबंधन का मिशन; घर में शौचालय बनाने पर ₹12,000 प्रोत्साहन।",
      hinglish: "Gaon ko khule mein shauch se mukt rakhne aur kachra prabandhan ka mission; ghar mein shauchalay banane par ₹12,000 protsahan.",
    },
    example: {
      hindi: "शौचालय बनने के बाद परिवार को प्रोत्साहन राशि खाते में मिली।",
      hinglish: "Shauchalay banne ke baad parivar ko protsahan rashi khate mein mili.",
    },
  },
  {
    id: 80,
    category: "schemes",
    term: { hindi: "ठोस और तरल अपशिष्ट प्रबंधन (SLWM)", hinglish: "SLWM (Solid and Liquid Waste Management)" },
    english: "Solid and Liquid Waste Management",
    meaning: {
      hindi: "गीला-सूखा कचरा अलग करना, खाद बनाना और गंदे पानी के लिए सोख्ता गड्ढे — ODF प्लस का मुख्य हिस्सा।",
      hinglish: "Geela-sookha kachra alag karna, khaad banana aur gande paani ke liye sokhta gaddhe — ODF Plus ka mukhya hissa.",
    },
    example: {
      hindi: "पंचायत ने कचरा ढोने का ठेला और खाद गड्ढा बनवाया।",
      hinglish: "Panchayat ne kachra dhone ka thela aur khaad gaddha banwaya.",
    },
  },
  {
    id: 81,
    category: "schemes",
    term: { hindi: "सोख्ता गड्ढा", hinglish: "Sokhta Gaddha" },
    english: "Soak pit",
    meaning: {
      hindi: "घर या हैंडपंप का गंदा पानी ज़मीन में सोखने वाला गड्ढा, जिससे गली में पानी न भरे।",
      hinglish: "Ghar ya handpump ka ganda paani zameen mein sokhne wala gaddha, jisse gali mein paani na bhare.",
    },
    example: {
      hindi: "हैंडपंप के पास सोख्ता गड्ढा बनने से कीचड़ ख़त्म हुआ।",
      hinglish: "Handpump ke paas sokhta gaddha banne se keechad khatam hua.",
    },
  },
  {
    id: 82,
    category: "schemes",
    term: { hindi: "गोबरधन", hinglish: "GOBARdhan" },
    english: "GOBARdhan (Galvanizing Organic Bio-Agro Resources Dhan)",
    meaning: {
      hindi: "गोबर और जैविक कचरे से बायोगैस और खाद बनाने की योजना, स्वच्छ भारत मिशन (ग्रामीण) के तहत।",
      hinglish: "Gobar aur jaivik kachre se biogas aur khaad banane ki yojana, Swachh Bharat Mission (Gramin) ke tahat.",
    },
    example: {
      hindi: "गोबरधन संयंत्र से गाँव के स्कूल की रसोई में गैस पहुँची।",
      hinglish: "GOBARdhan plant se gaon ke school ki rasoi mein gas pahunchi.",
    },
  },
  {
    id: 83,
    category: "schemes",
    term: { hindi: "ग्राम जल एवं स्वच्छता समिति (पानी समिति)", hinglish: "VWSC (Paani Samiti)" },
    english: "Village Water and Sanitation Committee",
    meaning: {
      hindi: "गाँव की पाइप जल योजना बनाने, चलाने और देखरेख करने वाली पंचायत की समिति; कम से कम आधी सदस्य महिलाएँ।",
      hinglish: "Gaon ki pipe jal yojana banane, chalane aur dekhrekh karne wali panchayat ki samiti; kam se kam aadhi sadasya mahilayein.",
    },
    example: {
      hindi: "पानी समिति ने हर घर से रखरखाव का छोटा शुल्क तय किया।",
      hinglish: "Paani Samiti ne har ghar se rakhrakhav ka chhota shulk tay kiya.",
    },
  },
  {
    id: 84,
    category: "schemes",
    term: { hindi: "फ़ील्ड टेस्ट किट (FTK)", hinglish: "Field Test Kit (FTK)" },
    english: "Field Test Kit",
    meaning: {
      hindi: "पानी की गुणवत्ता गाँव में ही जाँचने की किट; जल जीवन मिशन में गाँव की 5 महिलाओं को इसे चलाना सिखाया जाता है।",
      hinglish: "Paani ki gunvatta gaon mein hi jaanchne ki kit; Jal Jeevan Mission mein gaon ki 5 mahilaon ko ise chalana sikhaya jaata hai.",
    },
    example: {
      hindi: "FTK से जाँच में एक कुएँ का पानी पीने लायक़ नहीं निकला।",
      hinglish: "FTK se jaanch mein ek kuen ka paani peene laayak nahi nikla.",
    },
  },
  {
    id: 85,
    category: "schemes",
    term: { hindi: "प्रधानमंत्री किसान सम्मान निधि (PM-KISAN)", hinglish: "PM-KISAN" },
    english: "Pradhan Mantri Kisan Samman Nidhi",
    meaning: {
      hindi: "ज़मीन वाले किसान परिवारों को साल में ₹6,000, ₹2,000 की तीन किस्तों में सीधे बैंक खाते में देने वाली योजना।",
      hinglish: "Zameen wale kisan parivaron ko saal mein ₹6,000, ₹2,000 ki teen kiston mein seedhe bank khate mein dene wali yojana.",
    },
    example: {
      hindi: "किस्त रुकी तो किसान ने CSC पर ई-केवाईसी पूरा कराया।",
      hinglish: "Kist ruki to kisan ne CSC par e-KYC poora karaya.",
    },
  },
  {
    id: 86,
    category: "schemes",
    term: { hindi: "राष्ट्रीय सामाजिक सहायता कार्यक्रम (NSAP)", hinglish: "NSAP (National Social Assistance Programme)" },
    english: "National Social Assistance Programme",
    meaning: {
      hindi: "बुज़ुर्गों, विधवाओं और दिव्यांगजनों की केंद्र की पेंशन योजनाएँ (केंद्र का हिस्सा ₹200 या ₹500 महीना); राज्य अपनी ओर से राशि जोड़ते हैं।",
      hinglish: "Buzurgon, vidhwaon aur divyangjan ki Kendra ki pension yojanayein (Kendra ka hissa ₹200 ya ₹500 mahina); rajya apni or se rashi jodte hain.",
    },
    example: {
      hindi: "ग्राम सभा ने पेंशन के नए आवेदनों की सूची प्रखंड भेजी।",
      hinglish: "Gram Sabha ne pension ke naye aavedanon ki suchi prakhand bheji.",
    },
  },
  {
    id: 87,
    category: "schemes",
    term: { hindi: "राष्ट्रीय खाद्य सुरक्षा अधिनियम (NFSA)", hinglish: "NFSA (National Food Security Act)" },
    english: "National Food Security Act, 2013",
    meaning: {
      hindi: "राशन कार्ड वालों को सस्ते या मुफ़्त अनाज का क़ानूनी अधिकार; धारा 29 में सतर्कता समितियाँ और धारा 15 में ज़िला शिकायत अधिकारी।",
      hinglish: "Ration card walon ko saste ya muft anaaj ka kanooni adhikar; dhara 29 mein vigilance samitiyan aur dhara 15 mein District Grievance Officer.",
    },
    example: {
      hindi: "कम अनाज मिलने की शिकायत ज़िला शिकायत अधिकारी से की गई।",
      hinglish: "Kam anaaj milne ki shikayat District Grievance Officer se ki gayi.",
    },
  },
  {
    id: 88,
    category: "schemes",
    term: { hindi: "सतर्कता समिति (राशन)", hinglish: "Satarkata Samiti (Ration Vigilance Committee)" },
    english: "Vigilance Committee (PDS)",
    meaning: {
      hindi: "NFSA की धारा 29 के तहत राज्य, ज़िला, प्रखंड और राशन दुकान स्तर की समिति, जो अनाज के वितरण पर नज़र रखती है।",
      hinglish: "NFSA ki dhara 29 ke tahat rajya, zila, block aur ration dukaan level ki samiti, jo anaaj ke vitaran par nazar rakhti hai.",
    },
    example: {
      hindi: "सतर्कता समिति ने राशन दुकान का स्टॉक रजिस्टर जाँचा।",
      hinglish: "Vigilance samiti ne ration dukaan ka stock register jaancha.",
    },
  },
  {
    id: 89,
    category: "schemes",
    term: { hindi: "जन वितरण प्रणाली (PDS)", hinglish: "PDS (Jan Vitaran Pranali)" },
    english: "Public Distribution System",
    meaning: {
      hindi: "राशन दुकानों से राशन कार्ड पर अनाज बाँटने की सरकारी व्यवस्था।",
      hinglish: "Ration dukaanon se ration card par anaaj baantne ki sarkari vyavastha.",
    },
    example: {
      hindi: "PDS दुकान पर वितरण का दिन नोटिस बोर्ड पर लिखा गया।",
      hinglish: "PDS dukaan par vitaran ka din notice board par likha gaya.",
    },
  },
  {
    id: 90,
    category: "schemes",
    term: { hindi: "आयुष्मान भारत (PM-JAY)", hinglish: "Ayushman Bharat (PM-JAY)" },
    english: "Pradhan Mantri Jan Arogya Yojana",
    meaning: {
      hindi: "पात्र परिवारों को सूचीबद्ध अस्पतालों में मुफ़्त इलाज देने वाली स्वास्थ्य बीमा योजना; इलाज आयुष्मान कार्ड से।",
      hinglish: "Paatra parivaron ko suchibaddh aspataalon mein muft ilaaj dene wali swasthya beema yojana; ilaaj Ayushman card se.",
    },
    example: {
      hindi: "पंचायत भवन के शिविर में बुज़ुर्गों के आयुष्मान कार्ड बने।",
      hinglish: "Panchayat bhawan ke shivir mein buzurgon ke Ayushman card bane.",
    },
  },
  {
    id: 91,
    category: "general",
    term: { hindi: "आशा", hinglish: "ASHA" },
    english: "Accredited Social Health Activist",
    meaning: {
      hindi: "गाँव की स्वास्थ्य कार्यकर्ता, जो गर्भवती महिलाओं, टीकाकरण और इलाज के लिए परिवारों को स्वास्थ्य सेवाओं से जोड़ती है।",
      hinglish: "Gaon ki swasthya karyakarta, jo garbhvati mahilaon, teekakaran aur ilaaj ke liye parivaron ko swasthya sevaon se jodti hai.",
    },
    example: {
      hindi: "आशा दीदी ने गर्भवती महिला को अस्पताल में प्रसव के लिए पहुँचाया।",
      hinglish: "ASHA didi ne garbhvati mahila ko aspataal mein prasav ke liye pahunchaya.",
    },
  },
  {
    id: 92,
    category: "general",
    term: { hindi: "एएनएम", hinglish: "ANM (Auxiliary Nurse Midwife)" },
    english: "Auxiliary Nurse Midwife",
    meaning: {
      hindi: "उप-स्वास्थ्य केंद्र की नर्स, जो टीकाकरण, प्रसव-पूर्व जाँच और गाँव का स्वास्थ्य दिवस चलाती है।",
      hinglish: "Up-swasthya kendra ki nurse, jo teekakaran, prasav-poorv jaanch aur gaon ka swasthya diwas chalati hai.",
    },
    example: {
      hindi: "ANM ने आँगनवाड़ी में बच्चों का टीकाकरण किया।",
      hinglish: "ANM ne anganwadi mein bachchon ka teekakaran kiya.",
    },
  },
  {
    id: 93,
    category: "general",
    term: { hindi: "आँगनवाड़ी", hinglish: "Anganwadi" },
    english: "Anganwadi centre",
    meaning: {
      hindi: "छोटे बच्चों, गर्भवती और धात्री माताओं के पोषण, टीकाकरण और स्कूल-पूर्व शिक्षा का गाँव का केंद्र।",
      hinglish: "Chhote bachchon, garbhvati aur dhatri maataon ke poshan, teekakaran aur school-poorv shiksha ka gaon ka kendra.",
    },
    example: {
      hindi: "आँगनवाड़ी की छत की मरम्मत GPDP में रखी गई।",
      hinglish: "Anganwadi ki chhat ki marammat GPDP mein rakhi gayi.",
    },
  },
  {
    id: 94,
    category: "governance",
    term: { hindi: "ग्राम स्वास्थ्य, स्वच्छता एवं पोषण समिति (VHSNC)", hinglish: "VHSNC" },
    english: "Village Health, Sanitation and Nutrition Committee",
    meaning: {
      hindi: "राष्ट्रीय स्वास्थ्य मिशन के तहत हर राजस्व गाँव की समिति — पंचायत सदस्य, आशा, आँगनवाड़ी सेविका, ANM और गाँव की महिलाएँ; हर साल खुला (अनटाइड) फ़ंड, राशि राज्य के नियम से।",
      hinglish: "National Health Mission ke tahat har rajasva gaon ki samiti — panchayat sadasya, ASHA, anganwadi sevika, ANM aur gaon ki mahilayein; har saal untied fund, rashi rajya ke niyam se.",
    },
    example: {
      hindi: "VHSNC ने अपने फ़ंड से नाली में दवा छिड़कवाई।",
      hinglish: "VHSNC ne apne fund se naali mein dawa chhidakwayi.",
    },
  },
  {
    id: 95,
    category: "governance",
    term: { hindi: "विद्यालय प्रबंधन समिति (SMC)", hinglish: "SMC (School Management Committee)" },
    english: "School Management Committee",
    meaning: {
      hindi: "शिक्षा का अधिकार अधिनियम की धारा 21 के तहत सरकारी स्कूल की समिति; तीन-चौथाई सदस्य बच्चों के माता-पिता, और आधी सदस्य महिलाएँ।",
      hinglish: "Shiksha ka Adhikar Act ki dhara 21 ke tahat sarkari school ki samiti; teen-chauthai sadasya bachchon ke mata-pita, aur aadhi sadasya mahilayein.",
    },
    example: {
      hindi: "SMC ने शिक्षकों की उपस्थिति और भोजन की गुणवत्ता देखी।",
      hinglish: "SMC ne shikshakon ki upasthiti aur bhojan ki gunvatta dekhi.",
    },
  },
  {
    id: 96,
    category: "schemes",
    term: { hindi: "पीएम पोषण (मध्याह्न भोजन)", hinglish: "PM POSHAN (Mid-day Meal)" },
    english: "PM POSHAN (Mid-day Meal scheme)",
    meaning: {
      hindi: "सरकारी स्कूलों में बच्चों को दोपहर का गरम पका भोजन देने की योजना।",
      hinglish: "Sarkari schoolon mein bachchon ko dopahar ka garam paka bhojan dene wali yojana.",
    },
    example: {
      hindi: "माता-पिता ने भोजन चखकर रजिस्टर में राय लिखी।",
      hinglish: "Mata-pita ne bhojan chakhkar register mein raay likhi.",
    },
  },
  {
    id: 97,
    category: "documents",
    term: { hindi: "स्वामित्व योजना (संपत्ति कार्ड)", hinglish: "SVAMITVA (Property Card)" },
    english: "SVAMITVA scheme (property card)",
    meaning: {
      hindi: "ड्रोन सर्वे से गाँव की आबादी की ज़मीन का नक़्शा बनाकर घर-मालिकों को संपत्ति कार्ड देने की योजना।",
      hinglish: "Drone survey se gaon ki abadi ki zameen ka naksha banakar ghar-maalikon ko property card dene wali yojana.",
    },
    example: {
      hindi: "संपत्ति कार्ड से रामदीन को घर पर बैंक कर्ज़ मिला।",
      hinglish: "Property card se Ramdeen ko ghar par bank karz mila.",
    },
  },
  {
    id: 98,
    category: "schemes",
    term: { hindi: "प्रधानमंत्री ग्राम सड़क योजना (PMGSY)", hinglish: "PMGSY (Pradhan Mantri Gram Sadak Yojana)" },
    english: "Pradhan Mantri Gram Sadak Yojana",
    meaning: {
      hindi: "बिना सड़क वाली बसावटों को हर मौसम में चलने वाली पक्की सड़क से जोड़ने की योजना।",
      hinglish: "Bina sadak wali basawaton ko har mausam mein chalne wali pakki sadak se jodne wali yojana.",
    },
    example: {
      hindi: "PMGSY की सड़क बनने से टोला बारिश में भी जुड़ा रहा।",
      hinglish: "PMGSY ki sadak banne se tola baarish mein bhi juda raha.",
    },
  },
  {
    id: 99,
    category: "schemes",
    term: { hindi: "राष्ट्रीय ग्राम स्वराज अभियान (RGSA)", hinglish: "RGSA (Rashtriya Gram Swaraj Abhiyan)" },
    english: "Rashtriya Gram Swaraj Abhiyan",
    meaning: {
      hindi: "पंचायत प्रतिनिधियों और कर्मचारियों के प्रशिक्षण और पंचायतों की क्षमता बढ़ाने की केंद्र की योजना।",
      hinglish: "Panchayat pratinidhiyon aur karmachariyon ke prashikshan aur panchayaton ki kshamata badhane ki Kendra ki yojana.",
    },
    example: {
      hindi: "RGSA के प्रशिक्षण में नए मुखियाओं ने eGramSwaraj सीखा।",
      hinglish: "RGSA ke prashikshan mein naye Mukhiyaon ne eGramSwaraj seekha.",
    },
  },
  {
    id: 100,
    category: "schemes",
    term: { hindi: "अबुआ आवास योजना", hinglish: "Abua Awas Yojana" },
    english: "Abua Awas Yojana (Jharkhand)",
    meaning: {
      hindi: "झारखंड सरकार की आवास योजना, जिसमें पात्र ग़रीब परिवारों को पक्के घर के लिए ₹2 लाख मिलते हैं।",
      hinglish: "Jharkhand sarkar ki awas yojana, jismein paatra gareeb parivaron ko pakke ghar ke liye ₹2 lakh milte hain.",
    },
    example: {
      hindi: "अबुआ आवास की सूची ग्राम सभा में पढ़ी गई।",
      hinglish: "Abua Awas ki suchi Gram Sabha mein padhi gayi.",
    },
  },
  {
    id: 101,
    category: "schemes",
    term: { hindi: "मंईयां सम्मान योजना", hinglish: "Maiyan Samman Yojana" },
    english: "Maiyan Samman Yojana (Jharkhand)",
    meaning: {
      hindi: "झारखंड की योजना, जिसमें पात्र महिलाओं को हर महीने ₹2,500 सीधे बैंक खाते में मिलते हैं।",
      hinglish: "Jharkhand ki yojana, jismein paatra mahilaon ko har mahine ₹2,500 seedhe bank khate mein milte hain.",
    },
    example: {
      hindi: "खाता आधार से न जुड़ा होने से एक दीदी की राशि अटकी थी।",
      hinglish: "Khata Aadhaar se na juda hone se ek didi ki rashi atki thi.",
    },
  },
  {
    id: 102,
    category: "documents",
    term: { hindi: "परिवार पहचान पत्र (PPP)", hinglish: "Parivar Pehchan Patra (PPP)" },
    english: "Family ID (Haryana)",
    meaning: {
      hindi: "हरियाणा में हर परिवार की एक पहचान (हरियाणा परिवार पहचान अधिनियम, 2021), जिसके आँकड़ों से योजनाओं की पात्रता तय होती है।",
      hinglish: "Haryana mein har parivar ki ek pehchan (Haryana Parivar Pehchan Act, 2021), jiske data se yojanaon ki paatrata tay hoti hai.",
    },
    example: {
      hindi: "PPP में उम्र ठीक होते ही बुज़ुर्ग की पेंशन अपने-आप शुरू हुई।",
      hinglish: "PPP mein umar theek hote hi buzurg ki pension apne-aap shuru hui.",
    },
  },
  {
    id: 103,
    category: "schemes",
    term: { hindi: "बुढ़ापा सम्मान भत्ता", hinglish: "Budhapa Samman Bhatta" },
    english: "Old-age Samman Allowance (Haryana)",
    meaning: {
      hindi: "हरियाणा की वृद्धावस्था पेंशन — 60 साल या अधिक के पात्र निवासियों को ₹3,200 महीना (1 जनवरी 2025 से यह दर)।",
      hinglish: "Haryana ki vriddhavastha pension — 60 saal ya zyada ke paatra niwasiyon ko ₹3,200 mahina (1 January 2025 se yeh dar).",
    },
    example: {
      hindi: "सरल पोर्टल पर पेंशन की स्थिति देखकर सचिव ने परिवार को बताया।",
      hinglish: "SARAL portal par pension ki sthiti dekhkar secretary ne parivar ko bataya.",
    },
  },
  {
    id: 104,
    category: "schemes",
    term: { hindi: "जीविका", hinglish: "JEEViKA" },
    english: "Bihar Rural Livelihoods Promotion Society",
    meaning: {
      hindi: "बिहार की ग्रामीण आजीविका समिति, जो स्वयं सहायता समूहों की जीविका दीदियों के साथ काम करती है।",
      hinglish: "Bihar ki gramin aajeevika samiti, jo Self Help Groups ki JEEViKA didiyon ke saath kaam karti hai.",
    },
    example: {
      hindi: "जीविका दीदियों ने पंचायत में पोषण वाटिका लगाई।",
      hinglish: "JEEViKA didiyon ne panchayat mein poshan vatika lagayi.",
    },
  },
  {
    id: 105,
    category: "schemes",
    term: { hindi: "सखी मंडल", hinglish: "Sakhi Mandal" },
    english: "Women's Self Help Group (Jharkhand)",
    meaning: {
      hindi: "झारखंड में महिलाओं के स्वयं सहायता समूह, जिन्हें झारखंड राज्य आजीविका संवर्धन सोसाइटी (JSLPS) चलाती है।",
      hinglish: "Jharkhand mein mahilaon ke Self Help Group, jinhein Jharkhand State Livelihood Promotion Society (JSLPS) chalati hai.",
    },
    example: {
      hindi: "सखी मंडल ने दीदी कैफ़े खोलकर आय बढ़ाई।",
      hinglish: "Sakhi Mandal ne Didi Cafe kholkar aay badhayi.",
    },
  },
  {
    id: 106,
    category: "finance",
    term: { hindi: "16वाँ वित्त आयोग", hinglish: "16th Finance Commission" },
    english: "Sixteenth Finance Commission",
    meaning: {
      hindi: "2026-27 से 2030-31 तक केंद्र से पंचायतों को अनुदान की सिफ़ारिश करने वाला आयोग (रिपोर्ट 1 फ़रवरी 2026 को संसद में); ग्रामीण पंचायतों के लिए लगभग ₹4.35 लाख करोड़।",
      hinglish: "2026-27 se 2030-31 tak Kendra se panchayaton ko grant ki sifarish karne wala aayog (report 1 February 2026 ko Sansad mein); gramin panchayaton ke liye lagbhag ₹4.35 lakh crore.",
    },
    example: {
      hindi: "16वें वित्त आयोग की पहली किस्त से पहले पंचायत ने पिछला ऑडिट पूरा कराया।",
      hinglish: "16th Finance Commission ki pehli kist se pehle panchayat ne pichhla audit poora karaya.",
    },
  },
  {
    id: 107,
    category: "finance",
    term: { hindi: "मूल (बेसिक) अनुदान", hinglish: "Basic Grant (16th Finance Commission)" },
    english: "Basic grant",
    meaning: {
      hindi: "16वें वित्त आयोग का बड़ा हिस्सा (लगभग ₹3.48 लाख करोड़), हर पात्र पंचायत के लिए; यह 15वें आयोग का \"खुला\" अनुदान नहीं — इसमें भी बँधे हिस्से हो सकते हैं।",
      hinglish: "16th Finance Commission ka bada hissa (lagbhag ₹3.48 lakh crore), har paatra panchayat ke liye; yeh 15th Commission ka \"untied\" grant nahi — ismein bhi tied hisse ho sakte hain.",
    },
    example: {
      hindi: "विभाग के आदेश से पता चला कि मूल अनुदान का कुछ हिस्सा पानी पर ही लगेगा।",
      hinglish: "Vibhag ke aadesh se pata chala ki basic grant ka kuch hissa paani par hi lagega.",
    },
  },
  {
    id: 108,
    category: "finance",
    term: { hindi: "परफ़ॉर्मेंस (निष्पादन) अनुदान", hinglish: "Performance Grant" },
    english: "Performance grant",
    meaning: {
      hindi: "तय शर्तें पूरी करने वाली पंचायतों और राज्यों को मिलने वाला अनुदान; 16वें वित्त आयोग में पंचायतों और राज्यों के लिए लगभग ₹43,524 करोड़ हर एक।",
      hinglish: "Tay shartein poori karne wali panchayaton aur rajyon ko milne wala grant; 16th Finance Commission mein panchayaton aur rajyon ke liye lagbhag ₹43,524 crore har ek.",
    },
    example: {
      hindi: "अपनी आय बढ़ाने से पंचायत परफ़ॉर्मेंस अनुदान की दौड़ में आई।",
      hinglish: "Apni aay badhane se panchayat performance grant ki daud mein aayi.",
    },
  },
  {
    id: 109,
    category: "finance",
    term: { hindi: "अपनी आय (OSR)", hinglish: "Own Source Revenue (OSR)" },
    english: "Own source revenue",
    meaning: {
      hindi: "पंचायत की अपनी वसूली — कर, शुल्क, किराया और पट्टा; 16वें वित्त आयोग में पंचायतों के लिए इसके लक्ष्य रखे गए हैं।",
      hinglish: "Panchayat ki apni vasooli — kar, shulk, kiraya aur patta; 16th Finance Commission mein panchayaton ke liye iske lakshya rakhe gaye hain.",
    },
    example: {
      hindi: "हाट शुल्क की रसीदें eGramSwaraj में दर्ज होने से अपनी आय दिखी।",
      hinglish: "Haat shulk ki raseedein eGramSwaraj mein darj hone se apni aay dikhi.",
    },
  },
  {
    id: 110,
    category: "finance",
    term: { hindi: "ग्राम निधि", hinglish: "Gram Nidhi (Gram Fund)" },
    english: "Gram Panchayat Fund",
    meaning: {
      hindi: "पंचायत का खाता, जिसमें अनुदान और अपनी आय जमा होती है और जिससे भुगतान होते हैं।",
      hinglish: "Panchayat ka khata, jismein grant aur apni aay jama hoti hai aur jisse bhugtan hote hain.",
    },
    example: {
      hindi: "नीलामी की राशि सीधे ग्राम निधि में जमा हुई।",
      hinglish: "Neelami ki rashi seedhe Gram Nidhi mein jama hui.",
    },
  },
  {
    id: 111,
    category: "finance",
    term: { hindi: "प्रशासनिक स्वीकृति", hinglish: "Prashasnik Sweekriti" },
    english: "Administrative approval",
    meaning: {
      hindi: "किसी काम को करने और उस पर पैसा ख़र्च करने की मंज़ूरी, जो पंचायत के प्रस्ताव या सक्षम अधिकारी से मिलती है।",
      hinglish: "Kisi kaam ko karne aur us par paisa kharch karne ki manzoori, jo panchayat ke prastav ya saksham adhikari se milti hai.",
    },
    example: {
      hindi: "प्रशासनिक स्वीकृति के बिना शुरू किया काम ऑडिट में आपत्ति बना।",
      hinglish: "Prashasnik sweekriti ke bina shuru kiya kaam audit mein aapatti bana.",
    },
  },
  {
    id: 112,
    category: "finance",
    term: { hindi: "तकनीकी स्वीकृति", hinglish: "Takneeki Sweekriti" },
    english: "Technical sanction",
    meaning: {
      hindi: "अभियंता की मंज़ूरी कि काम का प्राक्कलन और डिज़ाइन सही है।",
      hinglish: "Engineer ki manzoori ki kaam ka estimate aur design sahi hai.",
    },
    example: {
      hindi: "कनीय अभियंता ने पुलिया के प्राक्कलन को तकनीकी स्वीकृति दी।",
      hinglish: "Junior engineer ne puliya ke estimate ko takneeki sweekriti di.",
    },
  },
  {
    id: 113,
    category: "finance",
    term: { hindi: "प्राक्कलन", hinglish: "Prakkalan (Estimate)" },
    english: "Estimate",
    meaning: {
      hindi: "किसी काम की लागत का अभियंता का बनाया अनुमान — सामान, मज़दूरी और माप के साथ।",
      hinglish: "Kisi kaam ki laagat ka engineer ka banaya anumaan — saamaan, mazdoori aur maap ke saath.",
    },
    example: {
      hindi: "प्राक्कलन से ज़्यादा ख़र्च हुआ तो संशोधित स्वीकृति ली गई।",
      hinglish: "Estimate se zyada kharch hua to sanshodhit sweekriti li gayi.",
    },
  },
  {
    id: 114,
    category: "finance",
    term: { hindi: "क्रय समिति", hinglish: "Kharid Samiti (Purchase Committee)" },
    english: "Purchase committee",
    meaning: {
      hindi: "तीन सदस्यों की समिति, जो बाज़ार दर जाँचकर ख़रीद करती है (सामान्य वित्तीय नियमावली, 2017 का ढाँचा; सीमा राज्य के नियम से)।",
      hinglish: "Teen sadasyon ki samiti, jo bazaar dar jaanchkar kharid karti hai (General Financial Rules 2017 ka dhancha; seema rajya ke niyam se).",
    },
    example: {
      hindi: "क्रय समिति ने तीन दुकानों की दरें देखकर पाइप ख़रीदे।",
      hinglish: "Kharid samiti ne teen dukaanon ki darein dekhkar pipe khareede.",
    },
  },
  {
    id: 115,
    category: "finance",
    term: { hindi: "कोटेशन", hinglish: "Quotation" },
    english: "Quotation",
    meaning: {
      hindi: "विक्रेता की लिखी दर; छोटी ख़रीद में कई कोटेशन लेकर सबसे सही दर चुनी जाती है।",
      hinglish: "Vikreta ki likhi dar; chhoti kharid mein kai quotation lekar sabse sahi dar chuni jaati hai.",
    },
    example: {
      hindi: "तीन कोटेशन फ़ाइल में लगाकर ख़रीद की गई।",
      hinglish: "Teen quotation file mein lagakar kharid ki gayi.",
    },
  },
  {
    id: 116,
    category: "finance",
    term: { hindi: "निविदा (टेंडर)", hinglish: "Tender (Nivida)" },
    english: "Tender",
    meaning: {
      hindi: "बड़ी ख़रीद या काम के लिए खुली प्रतिस्पर्धा से दरें माँगना, आम तौर पर राज्य के ई-प्रोक्योरमेंट पोर्टल पर।",
      hinglish: "Badi kharid ya kaam ke liye khuli pratispardha se darein maangna, aam taur par rajya ke e-procurement portal par.",
    },
    example: {
      hindi: "सामुदायिक भवन का काम ऑनलाइन निविदा से दिया गया।",
      hinglish: "Samudayik bhawan ka kaam online tender se diya gaya.",
    },
  },
  {
    id: 117,
    category: "digital",
    term: { hindi: "जेम (गवर्नमेंट ई-मार्केटप्लेस)", hinglish: "GeM (Government e-Marketplace)" },
    english: "Government e-Marketplace",
    meaning: {
      hindi: "सरकारी ख़रीद का ऑनलाइन बाज़ार; पंचायत के लिए इससे ख़रीद कब ज़रूरी है, यह राज्य का आदेश बताता है।",
      hinglish: "Sarkari kharid ka online bazaar; panchayat ke liye isse kharid kab zaroori hai, yeh rajya ka aadesh batata hai.",
    },
    example: {
      hindi: "पंचायत ने कंप्यूटर जेम पोर्टल से ख़रीदा।",
      hinglish: "Panchayat ne computer GeM portal se khareeda.",
    },
  },
  {
    id: 118,
    category: "documents",
    term: { hindi: "माप पुस्तिका (MB)", hinglish: "Measurement Book (MB)" },
    english: "Measurement Book",
    meaning: {
      hindi: "काम की असल माप दर्ज करने की पुस्तिका; भुगतान इसी माप के आधार पर होता है।",
      hinglish: "Kaam ki asal maap darj karne ki pustika; bhugtan isi maap ke aadhaar par hota hai.",
    },
    example: {
      hindi: "अभियंता ने नाली की लंबाई माप पुस्तिका में दर्ज की।",
      hinglish: "Engineer ne naali ki lambai Measurement Book mein darj ki.",
    },
  },
  {
    id: 119,
    category: "documents",
    term: { hindi: "भंडार पंजी", hinglish: "Bhandar Panji (Stock Register)" },
    english: "Stock register",
    meaning: {
      hindi: "ख़रीदे गए सामान के आने और जाने का रजिस्टर।",
      hinglish: "Khareede gaye saamaan ke aane aur jaane ka register.",
    },
    example: {
      hindi: "सीमेंट की बोरियाँ भंडार पंजी में चढ़ाकर ही काम पर भेजी गईं।",
      hinglish: "Cement ki boriyan stock register mein chadhakar hi kaam par bheji gayin.",
    },
  },
  {
    id: 120,
    category: "finance",
    term: { hindi: "बैंक मिलान", hinglish: "Bank Milan (Bank Reconciliation)" },
    english: "Bank reconciliation",
    meaning: {
      hindi: "रोकड़ बही के शेष का हर महीने बैंक पासबुक या स्टेटमेंट से मिलान।",
      hinglish: "Cash book ke shesh ka har mahine bank passbook ya statement se milan.",
    },
    example: {
      hindi: "बैंक मिलान में एक चेक दो बार चढ़ा मिला।",
      hinglish: "Bank milan mein ek cheque do baar chadha mila.",
    },
  },
  {
    id: 121,
    category: "documents",
    term: { hindi: "वाउचर", hinglish: "Voucher" },
    english: "Voucher",
    meaning: {
      hindi: "हर भुगतान का काग़ज़ी सबूत — बिल, रसीद और मंज़ूरी के साथ।",
      hinglish: "Har bhugtan ka kaagazi saboot — bill, raseed aur manzoori ke saath.",
    },
    example: {
      hindi: "ऑडिटर ने हर वाउचर पर मुखिया के हस्ताक्षर देखे।",
      hinglish: "Auditor ne har voucher par Mukhiya ke signature dekhe.",
    },
  },
  {
    id: 122,
    category: "finance",
    term: { hindi: "अग्रिम (एडवांस)", hinglish: "Agrim (Advance)" },
    english: "Advance",
    meaning: {
      hindi: "काम से पहले दिया गया पैसा, जिसका बाद में पूरा हिसाब (समायोजन) देना होता है।",
      hinglish: "Kaam se pehle diya gaya paisa, jiska baad mein poora hisaab (samayojan) dena hota hai.",
    },
    example: {
      hindi: "पुराना अग्रिम समायोजित न होने पर ऑडिट आपत्ति लगी।",
      hinglish: "Purana advance samayojit na hone par audit aapatti lagi.",
    },
  },
  {
    id: 123,
    category: "finance",
    term: { hindi: "ऑडिट आपत्ति", hinglish: "Audit Aapatti (Audit Objection)" },
    english: "Audit objection",
    meaning: {
      hindi: "ऑडिट में मिली कमी या अनियमितता, जिसका जवाब और सुधार तय समय में देना होता है।",
      hinglish: "Audit mein mili kami ya aniyamitata, jiska jawab aur sudhar tay samay mein dena hota hai.",
    },
    example: {
      hindi: "बिल न मिलने की ऑडिट आपत्ति का जवाब सचिव ने दस्तावेज़ के साथ दिया।",
      hinglish: "Bill na milne ki audit aapatti ka jawab secretary ne dastavez ke saath diya.",
    },
  },
  {
    id: 124,
    category: "finance",
    term: { hindi: "स्थानीय निधि लेखा परीक्षा", hinglish: "Sthaniya Nidhi Lekha Pariksha (Local Fund Audit)" },
    english: "Local Fund Audit",
    meaning: {
      hindi: "पंचायतों के खातों की राज्य की वैधानिक ऑडिट, जो राज्य का ऑडिट विभाग करता है।",
      hinglish: "Panchayaton ke khaton ki rajya ki vaidhanik audit, jo rajya ka audit vibhag karta hai.",
    },
    example: {
      hindi: "स्थानीय निधि लेखा परीक्षा की रिपोर्ट ग्राम सभा में पढ़ी गई।",
      hinglish: "Local Fund Audit ki report Gram Sabha mein padhi gayi.",
    },
  },
  {
    id: 125,
    category: "digital",
    term: { hindi: "ऑडिटऑनलाइन", hinglish: "AuditOnline" },
    english: "AuditOnline",
    meaning: {
      hindi: "पंचायती राज मंत्रालय का पोर्टल, जहाँ पंचायत खातों का ऑडिट ऑनलाइन होता है और आपत्तियाँ दर्ज होती हैं।",
      hinglish: "Panchayati Raj Mantralaya ka portal, jahan panchayat khaton ka audit online hota hai aur aapattiyan darj hoti hain.",
    },
    example: {
      hindi: "पिछले साल का ऑडिट ऑडिटऑनलाइन पर पूरा दिखा, तो किस्त नहीं रुकी।",
      hinglish: "Pichhle saal ka audit AuditOnline par poora dikha, to kist nahi ruki.",
    },
  },
  {
    id: 126,
    category: "finance",
    term: { hindi: "गृह कर (संपत्ति कर)", hinglish: "Ghar Kar (Property Tax)" },
    english: "House (property) tax",
    meaning: {
      hindi: "घर या इमारत पर पंचायत का कर, जहाँ राज्य का अधिनियम इसकी अनुमति देता है; दरें राज्य के नियम से।",
      hinglish: "Ghar ya imaarat par panchayat ka tax, jahan rajya ka Act iski anumati deta hai; darein rajya ke niyam se.",
    },
    example: {
      hindi: "गृह कर की रसीद मिलने से परिवार का भरोसा बढ़ा।",
      hinglish: "Ghar kar ki raseed milne se parivar ka bharosa badha.",
    },
  },
  {
    id: 127,
    category: "finance",
    term: { hindi: "शुल्क (फ़ीस)", hinglish: "Shulk (Fee)" },
    english: "Fee",
    meaning: {
      hindi: "किसी सेवा या सुविधा के बदले ली गई राशि — जैसे हाट-बाज़ार, पानी या सफ़ाई शुल्क; दरें राज्य के नियम से।",
      hinglish: "Kisi seva ya suvidha ke badle li gayi rashi — jaise haat-bazaar, paani ya safai shulk; darein rajya ke niyam se.",
    },
    example: {
      hindi: "हाट के दिन शुल्क की छपी रसीद दी गई।",
      hinglish: "Haat ke din shulk ki chhapi raseed di gayi.",
    },
  },
  {
    id: 128,
    category: "documents",
    term: { hindi: "पट्टा", hinglish: "Patta (Lease)" },
    english: "Lease",
    meaning: {
      hindi: "पंचायत की ज़मीन, तालाब या दुकान को तय समय और किराये पर देना, आम तौर पर नीलामी से।",
      hinglish: "Panchayat ki zameen, talab ya dukaan ko tay samay aur kiraye par dena, aam taur par neelami se.",
    },
    example: {
      hindi: "तालाब का पट्टा खुली नीलामी से तीन साल के लिए दिया गया।",
      hinglish: "Talab ka patta khuli neelami se teen saal ke liye diya gaya.",
    },
  },
  {
    id: 129,
    category: "finance",
    term: { hindi: "किस्त", hinglish: "Kist (Instalment)" },
    english: "Instalment",
    meaning: {
      hindi: "अनुदान का वह हिस्सा जो एक बार में जारी होता है; शर्तें पूरी न हों तो अगली किस्त रुक सकती है।",
      hinglish: "Grant ka woh hissa jo ek baar mein jaari hota hai; shartein poori na hon to agli kist ruk sakti hai.",
    },
    example: {
      hindi: "खाते बंद न होने से दूसरी किस्त देर से आई।",
      hinglish: "Khate band na hone se doosri kist der se aayi.",
    },
  },
  {
    id: 130,
    category: "finance",
    term: { hindi: "बजट अनुमान (BE)", hinglish: "Budget Anumaan (Budget Estimate)" },
    english: "Budget Estimate",
    meaning: {
      hindi: "किसी साल के लिए रखी गई राशि का अनुमान — जैसे केंद्र के बजट 2026-27 में VB-G RAM G के लिए ₹95,692.31 करोड़।",
      hinglish: "Kisi saal ke liye rakhi gayi rashi ka anumaan — jaise Kendra ke budget 2026-27 mein VB-G RAM G ke liye ₹95,692.31 crore.",
    },
    example: {
      hindi: "पंचायत ने भी अपने अगले साल के ख़र्च का बजट अनुमान बनाया।",
      hinglish: "Panchayat ne bhi apne agle saal ke kharch ka budget anumaan banaya.",
    },
  },
  {
    id: 131,
    category: "finance",
    term: { hindi: "सामान्य वित्तीय नियमावली (GFR)", hinglish: "GFR (General Financial Rules)" },
    english: "General Financial Rules, 2017",
    meaning: {
      hindi: "केंद्र सरकार के ख़र्च और ख़रीद के नियम; नियम 149, 154 और 155 ख़रीद के तरीक़े बताते हैं, और राज्य अपने नियम अक्सर इसी ढाँचे पर बनाते हैं।",
      hinglish: "Kendra sarkar ke kharch aur kharid ke niyam; niyam 149, 154 aur 155 kharid ke tareeke batate hain, aur rajya apne niyam aksar isi dhanche par banate hain.",
    },
    example: {
      hindi: "ख़रीद से पहले सचिव ने राज्य की नियमावली में GFR वाला तरीक़ा देखा।",
      hinglish: "Kharid se pehle secretary ne rajya ki niyamavali mein GFR wala tareeka dekha.",
    },
  },
  {
    id: 132,
    category: "digital",
    term: { hindi: "मेकर–चेकर", hinglish: "Maker–Checker" },
    english: "Maker–checker",
    meaning: {
      hindi: "ऑनलाइन भुगतान की दो-व्यक्ति व्यवस्था: एक भुगतान तैयार करता है (आम तौर पर सचिव), दूसरा डिजिटल हस्ताक्षर से मंज़ूरी देता है (मुखिया या सरपंच)।",
      hinglish: "Online bhugtan ki do-vyakti vyavastha: ek bhugtan taiyaar karta hai (aam taur par secretary), doosra digital signature se manzoori deta hai (Mukhiya ya Sarpanch).",
    },
    example: {
      hindi: "सचिव ने भुगतान बनाया और सरपंच ने चेकर के रूप में मंज़ूर किया।",
      hinglish: "Secretary ne bhugtan banaya aur Sarpanch ne checker ke roop mein manzoor kiya.",
    },
  },
  {
    id: 133,
    category: "documents",
    term: { hindi: "संपत्ति रजिस्टर", hinglish: "Sampatti Register (Asset Register)" },
    english: "Asset register",
    meaning: {
      hindi: "पंचायत की सभी परिसंपत्तियों — भवन, सड़क, हैंडपंप, ज़मीन — की सूची, लागत और हालत के साथ।",
      hinglish: "Panchayat ki sabhi sampattiyon — bhawan, sadak, handpump, zameen — ki suchi, laagat aur haalat ke saath.",
    },
    example: {
      hindi: "नई पुलिया पूरी होते ही संपत्ति रजिस्टर में चढ़ाई गई।",
      hinglish: "Nayi puliya poori hote hi asset register mein chadhayi gayi.",
    },
  },
  {
    id: 134,
    category: "documents",
    term: { hindi: "काम की माँग की रसीद", hinglish: "Kaam ki Maang ki Raseed" },
    english: "Dated work-demand receipt",
    meaning: {
      hindi: "रोज़गार गारंटी में काम माँगने वाले को दी जाने वाली तारीख़ वाली रसीद; 15 दिन की गिनती इसी तारीख़ से होती है।",
      hinglish: "Rozgar guarantee mein kaam maangne wale ko di jaane wali tareekh wali raseed; 15 din ki ginti isi tareekh se hoti hai.",
    },
    example: {
      hindi: "रसीद पर तारीख़ होने से भत्ते का दावा साफ़ रहा।",
      hinglish: "Raseed par tareekh hone se bhatte ka daava saaf raha.",
    },
  },
  {
    id: 135,
    category: "documents",
    term: { hindi: "जन्म-मृत्यु पंजीकरण", hinglish: "Janm-Mrityu Panjikaran" },
    english: "Birth and death registration",
    meaning: {
      hindi: "जन्म और मृत्यु का सरकारी रिकॉर्ड में दर्ज होना; इसी से प्रमाण पत्र बनता है, समय-सीमा राज्य के नियम से।",
      hinglish: "Janm aur mrityu ka sarkari record mein darj hona; isi se praman patra banta hai, samay-seema rajya ke niyam se.",
    },
    example: {
      hindi: "पंचायत सचिव ने नवजात का जन्म पंजीकरण किया।",
      hinglish: "Panchayat secretary ne navjaat ka janm panjikaran kiya.",
    },
  },
  {
    id: 136,
    category: "documents",
    term: { hindi: "निवास, जाति और आय प्रमाण पत्र", hinglish: "Niwas, Jaati aur Aay Praman Patra" },
    english: "Residence, caste and income certificates",
    meaning: {
      hindi: "योजनाओं और आरक्षण के लिए ज़रूरी प्रमाण पत्र, जो राज्य के सेवा पोर्टल या CSC से बनते हैं।",
      hinglish: "Yojanaon aur aarakshan ke liye zaroori praman patra, jo rajya ke seva portal ya CSC se bante hain.",
    },
    example: {
      hindi: "छात्रवृत्ति के लिए छात्रा ने आय प्रमाण पत्र CSC से बनवाया।",
      hinglish: "Chhatravritti ke liye chhatra ne aay praman patra CSC se banwaya.",
    },
  },
  {
    id: 137,
    category: "digital",
    term: { hindi: "जियो-टैग फ़ोटो", hinglish: "Geo-tagged Photo" },
    english: "Geo-tagged photograph",
    meaning: {
      hindi: "जगह और समय के साथ ली गई फ़ोटो; वित्त आयोग के कामों की फ़ोटो काम से पहले, दौरान और बाद में mActionSoft से अपलोड होती हैं।",
      hinglish: "Jagah aur samay ke saath li gayi photo; Finance Commission ke kaamon ki photo kaam se pehle, dauran aur baad mein mActionSoft se upload hoti hain.",
    },
    example: {
      hindi: "जियो-टैग फ़ोटो न होने से भुगतान रुका रहा।",
      hinglish: "Geo-tagged photo na hone se bhugtan ruka raha.",
    },
  },
  {
    id: 138,
    category: "documents",
    term: { hindi: "कार्य पूर्णता प्रमाण पत्र", hinglish: "Karya Poornata Praman Patra (Completion Certificate)" },
    english: "Work completion certificate",
    meaning: {
      hindi: "यह प्रमाण कि काम प्राक्कलन के अनुसार पूरा हुआ; अंतिम भुगतान और संपत्ति रजिस्टर में चढ़ाने से पहले ज़रूरी।",
      hinglish: "Yeh praman ki kaam estimate ke anusaar poora hua; antim bhugtan aur asset register mein chadhane se pehle zaroori.",
    },
    example: {
      hindi: "पूर्णता प्रमाण पत्र के बाद ठेकेदार की बाक़ी राशि दी गई।",
      hinglish: "Completion certificate ke baad thekedar ki baaki rashi di gayi.",
    },
  },
  {
    id: 139,
    category: "documents",
    term: { hindi: "कार्रवाई रिपोर्ट (ATR)", hinglish: "Action Taken Report (ATR)" },
    english: "Action Taken Report",
    meaning: {
      hindi: "ऑडिट या सामाजिक अंकेक्षण में मिली कमियों पर क्या कार्रवाई हुई, इसकी रिपोर्ट; अगली ग्राम सभा में रखी जाती है।",
      hinglish: "Audit ya social audit mein mili kamiyon par kya karyavahi hui, iski report; agli Gram Sabha mein rakhi jaati hai.",
    },
    example: {
      hindi: "ATR में बताया गया कि ग़लत भुगतान की राशि वसूल हो गई।",
      hinglish: "ATR mein bataya gaya ki galat bhugtan ki rashi vasool ho gayi.",
    },
  },
  {
    id: 140,
    category: "documents",
    term: { hindi: "नागरिक सूचना बोर्ड", hinglish: "Nagrik Soochna Board (Citizen Information Board)" },
    english: "Citizen information board",
    meaning: {
      hindi: "काम की जगह या पंचायत भवन पर लगा बोर्ड, जिसमें काम का नाम, लागत, समय और एजेंसी लिखी होती है।",
      hinglish: "Kaam ki jagah ya panchayat bhawan par laga board, jismein kaam ka naam, laagat, samay aur agency likhi hoti hai.",
    },
    example: {
      hindi: "सड़क के किनारे लागत वाला सूचना बोर्ड लगाया गया।",
      hinglish: "Sadak ke kinare laagat wala soochna board lagaya gaya.",
    },
  },
  {
    id: 141,
    category: "documents",
    term: { hindi: "खतियान", hinglish: "Khatiyan" },
    english: "Record of rights (Bihar, Jharkhand)",
    meaning: {
      hindi: "ज़मीन का अधिकार अभिलेख — किसकी ज़मीन, कितनी और किस खेसरा संख्या की; बिहार और झारखंड में यही नाम।",
      hinglish: "Zameen ka adhikar abhilekh — kiski zameen, kitni aur kis khesra sankhya ki; Bihar aur Jharkhand mein yahi naam.",
    },
    example: {
      hindi: "आवास की ज़मीन की पुष्टि खतियान की नकल से हुई।",
      hinglish: "Awas ki zameen ki pushti khatiyan ki nakal se hui.",
    },
  },
  {
    id: 142,
    category: "documents",
    term: { hindi: "जमाबंदी", hinglish: "Jamabandi" },
    english: "Record of rights (Haryana)",
    meaning: {
      hindi: "ज़मीन के मालिक और काश्तकार का अभिलेख; हरियाणा में जमाबंदी की नकल ऑनलाइन मिलती है।",
      hinglish: "Zameen ke maalik aur kashtkar ka abhilekh; Haryana mein jamabandi ki nakal online milti hai.",
    },
    example: {
      hindi: "शामलात ज़मीन का रकबा जमाबंदी से मिलाया गया।",
      hinglish: "Shamlat zameen ka rakba jamabandi se milaya gaya.",
    },
  },
  {
    id: 143,
    category: "documents",
    term: { hindi: "दाख़िल-ख़ारिज (म्यूटेशन)", hinglish: "Dakhil-Kharij (Mutation)" },
    english: "Mutation of land records",
    meaning: {
      hindi: "बिक्री, विरासत या बँटवारे के बाद ज़मीन के रिकॉर्ड में नया नाम चढ़ाना; हरियाणा में इसे इंतकाल कहते हैं।",
      hinglish: "Bikri, virasat ya batware ke baad zameen ke record mein naya naam chadhana; Haryana mein ise intkal kehte hain.",
    },
    example: {
      hindi: "पिता के बाद बेटों के नाम दाख़िल-ख़ारिज हुआ।",
      hinglish: "Pita ke baad beton ke naam dakhil-kharij hua.",
    },
  },
  {
    id: 144,
    category: "documents",
    term: { hindi: "खसरा / खेसरा", hinglish: "Khasra / Khesra" },
    english: "Plot (survey) number",
    meaning: {
      hindi: "गाँव के नक़्शे में ज़मीन के हर टुकड़े की संख्या।",
      hinglish: "Gaon ke naksha mein zameen ke har tukde ki sankhya.",
    },
    example: {
      hindi: "सामुदायिक भवन की ज़मीन का खसरा नंबर प्रस्ताव में लिखा गया।",
      hinglish: "Samudayik bhawan ki zameen ka khasra number prastav mein likha gaya.",
    },
  },
  {
    id: 145,
    category: "general",
    term: { hindi: "शामलात ज़मीन", hinglish: "Shamlat Zameen" },
    english: "Village common land (Haryana)",
    meaning: {
      hindi: "गाँव की साझा ज़मीन, जिसकी देखरेख पंचायत करती है; हरियाणा में यह पंजाब विलेज कॉमन लैंड्स (रेगुलेशन) एक्ट, 1961 और उसके 1964 के नियमों से चलती है।",
      hinglish: "Gaon ki saajha zameen, jiski dekhrekh panchayat karti hai; Haryana mein yeh Punjab Village Common Lands (Regulation) Act, 1961 aur uske 1964 ke niyamon se chalti hai.",
    },
    example: {
      hindi: "शामलात ज़मीन का पट्टा खुली बोली से एक साल के लिए दिया गया।",
      hinglish: "Shamlat zameen ka patta khuli boli se ek saal ke liye diya gaya.",
    },
  },
  {
    id: 146,
    category: "general",
    term: { hindi: "ग़ैर-मज़रुआ ज़मीन", hinglish: "Gair-Mazrua Zameen" },
    english: "Non-raiyati (public or government) land",
    meaning: {
      hindi: "ऐसी ज़मीन जो किसी की निजी (रैयती) नहीं — आम रास्ता, तालाब या श्मशान जैसी आम उपयोग की, या सरकारी।",
      hinglish: "Aisi zameen jo kisi ki niji (raiyati) nahi — aam raasta, talab ya shmashan jaisi aam upyog ki, ya sarkari.",
    },
    example: {
      hindi: "ग़ैर-मज़रुआ ज़मीन पर क़ब्ज़े की शिकायत अंचल अधिकारी से की गई।",
      hinglish: "Gair-mazrua zameen par kabze ki shikayat Anchal Adhikari se ki gayi.",
    },
  },
  {
    id: 147,
    category: "general",
    term: { hindi: "आबादी (लाल डोरा)", hinglish: "Abadi (Lal Dora)" },
    english: "Inhabited village site",
    meaning: {
      hindi: "गाँव का बसा हुआ हिस्सा, जिसका अलग ज़मीन रिकॉर्ड अक्सर नहीं होता; स्वामित्व योजना से यहाँ संपत्ति कार्ड बनते हैं।",
      hinglish: "Gaon ka basa hua hissa, jiska alag zameen record aksar nahi hota; SVAMITVA yojana se yahan property card bante hain.",
    },
    example: {
      hindi: "लाल डोरा के घरों का ड्रोन से सर्वे हुआ।",
      hinglish: "Lal dora ke gharon ka drone se survey hua.",
    },
  },
  {
    id: 148,
    category: "general",
    term: { hindi: "अतिक्रमण", hinglish: "Atikraman" },
    english: "Encroachment",
    meaning: {
      hindi: "सार्वजनिक या पंचायत की ज़मीन पर बिना अनुमति क़ब्ज़ा; हटाने की शक्ति राज्य का अधिनियम देता है (हरियाणा अधिनियम, 1994 की धारा 24)।",
      hinglish: "Sarvajanik ya panchayat ki zameen par bina anumati kabza; hatane ki shakti rajya ka Act deta hai (Haryana Act 1994 ki dhara 24).",
    },
    example: {
      hindi: "रास्ते पर अतिक्रमण हटाने का नोटिस पंचायत ने दिया।",
      hinglish: "Raaste par atikraman hatane ka notice panchayat ne diya.",
    },
  },
  {
    id: 149,
    category: "general",
    term: { hindi: "भूमि अधिग्रहण", hinglish: "Bhoomi Adhigrahan" },
    english: "Land acquisition",
    meaning: {
      hindi: "सार्वजनिक काम के लिए सरकार का मुआवज़े के साथ निजी ज़मीन लेना; पेसा क्षेत्रों में इससे पहले ग्राम सभा की सहमति ज़रूरी है।",
      hinglish: "Sarvajanik kaam ke liye sarkar ka muavze ke saath niji zameen lena; PESA kshetron mein isse pehle Gram Sabha ki sahmati zaroori hai.",
    },
    example: {
      hindi: "सड़क के लिए भूमि अधिग्रहण पर ग्राम सभा ने अपनी राय दी।",
      hinglish: "Sadak ke liye bhoomi adhigrahan par Gram Sabha ne apni raay di.",
    },
  },
  {
    id: 150,
    category: "general",
    term: { hindi: "रैयत", hinglish: "Raiyat" },
    english: "Landholder (raiyat)",
    meaning: {
      hindi: "वह किसान जिसके नाम ज़मीन का अधिकार दर्ज है — बिहार और झारखंड में प्रचलित शब्द।",
      hinglish: "Woh kisan jiske naam zameen ka adhikar darj hai — Bihar aur Jharkhand mein prachalit shabd.",
    },
    example: {
      hindi: "रैयत ने लगान रसीद दिखाकर किसान योजना का आवेदन किया।",
      hinglish: "Raiyat ne lagaan raseed dikhakar kisan yojana ka aavedan kiya.",
    },
  },
  {
    id: 151,
    category: "digital",
    term: { hindi: "मेरी पंचायत ऐप", hinglish: "Meri Panchayat App" },
    english: "Meri Panchayat app",
    meaning: {
      hindi: "पंचायती राज मंत्रालय का ऐप, जिससे नागरिक पंचायत की योजना, बजट और कामों की जानकारी देख सकते हैं।",
      hinglish: "Panchayati Raj Mantralaya ka app, jisse nagrik panchayat ki yojana, budget aur kaamon ki jaankari dekh sakte hain.",
    },
    example: {
      hindi: "युवाओं ने मेरी पंचायत ऐप पर गाँव के काम देखे।",
      hinglish: "Yuvaon ne Meri Panchayat app par gaon ke kaam dekhe.",
    },
  },
  {
    id: 152,
    category: "digital",
    term: { hindi: "एम-एक्शनसॉफ़्ट (mActionSoft)", hinglish: "mActionSoft" },
    english: "mActionSoft app",
    meaning: {
      hindi: "पंचायत के कामों और परिसंपत्तियों की जियो-टैग फ़ोटो अपलोड करने का मोबाइल ऐप।",
      hinglish: "Panchayat ke kaamon aur sampattiyon ki geo-tagged photo upload karne ka mobile app.",
    },
    example: {
      hindi: "काम पूरा होने पर सचिव ने mActionSoft से फ़ोटो डाली।",
      hinglish: "Kaam poora hone par secretary ne mActionSoft se photo daali.",
    },
  },
  {
    id: 153,
    category: "digital",
    term: { hindi: "ई-जीएसपीआई (eGSPI)", hinglish: "eGSPI" },
    english: "eGramSwaraj–PFMS Interface",
    meaning: {
      hindi: "ई-ग्रामस्वराज और PFMS को जोड़ने वाली व्यवस्था, जिससे पंचायत सीधे वेंडर या लाभार्थी के खाते में भुगतान करती है।",
      hinglish: "eGramSwaraj aur PFMS ko jodne wali vyavastha, jisse panchayat seedhe vendor ya labharthi ke khate mein bhugtan karti hai.",
    },
    example: {
      hindi: "eGSPI से भुगतान होते ही वेंडर के खाते में पैसा पहुँचा।",
      hinglish: "eGSPI se bhugtan hote hi vendor ke khate mein paisa pahuncha.",
    },
  },
  {
    id: 154,
    category: "digital",
    term: { hindi: "डिजिटल हस्ताक्षर (DSC)", hinglish: "DSC (Digital Signature Certificate)" },
    english: "Digital Signature Certificate",
    meaning: {
      hindi: "ऑनलाइन भुगतान और दस्तावेज़ मंज़ूर करने का इलेक्ट्रॉनिक हस्ताक्षर; चेकर इसी से मंज़ूरी देते हैं।",
      hinglish: "Online bhugtan aur dastavez manzoor karne ka electronic signature; checker isi se manzoori dete hain.",
    },
    example: {
      hindi: "DSC की मियाद ख़त्म होने से भुगतान दो दिन रुका।",
      hinglish: "DSC ki miyaad khatam hone se bhugtan do din ruka.",
    },
  },
  {
    id: 155,
    category: "digital",
    term: { hindi: "एनएमएमएस (NMMS)", hinglish: "NMMS (National Mobile Monitoring System)" },
    english: "National Mobile Monitoring System",
    meaning: {
      hindi: "रोज़गार गारंटी के काम पर मज़दूरों की हाज़िरी फ़ोटो के साथ लेने का मोबाइल ऐप।",
      hinglish: "Rozgar guarantee ke kaam par mazdooron ki haaziri photo ke saath lene ka mobile app.",
    },
    example: {
      hindi: "मेट ने सुबह और दोपहर NMMS पर हाज़िरी ली।",
      hinglish: "Mate ne subah aur dopahar NMMS par haaziri li.",
    },
  },
  {
    id: 156,
    category: "digital",
    term: { hindi: "सीपीग्राम्स (CPGRAMS)", hinglish: "CPGRAMS" },
    english: "Centralised Public Grievance Redress and Monitoring System",
    meaning: {
      hindi: "केंद्र सरकार के विभागों से जुड़ी शिकायत दर्ज करने और उसकी स्थिति देखने का पोर्टल (pgportal.gov.in)।",
      hinglish: "Kendra sarkar ke vibhagon se judi shikayat darj karne aur uski sthiti dekhne ka portal (pgportal.gov.in).",
    },
    example: {
      hindi: "डाकघर खाते की शिकायत CPGRAMS पर दर्ज हुई।",
      hinglish: "Dakghar khate ki shikayat CPGRAMS par darj hui.",
    },
  },
  {
    id: 157,
    category: "digital",
    term: { hindi: "डिजिलॉकर", hinglish: "DigiLocker" },
    english: "DigiLocker",
    meaning: {
      hindi: "सरकारी प्रमाण पत्र और दस्तावेज़ डिजिटल रूप में सुरक्षित रखने और दिखाने की सेवा।",
      hinglish: "Sarkari praman patra aur dastavez digital roop mein surakshit rakhne aur dikhane ki seva.",
    },
    example: {
      hindi: "छात्र ने अंक पत्र डिजिलॉकर से दिखाया।",
      hinglish: "Chhatra ne ank patra DigiLocker se dikhaya.",
    },
  },
  {
    id: 158,
    category: "digital",
    term: { hindi: "सरल पोर्टल", hinglish: "SARAL Portal" },
    english: "SARAL portal (Haryana)",
    meaning: {
      hindi: "हरियाणा की सरकारी सेवाओं और योजनाओं के आवेदन का पोर्टल।",
      hinglish: "Haryana ki sarkari sevaon aur yojanaon ke aavedan ka portal.",
    },
    example: {
      hindi: "पेंशन का आवेदन सरल पोर्टल पर भरा गया।",
      hinglish: "Pension ka aavedan SARAL portal par bhara gaya.",
    },
  },
  {
    id: 159,
    category: "digital",
    term: { hindi: "झारसेवा", hinglish: "JharSewa" },
    english: "JharSewa portal (Jharkhand)",
    meaning: {
      hindi: "झारखंड का ऑनलाइन सेवा पोर्टल — प्रमाण पत्र, पेंशन और योजनाओं के आवेदन।",
      hinglish: "Jharkhand ka online seva portal — praman patra, pension aur yojanaon ke aavedan.",
    },
    example: {
      hindi: "जाति प्रमाण पत्र का आवेदन झारसेवा से हुआ।",
      hinglish: "Jaati praman patra ka aavedan JharSewa se hua.",
    },
  },
  {
    id: 160,
    category: "digital",
    term: { hindi: "आधार सीडिंग", hinglish: "Aadhaar Seeding" },
    english: "Aadhaar seeding",
    meaning: {
      hindi: "बैंक खाते को आधार से जोड़ना, ताकि DBT का भुगतान सही खाते में पहुँचे।",
      hinglish: "Bank khate ko Aadhaar se jodna, taaki DBT ka bhugtan sahi khate mein pahunche.",
    },
    example: {
      hindi: "आधार सीडिंग के बाद रुकी मज़दूरी खाते में आई।",
      hinglish: "Aadhaar seeding ke baad ruki mazdoori khate mein aayi.",
    },
  },
  {
    id: 161,
    category: "digital",
    term: { hindi: "ई-केवाईसी", hinglish: "e-KYC" },
    english: "Electronic Know Your Customer",
    meaning: {
      hindi: "आधार से पहचान का ऑनलाइन सत्यापन; VB-G RAM G में ई-केवाईसी से सत्यापित जॉब कार्ड ही बदलाव के दौरान मान्य रहते हैं।",
      hinglish: "Aadhaar se pehchan ka online verification; VB-G RAM G mein e-KYC se verified job card hi badlav ke dauran valid rehte hain.",
    },
    example: {
      hindi: "अँगूठे के निशान से परिवार के सदस्यों का ई-केवाईसी हुआ।",
      hinglish: "Angoothe ke nishaan se parivar ke sadasyon ka e-KYC hua.",
    },
  },
  {
    id: 162,
    category: "general",
    term: { hindi: "अधिसूचना", hinglish: "Adhisoochna (Notification)" },
    english: "Notification",
    meaning: {
      hindi: "सरकार का आधिकारिक आदेश, जो राजपत्र में छपता है और उसमें लिखी तारीख़ से लागू होता है।",
      hinglish: "Sarkar ka aadhikarik aadesh, jo Rajpatra (Gazette) mein chhapta hai aur usmein likhi tareekh se lagu hota hai.",
    },
    example: {
      hindi: "मज़दूरी दर की अधिसूचना पंचायत भवन पर लगाई गई।",
      hinglish: "Mazdoori dar ki adhisoochna panchayat bhawan par lagayi gayi.",
    },
  },
  {
    id: 163,
    category: "general",
    term: { hindi: "राजपत्र (गज़ट)", hinglish: "Rajpatra (Gazette)" },
    english: "Official Gazette",
    meaning: {
      hindi: "सरकार का आधिकारिक प्रकाशन, जिसमें क़ानून, नियम और अधिसूचनाएँ छपती हैं।",
      hinglish: "Sarkar ka aadhikarik prakashan, jismein kanoon, niyam aur adhisoochnayein chhapti hain.",
    },
    example: {
      hindi: "नया क़ानून राजपत्र में छपने के बाद लागू हुआ।",
      hinglish: "Naya kanoon Rajpatra mein chhapne ke baad lagu hua.",
    },
  },
  {
    id: 164,
    category: "general",
    term: { hindi: "परिपत्र (सर्कुलर)", hinglish: "Paripatra (Circular)" },
    english: "Circular",
    meaning: {
      hindi: "विभाग का लिखित निर्देश, जो बताता है कि नियम कैसे लागू करें; उसकी संख्या और तारीख़ ज़रूर देखें।",
      hinglish: "Vibhag ka likhit nirdesh, jo batata hai ki niyam kaise lagu karein; uski sankhya aur tareekh zaroor dekhein.",
    },
    example: {
      hindi: "सचिव ने परिपत्र की संख्या लिखकर उसे फ़ाइल में रखा।",
      hinglish: "Secretary ne circular ki sankhya likhkar use file mein rakha.",
    },
  },
  {
    id: 165,
    category: "general",
    term: { hindi: "नियमावली", hinglish: "Niyamavali (Rules)" },
    english: "Rules (under an Act)",
    meaning: {
      hindi: "किसी अधिनियम के तहत बने विस्तृत नियम — जैसे झारखंड की पेसा नियमावली, 2025।",
      hinglish: "Kisi Act ke tahat bane vistrit niyam — jaise Jharkhand ki PESA niyamavali, 2025.",
    },
    example: {
      hindi: "ग्राम सभा की सूचना का तरीक़ा नियमावली में लिखा है।",
      hinglish: "Gram Sabha ki soochna ka tareeka niyamavali mein likha hai.",
    },
  },
  {
    id: 166,
    category: "general",
    term: { hindi: "अधिनियम", hinglish: "Adhiniyam (Act)" },
    english: "Act (law)",
    meaning: {
      hindi: "विधानसभा या संसद से पास क़ानून — जैसे बिहार पंचायत राज अधिनियम, 2006।",
      hinglish: "Vidhan Sabha ya Sansad se paas kanoon — jaise Bihar Panchayat Raj Adhiniyam, 2006.",
    },
    example: {
      hindi: "पंचायत के अधिकार राज्य के अधिनियम से तय होते हैं।",
      hinglish: "Panchayat ke adhikar rajya ke Act se tay hote hain.",
    },
  },
  {
    id: 167,
    category: "general",
    term: { hindi: "लोक शिकायत निवारण (बिहार)", hinglish: "Lok Shikayat Nivaran (Bihar)" },
    english: "Bihar Right to Public Grievance Redressal",
    meaning: {
      hindi: "बिहार का क़ानून, जिसमें शिकायत का निपटारा 60 कार्य-दिवस में होना है; शिकायत lokshikayat.bihar.gov.in पर।",
      hinglish: "Bihar ka kanoon, jismein shikayat ka niptara 60 karya-diwas mein hona hai; shikayat lokshikayat.bihar.gov.in par.",
    },
    example: {
      hindi: "राशन कार्ड की शिकायत लोक शिकायत केंद्र में दर्ज हुई।",
      hinglish: "Ration card ki shikayat Lok Shikayat kendra mein darj hui.",
    },
  },
  {
    id: 168,
    category: "general",
    term: { hindi: "सेवा का अधिकार", hinglish: "Sewa ka Adhikar (Right to Service)" },
    english: "Right to Service",
    meaning: {
      hindi: "तय समय में सरकारी सेवा पाने का अधिकार; हरियाणा सेवा का अधिकार अधिनियम, 2014 में देरी पर अपने-आप अपील भी होती है।",
      hinglish: "Tay samay mein sarkari seva paane ka adhikar; Haryana Right to Service Act, 2014 mein deri par apne-aap appeal bhi hoti hai.",
    },
    example: {
      hindi: "प्रमाण पत्र देर से बना तो अपील अपने-आप ऊपर गई।",
      hinglish: "Praman patra der se bana to appeal apne-aap upar gayi.",
    },
  },
  {
    id: 169,
    category: "general",
    term: { hindi: "सीएम विंडो", hinglish: "CM Window" },
    english: "CM Window (Haryana)",
    meaning: {
      hindi: "हरियाणा में मुख्यमंत्री कार्यालय तक शिकायत पहुँचाने की व्यवस्था (cmharyanacell.nic.in)।",
      hinglish: "Haryana mein Mukhyamantri karyalay tak shikayat pahunchane ki vyavastha (cmharyanacell.nic.in).",
    },
    example: {
      hindi: "पानी की शिकायत सीएम विंडो पर दर्ज की गई।",
      hinglish: "Paani ki shikayat CM Window par darj ki gayi.",
    },
  },
  {
    id: 170,
    category: "general",
    term: { hindi: "आपदा प्रबंधन अधिनियम", hinglish: "Aapda Prabandhan Adhiniyam" },
    english: "Disaster Management Act, 2005",
    meaning: {
      hindi: "आपदा में राहत और बचाव की व्यवस्था का क़ानून; राहत राज्य आपदा मोचन निधि (SDRF) से मिलती है, दरें राज्य के आदेश से।",
      hinglish: "Aapda mein rahat aur bachav ki vyavastha ka kanoon; rahat State Disaster Response Fund (SDRF) se milti hai, darein rajya ke aadesh se.",
    },
    example: {
      hindi: "बाढ़ के बाद पंचायत ने नुक़सान की सूची अंचल को भेजी।",
      hinglish: "Baadh ke baad panchayat ne nuksaan ki suchi anchal ko bheji.",
    },
  },
  {
    id: 171,
    category: "general",
    term: { hindi: "प्रथम अपील (RTI)", hinglish: "Pratham Appeal (RTI)" },
    english: "First appeal under the RTI Act",
    meaning: {
      hindi: "RTI का जवाब 30 दिन में न मिले या अधूरा हो, तो उसी विभाग के प्रथम अपीलीय अधिकारी के पास अपील।",
      hinglish: "RTI ka jawab 30 din mein na mile ya adhoora ho, to usi vibhag ke First Appellate Officer ke paas appeal.",
    },
    example: {
      hindi: "जवाब न मिलने पर ग्रामीण ने प्रथम अपील दायर की।",
      hinglish: "Jawab na milne par ek gramin ne pratham appeal daayar ki.",
    },
  },
  {
    id: 172,
    category: "general",
    term: { hindi: "जन सूचना अधिकारी (PIO)", hinglish: "PIO (Jan Soochna Adhikari)" },
    english: "Public Information Officer",
    meaning: {
      hindi: "हर दफ़्तर में RTI आवेदन लेकर जवाब देने वाले अधिकारी।",
      hinglish: "Har daftar mein RTI aavedan lekar jawab dene wale adhikari.",
    },
    example: {
      hindi: "पंचायत के PIO ने बिलों की प्रतियाँ दीं।",
      hinglish: "Panchayat ke PIO ne bilon ki pratiyan di.",
    },
  },
  {
    id: 173,
    category: "digital",
    term: { hindi: "ग्राम स्तरीय उद्यमी (VLE)", hinglish: "VLE (Village Level Entrepreneur)" },
    english: "Village Level Entrepreneur",
    meaning: {
      hindi: "गाँव का वह उद्यमी जो कॉमन सर्विस सेंटर (CSC) चलाता है।",
      hinglish: "Gaon ka woh udyami jo Common Service Centre (CSC) chalata hai.",
    },
    example: {
      hindi: "VLE ने पंचायत भवन में आयुष्मान कार्ड बनाए।",
      hinglish: "VLE ne panchayat bhawan mein Ayushman card banaye.",
    },
  },
  {
    id: 174,
    category: "general",
    term: { hindi: "ओडीएफ़ (ODF)", hinglish: "ODF (Khule mein Shauch se Mukt)" },
    english: "Open Defecation Free",
    meaning: {
      hindi: "ऐसा गाँव जहाँ कोई खुले में शौच नहीं जाता; ODF प्लस इसका अगला चरण है।",
      hinglish: "Aisa gaon jahan koi khule mein shauch nahi jaata; ODF Plus iska agla charan hai.",
    },
    example: {
      hindi: "ODF बने रहने के लिए निगरानी समिति सुबह गश्त करती है।",
      hinglish: "ODF bane rehne ke liye nigrani samiti subah gasht karti hai.",
    },
  },
];
