// A DEVELOPMENT set of value questions (issue 21, items 2 and 4), written at w3d/answers and
// committed before any run of the answerer on it: what a sarpanch asks for — an amount, a count, a
// time limit, a date, a share, who or which office, where (portal), yes/no — about starter
// documents the other development sets barely ask about (VB-G RAM G, recall and no-confidence,
// purchase and sanction, village committees, escalation, taxes and fees), in the three scripts.
// The key facts are taken from the documents (both twins, and as a Hindi document reads
// romanised for a Hinglish reader). The near-miss questions ask, on the same topics, for a value
// the documents do not state (checked with grep over kb/starter and fixtures/dev-schemes).
// Tuned on, like the other development sets; the held-out sets are not.
import type { TDevRealCase } from "./dev-real-set.ts";
import type { TNearMissCase } from "./fixtures/near-miss/questions.ts";

const VBG = ["vb-g-ram-g.md", "vb-g-ram-g-hinglish.md"];
const RECALL = ["avishwas-recall-ayogyata.md", "avishwas-recall-ayogyata-hinglish.md"];
const PURCHASE = ["kharid-aur-swikriti-seema.md", "kharid-aur-swikriti-seema-hinglish.md"];
const COMMITTEES = ["samitiyan-ration-aapda.md", "samitiyan-ration-aapda-hinglish.md"];
const ESCALATION = ["shikayat-kahan-karein.md", "shikayat-kahan-karein-hinglish.md"];
const TAXES = ["kar-aur-shulk.md", "kar-aur-shulk-hinglish.md"];
const JOB_CARD = ["mgnrega-job-card.md", "mgnrega-job-card-hindi.md"];
const PMAYG = ["pmay-g.md", "pmay-g-hinglish.md"];
const EGS = ["egramswaraj.md", "egramswaraj-hindi.md"];
const NSAP = ["nsap-pensions.md"];
const UJJWALA = ["pm-ujjwala-yojana.md"];
const NRLM = ["day-nrlm-self-help-groups.md"];
const FASAL_BIMA = ["pm-fasal-bima-yojana.md"];
const GRAM_SABHA = ["gram-sabha.md", "gram-sabha-hinglish.md"];
const RAJASTHAN = ["rajya-rajasthan.md", "rajya-rajasthan-hinglish.md"];
const MADHYA_PRADESH = ["rajya-madhya-pradesh.md", "rajya-madhya-pradesh-hinglish.md"];
const UTTAR_PRADESH = ["rajya-uttar-pradesh.md", "rajya-uttar-pradesh-hinglish.md"];

