import { describe, expect, it } from "vitest";
import {
  analyseAsk,
  asksFee,
  asksFrequency,
  namesFee,
  ordinalsWithNext,
  asksMoney,
  holdsFrequency,
  holdsWho,
  holdsYearlyValue,
  saysYearly,
  holdsOrdinal,
  holdsTimeIn,
  holdsValue,
  statesMoney,
  statesTotal,
  valueQualifiers,
  valueSpans,
  type TAsked,
} from "./question.ts";

// Questions as officials ask them, in Devanagari, Hinglish and English, with what they ask for.
const CASES: [string, TAsked | null][] = [
  // amount
  ["पीएम आवास योजना ग्रामीण में कितनी सहायता मिलती है?", "amount"],
  ["PMAY-G mein kitni sahayata milti hai?", "amount"],
  ["How much is the penalty on a PIO for delay in giving information?", "amount"],
  ["RTI aavedan ki fees kitni hai", "amount"],
  ["आरटीआई आवेदन का शुल्क कितना है?", "amount"],
  ["What is the premium for kharif crops?", "amount"],
  // a verb after the quantity word names no unit: the money word decides
  ["sarpanch ka maandey kitna hota hai", "amount"],
  // a rate, a wage, a commission
  ["Bihar mein panchayat makaan tax kis dar par lagati hai", "amount"],
  ["What is the daily wage rate under VB-G RAM G for 2026-27?", "amount"],
  ["राशन डीलर का कमीशन कितना होता है", "amount"],
  // count
  ["ग्राम सभा साल में कितनी बार होती है?", "count"],
  ["Gram sabha saal mein kitni baar hoti hai", "count"],
  ["पानी समिति में कितने सदस्य होते हैं?", "count"],
  ["How many members does the water committee have?", "count"],
  // duration
  ["How long is the term of a Panchayat?", "duration"],
  ["Within how many days must the PIO reply to an RTI application?", "duration"],
  ["RTI ka jawab kitne din mein milta hai", "duration"],
  ["जॉब कार्ड कितने दिन में बनता है?", "duration"],
  ["pehli appeal ki samay seema kya hai", "duration"],
  ["पंचायत का कार्यकाल कितना होता है?", "duration"],
  // date
  ["जल जीवन मिशन कब शुरू हुआ?", "date"],
  ["Jal Jeevan Mission kab shuru hua", "date"],
  ["When did the RTI Act come into force?", "date"],
  ["16th Finance Commission ki avadhi kis saal se hai", "duration"],
  // age
  ["बुढ़ापा पेंशन के लिए कम से कम कितनी उम्र होनी चाहिए", "age"],
  ["Sukanya account kis umar tak khul sakta hai", "age"],
  ["What is the minimum age for the old age pension?", "age"],
  // percent
  ["What share of seats in a panchayat is reserved for women?", "percent"],
  ["untied grant kitne percent hai", "percent"],
  ["महिलाओं के लिए कितने प्रतिशत सीटें आरक्षित हैं?", "percent"],
  // who
  ["Who conducts elections to the Panchayats?", "who"],
  ["झारखंड में ग्राम सभा की अध्यक्षता कौन करता है?", "who"],
  ["Jharkhand mein Gram Sabha ki adhyakshata kaun karta hai?", "who"],
  ["job card na mile to shikayat kiske paas karein", "who"],
  // where
  ["RTI online kahan apply karein", "where"],
  ["ऑनलाइन आरटीआई कहाँ करें?", "where"],
  ["Where can I check my job card online?", "where"],
  // list
  ["सामाजिक अंकेक्षण में कौन-कौन से रिकॉर्ड चाहिए?", "list"],
  ["social audit mein kaun se record chahiye", "list"],
  ["Which documents are needed for the widow pension?", "list"],
  // steps
  ["manrega job card kaise banega", "steps"],
  ["जॉब कार्ड बनाने का तरीक़ा क्या है?", "steps"],
  ["How do I apply for an Ujjwala connection?", "steps"],
  // yes/no
  ["क्या राज्यसभा भंग की जा सकती है", "yesno"],
  ["Can a tenant farmer insure his crop?", "yesno"],
  ["kya BPL aavedak ko RTI fees deni padti hai", "yesno"],
  ["untied grant se salary de sakte hain kya", "yesno"],
  ["vishwakarma yojana mein kitna loan milta hai", "amount"],
  ["दहेज मृत्यु के लिए कितनी सजा है", "duration"],
  ["स्वयं सहायता समूह में कितनी महिलाएँ होती हैं", "count"],
  ["soochna dene mein deri par PIO par kitna jurmana lagta hai", "amount"],
  // none of the kinds
  ["ODF Plus kya hai", null],
  ["आयुष्मान भारत योजना", null],
];

