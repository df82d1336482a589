// What AI Sachiv writes on WhatsApp outside an answer (issue 23). A message to a number we do
// not know yet carries both languages, Hindi first; to a linked user, their own language.
import type { TBilingualText } from "./language.ts";

export const whatsappTexts = {
  notLinked: {
    hindi:
      "नमस्ते! यह एआई सचिव है। यह नंबर अभी किसी खाते से जुड़ा नहीं है। जोड़ने के लिए: ऐप में सेटिंग्स → WhatsApp खोलें, कोड बनाएँ, और वह कोड यहाँ भेजें (जैसे: SACHIV 123456)।",
    hinglish:
      "Namaste! Yeh AI Sachiv hai. Yeh number abhi kisi account se juda nahi hai. Jodne ke liye: app mein Settings → WhatsApp kholein, code banayein, aur woh code yahan bhejein (jaise: SACHIV 123456).",
  },
  linked: {
    hindi: "यह नंबर आपके एआई सचिव खाते से जुड़ गया। अब अपना सवाल लिखकर या बोलकर भेजें।",
    hinglish: "Yeh number aapke AI Sachiv account se jud gaya. Ab apna sawaal likh kar ya bol kar bhejein.",
  },
  badCode: {
    hindi: "यह कोड सही नहीं है या इसकी समय-सीमा ख़त्म हो गई। ऐप की सेटिंग्स में नया कोड बनाकर भेजें।",
    hinglish: "Yeh code sahi nahi hai ya iska time khatam ho gaya. App ki Settings mein naya code bana kar bhejein.",
  },
  heard: { hindi: "मैंने सुना: {text}", hinglish: "Maine suna: {text}" },
  pleaseType: {
    hindi: "माफ़ कीजिए, अभी आवाज़ वाले संदेश समझे नहीं जा सकते। कृपया अपना सवाल लिखकर भेजें।",
    hinglish: "Maaf kijiye, abhi voice message samjhe nahi ja sakte. Please apna sawaal likh kar bhejein.",
  },
  audioUnreadable: {
    hindi: "आवाज़ वाला संदेश खुल नहीं पाया। कृपया फिर से भेजें या लिखकर पूछें।",
    hinglish: "Voice message khul nahi paya. Please dobara bhejein ya likh kar poochhein.",
  },
  unsupported: {
    hindi: "अभी यहाँ केवल लिखे हुए सवाल और आवाज़ वाले संदेश समझे जाते हैं। फ़ोटो या PDF के लिए ऐप का दस्तावेज़ विश्लेषण खोलें।",
    hinglish:
      "Abhi yahan sirf likhe hue sawaal aur voice message samjhe jaate hain. Photo ya PDF ke liye app ka Document Analysis kholein.",
  },
  failed: {
    hindi: "माफ़ कीजिए, अभी जवाब नहीं बन पाया। कृपया थोड़ी देर बाद फिर पूछें।",
    hinglish: "Maaf kijiye, abhi jawab nahi ban paya. Please thodi der baad phir poochhein.",
  },
  sources: { hindi: "स्रोत", hinglish: "Sources" },
  offline: { hindi: "(ऑफ़लाइन जवाब)", hinglish: "(Offline jawab)" },
} as const satisfies Record<string, TBilingualText>;

export type TWhatsappTextKey = keyof typeof whatsappTexts;