export const DEV_VALUES_SET: TDevRealCase[] = [
  // Devanagari
  {
    question: "VB-G RAM G में काम माँगने के कितने दिन के भीतर काम देना होगा",
    script: "devanagari",
    expected: VBG,
    facts: ["15 दिन के भीतर", "15 din ke andar"],
  },
  {
    question: "हरियाणा में सरपंच को वापस बुलाने के प्रस्ताव पर कितने मतदाताओं के हस्ताक्षर चाहिए",
    script: "devanagari",
    expected: RECALL,
    facts: ["एक-तिहाई", "33%", "ek-tihai"],
  },
  {
    question: "हरियाणा में पंचायतों में महिलाओं को कितना आरक्षण है",
    script: "devanagari",
    expected: RECALL,
    facts: ["50%"],
  },
  {
    question: "क्रय समिति में कितने सदस्य होते हैं",
    script: "devanagari",
    expected: PURCHASE,
    facts: ["तीन सदस्यों", "teen sadasyon"],
  },
  {
    question: "क्या पंचायत नक़द भुगतान कर सकती है",
    script: "devanagari",
    expected: PURCHASE,
    facts: ["नक़द भुगतान नहीं", "nakad bhugtan nahi"],
  },
  {
    question: "विद्यालय प्रबंधन समिति में कितने सदस्य माता-पिता होने चाहिए",
    script: "devanagari",
    expected: COMMITTEES,
    facts: ["तीन-चौथाई", "teen-chauthai"],
  },
  {
    question: "आपदा में राहत की ज़िम्मेदारी किसकी है",
    script: "devanagari",
    expected: COMMITTEES,
    facts: ["ज़िला आपदा प्रबंधन प्राधिकरण", "Zila Aapda Prabandhan Pradhikaran"],
  },
  {
    question: "हरियाणा में ब्लॉक स्तर पर शिकायत किस अधिकारी के पास करें",
    script: "devanagari",
    expected: ESCALATION,
    facts: ["BDPO", "खंड विकास एवं पंचायत अधिकारी"],
  },
  {
    question: "पंचायत को कर लगाने का अधिकार संविधान के किस अनुच्छेद से मिलता है",
    script: "devanagari",
    expected: TAXES,
    facts: ["243H"],
  },
  {
    question: "प्रधानमंत्री आवास योजना ग्रामीण में मैदानी इलाके में कितनी सहायता मिलती है",
    script: "devanagari",
    expected: PMAYG,
    facts: ["1.20 लाख", "1.20 lakh"],
  },
  // Hinglish
  {
    question: "naye kanoon mein berozgari bhatta pehle 30 din kitna milta hai",
    script: "hinglish",
    expected: VBG,
    facts: ["ek-chauthai", "एक-चौथाई"],
  },
  {
    question: "VB-G RAM G mein mazdoori kitne din mein milegi",
    script: "hinglish",
    expected: VBG,
    facts: ["7 din ke andar", "7 दिन के भीतर"],
  },
  {
    question: "Haryana mein recall mein sarpanch ko hatane ke liye kitne vote chahiye",
    script: "hinglish",
    expected: RECALL,
    facts: ["do-tihai", "67%", "दो-तिहाई"],
  },
  {
    question: "recall ka prastav kaaryakaal ke kitne samay baad la sakte hain",
    script: "hinglish",
    expected: RECALL,
    facts: ["pehle ek saal", "पहले एक साल", "ek saal"],
  },
  {
    question: "SMC mein kitni mahilayein honi chahiye",
    script: "hinglish",
    expected: COMMITTEES,
    facts: ["aadhe sadasya", "आधे सदस्य"],
  },
  {
    question: "ration ki shikayat kis adhikari se karein",
    script: "hinglish",
    expected: [...COMMITTEES, ...ESCALATION],
    facts: ["District Grievance Redressal Officer", "zila shikayat nivaran", "ज़िला शिकायत निवारण"],
  },
  {
    question: "Bihar mein lok shikayat ka online portal kaunsa hai",
    script: "hinglish",
    expected: ESCALATION,
    facts: ["lokshikayat.bihar.gov.in"],
  },
  {
    question: "Jharkhand mein PESA niyamavali kab se lagu hai",
    script: "hinglish",
    expected: TAXES,
    facts: ["2 January 2026", "2 जनवरी 2026"],
  },
  {
    question: "kya job card banane ki koi fees lagti hai",
    script: "hinglish",
    expected: JOB_CARD,
    facts: ["koi fees", "कोई फ़ीस", "muft", "मुफ़्त"],
  },
  {
    question: "eGramSwaraj par voucher kaun banata hai",
    script: "hinglish",
    expected: EGS,
    facts: ["maker", "मेकर"],
  },
  // English
  {
    question: "How many days of work can be paused in the farming season under VB-G RAM G?",
    script: "english",
    expected: VBG,
    facts: ["60 din", "60 दिन"],
  },
  {
    question: "What share of Gram Sabha voters must sign a recall proposal against a sarpanch in Haryana?",
    script: "english",
    expected: RECALL,
    facts: ["ek-tihai", "33%", "एक-तिहाई"],
  },
  {
    question: "Who gives technical sanction for a panchayat work?",
    script: "english",
    expected: PURCHASE,
    facts: ["abhiyanta", "अभियंता", "engineer"],
  },
  {
    question: "Where can I complain about a central government department?",
    script: "english",
    expected: ESCALATION,
    facts: ["pgportal.gov.in", "CPGRAMS"],
  },
  {
    question: "Who is responsible for disaster relief in the district?",
    script: "english",
    expected: COMMITTEES,
    facts: ["Zila Aapda Prabandhan Pradhikaran", "ज़िला आपदा प्रबंधन प्राधिकरण", "District Disaster Management"],
  },
  // Added at w3d/answers2 (issue 21 item 2), committed before the answerer was changed: a general
  // question (no state named, no home state) that only one or two states' documents answer; the
  // answer must say the rule differs by state and whose line it quotes (offline.test.ts asserts it).
  {
    question: "ग्राम पंचायत कितनी राशि तक के नए कामों की प्रशासनिक स्वीकृति दे सकती है",
    script: "devanagari",
    expected: [...RAJASTHAN, ...MADHYA_PRADESH, ...PURCHASE],
    facts: ["₹10 लाख", "₹25 लाख", "10 lakh", "25 lakh"],
  },
  {
    question: "Gram Sabha ka quorum kitna hota hai",
    script: "hinglish",
    expected: [...GRAM_SABHA, ...UTTAR_PRADESH],
    facts: ["1/5", "paanchvan hissa", "पाँचवाँ हिस्सा"],
  },
];

