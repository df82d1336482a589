// The domain lexicon: spellings of one concept that the phonetic skeleton alone cannot join
// (acronyms, English words, Hindi synonyms). Each group's forms are normalised by the same code
// as the text, so they may be written in either script, with any spacing or hyphens.
//
// The canonical name is added beside the matched words, never instead of them, so "awas
// yojana" still matches a passage that says "प्रधानमंत्री आवास योजना". Canonical names contain
// inner vowels, which skeletons never do, so they cannot collide with an ordinary word.

export type TLexiconGroup = { canonical: string; forms: string[] };

export const LEXICON: TLexiconGroup[] = [
  // schemes and programmes
  {
    canonical: "mgnrega",
    forms: [
      "mgnrega", "mgnregs", "mnrega", "manrega", "manarega", "nrega", "narega", "nregs", "mgnrea",
      "mahatma gandhi nrega", "mahatma gandhi rozgar guarantee", "मनरेगा", "नरेगा", "मगनरेगा", "महात्मा गांधी नरेगा",
    ],
  },
  { canonical: "vbgramg", forms: ["vb-g ram g", "vbg ram g", "vbgramg", "vb g ram g", "वीबी-जी राम जी", "वीबी जी राम जी"] },
  { canonical: "rozgarguarantee", forms: ["rozgar guarantee", "employment guarantee", "रोज़गार गारंटी"] },
  {
    canonical: "pmayg",
    forms: [
      "pmay-g", "pmayg", "pmay", "pm awas", "pm aawas", "pradhan mantri awas", "pradhanmantri awas",
      "प्रधानमंत्री आवास", "प्रधान मंत्री आवास", "पीएमएवाई", "पीएमएवाई-जी", "pm awas yojana gramin",
    ],
  },
  { canonical: "pradhanmantri", forms: ["pradhan mantri", "pradhanmantri", "प्रधानमंत्री", "प्रधान मंत्री"] },
  { canonical: "awas", forms: ["awas", "aawas", "avas", "aavas", "awaas", "आवास", "housing"] },
  { canonical: "swachhbharat", forms: ["sbm", "sbm-g", "sbmg", "swachh bharat", "swachchh bharat", "swach bharat", "स्वच्छ भारत", "एसबीएम"] },
  { canonical: "shauchalay", forms: ["shauchalay", "shauchalaya", "sauchalay", "शौचालय", "toilet", "toilets", "टॉयलेट", "ihhl", "latrine"] },
  { canonical: "odf", forms: ["odf", "ओडीएफ", "khule mein shauch", "खुले में शौच", "open defecation"] },
  { canonical: "gobardhan", forms: ["gobardhan", "gobar dhan", "gobar-dhan", "गोबरधन", "गोबर-धन"] },
  { canonical: "waste", forms: ["kachra", "kachara", "कचरा", "kooda", "kuda", "कूड़ा", "waste", "garbage"] },
  { canonical: "jaljeevan", forms: ["jal jeevan", "jal jivan", "जल जीवन", "jjm", "jaljeevan"] },
  { canonical: "hargharjal", forms: ["har ghar jal", "हर घर जल", "har ghar nal"] },
  { canonical: "water", forms: ["pani", "paani", "पानी", "water", "peyjal", "पेयजल", "drinking water"] },
  { canonical: "tap", forms: ["nal", "नल", "tap", "tap connection", "nal connection", "fhtc"] },
  { canonical: "vwsc", forms: ["vwsc", "pani samiti", "paani samiti", "पानी समिति", "jal samiti", "जल समिति"] },
  { canonical: "gpdp", forms: ["gpdp", "जीपीडीपी", "gram panchayat development plan", "gram panchayat vikas yojana", "ग्राम पंचायत विकास योजना"] },
  {
    canonical: "financecommission",
    forms: ["finance commission", "vitt aayog", "vitta aayog", "vitt ayog", "वित्त आयोग", "15th fc", "15fc", "fc grant"],
  },
  { canonical: "tiedgrant", forms: ["tied grant", "bandha anudan", "बँधा अनुदान", "बंधा अनुदान", "टाइड ग्रांट"] },
  {
    canonical: "untiedgrant",
    forms: ["untied grant", "untied", "basic grant", "khula anudan", "खुला अनुदान", "मूल अनुदान", "अनटाइड"],
  },
  { canonical: "grant", forms: ["grant", "grants", "anudan", "अनुदान", "ग्रांट"] },
  { canonical: "egramswaraj", forms: ["egramswaraj", "e-gram swaraj", "e gram swaraj", "e-gramswaraj", "ई-ग्रामस्वराज", "ई ग्राम स्वराज", "ई-ग्राम स्वराज", "ईग्रामस्वराज"] },
  { canonical: "pfms", forms: ["pfms", "पीएफएमएस"] },
  { canonical: "auditonline", forms: ["auditonline", "audit online", "ऑडिट ऑनलाइन"] },
  { canonical: "online", forms: ["online", "ऑनलाइन"] },
  { canonical: "rti", forms: ["rti", "आरटीआई", "right to information", "soochna ka adhikar", "suchna ka adhikar", "सूचना का अधिकार", "सूचना के अधिकार"] },
  { canonical: "pio", forms: ["pio", "public information officer", "jan soochna adhikari", "जन सूचना अधिकारी", "लोक सूचना अधिकारी"] },
  { canonical: "appeal", forms: ["appeal", "apeel", "अपील"] },
  { canonical: "fee", forms: ["fee", "fees", "shulk", "शुल्क", "फीस"] },
  // governance
  { canonical: "panchayat", forms: ["panchayat", "panchaayat", "panchayath", "panchait", "pancayat", "पंचायत", "पंचायती"] },
  { canonical: "gramsabha", forms: ["gram sabha", "gramsabha", "ग्राम सभा", "ग्रामसभा", "gram sabhaa", "village assembly"] },
  {
    canonical: "sarpanch",
    forms: [
      "sarpanch", "sarpunch", "sarapanch", "सरपंच", "mukhiya", "mukhia", "मुखिया", "pradhan", "pradhaan", "प्रधान",
      "gram pradhan", "ग्राम प्रधान",
    ],
  },
  { canonical: "socialaudit", forms: ["social audit", "samajik ankekshan", "सामाजिक अंकेक्षण", "सोशल ऑडिट", "सामाजिक लेखा परीक्षा"] },
  { canonical: "audit", forms: ["audit", "ऑडिट", "lekha pariksha", "लेखा परीक्षा", "ankekshan", "अंकेक्षण"] },
  { canonical: "quorum", forms: ["quorum", "korum", "कोरम", "गणपूर्ति", "ganpurti"] },
  { canonical: "meeting", forms: ["meeting", "baithak", "बैठक", "मीटिंग"] },
  { canonical: "committee", forms: ["committee", "samiti", "समिति"] },
  { canonical: "yojana", forms: ["yojana", "yojna", "yojnaa", "योजना", "scheme"] },
  // work, wages, people
  { canonical: "jobcard", forms: ["job card", "jobcard", "जॉब कार्ड", "जॉबकार्ड", "job-card"] },
  { canonical: "rozgar", forms: ["rozgar", "rojgar", "रोज़गार", "रोजगार", "employment"] },
  { canonical: "wage", forms: ["mazdoori", "mazduri", "majduri", "majdoori", "मज़दूरी", "मजदूरी", "wage", "wages", "mehantana"] },
  { canonical: "payment", forms: ["bhugtan", "भुगतान", "payment", "payments"] },
  { canonical: "unemploymentallowance", forms: ["berozgari bhatta", "berojgari bhatta", "बेरोज़गारी भत्ता", "unemployment allowance"] },
  { canonical: "village", forms: ["gaon", "gaanv", "gaav", "gav", "गाँव", "गांव", "village"] },
  { canonical: "household", forms: ["parivar", "pariwar", "परिवार", "household", "family"] },
  { canonical: "year", forms: ["saal", "साल", "varsh", "वर्ष", "year", "baras"] },
  { canonical: "month", forms: ["mahina", "mahine", "महीना", "महीने", "month", "months"] },
  { canonical: "complaint", forms: ["shikayat", "shikaayat", "शिकायत", "complaint", "grievance"] },
  { canonical: "application", forms: ["aavedan", "avedan", "आवेदन", "application", "arzi", "arji", "अर्ज़ी"] },
  { canonical: "house", forms: ["ghar", "घर", "makaan", "makan", "मकान", "house"] },
  { canonical: "installment", forms: ["kist", "kisht", "किस्त", "installment", "instalment"] },
  { canonical: "beneficiary", forms: ["labharthi", "लाभार्थी", "beneficiary", "beneficiaries"] },
  { canonical: "women", forms: ["mahila", "mahilaon", "महिला", "महिलाओं", "women", "aurat", "औरत"] },
  { canonical: "document", forms: ["dastavez", "dastavej", "दस्तावेज़", "document", "documents", "kagaz", "kagzat", "काग़ज़ात"] },
  { canonical: "expense", forms: ["kharch", "kharcha", "ख़र्च", "expenditure"] },
  { canonical: "fund", forms: ["fund", "funds", "nidhi", "निधि", "paisa", "पैसा", "rashi", "राशि"] },
];