describe("what a question asks for", () => {
  it.each(CASES)("%s → %s", (question, asks) => {
    expect(analyseAsk(question).asks).toBe(asks);
  });

  it("names the unit of a count when the question does", () => {
    expect(analyseAsk("पानी समिति में कितने सदस्य होते हैं?").unit).toBe("सदस्य");
    expect(analyseAsk("How many members does the water committee have?").unit).toBe("members");
    expect(analyseAsk("Gram sabha saal mein kitni baar hoti hai").unit).toBeNull();
  });
});

describe("whether a sentence holds a value of the asked kind", () => {
  it("finds amounts in rupees, in figures and in words, and a free service", () => {
    expect(holdsValue("amount", "मैदानी इलाक़ों में **₹1.20 लाख** प्रति घर।")).toBe(true);
    expect(holdsValue("amount", "a penalty of two hundred and fifty rupees each day")).toBe(true);
    expect(holdsValue("amount", "Rs. 1600 for a connection")).toBe(true);
    expect(holdsValue("amount", "BPL aavedak se shulk nahi liya jaata")).toBe(true);
    expect(holdsValue("amount", "समिति को हर साल खुली (अनटाइड) राशि मिलती है — राशि राज्य के NHM दिशानिर्देश में देखें")).toBe(
      false,
    );
  });

  it("does not take a section's number or a finance commission's ordinal for a value", () => {
    expect(holdsValue("count", "धारा 29 के तहत सतर्कता समिति बनती है")).toBe(false);
    expect(holdsValue("count", "under section 21 of the Act")).toBe(false);
    expect(holdsValue("count", "15वें वित्त आयोग का अनुदान")).toBe(false);
    expect(holdsValue("count", "इसमें 10–15 सदस्य होते हैं")).toBe(true);
  });

  it("tells a time limit, a date, an age and a share apart", () => {
    expect(holdsValue("duration", "जवाब **30 दिन के भीतर** देना होता है।")).toBe(true);
    expect(holdsValue("duration", "within thirty days of the receipt")).toBe(true);
    expect(holdsValue("duration", "Quorum ki sankhya rajya ka kanoon tay karta hai.")).toBe(false);
    expect(holdsValue("date", "जल जीवन मिशन 15 अगस्त 2019 को शुरू हुआ।")).toBe(true);
    expect(holdsValue("age", "The applicant should be at least 60 years of age.")).toBe(true);
    expect(holdsValue("age", "Har gaon ki 5 mahilaon ko prashikshan diya jaata hai.")).toBe(false);
    expect(holdsValue("percent", "Not less than one-third of the seats")).toBe(true);
    expect(holdsValue("percent", "कम से कम आधी सदस्य महिलाएँ")).toBe(true);
  });

  it("gives the value with the words around it", () => {
    expect(valueSpans("duration", "जवाब **30 दिन के भीतर** देना होता है।")).toEqual(["जवाब 30 दिन के भीतर देना"]);
    expect(valueSpans("amount", "मैदानी इलाक़ों में ₹1.20 लाख और पहाड़ी राज्यों में ₹1.30 लाख प्रति घर।")[0]).toContain(
      "₹1.20 लाख",
    );
  });

  it("answers a time in the unit asked: days are not months, hours not a number of meetings", () => {
    expect(holdsTimeIn("din", "Social audit har chhah mahine mein hota hai.")).toBe(false);
    expect(holdsTimeIn("दिन", "जवाब 30 दिन के भीतर देना होता है।")).toBe(true);
    expect(holdsTimeIn("घंटे", "The farmer should intimate the loss within 72 hours.")).toBe(true);
    expect(holdsTimeIn("घंटे", "दो बैठकों के बीच तीन महीने से ज़्यादा का अंतर नहीं")).toBe(false);
    expect(holdsTimeIn(null, "तीन महीने")).toBe(true);
  });

  it("does not read 'Panch' or 'do' standing alone as a number, and reads a rate as an amount", () => {
    expect(holdsValue("count", "Gram Sabha ke matdata Sarpanch (aur Panch) ko wapas bula sakte hain.")).toBe(false);
    expect(holdsValue("duration", "Panch saal mein chunav hota hai.")).toBe(true);
    expect(analyseAsk("house tax ki dar kitni hai").asks).toBe("amount");
    expect(analyseAsk("15वें वित्त आयोग का अनुदान किस काम में लगा सकते हैं?").asks).toBe("list");
  });

  it("never starts or ends a value's span on a joining word, which would change its meaning", () => {
    // "कम से कम चार" (at least four), not "से कम चार" (fewer than four).
    expect(valueSpans("count", "यानी साल में कम से कम चार बैठकें।")).toEqual(["कम से कम चार बैठकें"]);
    // A dash that opens the next clause is not part of the value ("saal mein do aam baithakein —").
    for (const span of valueSpans("count", "saal mein **do aam baithakein** — Kharif ki fasal katne ke baad", 2, true))
      expect(span).not.toMatch(/[—–-]$/);
    expect(valueSpans("count", "साल में कम से कम दो बैठकें — वित्तीय वर्ष की पहली तिमाही (अप्रैल–जून) में", 2, true)[0]).toBe(
      "साल में कम से कम दो बैठकें",
    );
    // An Act's year is its name, not the date asked, when the line holds another date.
    expect(
      valueSpans(
        "date",
        "Haryana (Haryana Panchayati Raj Act, 1994): baithakein 15 May se 15 June aur 15 November se 15 December.",
      ),
    ).not.toContainEqual(expect.stringContaining("1994"));
    expect(valueSpans("date", "Soochna ka Adhikar Adhiniyam, 2005 lagu hai.")[0]).toContain("2005");
    // "ek" is "a" beside a real count: the quorum's 1/5, not "ek Kharif ki fasal".
    expect(
      valueSpans(
        "count",
        "do aam baithakein — ek Kharif ke baad aur ek Rabi ke baad; aur quorum sadasyon ka 1/5 hota hai",
      ).join(" "),
    ).not.toMatch(/\bek\b/);
    // Two values a few words apart are one span, the words between them not repeated.
    expect(valueSpans("amount", "सीमा ₹5 लाख से बढ़ाकर ₹10 लाख की गई।")).toEqual(["सीमा ₹5 लाख से बढ़ाकर ₹10 लाख की गई"]);
    expect(valueSpans("count", "yaani saal mein kam se kam chaar baithakein.")).toEqual([
      "kam se kam chaar baithakein",
    ]);
    expect(valueSpans("amount", "Kharif: 2.0% of SI or Actuarial rate")[0]).not.toMatch(/\bor$/);
    expect(analyseAsk("ग्राम सभा का कोरम कितना होता है").unit).toBeNull();
  });
});