export const DEV_VALUES_NEAR_MISS: TNearMissCase[] = [
  // Devanagari
  {
    question: "पंचायत समिति कितनी राशि तक काम की स्वीकृति दे सकती है",
    script: "devanagari",
    asks: "amount",
    topic: PURCHASE,
    documentsSay: "every state's order differs; 'no amount is to be assumed here', ask the BDO",
  },
  {
    question: "अविश्वास प्रस्ताव लाने के लिए कितने सदस्यों के हस्ताक्षर चाहिए",
    script: "devanagari",
    asks: "count",
    topic: RECALL,
    documentsSay: "the numbers differ by Act; only Haryana's recall (not no-confidence) has 33%",
  },
  {
    question: "राशन डीलर का कमीशन कितना होता है",
    script: "devanagari",
    asks: "amount",
    topic: COMMITTEES,
    documentsSay: "the vigilance committee checks grain, price and time; no commission",
  },
  {
    question: "विद्यालय प्रबंधन समिति की बैठक महीने में कितनी बार होती है",
    script: "devanagari",
    asks: "count",
    topic: COMMITTEES,
    documentsSay: "the VHSNC meets monthly; the SMC's meetings are not given",
  },
  {
    question: "आपदा में मकान गिरने पर कितना मुआवज़ा मिलता है",
    script: "devanagari",
    asks: "amount",
    topic: COMMITTEES,
    documentsSay: "rates by the SDRF norms; no figure",
  },
  // Hinglish
  {
    question: "VHSNC ko har saal kitni untied rashi milti hai",
    script: "hinglish",
    asks: "amount",
    topic: COMMITTEES,
    documentsSay: "an untied amount every year; 'see the state's NHM guideline'",
  },
  {
    question: "bina quotation kitne rupaye tak ki kharid kar sakte hain",
    script: "hinglish",
    asks: "amount",
    topic: PURCHASE,
    documentsSay: "'very small amounts' (rule 154); no figure",
  },
  {
    question: "Bihar mein panchayat makaan tax kis dar par lagati hai",
    script: "hinglish",
    asks: "percent",
    topic: TAXES,
    documentsSay: "rates by the state's rules and notifications",
  },
  {
    question: "Haryana mein sarpanch ke chunav ke liye kitni padhai zaroori hai",
    script: "hinglish",
    asks: "list",
    topic: RECALL,
    documentsSay: "Haryana has extra conditions such as education; not which",
  },
  {
    question: "BDPO ke paas shikayat ka jawab kitne din mein milta hai",
    script: "hinglish",
    asks: "duration",
    topic: ESCALATION,
    documentsSay: "'tay samay mein jawab na mile'; no number of days",
  },
  // English
  {
    question: "What is the daily wage rate under VB-G RAM G for 2026-27?",
    script: "english",
    asks: "amount",
    topic: VBG,
    documentsSay: "each state's own; 'not confirmed here'",
  },
  {
    question: "How many members does a VHSNC have?",
    script: "english",
    asks: "count",
    topic: COMMITTEES,
    documentsSay: "panchayat members, ASHA, anganwadi worker, ANM and women; no number",
  },
  {
    question: "What is the fee for a building plan approval from the panchayat?",
    script: "english",
    asks: "amount",
    topic: TAXES,
    documentsSay: "fees where the rules provide; no figure",
  },
  // Added at w3d/answers2 (issue 21 item 1), committed before the answerer was changed: the state
  // named has a line saying the asked number is not confirmed ("yahan confirm nahi", "यहाँ पुष्ट
  // नहीं"); another state's number must not be given as its value (checked with grep).
  {
    question: "MP mein gram sabha ka quorum kitna hota hai",
    script: "hinglish",
    asks: "count",
    topic: [...GRAM_SABHA, ...MADHYA_PRADESH],
    documentsSay: "'baithakon ki sankhya aur quorum yahan confirm nahi' (MP); UP's is 1/5",
  },
  {
    question: "उत्तर प्रदेश में अविश्वास प्रस्ताव पर कितने सदस्यों के हस्ताक्षर चाहिए",
    script: "devanagari",
    asks: "count",
    topic: [...UTTAR_PRADESH, ...RECALL],
    documentsSay: "'कितने सदस्यों के हस्ताक्षर … यहाँ पुष्ट नहीं' (UP); Haryana's recall has 33%",
  },
  {
    question: "Rajasthan mein gram sabha ki baithak ki soochna kitne din pehle deni hoti hai",
    script: "hinglish",
    asks: "duration",
    topic: [...RAJASTHAN, ...GRAM_SABHA],
    documentsSay: "'Quorum aur soochna kitne din pehle: yahan confirm nahi' (Rajasthan); MP's is 7 days",
  },
  {
    question: "What is the quorum of the Gram Sabha in Madhya Pradesh?",
    script: "english",
    asks: "count",
    topic: [...GRAM_SABHA, ...MADHYA_PRADESH],
    documentsSay: "'quorum yahan confirm nahi' (MP)",
  },
];

