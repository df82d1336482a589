// A DEVELOPMENT near-miss set (issue 21): questions on topics the starter corpus and the
// dev-schemes documents cover, each asking for a value no document states. The "not stated"
// decision (src/ai/chat/offline.ts, src/lib/text/question.ts) is tuned on these; the near-miss set
// in fixtures/near-miss is for measuring only. Each value was checked absent with grep over
// kb/starter and fixtures/dev-schemes before the answerer was tuned on it; `documentsSay` is what
// the closest lines say instead.
import type { TNearMissCase } from "./fixtures/near-miss/questions.ts";

const GRAM_SABHA = ["gram-sabha.md", "gram-sabha-hinglish.md"];
const JAL_JEEVAN = ["jal-jeevan-mission.md", "jal-jeevan-mission-hinglish.md"];
const SOCIAL_AUDIT = ["samajik-ankekshan.md", "samajik-ankekshan-hinglish.md"];
const PMAY = ["pmay-g.md", "pmay-g-hinglish.md"];
const RTI = ["rti.md", "rti-hinglish.md"];
const SBM = ["sbm-g-odf-plus.md", "sbm-g-odf-plus-hindi.md"];
const FC16 = ["16th-finance-commission.md", "16th-finance-commission-hinglish.md"];
const NSAP = ["nsap-pensions.md"];
const NRLM = ["day-nrlm-self-help-groups.md"];
const MP = ["rajya-madhya-pradesh.md", "rajya-madhya-pradesh-hinglish.md"];
const RJ = ["rajya-rajasthan.md", "rajya-rajasthan-hinglish.md"];

