// Audio bytes of a spoken answer in the web app (issue 22 item 5), offline voice (eSpeak NG): bytes per minute of
// speech as MP3 (48 kbit/s, before) and as Ogg Opus (20 kbit/s, after), and per answer: before =
// every sentence of the answer (sources list, links and the note included) as MP3, after = only
// what the web's speech filter reads (apps/web/src/lib/speech/speech-text.ts) as Opus. Answers in
// the offline answerer's own format (apps/api/src/ai/chat/offline.ts), Hindi and Hinglish.
import { offlineAnswerTexts } from "../packages/content/src/index.ts";
import { loadEspeak, prepareForHindiVoice } from "../apps/api/src/ai/tts/offline.ts";
import { createMp3Stream, MP3_KBPS } from "../apps/api/src/ai/tts/mp3.ts";
import { encodeOggOpus, OPUS_KBPS } from "../apps/api/src/ai/tts/ogg-opus.mjs";
import { splitSentences } from "../apps/web/src/lib/speech/sentences.ts";
import { speechSentences } from "../apps/web/src/lib/speech/speech-text.ts";
import { recordFigure } from "./figures.ts";

const ANSWERS: { label: string; text: string }[] = [
  {
    label: "Hindi, gram sabha (2 sources)",
    text: [
      "आपके सवाल पर दस्तावेज़ों में यह जानकारी मिली:",
      "",
      "- ग्राम सभा की बैठक साल में कम से कम चार बार होती है, और हर बैठक की सूचना सात दिन पहले दी जाती है।",
      "- बैठक का कोरम कुल सदस्यों का दसवाँ हिस्सा होता है; कोरम पूरा न हो तो बैठक स्थगित होती है।",
      "- ग्राम सभा की अध्यक्षता मुखिया करते हैं, और बैठक की कार्यवाही रजिस्टर में लिखी जाती है।",
      "",
      "**स्रोत:**",
      "1. झारखंड पंचायत राज अधिनियम, 2001 — https://www.jharkhandpanchayats.gov.in/",
      "2. ग्राम सभा मार्गदर्शिका, पंचायती राज मंत्रालय — https://panchayat.gov.in/",
      "",
      `_${offlineAnswerTexts.offlineNote.hindi}_`,
    ].join("\n"),
  },
  {
    label: "Hinglish, job card (2 sources)",
    text: [
      "Aapke sawaal par documents mein yeh jaankari mili:",
      "",
      "- Job card ke liye Gram Panchayat mein likhit ya maukhik aavedan diya ja sakta hai.",
      "- Aavedan ke 15 din ke andar job card milna chahiye, aur uski koi fees nahi lagti.",
      "- Kaam maangne ke 15 din mein kaam na mile to berozgari bhatta milta hai.",
      "",
      "**Sources:**",
      "1. MGNREGA Operational Guidelines 2013 — https://nrega.nic.in/",
      "2. VB-G RAM G Act 2025 — https://rural.gov.in/",
      "",
      `_${offlineAnswerTexts.offlineNote.hinglish}_`,
    ].join("\n"),
  },
  {
    label: "Hindi, PMAY-G (1 source)",
    text: [
      "आपके सवाल पर दस्तावेज़ों में यह जानकारी मिली:",
      "",
      "- मैदानी इलाक़ों में एक लाख बीस हज़ार रुपये और पहाड़ी राज्यों में एक लाख तीस हज़ार रुपये की सहायता मिलती है।",
      "- शौचालय के लिए स्वच्छ भारत मिशन से अलग से बारह हज़ार रुपये मिलते हैं।",
      "",
      "**स्रोत:**",
      "1. प्रधानमंत्री आवास योजना ग्रामीण — https://pmayg.nic.in/",
      "",
      `_${offlineAnswerTexts.offlineNote.hindi}_`,
    ].join("\n"),
  },
];

const worker = await loadEspeak();
const rate = worker.get_samplerate();

function pcmOf(sentences: string[]): Int16Array[] {
  const parts: Int16Array[] = [];
  worker.set_voice("hi+f3");
  for (const piece of prepareForHindiVoice(sentences.join(" "))) {
    worker.synthesize(piece, (samples) => {
      parts.push(Int16Array.from(samples));
      return false;
    });
  }
  return parts;
}

const seconds = (pcm: Int16Array[]) => pcm.reduce((n, p) => n + p.length, 0) / rate;
function mp3Bytes(pcm: Int16Array[]): number {
  const mp3 = createMp3Stream(rate);
  return [...pcm.flatMap((p) => mp3.write(p)), ...mp3.end()].reduce((n, b) => n + b.length, 0);
}
const opusBytes = (pcm: Int16Array[]) => encodeOggOpus(pcm, rate).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(`offline voice (eSpeak NG, ${rate} Hz mono): MP3 ${MP3_KBPS} kbit/s vs Ogg Opus ${OPUS_KBPS} kbit/s`);
console.log("\nper answer: before = whole answer as MP3; after = what is read (no sources, links, note) as Opus");
let mp3Total = 0;
let opusTotal = 0;
let secondsTotal = 0;
let beforeTotal = 0;
let afterTotal = 0;
for (const { label, text } of ANSWERS) {
  const all = pcmOf(splitSentences(text));
  const read = pcmOf(speechSentences(text));
  const before = mp3Bytes(all);
  const after = opusBytes(read);
  const readMp3 = mp3Bytes(read);
  mp3Total += readMp3;
  opusTotal += after;
  secondsTotal += seconds(read);
  beforeTotal += before;
  afterTotal += after;
  console.log(`  ${label}`);
  console.log(
    `    before: ${seconds(all).toFixed(1)} s of speech, MP3 ${kb(before)}   after: ${seconds(read).toFixed(1)} s, Opus ${kb(after)} (MP3 of the same ${kb(readMp3)})   −${(100 - (after / before) * 100).toFixed(0)} %`,
  );
}
const perMinute = (bytes: number) => (bytes / secondsTotal) * 60;
console.log(`\nbytes per minute of speech (${secondsTotal.toFixed(1)} s measured)`);
console.log(`  MP3  ${MP3_KBPS} kbit/s   ${kb(perMinute(mp3Total))} per minute`);
console.log(`  Opus ${OPUS_KBPS} kbit/s   ${kb(perMinute(opusTotal))} per minute`);
console.log(
  `\naudio per answer, mean of ${ANSWERS.length}: before ${kb(beforeTotal / ANSWERS.length)}, after ${kb(afterTotal / ANSWERS.length)}`,
);

recordFigure({
  figure: "spoken answer audio per minute, Opus",
  value: Math.round(perMinute(opusTotal) / 1024),
  unit: "KB",
  goal: 180,
  on: "offline voice",
});
recordFigure({
  figure: "audio bytes per spoken answer (after)",
  value: Math.round(afterTotal / ANSWERS.length / 1024),
  unit: "KB",
  goal: 100,
  on: "offline voice",
});
