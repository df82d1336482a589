// Held-out sentences for the Hindi voice (issue 25 item 7): Hinglish as an official or the model
// would write it, and the Devanagari the voice should be given. Written apart from the bundled
// content, before the converter was changed, and never read by the word-list builder
// (content-words.ts reads only the content package and the starter documents). Conventions of the
// gold text: ordinals and rupee amounts in words (16th → सोलहवाँ/सोलहवें, ₹12,000 → बारह हज़ार
// रुपये), other numbers as digits, "%" as प्रतिशत, acronyms said as words where Hindi speakers say
// them so (PESA पेसा, ASHA आशा, GeM जेम) and spelled letter by letter otherwise (UC यू सी).
export type THeldOutSentence = { hinglish: string; spoken: string };

export const HELD_OUT_SENTENCES: readonly THeldOutSentence[] = [
  { hinglish: "16th Finance Commission ka paisa 1 April 2026 se aa raha hai.", spoken: "सोलहवें फ़ाइनेंस कमीशन का पैसा 1 अप्रैल 2026 से आ रहा है।" },
  { hinglish: "PESA gaon mein Gram Sabha ko zyada adhikar deta hai.", spoken: "पेसा गाँव में ग्राम सभा को ज़्यादा अधिकार देता है।" },
  { hinglish: "ASHA didi ne teekakaran ki list di.", spoken: "आशा दीदी ने टीकाकरण की लिस्ट दी।" },
  { hinglish: "SARAL portal par pension ka form bharein.", spoken: "सरल पोर्टल पर पेंशन का फ़ॉर्म भरें।" },
  { hinglish: "GeM se computer kharidne ka order aaya.", spoken: "जेम से कंप्यूटर ख़रीदने का ऑर्डर आया।" },
  { hinglish: "Viksit Bharat—G RAM G Act mein 125 din ka kaam hai.", spoken: "विकसित भारत—जी राम जी ऐक्ट में 125 दिन का काम है।" },
  { hinglish: "Meeting 15 November ko hogi, agenda 10 November tak lagayein.", spoken: "मीटिंग 15 नवंबर को होगी, एजेंडा 10 नवंबर तक लगाएँ।" },
  { hinglish: "January aur July mein kist aati hai.", spoken: "जनवरी और जुलाई में किस्त आती है।" },
  { hinglish: "Pension ab ₹3,200 mahina hai.", spoken: "पेंशन अब तीन हज़ार दो सौ रुपये महीना है।" },
  { hinglish: "Grant lagbhag ₹4.35 lakh crore ka hai.", spoken: "ग्रांट लगभग चार दशमलव तीन पाँच लाख करोड़ रुपये का है।" },
  { hinglish: "Shauchalay ke liye ₹12,000 milte hain.", spoken: "शौचालय के लिए बारह हज़ार रुपये मिलते हैं।" },
  { hinglish: "73rd sanshodhan 1992 mein aaya.", spoken: "तिहत्तरवाँ संशोधन 1992 में आया।" },
  { hinglish: "Yojanayen aur sevayen panchayat bhawan par likhi hain.", spoken: "योजनाएँ और सेवाएँ पंचायत भवन पर लिखी हैं।" },
  { hinglish: "Mahilayen Gram Sabha mein aayin.", spoken: "महिलाएँ ग्राम सभा में आईं।" },
  { hinglish: "Sachiv ne pichhle saalon ke record nikale.", spoken: "सचिव ने पिछले सालों के रिकॉर्ड निकाले।" },
  { hinglish: "School Management Committee ki meeting har mahine hoti hai.", spoken: "स्कूल मैनेजमेंट कमेटी की मीटिंग हर महीने होती है।" },
  { hinglish: "Social audit ki report Gram Sabha mein padhi gayi.", spoken: "सोशल ऑडिट की रिपोर्ट ग्राम सभा में पढ़ी गई।" },
  { hinglish: "Tied aur untied grant ka hisaab alag rakhein.", spoken: "टाइड और अनटाइड ग्रांट का हिसाब अलग रखें।" },
  { hinglish: "Ration card ke liye circular aaya hai.", spoken: "राशन कार्ड के लिए सर्कुलर आया है।" },
  { hinglish: "CPGRAMS par shikayat darj karein.", spoken: "सीपीग्राम्स पर शिकायत दर्ज करें।" },
  { hinglish: "AIDS peedit ko bhi pension milti hai.", spoken: "एड्स पीड़ित को भी पेंशन मिलती है।" },
  { hinglish: "December ke baad naye niyam lagu honge.", spoken: "दिसंबर के बाद नए नियम लागू होंगे।" },
  { hinglish: "Panchayat ne 2nd kist ka UC bheja.", spoken: "पंचायत ने दूसरी किस्त का यू सी भेजा।" },
  { hinglish: "3rd quarter mein performance grant milega.", spoken: "तीसरे क्वार्टर में परफ़ॉर्मेंस ग्रांट मिलेगा।" },
  { hinglish: "SVAMITVA card se bank loan mila.", spoken: "स्वामित्व कार्ड से बैंक लोन मिला।" },
  { hinglish: "JEEViKA didiyon ne stall lagaya.", spoken: "जीविका दीदियों ने स्टॉल लगाया।" },
  { hinglish: "Gram Panchayat ka level badhane ke liye PAI dekhein.", spoken: "ग्राम पंचायत का लेवल बढ़ाने के लिए पी ए आई देखें।" },
  { hinglish: "Basic grant ka 50% paani par lag sakta hai.", spoken: "बेसिक ग्रांट का 50 प्रतिशत पानी पर लग सकता है।" },
  { hinglish: "October se March tak kaam ruk sakta hai.", spoken: "अक्टूबर से मार्च तक काम रुक सकता है।" },
  { hinglish: "15th Finance Commission ka hisaab band karein.", spoken: "पंद्रहवें फ़ाइनेंस कमीशन का हिसाब बंद करें।" },
  { hinglish: "Mid-day meal ki shikayat school mein aayi.", spoken: "मिड-डे मील की शिकायत स्कूल में आई।" },
  { hinglish: "Teachers ki haaziri register mein dekhein.", spoken: "टीचर्स की हाज़िरी रजिस्टर में देखें।" },
  { hinglish: "Mahila Sabha 8 March ko bulayi gayi.", spoken: "महिला सभा 8 मार्च को बुलाई गई।" },
  { hinglish: "Budget 2026-27 mein ₹95,692.31 crore rakhe gaye.", spoken: "बजट 2026-27 में पचानवे हज़ार छह सौ बानवे दशमलव तीन एक करोड़ रुपये रखे गए।" },
  { hinglish: "Sarpanch 1st baithak mein shapath lete hain.", spoken: "सरपंच पहली बैठक में शपथ लेते हैं।" },
  { hinglish: "Quorum poora na ho to meeting sthagit karein.", spoken: "कोरम पूरा न हो तो मीटिंग स्थगित करें।" },
  { hinglish: "DAY-NRLM ke samooh ko loan mila.", spoken: "डे-एन आर एल एम के समूह को लोन मिला।" },
  { hinglish: "Aadhaar seeding ke baad payment August mein aaya.", spoken: "आधार सीडिंग के बाद पेमेंट अगस्त में आया।" },
];