export const DEV_NEAR_MISS_SET: TNearMissCase[] = [
  // Devanagari
  {
    question: "पानी समिति के अध्यक्ष को कितना मानदेय मिलता है",
    script: "devanagari",
    asks: "amount",
    topic: JAL_JEEVAN,
    documentsSay: "10–15 members, half women; no pay for anyone",
  },
  {
    question: "16वें वित्त आयोग में एक ग्राम पंचायत को हर साल कितनी राशि मिलेगी",
    script: "devanagari",
    asks: "amount",
    topic: FC16,
    documentsSay: "basic and performance grant; 'no estimated figure is given here'",
  },
  {
    question: "वृद्धावस्था पेंशन की पहली किस्त आवेदन के कितने दिन बाद मिलती है",
    script: "devanagari",
    asks: "duration",
    topic: NSAP,
    documentsSay: "pension amounts and ages; paid by the disbursement authority; no time",
  },
  {
    question: "ग्राम सभा की बैठक कितने घंटे चलती है",
    script: "devanagari",
    asks: "duration",
    topic: GRAM_SABHA,
    documentsSay: "meetings per year, at most three months apart (Bihar); nothing in hours",
  },
  {
    question: "सामाजिक अंकेक्षण की रिपोर्ट कितने दिन में पोर्टल पर डालनी होती है",
    script: "devanagari",
    asks: "duration",
    topic: SOCIAL_AUDIT,
    documentsSay: "an audit every six months; records 15 days before; no upload time",
  },
  {
    question: "विधवा पेंशन के लिए अधिकतम आय सीमा कितनी है",
    script: "devanagari",
    asks: "amount",
    topic: NSAP,
    documentsSay: "BPL households, pension amounts per month; no income limit",
  },
  {
    question: "पीएम आवास योजना में घर कितने महीने में पूरा करना होता है",
    script: "devanagari",
    asks: "duration",
    topic: PMAY,
    documentsSay: "assistance, 25 sq m, instalments by stage; no completion time",
  },
  {
    question: "ओडीएफ प्लस गाँव के लिए कितने प्रतिशत घरों में सोख्ता गड्ढा होना चाहिए",
    script: "devanagari",
    asks: "percent",
    topic: SBM,
    documentsSay: "soak pits for grey water among the ODF Plus components; no share",
  },
  // Hinglish
  {
    question: "RTI pehli appeal ki fees kitni hai",
    script: "hinglish",
    asks: "amount",
    topic: RTI,
    documentsSay: "the application fee (₹10) and the appeal's 30 days; no appeal fee",
  },
  {
    question: "PMAY-G mein pehli kisht kitne din mein milti hai",
    script: "hinglish",
    asks: "duration",
    topic: PMAY,
    documentsSay: "instalments by DBT after geo-tagged stages; no days",
  },
  {
    question: "sarpanch ka maandey kitna hota hai",
    script: "hinglish",
    asks: "amount",
    topic: [...GRAM_SABHA, "avishwas-recall-ayogyata.md", "avishwas-recall-ayogyata-hinglish.md"],
    documentsSay: "the Sarpanch's/Mukhiya's role and removal; no honorarium",
  },
  {
    question: "CPGRAMS par shikayat ka jawab kitne din mein aata hai",
    script: "hinglish",
    asks: "duration",
    topic: ["shikayat-kahan-karein.md", "shikayat-kahan-karein-hinglish.md"],
    documentsSay: "CPGRAMS portal named; 'tay samay mein jawab na mile'; no days",
  },
  {
    question: "eGramSwaraj par voucher kitne din mein approve karna hota hai",
    script: "hinglish",
    asks: "duration",
    topic: ["egramswaraj.md", "egramswaraj-hindi.md"],
    documentsSay: "maker–checker payments; no time limit",
  },
  {
    question: "kharid ke liye GeM par kitne din ka tender lagta hai",
    script: "hinglish",
    asks: "duration",
    topic: ["kharid-aur-swikriti-seema.md", "kharid-aur-swikriti-seema-hinglish.md"],
    documentsSay: "GeM and quotation limits by amount; no tender period",
  },
  {
    question: "house tax ki dar kitni hai",
    script: "hinglish",
    asks: "percent",
    topic: ["kar-aur-shulk.md", "kar-aur-shulk-hinglish.md"],
    documentsSay: "'kaun-sa tax, kis dar par — yeh har rajya ke Act aur niyam tay karte hain'",
  },
  // English
  {
    question: "What is the interest rate on a bank loan to a self-help group?",
    script: "english",
    asks: "percent",
    topic: NRLM,
    documentsSay: "bank linkages and interest subvention; no rate",
  },
  {
    question: "How many days after receiving stock must a ration dealer distribute food grains?",
    script: "english",
    asks: "duration",
    topic: ["national-food-security-act-2013.md", "samitiyan-ration-aapda.md", "samitiyan-ration-aapda-hinglish.md"],
    documentsSay: "entitlements and prices; vigilance committees; no days",
  },
  {
    question: "How many members are there in a Gram Panchayat in Bihar?",
    script: "english",
    asks: "count",
    topic: GRAM_SABHA,
    documentsSay: "Gram Sabha meetings and chair in Bihar; no number of members",
  },
  {
    question: "What is the minimum age to join a self-help group?",
    script: "english",
    asks: "age",
    topic: NRLM,
    documentsSay: "one woman from each poor family; a training programme's 18–35 years; no SHG age",
  },
  {
    question: "What percentage of the Ujjwala connection cost does the oil company pay?",
    script: "english",
    asks: "percent",
    topic: ["pm-ujjwala-yojana.md"],
    documentsSay: "free connection, first refill; choose the oil company; no share",
  },
  // Added (w3c/answers2), before the answerer was changed: the value asked belongs to a named
  // qualifier (which appeal, which instalment, which part of a scheme), and the documents give a
  // value of the same kind for a different qualifier only (the application fee, the amount per
  // house, the community complex's grant, the national total). Absence checked with grep:
  // `शुल्क|fee|shulk|₹` in rti*, `किस्त|kisht|instal|₹` in pmay-g* and 15th-finance-commission*,
  // `₹|ठोस|solid|plastic|kachra` in sbm-g-odf-plus*.
  {
    question: "RTI में दूसरी अपील की फीस कितनी है",
    script: "devanagari",
    asks: "amount",
    topic: RTI,
    documentsSay: "the application fee (₹10 for central offices) and the second appeal's 90 days; no appeal fee",
  },
  {
    question: "पीएम आवास योजना में पहली किस्त कितने रुपये की होती है",
    script: "devanagari",
    asks: "amount",
    topic: PMAY,
    documentsSay: "₹1.20/1.30 lakh per house, paid in instalments after each stage; no instalment amount",
  },
  {
    question: "ओडीएफ प्लस में ठोस कचरा प्रबंधन के लिए पंचायत को कितनी राशि मिलती है",
    script: "devanagari",
    asks: "amount",
    topic: SBM,
    documentsSay: "₹12,000 per household toilet, up to ₹3 lakh for a community sanitary complex; no amount for waste",
  },
  {
    question: "RTI appeal karne ki fees kitni lagti hai",
    script: "hinglish",
    asks: "amount",
    topic: RTI,
    documentsSay: "the application fee (₹10) and the appeal's 30 days; no appeal fee",
  },
  {
    question: "PMAY-G mein doosri kisht ki rashi kitni hoti hai",
    script: "hinglish",
    asks: "amount",
    topic: PMAY,
    documentsSay: "₹1.20/1.30 lakh per house in instalments by stage; no instalment amount",
  },
  {
    question: "15th Finance Commission ki har kisht mein panchayat ko kitna paisa milta hai",
    script: "hinglish",
    asks: "amount",
    topic: ["15th-finance-commission-grants.md", "15th-finance-commission-grants-hindi.md"],
    documentsSay: "the national total ₹2,36,805 crore, two instalments a year; no amount per instalment",
  },
  {
    question: "What is the fee for filing a first appeal under RTI?",
    script: "english",
    asks: "amount",
    topic: RTI,
    documentsSay: "the application fee (₹10) and the appeal's 30 days; no appeal fee",
  },
  {
    question: "How much is the first instalment of a PMAY-G house?",
    script: "english",
    asks: "amount",
    topic: PMAY,
    documentsSay: "₹1.20/1.30 lakh per house in instalments by stage; no instalment amount",
  },
  {
    question: "How much does a panchayat get for a plastic waste management unit under ODF Plus?",
    script: "english",
    asks: "amount",
    topic: SBM,
    documentsSay:
      "₹12,000 per household toilet, up to ₹3 lakh for a community sanitary complex; no amount for waste units",
  },
  // Issue 25 item 3: state documents that name the section but not the number
  {
    question: "MP mein gram sabha ka quorum kitna hota hai",
    script: "hinglish",
    asks: "count",
    topic: MP,
    documentsSay: "7 days' notice (Gram Sabha Rules 2001); quorum and meetings a year 'yahan confirm nahi' (s.6)",
  },
  {
    question: "राजस्थान में सरपंच के विरुद्ध अविश्वास प्रस्ताव के लिए कितने पंचों के हस्ताक्षर चाहिए",
    script: "devanagari",
    asks: "count",
    topic: RJ,
    documentsSay: "s.37 and rule 21, notice in Form 1 to the CEO; signatures and majority 'यहाँ पुष्ट नहीं'",
  },
  // The Sarpanch's honorarium (maandey), in all three scripts (issue 21: a near miss quoted an
  // unrelated closest line). No starter or dev-schemes document states it.
  {
    question: "सरपंच को हर महीने कितना मानदेय मिलता है",
    script: "devanagari",
    asks: "amount",
    topic: [...GRAM_SABHA, "avishwas-recall-ayogyata.md", "avishwas-recall-ayogyata-hinglish.md"],
    documentsSay: "the Sarpanch's/Mukhiya's role and removal; no honorarium",
  },
  {
    question: "What is the monthly honorarium of a sarpanch?",
    script: "english",
    asks: "amount",
    topic: [...GRAM_SABHA, "avishwas-recall-ayogyata.md", "avishwas-recall-ayogyata-hinglish.md"],
    documentsSay: "the Sarpanch's/Mukhiya's role and removal; no honorarium",
  },
  {
    question: "ward member ko kitna maandey milta hai",
    script: "hinglish",
    asks: "amount",
    topic: [...GRAM_SABHA],
    documentsSay: "ward sabha and members; no honorarium",
  },
];