/** Function words of questions and passages: they match everything, so they are not indexed. */
export const STOPWORDS: string[] = [
  "ka", "ki", "ke", "ko", "se", "me", "mein", "main", "mai", "par", "pe", "hai", "hain", "ho", "hota", "hoti",
  "hote", "hona", "hone", "honi", "tha", "thi", "the", "aur", "ya", "kya", "kaise", "kaisa", "kaun", "kab",
  "kahan", "kitna", "kitni", "kitne", "kyon", "kyun", "nahi", "nahin", "bhi", "to", "hi", "yah", "yeh", "ye",
  "vah", "woh", "wo", "is", "us", "in", "un", "jo", "liye", "lie", "wala", "wale", "wali", "chahiye", "sakta",
  "sakte", "sakti", "apna", "apni", "apne", "karna", "karne", "karen", "karein", "kiya", "kiye", "jata",
  "jati", "jate", "gaya", "gayi", "gaye", "raha", "rahi", "rahe", "batao", "bataiye", "btao", "please",
  "का", "की", "के", "को", "से", "में", "पर", "है", "हैं", "हो", "होता", "होती", "होते", "होना", "होने", "था",
  "थी", "थे", "और", "या", "क्या", "कैसे", "कैसा", "कौन", "कब", "कहाँ", "कितना", "कितनी", "कितने", "क्यों",
  "नहीं", "भी", "तो", "ही", "यह", "वह", "इस", "उस", "इन", "उन", "जो", "लिए", "वाला", "वाले", "वाली", "चाहिए",
  "सकता", "सकते", "सकती", "अपना", "अपनी", "अपने", "करना", "करने", "करें", "किया", "किए", "जाता", "जाती",
  "जाते", "गया", "गई", "गए", "रहा", "रही", "रहे", "बताइए", "बताओ", "वें", "वाँ", "वीं",
  "the", "of", "and", "an", "are", "for", "on", "how", "th",
];