describe("whose or which value a question asks for", () => {
  it("reads the qualifier of a fee, an instalment or a sum, in the three scripts", () => {
    expect(valueQualifiers("RTI pehli appeal ki fees kitni hai")).toEqual({
      phrases: [["appeal"]],
      ordinals: [1],
      perUnit: false,
    });
    expect(valueQualifiers("RTI appeal karne ki fees kitni lagti hai").phrases).toEqual([["rti", "appeal"]]);
    expect(valueQualifiers("RTI में दूसरी अपील की फीस कितनी है")).toMatchObject({ phrases: [["अपील"]], ordinals: [2] });
    expect(valueQualifiers("What is the fee for filing a first appeal under RTI?")).toMatchObject({
      phrases: [["appeal"]],
      ordinals: [1],
    });
    expect(valueQualifiers("PMAY-G mein doosri kisht ki rashi kitni hoti hai")).toMatchObject({
      phrases: [["kisht"]],
      ordinals: [2],
    });
    // A purpose ("के लिए", "ke liye", "for") is not read as a qualifier: "PMMVY ke liye" names the
    // scheme, not whose income.
    expect(valueQualifiers("ओडीएफ प्लस में ठोस कचरा प्रबंधन के लिए पंचायत को कितनी राशि मिलती है").phrases).toEqual([]);
  });

  it("tells a share from a total, an ordinal and a sum of money", () => {
    expect(
      valueQualifiers("15th Finance Commission ki har kisht mein panchayat ko kitna paisa milta hai").perUnit,
    ).toBe(true);
    expect(valueQualifiers("16वें वित्त आयोग में एक ग्राम पंचायत को हर साल कितनी राशि मिलेगी").perUnit).toBe(true);
    expect(valueQualifiers("nrega mein har saal kitne din kaam milta hai").perUnit).toBe(false);
    expect(statesTotal("ग्रामीण पंचायतों के लिए कुल लगभग ₹4.35 लाख करोड़")).toBe(true);
    expect(statesTotal("कितना पैसा (पूरे देश के लिए, पाँच साल में)")).toBe(true);
    expect(statesTotal("₹1.20 लाख प्रति घर")).toBe(false);
    expect(holdsOrdinal(1, "30 din ke andar pehli appeal")).toBe(true);
    expect(holdsOrdinal(2, "90 दिन के भीतर दूसरी अपील")).toBe(true);
    expect(holdsOrdinal(1, "90 दिन के भीतर दूसरी अपील")).toBe(false);
    expect(asksMoney("15th Finance Commission ki har kisht mein panchayat ko kitna paisa milta hai")).toBe(true);
    expect(asksMoney("जॉब कार्ड बनाने की फीस कितनी है")).toBe(false);
    expect(statesMoney("30% स्वच्छता: ODF बना रहना")).toBe(false);
    expect(statesMoney("सामुदायिक स्वच्छता परिसर के लिए पंचायत को ₹3 लाख तक")).toBe(true);
  });
});

