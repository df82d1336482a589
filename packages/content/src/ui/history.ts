// Texts of the durable chat (issue 22): the history screen, the offline outbox, the offline banner.
import type { TBilingualText } from "../language.ts";

export const historyTexts = {
  "nav.history": { hindi: "पिछली बातचीत", hinglish: "Pichhli baatcheet" },
  "nav.drafts": { hindi: "काग़ज़ात (मसौदे)", hinglish: "Kaagzaat (draft)" },
  "history.subtitle": {
    hindi: "आपकी पिछली बातचीत — खोलें, आगे पूछें या हटाएँ",
    hinglish: "Aapki pichhli baatcheet — kholein, aage poochhein ya hatayein",
  },
  "history.searchLabel": { hindi: "बातचीत में खोजें", hinglish: "Baatcheet mein khojein" },
  "history.searchPlaceholder": {
    hindi: "जैसे: जॉब कार्ड या आवास योजना",
    hinglish: "Jaise: job card ya awas yojana",
  },
  "history.new": { hindi: "नई बातचीत", hinglish: "Nayi baatcheet" },
  "history.empty": {
    hindi: "अभी कोई बातचीत नहीं है। चैट में पहला सवाल पूछें।",
    hinglish: "Abhi koi baatcheet nahi hai. Chat mein pehla sawaal poochhein.",
  },
  "history.noMatch": {
    hindi: "इस खोज से कोई बातचीत नहीं मिली।",
    hinglish: "Is khoj se koi baatcheet nahi mili.",
  },
  "history.messages": { hindi: "{count} संदेश", hinglish: "{count} messages" },
  "history.open": { hindi: "खोलें: {title}", hinglish: "Kholein: {title}" },
  "history.delete": { hindi: "हटाएँ", hinglish: "Hatayein" },
  "history.deleteLabel": { hindi: "हटाएँ: {title}", hinglish: "Hatayein: {title}" },
  "history.confirmDelete": {
    hindi: "यह बातचीत हमेशा के लिए हटा दें?",
    hinglish: "Yeh baatcheet hamesha ke liye hata dein?",
  },
  "history.confirmYes": { hindi: "हाँ, हटाएँ", hinglish: "Haan, hatayein" },
  "history.confirmNo": { hindi: "नहीं", hinglish: "Nahi" },
  "history.deleted": { hindi: "बातचीत हटा दी गई", hinglish: "Baatcheet hata di gayi" },
  "history.loadFailed": {
    hindi: "बातचीत की सूची नहीं आ सकी। नेटवर्क देखकर फिर कोशिश करें।",
    hinglish: "Baatcheet ki list nahi aa saki. Network dekh kar phir koshish karein.",
  },
  "history.more": { hindi: "और दिखाएँ", hinglish: "Aur dikhayein" },
  "history.savedOffline": {
    hindi: "ऑफ़लाइन: फ़ोन में रखी बातचीत दिख रही है",
    hinglish: "Offline: phone mein rakhi baatcheet dikh rahi hai",
  },
  "chat.queued": { hindi: "नेटवर्क आने पर भेजा जाएगा", hinglish: "Network aane par bheja jayega" },
  "chat.reconnecting": {
    hindi: "कनेक्शन टूट गया — जवाब सर्वर से लाया जा रहा है…",
    hinglish: "Connection toot gaya — jawab server se laaya ja raha hai…",
  },
  "shell.offline": {
    hindi: "आप ऑफ़लाइन हैं। पुराने जवाब पढ़ सकते हैं; नए सवाल नेटवर्क आने पर अपने-आप भेजे जाएँगे।",
    hinglish: "Aap offline hain. Purane jawab padh sakte hain; naye sawaal network aane par apne-aap bheje jayenge.",
  },
} as const satisfies Record<string, TBilingualText>;
