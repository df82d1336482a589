// Texts the built-in offline answerer frames its replies with (the passages themselves come from
// the knowledge base), and the questions it suggests when nothing relevant was found.
import type { TBilingualText } from "./language.ts";

export const offlineAnswerTexts = {
  intro: {
    hindi: "आपके सवाल पर दस्तावेज़ों में यह जानकारी मिली:",
    hinglish: "Aapke sawaal par documents mein yeh jaankari mili:",
  },
  glossary: { hindi: "शब्दकोश", hinglish: "Shabdkosh" },
  /** Before a sentence quoted as the document writes it, in English. */
  englishQuote: { hindi: "अंग्रेज़ी में", hinglish: "English mein" },
  sources: { hindi: "स्रोत", hinglish: "Sources" },
  offlineNote: {
    hindi: "यह जवाब ऑफ़लाइन सहायक ने दस्तावेज़ों से जोड़कर बनाया है; पूरी जानकारी के लिए स्रोत देखें।",
    hinglish: "Yeh jawab offline assistant ne documents se jod kar banaya hai; poori jaankari ke liye sources dekhein.",
  },
  notFound: {
    hindi: "माफ़ कीजिए, इस सवाल का जवाब मेरे दस्तावेज़ों में नहीं मिला। मैं अनुमान से योजनाओं के नियम नहीं बताता।",
    hinglish:
      "Maaf kijiye, is sawaal ka jawab mere documents mein nahi mila. Main andaaze se schemes ke niyam nahi batata.",
  },
  suggestionsIntro: {
    hindi: "आप ऐसे सवाल पूछ सकते हैं:",
    hinglish: "Aap aise sawaal pooch sakte hain:",
  },
  /** Before the direct answer (the value asked for, as the document states it). */
  answerLead: { hindi: "जवाब:", hinglish: "Jawab:" },
  /** Before the quoted passage that holds the answer. */
  quoteIntro: { hindi: "दस्तावेज़ में लिखा है:", hinglish: "Document mein likha hai:" },
  /** Before at most two further lines of the documents. */
  supportIntro: { hindi: "इसके साथ:", hinglish: "Iske saath:" },
  /** A source's page, after its title and section. */
  page: { hindi: "पृष्ठ", hinglish: "page" },
  /**
   * The topic is covered but the asked value is not: "{what}" is the asked kind (the amount, the
   * count…) from `notStatedWhat`, "{subject}" the question's words the documents do name.
   */
  notStated: {
    hindi: "दस्तावेज़ों में {subject}{what} नहीं दी गई है।",
    hinglish: "Documents mein {subject}{what} nahi di gayi hai.",
  },
  /** A part of `notStated` every such answer carries (to recognise it). */
  notStatedMark: { hindi: "नहीं दी गई है", hinglish: "nahi di gayi hai" },
  /** Before the one closest line, in a "not stated" answer. */
  closestLine: { hindi: "सबसे नज़दीकी बात:", hinglish: "Sabse nazdeeki baat:" },
  /**
   * Before the direct answer when the question names no state, no home state is set and the quoted
   * line is one state's rule: "{state}" is that state's name.
   */
  dependsOnState: {
    hindi: "यह नियम राज्य के क़ानून पर निर्भर है; {state} में:",
    hinglish: "Yeh niyam rajya ke kanoon par nirbhar hai; {state} mein:",
  },
  /** After such an answer: how to get answers for the official's own state. */
  chooseState: {
    hindi: "अपने राज्य का जवाब पाने के लिए सेटिंग्स में अपना राज्य चुनें।",
    hinglish: "Apne rajya ka jawab paane ke liye Settings mein apna rajya chunein.",
  },
  /** Whom to ask when the documents do not state the value. */
  whomToAsk: {
    hindi: "पक्की जानकारी के लिए पंचायत सचिव, प्रखंड कार्यालय (BDO) या योजना के ज़िला अधिकारी से पूछें।",
    hinglish: "Pakki jaankari ke liye Panchayat Sachiv, block office (BDO) ya yojana ke zila adhikari se poochhein.",
  },
} satisfies Record<string, TBilingualText>;

/** What a "not stated" answer says is missing, by what the question asks for. */
/**
 * The mark on an admin's approved answer (issue 24), before the date it was approved (IST). Here,
 * not in the UI catalogue, so that it loads with an answer's sources, not with every screen.
 */
export const approvedBadgeText: TBilingualText = {
  hindi: "अधिकारी द्वारा स्वीकृत",
  hinglish: "Adhikari dwara sweekrit",
};

export const notStatedWhat = {
  amount: { hindi: "राशि", hinglish: "rashi" },
  count: { hindi: "संख्या", hinglish: "sankhya" },
  duration: { hindi: "समय-सीमा", hinglish: "samay-seema" },
  date: { hindi: "तारीख़", hinglish: "tareekh" },
  age: { hindi: "उम्र", hinglish: "umar" },
  percent: { hindi: "दर (प्रतिशत)", hinglish: "dar (percent)" },
} satisfies Record<string, TBilingualText>;

/** Questions the starter knowledge base answers well. */
export const chatSuggestions: TBilingualText[] = [
  { hindi: "VB-G RAM G में कितने दिन का काम मिलता है?", hinglish: "VB-G RAM G mein kitne din ka kaam milta hai?" },
  { hindi: "ग्राम सभा साल में कितनी बार होती है?", hinglish: "Gram sabha saal mein kitni baar hoti hai?" },
  { hindi: "पीएम आवास योजना ग्रामीण में कितनी सहायता मिलती है?", hinglish: "PMAY-G mein kitni sahayata milti hai?" },
  { hindi: "16वें वित्त आयोग के अनुदान की शर्तें क्या हैं?", hinglish: "16th Finance Commission grant ki shartein kya hain?" },
  {
    hindi: "झारखंड में ग्राम सभा की अध्यक्षता कौन करता है?",
    hinglish: "Jharkhand mein Gram Sabha ki adhyakshata kaun karta hai?",
  },
  { hindi: "आरटीआई आवेदन का जवाब कितने दिन में मिलता है?", hinglish: "RTI application ka jawab kitne din mein milta hai?" },
];
