// Texts of the settings screen's own preferences (home state and district, text size, speech) and
// of the places they change: the one-time notice that speech turned itself off to save data, the
// circulars' home-state mark and the map's default place per home state.
import type { TBilingualText } from "../language.ts";

export const settingsTexts = {
  "settings.place.title": { hindi: "मेरा क्षेत्र", hinglish: "Mera kshetra" },
  "settings.place.intro": {
    hindi: "परिपत्र और नक़्शा पहले आपका राज्य दिखाएँगे।",
    hinglish: "Circulars aur naqsha pehle aapka rajya dikhayenge.",
  },
  "settings.homeState": { hindi: "राज्य", hinglish: "Rajya" },
  "settings.homeStateNone": { hindi: "चुना नहीं", hinglish: "Chuna nahi" },
  "settings.district": { hindi: "ज़िला", hinglish: "Zila" },
  "settings.districtPlaceholder": { hindi: "जैसे: गया", hinglish: "Jaise: Gaya" },
  "settings.textSize.title": { hindi: "अक्षरों का आकार", hinglish: "Akshar ka size" },
  "settings.textSize.normal": { hindi: "सामान्य", hinglish: "Normal" },
  "settings.textSize.large": { hindi: "बड़ा", hinglish: "Bada" },
  "settings.textSize.xlarge": { hindi: "बहुत बड़ा", hinglish: "Bahut bada" },
  "settings.textSize.sample": {
    hindi: "ग्राम सभा की बैठक साल में कम से कम चार बार होती है।",
    hinglish: "Gram Sabha ki baithak saal mein kam se kam chaar baar hoti hai.",
  },
  "settings.speech.title": { hindi: "जवाब सुनाना", hinglish: "Jawab sunana" },
  "settings.speech.enabled": { hindi: "जवाब आने पर अपने-आप सुनाएँ", hinglish: "Jawab aane par apne-aap sunayein" },
  "settings.speech.offHint": {
    hindi: "बंद होने पर कोई ऑडियो डाउनलोड नहीं होता। किसी जवाब को सुनना हो तो उसका स्पीकर बटन दबाएँ।",
    hinglish: "Band hone par koi audio download nahi hota. Kisi jawab ko sunna ho to uska speaker button dabayein.",
  },
  "settings.speech.dataSaverActive": {
    hindi: "आपका फ़ोन अभी डेटा बचा रहा है (डेटा सेवर या 2G), इसलिए जवाब अपने-आप नहीं सुनाए जा रहे।",
    hinglish: "Aapka phone abhi data bacha raha hai (Data Saver ya 2G), isliye jawab apne-aap nahi sunaye ja rahe.",
  },
  "settings.speech.rate": { hindi: "बोलने की गति", hinglish: "Bolne ki speed" },
  "settings.speech.rate.0.75": { hindi: "धीमी", hinglish: "Dheemi" },
  "settings.speech.rate.1": { hindi: "सामान्य", hinglish: "Normal" },
  "settings.speech.rate.1.25": { hindi: "तेज़", hinglish: "Tez" },
  "settings.speech.rate.1.5": { hindi: "बहुत तेज़", hinglish: "Bahut tez" },
  "settings.speech.voice": { hindi: "आवाज़", hinglish: "Awaaz" },
  "settings.speech.voice.female": { hindi: "महिला", hinglish: "Mahila" },
  "settings.speech.voice.male": { hindi: "पुरुष", hinglish: "Purush" },
  "settings.savedOffline": {
    hindi: "इस फ़ोन पर सहेजा गया; नेटवर्क आने पर आपके खाते में भी सहेजा जाएगा।",
    hinglish: "Is phone par save ho gaya; network aane par aapke account mein bhi save hoga.",
  },
  "speech.dataSaverOff": {
    hindi: "डेटा बचाने के लिए जवाब अपने-आप नहीं सुनाए जाएँगे (डेटा सेवर या 2G नेटवर्क)। सुनने के लिए जवाब का स्पीकर बटन दबाएँ।",
    hinglish:
      "Data bachane ke liye jawab apne-aap nahi sunaye jayenge (Data Saver ya 2G network). Sunne ke liye jawab ka speaker button dabayein.",
  },
  "circulars.homeState": { hindi: "आपका राज्य", hinglish: "Aapka rajya" },
  "map.defaultPlace.bihar": { hindi: "पटना, बिहार", hinglish: "Patna, Bihar" },
  "map.defaultPlace.haryana": { hindi: "चंडीगढ़, हरियाणा", hinglish: "Chandigarh, Haryana" },
} satisfies Record<string, TBilingualText>;
