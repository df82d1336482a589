// Development questions about the product's core domain (issue 11): real scheme and panchayat
// texts nobody on the team wrote, in test/fixtures/dev-schemes (provenance in its README) —
// NSAP pensions, the National Food Security Act, Ujjwala, crop insurance, DAY-NRLM self-help
// groups (English) and the Uttar Pradesh Panchayat Raj Act (Hindi). They are not the held-out
// documents, so the answerer may be tuned on them. Written the way a sarpanch or panchayat
// secretary would ask, with their key facts taken from the texts, and committed before any run
// of the retrieval or the answerer on them.
import type { TDevRealCase } from "./dev-real-set.ts";

const NSAP = ["nsap-pensions.md"];
const NFSA = ["national-food-security-act-2013.md"];
const UJJWALA = ["pm-ujjwala-yojana.md"];
const FASAL_BIMA = ["pm-fasal-bima-yojana.md"];
const NRLM = ["day-nrlm-self-help-groups.md"];
const UP_PANCHAYAT_RAJ = ["up-panchayat-raj-adhiniyam-1947-hindi.md"];

export const DEV_SCHEMES_SET: TDevRealCase[] = [
  // Devanagari
  {
    question: "बुढ़ापा पेंशन के लिए कम से कम कितनी उम्र होनी चाहिए",
    script: "devanagari",
    expected: NSAP,
    facts: ["60 years"],
  },
  {
    question: "विधवा पेंशन पाने के लिए महिला की उम्र कितनी होनी चाहिए",
    script: "devanagari",
    expected: NSAP,
    facts: ["40-79 years", "40 years and 79 years"],
  },
  {
    question: "विकलांग व्यक्ति को पेंशन के लिए कितने प्रतिशत विकलांगता चाहिए",
    script: "devanagari",
    expected: NSAP,
    facts: ["80%"],
  },
  {
    question: "दोबारा शादी करने पर विधवा की पेंशन का क्या होता है",
    script: "devanagari",
    expected: NSAP,
    facts: ["remarriage of widow", "discontinued"],
  },
  {
    question: "गरीब परिवार के हर सदस्य को महीने में कितना अनाज मिलता है",
    script: "devanagari",
    expected: NFSA,
    facts: ["five kilograms"],
  },
  {
    question: "अंत्योदय कार्ड वाले परिवार को कितना राशन मिलता है",
    script: "devanagari",
    expected: NFSA,
    facts: ["thirty-five kilograms"],
  },
  {
    question: "राशन कार्ड में घर का मुखिया किसे बनाया जाता है",
    script: "devanagari",
    expected: NFSA,
    facts: ["eldest woman"],
  },
  {
    question: "गर्भवती महिला को कितनी आर्थिक मदद मिलती है",
    script: "devanagari",
    expected: NFSA,
    facts: ["rupees six thousand"],
  },
  {
    question: "राशन की दुकान पर चावल किस दाम पर मिलता है",
    script: "devanagari",
    expected: NFSA,
    facts: ["rupees 3 per kg"],
  },
  {
    question: "राशन का अनाज न मिले तो सरकार क्या देती है",
    script: "devanagari",
    expected: NFSA,
    facts: ["food security allowance"],
  },
  {
    question: "उज्ज्वला योजना में गैस कनेक्शन के लिए कौन आवेदन कर सकता है",
    script: "devanagari",
    expected: UJJWALA,
    facts: ["adult woman", "adult women"],
  },
  {
    question: "मुफ्त गैस कनेक्शन के साथ चूल्हा और पहला सिलेंडर भी मिलता है क्या",
    script: "devanagari",
    expected: UJJWALA,
    facts: ["first LPG refill", "Stove (hot plate)"],
  },
  {
    question: "फसल बीमा में खरीफ की फसल का प्रीमियम कितना है",
    script: "devanagari",
    expected: FASAL_BIMA,
    facts: ["2.0% of SI"],
  },
  {
    question: "फसल खराब होने की सूचना कितने घंटे में देनी होती है",
    script: "devanagari",
    expected: FASAL_BIMA,
    facts: ["72 hours"],
  },
  {
    question: "बटाईदार किसान भी अपनी फसल का बीमा करा सकता है क्या",
    script: "devanagari",
    expected: FASAL_BIMA,
    facts: ["sharecropper", "tenant"],
  },
  {
    question: "स्वयं सहायता समूह में कितनी महिलाएँ होती हैं",
    script: "devanagari",
    expected: NRLM,
    facts: ["10-20 members"],
  },
  {
    question: "समूह के पंचसूत्र कौन-कौन से हैं",
    script: "devanagari",
    expected: NRLM,
    facts: ["regular meetings"],
  },
  {
    question: "1500 की आबादी वाली ग्राम पंचायत में कितने सदस्य होंगे",
    script: "devanagari",
    expected: UP_PANCHAYAT_RAJ,
    facts: ["1001–2000 पर 9"],
  },
  {
    question: "प्रधान बीमार हो तो उसका काम कौन करता है",
    script: "devanagari",
    expected: UP_PANCHAYAT_RAJ,
    facts: ["उपप्रधान प्रधान की समस्त शक्तियों"],
  },
  {
    question: "ग्राम पंचायत की बैठक कितने दिनों में एक बार होनी चाहिए",
    script: "devanagari",
    expected: UP_PANCHAYAT_RAJ,
    facts: ["प्रत्येक माह कम से कम एक बार"],
  },
  {
    question: "पुराना प्रधान रिकॉर्ड और पैसा नए प्रधान को न सौंपे तो क्या सज़ा है",
    script: "devanagari",
    expected: UP_PANCHAYAT_RAJ,
    facts: ["तीन वर्ष तक कारावास"],
  },
  {
    question: "गाँव की ज़मीन की देखरेख करने वाली समिति का सचिव कौन होता है",
    script: "devanagari",
    expected: UP_PANCHAYAT_RAJ,
    facts: ["लेखपाल सचिव"],
  },
  // Hinglish
  { question: "budhapa pension kitni milti hai", script: "hinglish", expected: NSAP, facts: ["₹ 200", "Rs. 200/-"] },
  {
    question: "viklang pension ke liye kaun se kagaz lagte hain",
    script: "hinglish",
    expected: NSAP,
    facts: ["Disability certificate"],
  },
  {
    question: "school mein bachchon ko muft khana kis umar tak milta hai",
    script: "hinglish",
    expected: NFSA,
    facts: ["six to fourteen years"],
  },
  {
    question: "ration mein gehun kis rate par milta hai",
    script: "hinglish",
    expected: NFSA,
    facts: ["rupees 2 per kg"],
  },
  {
    question: "ujjwala yojana ke form ke saath kaun se documents lagte hain",
    script: "hinglish",
    expected: UJJWALA,
    facts: ["Valid Photo ID", "Bank Account Number and IFSC"],
  },
  {
    question: "kya ghar ka aadmi ujjwala gas connection ke liye apply kar sakta hai",
    script: "hinglish",
    expected: UJJWALA,
    facts: ["Male Member from a household cannot apply", "only for Women"],
  },
  {
    question: "rabi ki fasal ke bima ka premium kitna lagta hai",
    script: "hinglish",
    expected: FASAL_BIMA,
    facts: ["1.5% of SI"],
  },
  {
    question: "fasal bima ke liye kisan ko kaun se kagzat dene hote hain",
    script: "hinglish",
    expected: FASAL_BIMA,
    facts: ["Khasra number", "Khasra, khatauni"],
  },
  {
    question: "viklang logon ka samooh kitne sadasyon ka ho sakta hai",
    script: "hinglish",
    expected: NRLM,
    facts: ["as small as 5 members"],
  },
  {
    question: "self help group ka hisab kitab kaun rakhta hai",
    script: "hinglish",
    expected: NRLM,
    facts: ["bookkeeper"],
  },
  {
    question: "panchayat ka budget pass karne wali baithak mein kitne sadasya hone chahiye",
    script: "hinglish",
    expected: UP_PANCHAYAT_RAJ,
    facts: ["आधे से अधिक"],
  },
  {
    question: "pradhan ki seat khali ho jaye to naya chunav kitne mahine mein hota hai",
    script: "hinglish",
    expected: UP_PANCHAYAT_RAJ,
    facts: ["छह माह"],
  },
  // English
  {
    question: "Which documents does a widow need to apply for the pension?",
    script: "english",
    expected: NSAP,
    facts: ["Death Certificate of husband"],
  },
  {
    question:
      "What penalty can be imposed on an official who ignores the grievance officer's recommendation on rations?",
    script: "english",
    expected: NFSA,
    facts: ["five thousand rupees"],
  },
  {
    question: "How much support is given for a 14.2 kg cylinder connection under Ujjwala?",
    script: "english",
    expected: UJJWALA,
    facts: ["Rs. 1600"],
  },
  {
    question: "Which crop losses are not covered by the crop insurance scheme?",
    script: "english",
    expected: FASAL_BIMA,
    facts: ["War & kindred perils", "theft"],
  },
  {
    question: "What is the age limit for skill training and placement under Aajeevika?",
    script: "english",
    expected: NRLM,
    facts: ["18-35"],
  },
  {
    question: "How many members does a gram panchayat with a population of 4,000 have in Uttar Pradesh?",
    script: "english",
    expected: UP_PANCHAYAT_RAJ,
    facts: ["3001–5000 पर 13"],
  },
];

/** Questions that neither these texts, the starter corpus nor the Constitution/BNS texts answer. */
export const DEV_SCHEMES_UNANSWERABLE: TDevRealCase[] = [
  { question: "kisan credit card par byaj dar kitni hai", script: "hinglish", expected: [], facts: [] },
  { question: "पासपोर्ट बनवाने के लिए कितनी फीस लगती है", script: "devanagari", expected: [], facts: [] },
  { question: "How do I apply for a new electricity connection?", script: "english", expected: [], facts: [] },
  { question: "गाय-भैंस का बीमा कितने रुपये में होता है", script: "devanagari", expected: [], facts: [] },
  { question: "beti ki shaadi ke liye sarkar kitna paisa deti hai", script: "hinglish", expected: [], facts: [] },
];
