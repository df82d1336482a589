// Questions a sarpanch or secretary asks, as they type them — Devanagari Hindi, Hinglish with
// its spelling variants, and each script asking about documents written in the other — with
// the starter documents (apps/api/kb/starter) that answer them. A question is a hit when one of
// its documents is among the top 3 passages retrieved. Every starter topic exists in Hindi and in
// Hinglish (two files); either version of the right topic counts.

export type TRetrievalCase = {
  query: string;
  /** File names in apps/api/kb/starter; any one of them in the top 3 counts. */
  expected: string[];
  kind: "hindi" | "hinglish" | "cross-script";
};

const JOB_CARD = ["mgnrega-job-card.md", "mgnrega-job-card-hindi.md"];
const WORK = ["mgnrega-kaam-aur-mazdoori.md", "mgnrega-kaam-aur-mazdoori-hinglish.md"];
const AUDIT = ["samajik-ankekshan.md", "samajik-ankekshan-hinglish.md"];
const PMAYG = ["pmay-g.md", "pmay-g-hinglish.md"];
const SBM = ["sbm-g-odf-plus.md", "sbm-g-odf-plus-hindi.md"];
const JJM = ["jal-jeevan-mission.md", "jal-jeevan-mission-hinglish.md"];
const GPDP = ["gpdp.md", "gpdp-hindi.md"];
const SABHA = ["gram-sabha.md", "gram-sabha-hinglish.md"];
const FC = ["15th-finance-commission-grants.md", "15th-finance-commission-grants-hindi.md"];
const EGS = ["egramswaraj.md", "egramswaraj-hindi.md"];
const RTI = ["rti.md", "rti-hinglish.md"];
const VBG = ["vb-g-ram-g.md", "vb-g-ram-g-hinglish.md"];

