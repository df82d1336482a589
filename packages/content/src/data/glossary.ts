// Glossary: 20 governance terms (ids 1–20) across the six categories, in Hindi and Hinglish.
import type { TGlossaryTerm } from "@sachiv/contracts";

export const glossaryTerms: TGlossaryTerm[] = [
  // ---- schemes -------------------------------------------------------------------------------
  {
    id: 1,
    category: "schemes",
    term: { hindi: "मनरेगा", hinglish: "MGNREGA" },
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
    meaning: {
      hindi: "गाँव का डिजिटल सेवा केंद्र, जिसे ग्राम स्तरीय उद्यमी (VLE) चलाते हैं — प्रमाण पत्र, योजनाओं के आवेदन, बिल भुगतान और बैंकिंग सेवाएँ।",
      hinglish: "Gaon ka digital seva kendra, jise Village Level Entrepreneur (VLE) chalate hain — praman patra, yojanaon ke aavedan, bill payment aur banking sevayen.",
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
    meaning: {
      hindi: "सूचना का अधिकार अधिनियम, 2005 के तहत कोई भी नागरिक सरकारी दफ़्तर से जानकारी माँग सकता है; जवाब 30 दिन के भीतर देना होता है।",
      hinglish: "RTI Act 2005 ke tahat koi bhi nagrik sarkari daftar se jaankari maang sakta hai; jawab 30 din ke andar dena hota hai.",
    },
    example: {
      hindi: "एक ग्रामीण ने RTI से सड़क निर्माण का ख़र्च माँगा और पंचायत ने 30 दिन के भीतर बिलों की प्रतियाँ दीं।",
      hinglish: "Ek grameen ne RTI se sadak nirman ka kharch maanga aur panchayat ne 30 din ke andar bills ki copies di.",
    },
  },
  {
    id: 19,
    category: "general",
    term: { hindi: "73वाँ संविधान संशोधन", hinglish: "73rd Constitutional Amendment" },
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
    meaning: {
      hindi: "ऐसा गाँव जो खुले में शौच से मुक्त (ODF) बना रहे और साथ ही ठोस व तरल कचरे का प्रबंधन करे, ताकि गाँव साफ़-सुथरा दिखे।",
      hinglish: "Aisa gaon jo khule mein shauch se mukt (ODF) bana rahe aur saath hi solid va liquid waste ka prabandhan kare, taaki gaon saaf-suthra dikhe.",
    },
    example: {
      hindi: "गीले-सूखे कचरे के अलग संग्रह और सोख्ता गड्ढों के बाद गाँव को ODF प्लस घोषित किया गया।",
      hinglish: "Geele-sookhe kachre ke alag sangrah aur sokhta gaddhon ke baad gaon ko ODF Plus ghoshit kiya gaya.",
    },
  },
];
