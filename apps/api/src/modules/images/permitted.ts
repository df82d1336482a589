// Permitted use: charts and infographics for government work, training and official
// presentations. Prompts asking for sexual, violent, hateful, partisan-campaign or forged-official
// material are refused before anything is drawn (the model, when configured, can refuse too).
// Kept narrow on purpose: "sex ratio", "fake news se bachav", "nasha mukti" are official topics.
const L = "[\\p{L}\\p{M}]";
const words = (list: string[]) => `(?<!${L})(?:${list.join("|")})(?!${L})`;
const near = (a: string[], b: string[]) =>
  new RegExp(`${words(a)}.{0,40}${words(b)}|${words(b)}.{0,40}${words(a)}`, "iu");

const REFUSED: RegExp[] = [
  // sexual content
  new RegExp(
    words([
      "nude",
      "nudity",
      "naked",
      "porn",
      "porno\\w*",
      "erotic",
      "nsfw",
      "xxx",
      "नग्न",
      "अश्लील",
      "nanga",
      "nangi",
      "ashleel",
    ]),
    "iu",
  ),
  // violence and weapons as the picture itself
  new RegExp(
    words([
      "gore",
      "bloody",
      "beheading",
      "kill(?:ing)? (?:people|him|her|them)",
      "how to make (?:a )?bomb",
      "bomb banane",
      "बम बनाने",
      "गोली मारो",
      "maar dalo",
      "मार डालो",
    ]),
    "iu",
  ),
  // hate and abuse
  new RegExp(words(["hate (?:speech|poster)", "racist", "casteist", "जातिसूचक", "gaali", "गाली"]), "iu"),
  // forged documents and impersonation
  near(
    [
      "fake",
      "forged?",
      "forgery",
      "counterfeit",
      "नकली",
      "फर्जी",
      "फ़र्ज़ी",
      "जाली",
      "nakli",
      "farzi",
      "jaali",
      "duplicate",
    ],
    [
      "certificate",
      "praman ?patra",
      "प्रमाण ?पत्र",
      "aadhaa?r",
      "आधार",
      "stamp",
      "मुहर",
      "mohar",
      "seal",
      "signature",
      "हस्ताक्षर",
      "id card",
      "ration card",
      "राशन कार्ड",
      "voter",
      "मतदाता",
      "letterhead",
      "लेटरहेड",
      "notice",
      "circular",
      "सर्कुलर",
    ],
  ),
  // partisan campaigning
  new RegExp(
    words([
      "vote for",
      "campaign poster",
      "election campaign",
      "वोट दो",
      "वोट दें",
      "चुनाव प्रचार",
      "vote do",
      "vote dein",
      "chunav prachar",
    ]),
    "iu",
  ),
];

/** True when the prompt may be drawn. */
export function isPermittedPrompt(prompt: string): boolean {
  return !REFUSED.some((re) => re.test(prompt));
}
