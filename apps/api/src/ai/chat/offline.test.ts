import { describe, expect, it } from "vitest";
import { composeOfflineAnswer, isEnglish } from "./offline.ts";

const passage = (id: string, content: string, title = `Doc ${id}`) => ({
  chunkId: id,
  documentId: id,
  title,
  sourceUrl: null,
  snippet: "",
  content,
  score: 1,
  matchedBy: ["text" as const],
  relevance: 0.9,
});

describe("offline answer points", () => {
  it("quotes the point that states an amount when the question asks for one", () => {
    const filler = " and the Board may make rules about it, which are read out to the members at their next meeting";
    const content = [
      "## Chairman",
      `The Chairman holds office under the rules of the Board${filler}.`,
      `The Chairman holds office while the Board trusts him${filler}.`,
      `The Chairman holds office until a successor is chosen${filler}.`,
      `The Chairman holds office without any pay from the Board${filler}.`,
      `The Chairman holds office for three years from the date of election${filler}.`,
    ].join("\n");
    const answer = composeOfflineAnswer("How long does the Chairman hold office?", [passage("a", content)], "hinglish");
    expect(answer.found).toBe(true);
    expect(answer.text).toContain("for three years");
  });

  it("labels a sentence quoted in English for a Hindi or Hinglish reader", () => {
    const content = "The Chairman shall hold office for a term of three years from the date of election.";
    expect(composeOfflineAnswer("chairman term", [passage("a", content)], "hindi").text).toContain(
      "> (अंग्रेज़ी में) The Chairman shall hold office",
    );
    expect(composeOfflineAnswer("chairman term", [passage("a", content)], "hinglish").text).toContain(
      "> (English mein) The Chairman shall hold office",
    );
    expect(isEnglish("Gram sabha ki baithak saal mein kam se kam do baar hoti hai.")).toBe(false);
    expect(isEnglish("ग्राम सभा की बैठक")).toBe(false);
  });

  it("says a sentence found in two passages once, and keeps different Hindi sentences apart", () => {
    const same = "Gram sabha ki baithak saal mein kam se kam do baar hoti hai.";
    const answer = composeOfflineAnswer(
      "gram sabha baithak saal",
      [passage("a", same), passage("b", `${same}\nGram sabha ka kaam sabhi ko batana hai.`)],
      "hinglish",
    );
    expect(answer.text.split(same).length - 1).toBe(1);
    const hindi = composeOfflineAnswer(
      "ग्राम सभा बैठक",
      [passage("c", "ग्राम सभा की बैठक साल में दो बार होती है।"), passage("d", "ग्राम सभा की बैठक में कोरम ज़रूरी है।")],
      "hindi",
    );
    expect(hindi.text).toContain("दो बार होती है");
    expect(hindi.text).toContain("कोरम ज़रूरी है");
  });

  it("gives the asked value first, then the quote and its source; the chat's own label says no AI model wrote it", () => {
    const content = [
      "## Jawab ki samay-seema",
      "- RTI mein jawab **30 din ke andar** dena hota hai.",
      "- Teesre paksh ki jaankari ho to 40 din.",
    ].join("\n");
    const a = composeOfflineAnswer("RTI ka jawab kitne din mein milta hai", [passage("a", content, "RTI")], "hinglish");
    expect(a.status).toBe("answered");
    const lines = a.text.split("\n");
    expect(lines[0]).toBe("Jawab: **RTI mein jawab 30 din ke andar dena**");
    expect(a.text).toContain("Document mein likha hai:\n> RTI mein jawab 30 din ke andar dena hota hai.");
    expect(a.text).toContain("— RTI · Jawab ki samay-seema");
    expect(a.text).not.toContain("Sources");
    // One "no AI model" note per answer: the chat shows it beside every offline reply
    // (chat.offline in the web app), so the text does not say it again (nor does the voice).
    expect(a.text).not.toMatch(/AI model|AI मॉडल/);
  });

  it("says the documents do not state a value they do not give, with the closest line and whom to ask", () => {
    const content = [
      "## Gram Swasthya Samiti (VHSNC)",
      "- Samiti ko har saal untied rashi milti hai — rashi rajya ke NHM dishanirdesh mein dekhein.",
      "- Masik baithak aur hisaab ka register rakhein.",
    ].join("\n");
    const a = composeOfflineAnswer(
      "VHSNC ko har saal kitni untied rashi milti hai",
      [passage("a", content)],
      "hinglish",
    );
    expect(a.status).toBe("not_stated");
    expect(a.text).toMatch(/^Documents mein .*rashi nahi di gayi hai\./);
    expect(a.text).toContain("> Samiti ko har saal untied rashi milti hai");
    expect(a.text).toContain("Pakki jaankari ke liye");
    const hindi = composeOfflineAnswer("xyz", [], "hindi");
    expect(hindi.status).toBe("not_found");
  });

  it("never quotes a heading, a FAQ's question, a link-only line or an image", () => {
    const content = [
      "Title: Pension scheme",
      "URL Source: https://example.gov.in/pension",
      "[![Image 1: logo](https://example.gov.in/logo.png)](https://example.gov.in/)",
      "[### Benefits](https://example.gov.in/#benefits)",
      "### Who is eligible for the widow pension?",
      "A widow between 40 and 79 years of age living below the poverty line is eligible for the pension.",
    ].join("\n");
    const a = composeOfflineAnswer("Who is eligible for the widow pension?", [passage("a", content)], "hinglish");
    expect(a.text).toContain("A widow between 40 and 79 years");
    expect(a.text).not.toMatch(/Title:|URL Source|!\[|\]\(|Who is eligible|Benefits/);
  });

  it("keeps a Hinglish reader in Roman script and a Hindi reader in Devanagari", () => {
    const hindi = passage("h", "## ग्राम सभा\n- ग्राम सभा की बैठक साल में कम से कम दो बार होती है।", "ग्राम सभा");
    const hinglish = passage(
      "l",
      "## Gram Sabha\n- Gram Sabha ki baithak saal mein kam se kam do baar hoti hai.",
      "Gram Sabha",
    );
    const forHinglish = composeOfflineAnswer("gram sabha saal mein kitni baar", [hindi], "hinglish");
    expect(forHinglish.text).not.toMatch(/[\u0900-\u097f]/);
    const forHindi = composeOfflineAnswer("ग्राम सभा साल में कितनी बार", [hinglish, hindi], "hindi");
    expect(forHindi.text).toContain("दो बार होती है");
    expect(forHindi.text).not.toContain("baithak saal mein");
  });

  it("lists steps only when asked for them", () => {
    const content = [
      "## Job card banane ka tarika",
      "1. Parivar Gram Panchayat mein aavedan deta hai.",
      "2. Gram Panchayat aavedan ki jaanch karti hai.",
      "3. Aavedan ke 15 din ke andar job card diya jaata hai.",
    ].join("\n");
    const steps = composeOfflineAnswer("job card kaise banta hai", [passage("a", content)], "hinglish");
    expect(steps.text).toContain("1. Parivar Gram Panchayat mein aavedan deta hai.");
    expect(steps.text).toContain("3. Aavedan ke 15 din ke andar");
    const days = composeOfflineAnswer("job card kitne din mein banta hai", [passage("a", content)], "hinglish");
    expect(days.text).toContain("Jawab: **");
    expect(days.text).not.toContain("1. Parivar");
  });

  it("quotes a table's row, its cells under their column names", () => {
    const content = [
      "**Premium Rate :**",
      "| S. No. | Season | Crops | Maximum charges payable by the farmer (% of Sum Insured) |",
      "| 1 | Kharif | Food & Oilseeds crops | 2.0% of SI or Actuarial rate, whichever is less |",
      "| 2 | Rabi | Food & Oilseeds crops | 1.5% of SI or Actuarial rate, whichever is less |",
    ].join("\n");
    const a = composeOfflineAnswer(
      "rabi ki fasal ka premium kitna hai",
      [passage("a", content, "Crop insurance")],
      "hinglish",
    );
    expect(a.text).toContain("**1.5% of SI**");
    expect(a.text).toContain("Season: Rabi");
    expect(a.text).not.toContain("S. No.");
    expect(a.text).not.toContain("|");
  });

  it("answers who may apply from the eligibility section", () => {
    const content = [
      "### Details",
      "Ujjwala gives a gas connection to poor households.",
      "### Eligibility",
      "An adult woman of a poor household without a gas connection will be eligible.",
    ].join("\n");
    const a = composeOfflineAnswer(
      "Ujjwala gas connection ke liye kaun aavedan kar sakta hai",
      [passage("a", content, "Ujjwala")],
      "hinglish",
    );
    expect(a.text).toMatch(/Document mein likha hai:\n> \(English mein\) An adult woman/);
  });

  it("keeps a long item's bold label on a later sentence quoted alone (whose rule it is)", () => {
    const content = [
      "## Gram Sabha ki baithak",
      "- **Uttar Pradesh** (Uttar Pradesh Panchayat Raj Adhiniyam, 1947, dhara 11): saal mein do aam baithakein hoti hain, kharif ki fasal katne ke baad aur rabi ki fasal katne ke baad, aur adhyakshata Pradhan karte hain jo baithak ki tareekh tay karte hain. Quorum sadasyon ka paanchva hissa (1/5) hota hai; quorum na hone se sthagit baithak mein quorum zaroori nahi.",
    ].join("\n");
    const a = composeOfflineAnswer(
      "gram sabha ka quorum kitna hota hai",
      [passage("a", content, "Gram Sabha")],
      "hinglish",
    );
    expect(a.text).toContain("> Uttar Pradesh: Quorum sadasyon ka paanchva hissa (1/5)");
  });
});

describe("the state asked about", () => {
  const sabha = passage(
    "s",
    [
      "## Gram Sabha saal mein kitni baar hoti hai — rajya ke anusaar",
      "- **Bihar** (Bihar Panchayat Raj Adhiniyam, 2006): Gram Sabha ki baithak saal mein kam se kam chaar baar hoti hai.",
      "- **Uttar Pradesh** (Uttar Pradesh Panchayat Raj Adhiniyam, 1947, dhara 11): Gram Sabha ki saal mein do aam baithakein hoti hain.",
      "- **Haryana** (Haryana Panchayati Raj Act, 1994): Gram Sabha ki baithak saal mein do baar, 15 May se 15 June aur 15 November se 15 December.",
    ].join("\n"),
    "Gram Sabha",
  );

  it("quotes the line of the state the question names, by its full or short name", () => {
    for (const q of [
      "UP mein Gram Sabha ki baithak saal mein kitni baar hoti hai",
      "Uttar Pradesh mein Gram Sabha kitni baar",
    ]) {
      const { text } = composeOfflineAnswer(q, [sabha], "hinglish");
      const quoted = text.split("\n").find((l) => /Bihar|Uttar Pradesh|Haryana/.test(l)) ?? "";
      expect(quoted).toContain("do aam baithakein");
    }
  });

  it("with no state in the question, quotes the official's own state", () => {
    const { text } = composeOfflineAnswer(
      "Gram Sabha ki baithak saal mein kitni baar hoti hai",
      [sabha],
      "hinglish",
      "Haryana",
    );
    expect(text.split("\n").find((l) => /Bihar|Uttar Pradesh|Haryana/.test(l))).toContain("15 May se 15 June");
  });

  // Issue 21 item 1 (w3d/answers2): a line saying the asked number is not confirmed here does not
  // hold it, and another state's number does not stand in for it.
  const quorum = passage(
    "q",
    [
      "## Soochna aur quorum",
      "- Uttar Pradesh (dhara 11): Gram Sabha ka quorum sadasyon ka paanchvan hissa (1/5) hai.",
      "- Madhya Pradesh (dhara 6): baithak ki soochna kam se kam 7 din pehle; baithakon ki sankhya aur quorum yahan confirm nahi — Act ya panchayat vibhag se dekhein.",
    ].join("\n"),
    "Gram Sabha",
  );

  it("answers 'not stated' with the state's 'not confirmed here' line, not another state's number", () => {
    const answer = composeOfflineAnswer("MP mein gram sabha ka quorum kitna hota hai", [quorum], "hinglish");
    expect(answer.status).toBe("not_stated");
    expect(answer.text).toContain("quorum yahan confirm nahi");
    expect(answer.text).not.toContain("1/5");
  });

  it("still quotes a value beside a 'not confirmed' clause about something else", () => {
    const answer = composeOfflineAnswer(
      "MP mein gram sabha ki soochna kitne din pehle deni hoti hai",
      [quorum],
      "hinglish",
    );
    expect(answer.status).toBe("answered");
    expect(answer.text).toContain("7 din pehle");
  });

  // Issue 21 item 2: no state in the question and none in Settings — one state's line is that
  // state's rule, said so, with a hint to choose the state.
  const sanction = passage(
    "r",
    [
      "## Kaam ki sweekriti ki seema",
      "- Rajasthan: Gram Panchayat naye kaamon ki prashasanik sweekriti ₹10 lakh tak de sakti hai.",
      "- Madhya Pradesh: Gram Panchayat naye nirman karyon ki prashasanik sweekriti ₹25 lakh tak de sakti hai.",
    ].join("\n"),
    "Kharid aur sweekriti",
  );

  it("says a general question's value is one state's rule, and how to choose the state", () => {
    const q = "Gram Panchayat kitni rashi tak ke kaam ki prashasanik sweekriti de sakti hai";
    const hinglish = composeOfflineAnswer(q, [sanction], "hinglish");
    expect(hinglish.status).toBe("answered");
    expect(hinglish.text).toMatch(/Yeh niyam rajya ke kanoon par nirbhar hai; (Rajasthan|Madhya Pradesh) mein/);
    expect(hinglish.text).toContain("Settings mein apna rajya chunein");
    // …and the other state's line beside it.
    expect(hinglish.text).toContain("₹10 lakh");
    expect(hinglish.text).toContain("₹25 lakh");
    const hindi = composeOfflineAnswer(q, [sanction], "hindi");
    expect(hindi.text).toMatch(/यह नियम राज्य के क़ानून पर निर्भर है; (राजस्थान|मध्य प्रदेश) में/);
    expect(hindi.text).toContain("सेटिंग्स में अपना राज्य चुनें");
  });

  it("with the state named or the home state known, says nothing about other states", () => {
    const named = composeOfflineAnswer(
      "Rajasthan mein Gram Panchayat kitni rashi tak sweekriti de sakti hai",
      [sanction],
      "hinglish",
    );
    expect(named.text).toContain("₹10 lakh");
    expect(named.text).not.toContain("nirbhar hai");
    const home = composeOfflineAnswer(
      "Gram Panchayat kitni rashi tak sweekriti de sakti hai",
      [sanction],
      "hinglish",
      "Madhya Pradesh",
    );
    expect(home.text).toContain("₹25 lakh");
    expect(home.text).not.toContain("nirbhar hai");
  });
});

describe("a value asked of a term only the glossary defines", () => {
  it("says the documents do not give the value, then the meaning and whom to ask", () => {
    const hinglish = composeOfflineAnswer("sarpanch ka maandey kitna hota hai", [], "hinglish");
    expect(hinglish.status).toBe("not_stated");
    expect(hinglish.text.split("\n")[0]).toMatch(/^Documents mein .*rashi nahi di gayi hai\.$/);
    expect(hinglish.text).toMatch(/Shabdkosh: Sarpanch/);
    const hindi = composeOfflineAnswer("सरपंच का मानदेय कितना होता है", [], "hindi");
    expect(hindi.status).toBe("not_stated");
    expect(hindi.text.split("\n")[0]).toMatch(/^दस्तावेज़ों में .*राशि नहीं दी गई है।$/);
  });

  it("answers with the meaning alone when no value is asked", () => {
    const a = composeOfflineAnswer("sarpanch kaun hota hai", [], "hinglish");
    expect(a.status).toBe("answered");
    expect(a.text).toMatch(/^\*\*Shabdkosh: Sarpanch/);
  });
});
