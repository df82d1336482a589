// The essential-videos screen's texts, Hindi and Hinglish. Each entry says what it opens (a video,
// an official video channel or a portal); the heading counts every entry and says links, since most
// are portals; the notice says why no single video is listed while none has a confirmed official
// address. Apart from `ui` (looked up with tVideos) so that no other screen's first load carries them.
import type { TBilingualText } from "../language.ts";

export const videosTexts = {
  "videos.heading": { hindi: "सीखने के {count} ज़रूरी लिंक", hinglish: "Seekhne ke {count} zaroori link" },
  "videos.subtitle": {
    hindi:
      "पहले आधिकारिक वीडियो और वीडियो चैनल, फिर वे सरकारी पोर्टल जहाँ दिशानिर्देश, प्रशिक्षण सामग्री और योजना की सही जानकारी मिलती है। हर लिंक सरकारी पेज खोलता है।",
    hinglish:
      "Pehle sarkari video aur video channel, phir woh sarkari portal jahan guidelines, training material aur yojana ki sahi jaankari milti hai. Har link sarkari page kholta hai.",
  },
  "videos.noVideosTitle": {
    hindi: "अभी कोई अकेला वीडियो नहीं जोड़ा गया",
    hinglish: "Abhi koi akela video nahi joda gaya",
  },
  "videos.noVideosBody": {
    hindi:
      "किसी मंत्रालय या राज्य विभाग के वीडियो का पता अभी किसी सरकारी स्रोत से पक्का नहीं हुआ है, इसलिए यहाँ अंदाज़े से कोई लिंक नहीं दिया गया। नीचे के वीडियो चैनलों और पोर्टलों पर सरकार ख़ुद अपने कार्यक्रम और सामग्री डालती है।",
    hinglish:
      "Kisi mantralaya ya rajya vibhag ke video ka pata abhi kisi sarkari srot se pakka nahi hua hai, isliye yahan andaaze se koi link nahi diya gaya. Neeche ke video channel aur portal par sarkar khud apne karyakram aur samagri daalti hai.",
  },
  "videos.section.video": { hindi: "आधिकारिक वीडियो", hinglish: "Sarkari video" },
  "videos.section.channel": { hindi: "आधिकारिक वीडियो चैनल", hinglish: "Sarkari video channel" },
  "videos.section.portal": {
    hindi: "सरकारी पोर्टल — वीडियो नहीं, पढ़ने की सामग्री",
    hinglish: "Sarkari portal — video nahi, padhne ki samagri",
  },
  "videos.kind.video": { hindi: "वीडियो", hinglish: "Video" },
  "videos.kind.channel": { hindi: "वीडियो चैनल", hinglish: "Video channel" },
  "videos.kind.portal": { hindi: "पोर्टल", hinglish: "Portal" },
  "videos.publisher": { hindi: "जारी करने वाला", hinglish: "Jaari karne wala" },
  "videos.length": { hindi: "लंबाई {duration}", hinglish: "Lambai {duration}" },
  "videos.lengthUnknown": { hindi: "लंबाई पता नहीं", hinglish: "Lambai pata nahi" },
  "videos.language.hindi": { hindi: "भाषा: हिंदी", hinglish: "Bhasha: Hindi" },
  "videos.language.english": { hindi: "भाषा: अंग्रेज़ी", hinglish: "Bhasha: English" },
  "videos.language.hindi-english": { hindi: "भाषा: हिंदी और अंग्रेज़ी", hinglish: "Bhasha: Hindi aur English" },
  "videos.languageUnknown": { hindi: "भाषा पता नहीं", hinglish: "Bhasha pata nahi" },
  "videos.whyImportant": { hindi: "क्यों ज़रूरी है", hinglish: "Why Important" },
  "videos.watchNow": { hindi: "अभी देखें", hinglish: "Abhi dekhein" },
  "videos.openChannel": { hindi: "चैनल खोलें", hinglish: "Channel kholein" },
  "videos.openPage": { hindi: "पोर्टल खोलें", hinglish: "Portal kholein" },
} as const satisfies Record<string, TBilingualText>;