describe("how often", () => {
  it("knows a question asking how often, in the three scripts", () => {
    expect(asksFrequency("विद्यालय प्रबंधन समिति की बैठक महीने में कितनी बार होती है")).toBe(true);
    expect(asksFrequency("social audit saal mein kitni baar hota hai")).toBe(true);
    expect(asksFrequency("How often does the Gram Sabha meet?")).toBe(true);
    expect(asksFrequency("पानी समिति में कितने सदस्य होते हैं?")).toBe(false);
  });

  it("finds how often a line says, not a share of members", () => {
    expect(holdsFrequency("मासिक बैठक, ग्राम स्वास्थ्य एवं पोषण दिवस की निगरानी")).toBe(true);
    expect(holdsFrequency("यानी साल में कम से कम चार बैठकें")).toBe(true);
    expect(holdsFrequency("social audit har chhah mahine mein kam se kam ek baar hota tha")).toBe(true);
    expect(holdsFrequency("The Gram Sabha meets twice a year")).toBe(true);
    expect(holdsFrequency("कम से कम तीन-चौथाई सदस्य बच्चों के माता-पिता, और आधे सदस्य महिलाएँ")).toBe(false);
    expect(valueSpans("count", "social audit har chhah mahine mein kam se kam ek baar hota tha", 2, true)[0]).toContain(
      "har chhah mahine",
    );
  });
});

describe("a number's separators", () => {
  it("keeps an amount whole in its span", () => {
    expect(valueSpans("amount", "बनाने के लिए ₹12,000 की प्रोत्साहन राशि मिलती है")[0]).toContain("₹12,000");
    expect(valueSpans("amount", "budget 2026-27 mein iske liye ₹95,692.31 crore rakhe gaye")[0]).toContain(
      "₹95,692.31 crore",
    );
  });
});

describe("who and per year", () => {
  it("knows a line that names an office or an actor", () => {
    expect(holdsWho("हर राज्य में एक स्वतंत्र सामाजिक अंकेक्षण इकाई (Social Audit Unit) होती है")).toBe(true);
    expect(holdsWho("Block: Khand Vikas evam Panchayat Adhikari (BDPO).")).toBe(true);
    expect(holdsWho("The bookkeeper maintains the SHG's books of accounts")).toBe(true);
    expect(holdsWho("सामाजिक अंकेक्षण में गाँव के लोग ख़ुद जाँचते हैं")).toBe(false);
  });

  it("knows a value per year, not a year mentioned beside another value", () => {
    expect(saysYearly("nrega mein saal mein kitne din kaam milta hai")).toBe(true);
    expect(
      holdsYearlyValue("MGNREGA har gramin parivar ko ek vitt varsh mein kam se kam 100 din ka kaam deta tha"),
    ).toBe(true);
    expect(holdsYearlyValue("मनरेगा हर ग्रामीण परिवार को एक वित्त वर्ष में कम से कम 100 दिन के काम की गारंटी देता था")).toBe(
      true,
    );
    expect(holdsYearlyValue("Maang ke 15 din ke andar kaam dena zaroori tha")).toBe(false);
  });
});

describe("another ordinal, a fee", () => {
  it("reads the ordinal a text puts on a thing", () => {
    expect(ordinalsWithNext("How much does a second LPG refill cost under Ujjwala?")).toEqual([
      { n: 2, next: ["lpg", "refill"] },
    ]);
    expect(ordinalsWithNext("All PMUY beneficiaries will be provided with first LPG refill")[0]).toEqual({
      n: 1,
      next: ["lpg", "refill"],
    });
  });

  it("knows a question naming a fee and a line naming one", () => {
    expect(asksFee("विधवा पेंशन के आवेदन का कितना शुल्क है")).toBe(true);
    expect(asksFee("विधवा पेंशन कितनी मिलती है")).toBe(false);
    expect(namesFee("केंद्र सरकार के दफ़्तरों के लिए आवेदन शुल्क ₹10 है")).toBe(true);
    expect(namesFee("जॉब कार्ड बनाने के लिए कोई फ़ीस या रिश्वत न ली जाए")).toBe(true);
    expect(namesFee("A monthly pension of ₹ 200 up to 79 years and ₹ 500 thereafter.")).toBe(false);
  });
});