export const RETRIEVAL_SET: TRetrievalCase[] = [
  // MGNREGA: job card (Hinglish doc), work and wages (Hindi doc)
  { query: "manrega job card kaise banega", expected: [...JOB_CARD], kind: "hinglish" },
  { query: "MGNREGA jobcard banwane ke liye kya karna hota hai", expected: [...JOB_CARD], kind: "hinglish" },
  { query: "मनरेगा में जॉब कार्ड कैसे बनता है?", expected: [...JOB_CARD], kind: "cross-script" },
  { query: "जॉब कार्ड बनाने की फीस कितनी है", expected: [...JOB_CARD], kind: "cross-script" },
  { query: "nrega mein saal mein kitne din kaam milta hai", expected: [...WORK], kind: "cross-script" },
  { query: "मनरेगा में 100 दिन काम की गारंटी", expected: [...WORK], kind: "hindi" },
  { query: "mazdoori ka bhugtan kitne din mein hona chahiye", expected: [...WORK], kind: "cross-script" },
  { query: "मज़दूरी देर से मिले तो मुआवज़ा", expected: [...WORK], kind: "hindi" },
  { query: "kaam na mile to berozgari bhatta", expected: [...WORK], kind: "cross-script" },
  {
    query: "mgnrega ki jagah naya kanoon VB-G RAM G 125 din",
    expected: [...WORK, ...JOB_CARD, ...VBG],
    kind: "hinglish",
  },
  // Social audit (Hindi doc)
  { query: "social audit saal mein kitni baar hota hai", expected: [...AUDIT], kind: "cross-script" },
  { query: "सामाजिक अंकेक्षण कौन करता है", expected: [...AUDIT], kind: "hindi" },
  {
    query: "social audit ke liye kaunse record dene hote hain muster roll",
    expected: [...AUDIT],
    kind: "cross-script",
  },
  // PMAY-G (Hindi doc)
  { query: "pm awas yojana gramin mein kitna paisa milta hai", expected: [...PMAYG], kind: "cross-script" },
  { query: "प्रधानमंत्री आवास योजना की किस्त कैसे आती है", expected: [...PMAYG], kind: "hindi" },
  { query: "aawas yojna ki suchi gram sabha mein", expected: [...PMAYG], kind: "cross-script" },
  { query: "PMAY-G pahadi ilake mein 1.30 lakh", expected: [...PMAYG], kind: "cross-script" },
  // SBM-G (Hinglish doc)
  { query: "शौचालय बनाने के लिए कितनी राशि मिलती है", expected: [...SBM, ...PMAYG], kind: "cross-script" },
  { query: "ODF plus gaon kya hota hai", expected: [...SBM], kind: "hinglish" },
  { query: "toilet ke liye 12000 protsahan", expected: [...SBM, ...PMAYG], kind: "hinglish" },
  { query: "गीला सूखा कचरा प्रबंधन गोबरधन", expected: [...SBM], kind: "cross-script" },
  // Jal Jeevan Mission (Hindi doc)
  { query: "jal jeevan mission mein pani samiti kaise banti hai", expected: [...JJM], kind: "cross-script" },
  { query: "हर घर जल में प्रति व्यक्ति कितना पानी", expected: [...JJM], kind: "hindi" },
  { query: "nal jal yojana mein gaon ka ansh daan kitna", expected: [...JJM], kind: "cross-script" },
  { query: "field test kit se paani ki jaanch", expected: [...JJM], kind: "cross-script" },
  // GPDP (Hinglish doc)
  { query: "GPDP kaise banate hain", expected: [...GPDP], kind: "hinglish" },
  { query: "ग्राम पंचायत विकास योजना कब बनती है", expected: [...GPDP], kind: "cross-script" },
  { query: "sabki yojana sabka vikas abhiyan", expected: [...GPDP], kind: "hinglish" },
  // Gram Sabha (Hindi doc)
  { query: "gram sabha saal me kitni baar", expected: [...SABHA], kind: "cross-script" },
  { query: "ग्राम सभा का कोरम कितना होता है", expected: [...SABHA], kind: "hindi" },
  { query: "gramsabha ka sadasya kaun hota hai", expected: [...SABHA], kind: "cross-script" },
  { query: "ग्राम सभा की बैठक 26 जनवरी", expected: [...SABHA], kind: "hindi" },
  // 15th Finance Commission (Hinglish doc)
  { query: "15वें वित्त आयोग का टाइड ग्रांट किस पर खर्च होगा", expected: [...FC], kind: "cross-script" },
  { query: "untied grant se salary de sakte hain kya", expected: [...FC], kind: "hinglish" },
  { query: "finance commission grant 60 percent 40 percent", expected: [...FC], kind: "hinglish" },
  // eGramSwaraj (Hinglish doc)
  { query: "egram swaraj par payment kaise karein", expected: [...EGS], kind: "hinglish" },
  { query: "ई-ग्रामस्वराज पर वेंडर का भुगतान मेकर चेकर", expected: [...EGS], kind: "cross-script" },
  { query: "DSC digital signature sarpanch eGramSwaraj", expected: [...EGS], kind: "hinglish" },
  // RTI (Hindi doc)
  { query: "RTI ka jawab kitne din mein milta hai", expected: [...RTI], kind: "cross-script" },
  { query: "सूचना का अधिकार आवेदन शुल्क", expected: [...RTI], kind: "hindi" },
  { query: "rti pehli apeel kahan karein", expected: [...RTI], kind: "cross-script" },
  { query: "panchayat se soochna ka adhikar mein jaankari kaise maangein", expected: [...RTI], kind: "cross-script" },
];

/**
 * Development questions that no starter document answers: the "not found" threshold is
 * calibrated on these and RETRIEVAL_SET, never on the held-out set.
 */
export const DEV_UNANSWERABLE: { query: string; kind: "hindi" | "hinglish" }[] = [
  { query: "mobile recharge kaise karein", kind: "hinglish" },
  { query: "आज मौसम कैसा रहेगा", kind: "hindi" },
  { query: "IPL mein sabse zyada run kisne banaye", kind: "hinglish" },
  { query: "पासपोर्ट बनवाने में कितने दिन लगते हैं", kind: "hindi" },
  { query: "gas cylinder ki booking kaise karein", kind: "hinglish" },
  { query: "What is the price of petrol today?", kind: "hinglish" },
  { query: "बिजली का बिल ऑनलाइन कैसे भरें", kind: "hindi" },
  { query: "train ka tatkal ticket kitne baje khulta hai", kind: "hinglish" },
];