/**
 * More near-miss questions, added at w3d/answers after the first changes (committed before the
 * answerer was run on them), on the dev-schemes texts: each value checked absent with grep.
 */
export const DEV_VALUES_NEAR_MISS_SCHEMES: TNearMissCase[] = [
  {
    question: "उज्ज्वला योजना में दूसरी रिफिल कितने रुपये की मिलती है",
    script: "devanagari",
    asks: "amount",
    topic: UJJWALA,
    documentsSay: "the first refill and the stove are free; nothing on later refills",
  },
  {
    question: "विधवा पेंशन के आवेदन का कितना शुल्क है",
    script: "devanagari",
    asks: "amount",
    topic: NSAP,
    documentsSay: "pension amounts, eligibility, documents; no fee",
  },
  {
    question: "राशन की दुकान महीने में कितने दिन खुलती है",
    script: "devanagari",
    asks: "duration",
    topic: ["national-food-security-act-2013.md", ...COMMITTEES],
    documentsSay: "entitlements per month and the vigilance committee; no opening days",
  },
  {
    question: "फसल बीमा का क्लेम कितने दिन में खाते में आता है",
    script: "devanagari",
    asks: "duration",
    topic: FASAL_BIMA,
    documentsSay: "report a loss within 72 hours; no settlement time",
  },
  {
    question: "Ujjwala gas connection milne mein kitne din lagte hain",
    script: "hinglish",
    asks: "duration",
    topic: UJJWALA,
    documentsSay: "benefits, eligibility, application steps; no days",
  },
  {
    question: "budhapa pension ka paisa mahine ki kis tareekh ko aata hai",
    script: "hinglish",
    asks: "date",
    topic: NSAP,
    documentsSay: "₹200 a month up to 79 years, ₹500 after; no day of payment",
  },
  {
    question: "SHG ke bookkeeper ko kitna mandey milta hai",
    script: "hinglish",
    asks: "amount",
    topic: NRLM,
    documentsSay: "who the bookkeeper is and the books kept; no pay",
  },
  {
    question: "What is the interest subvention rate on SHG loans?",
    script: "english",
    asks: "percent",
    topic: NRLM,
    documentsSay: "'interest subvention' is named; no rate",
  },
  {
    question: "How many SHGs make up a village organisation?",
    script: "english",
    asks: "count",
    topic: NRLM,
    documentsSay: "SHGs are federated at the village (Village Organisation); no number",
  },
  {
    question: "How much does a second LPG refill cost under Ujjwala?",
    script: "english",
    asks: "amount",
    topic: UJJWALA,
    documentsSay: "the first refill is free; no price for later ones",
  },
];
