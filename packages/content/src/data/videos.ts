// The essential-videos screen: 25 entries, each opening an official government page, each saying
// what it is (kind):
// - "video": one official video, with its publisher, its language and its length as its official
//   page shows it (null when not seen). None yet: no video address of a ministry or state department
//   could be confirmed in public material (SOURCES.md, "Videos"), and no address is guessed. A video
//   is added here only with the page that shows its address and title; a video host outside the
//   allow-list (youtube.com) needs that evidence in `allowed-domains.ts` too.
// - "channel": an official page that carries many videos (Doordarshan's farmer channel, NIC's webcast
//   service of government events).
// - "portal": an official page of guidelines, manuals and training material, labelled as a portal,
//   not a video. Each names the ministry or department that runs it.
import type { TBilingualText, TVideo } from "@sachiv/contracts";

type Entry = Omit<TVideo, "kind" | "durationSeconds" | "language">;

/** An official page that carries many videos; `language` only where a public source says it. */
function channel(entry: Entry & Pick<TVideo, "language">): TVideo {
  return { kind: "channel", durationSeconds: null, ...entry };
}

/** An official page of guidelines and training material: not a video, and labelled so. */
function portal(entry: Entry): TVideo {
  return { kind: "portal", durationSeconds: null, language: null, ...entry };
}

const MOPR: TBilingualText = {
  hindi: "पंचायती राज मंत्रालय, भारत सरकार",
  hinglish: "Panchayati Raj Mantralaya, Bharat Sarkar",
};
const MORD: TBilingualText = {
  hindi: "ग्रामीण विकास मंत्रालय, भारत सरकार",
  hinglish: "Gramin Vikas Mantralaya, Bharat Sarkar",
};
const DDWS: TBilingualText = {
  hindi: "जल शक्ति मंत्रालय — पेयजल एवं स्वच्छता विभाग",
  hinglish: "Jal Shakti Mantralaya — Peyjal aur Swachhata Vibhag",
};
const AGRICULTURE: TBilingualText = {
  hindi: "कृषि एवं किसान कल्याण मंत्रालय",
  hinglish: "Krishi aur Kisan Kalyan Mantralaya",
};
const FINANCE: TBilingualText = {
  hindi: "वित्त मंत्रालय — महालेखा नियंत्रक (CGA)",
  hinglish: "Vitt Mantralaya — Mahalekha Niyantrak (CGA)",
};
const MEITY: TBilingualText = {
  hindi: "इलेक्ट्रॉनिकी एवं सूचना प्रौद्योगिकी मंत्रालय",
  hinglish: "Electronics aur IT Mantralaya (MeitY)",
};
const DOPT: TBilingualText = {
  hindi: "कार्मिक एवं प्रशिक्षण विभाग",
  hinglish: "Karmik aur Prashikshan Vibhag (DoPT)",
};
const DARPG: TBilingualText = {
  hindi: "प्रशासनिक सुधार एवं लोक शिकायत विभाग (DARPG)",
  hinglish: "Prashasnik Sudhar aur Lok Shikayat Vibhag (DARPG)",
};
const DOORDARSHAN: TBilingualText = { hindi: "दूरदर्शन (प्रसार भारती)", hinglish: "Doordarshan (Prasar Bharati)" };
const NIC: TBilingualText = {
  hindi: "राष्ट्रीय सूचना विज्ञान केंद्र (NIC), इलेक्ट्रॉनिकी एवं सूचना प्रौद्योगिकी मंत्रालय",
  hinglish: "National Informatics Centre (NIC), Electronics aur IT Mantralaya",
};

export const videos: TVideo[] = [
  // Official video channels first.
  channel({

    title: { hindi: "डीडी किसान — खेती-किसानी के कार्यक्रम", hinglish: "DD Kisan — kheti-kisani ke karyakram" },
    description: {
      hindi: "दूरदर्शन के किसान चैनल के कार्यक्रम — खेती की नई तकनीक, मौसम और सरकारी योजनाओं की जानकारी।",
      hinglish: "Doordarshan ke kisan channel ke karyakram — kheti ki nayi technique, mausam aur sarkari yojanaon ki jaankari.",
    },
    importance: {
      hindi: "गाँव की ज़्यादातर आबादी खेती पर निर्भर है; सही जानकारी किसानों तक पहुँचाना भी पंचायत का काम है।",
      hinglish: "Gaon ki zyadatar aabadi kheti par nirbhar hai; sahi jaankari kisanon tak pahunchana bhi panchayat ka kaam hai.",
    },
    publisher: DOORDARSHAN,
    language: "hindi",
    url: "https://ddkisan.gov.in/",
  }),
  channel({
    title: { hindi: "सरकारी आयोजनों का वेबकास्ट (NIC)", hinglish: "Sarkari aayojanon ka webcast (NIC)" },
    description: {
      hindi: "भारत सरकार के महत्वपूर्ण आयोजनों और कार्यक्रमों का सीधा प्रसारण, और बाद में देखने के लिए उनकी रिकॉर्डिंग — NIC की सरकारी वेबकास्ट सेवा।",
      hinglish:
        "Bharat Sarkar ke mahatvapurn aayojanon aur karyakramon ka seedha prasaran, aur baad mein dekhne ke liye unki recording — NIC ki sarkari webcast seva.",
    },
    importance: {
      hindi: "जिस सरकारी सम्मेलन या कार्यक्रम का वेबकास्ट हुआ हो, उसे आप उस दिन न देख पाए हों तो भी यहाँ बाद में देख सकते हैं — बात सीधे सरकार से सुनें, किसी की सुनाई हुई नहीं।",
      hinglish:
        "Jis sarkari sammelan ya karyakram ka webcast hua ho, use aap us din na dekh paaye hon to bhi yahan baad mein dekh sakte hain — baat seedhe sarkar se sunein, kisi ki sunayi hui nahi.",
    },
    publisher: NIC,
    language: null,
    url: "https://webcast.gov.in/",
  }),
  // Official portals: guidelines, manuals and training material, not videos.
  portal({
    title: {
      hindi: "पंचायती राज मंत्रालय — दिशानिर्देश और प्रशिक्षण सामग्री",
      hinglish: "Panchayati Raj Mantralaya — guidelines aur training material",
    },
    description: {
      hindi: "ग्राम सभा, वित्त आयोग अनुदान, GPDP और पंचायत की योजनाओं पर मंत्रालय के दिशानिर्देश, पुस्तिकाएँ और सूचनाएँ।",
      hinglish: "Gram Sabha, Finance Commission grant, GPDP aur panchayat ki yojanaon par mantralaya ke guidelines, pustikayein aur suchnayein.",
    },
    importance: {
      hindi: "पंचायत से जुड़े हर केंद्रीय नियम का मूल स्रोत यही है — किसी की सुनी-सुनाई बात के बजाय यहीं से पुष्टि करें।",
      hinglish: "Panchayat se jude har Kendra ke niyam ka mool srot yahi hai — kisi ki suni-sunayi baat ke bajaye yahin se pushti karein.",
    },
    publisher: MOPR,
    url: "https://panchayat.gov.in/",
  }),
  portal({
    title: {
      hindi: "ग्राम पंचायत विकास योजना (GPDP) बनाना",
      hinglish: "Gram Panchayat Development Plan (GPDP) banana",
    },
    description: {
      hindi: "जन योजना अभियान, विशेष ग्राम सभाओं की जानकारी और राज्य-वार GPDP की स्थिति।",
      hinglish: "People's Plan Campaign, vishesh Gram Sabhaon ki jaankari aur rajya-war GPDP ki sthiti.",
    },
    importance: {
      hindi: "GPDP में जो काम नहीं है, उस पर वित्त आयोग का पैसा ख़र्च नहीं हो सकता — योजना सही बनी तो पूरे साल काम आसान।",
      hinglish: "GPDP mein jo kaam nahi hai, us par Finance Commission ka paisa kharch nahi ho sakta — yojana sahi bani to poore saal kaam aasaan.",
    },
    publisher: MOPR,
    url: "https://gpdp.nic.in/",
  }),
  portal({
    title: {
      hindi: "eGramSwaraj — योजना, प्रगति और लेखा ऑनलाइन",
      hinglish: "eGramSwaraj — yojana, pragati aur lekha online",
    },
    description: {
      hindi: "पंचायत प्रोफ़ाइल, GPDP अपलोड, कामों की प्रगति, वाउचर और PFMS से भुगतान — पोर्टल और उसकी उपयोगकर्ता सामग्री।",
      hinglish: "Panchayat profile, GPDP upload, kaamon ki pragati, voucher aur PFMS se payment — portal aur uska user material.",
    },
    importance: {
      hindi: "पंचायत का सारा हिसाब और भुगतान अब इसी पर होता है; मुखिया, सरपंच या प्रधान को ख़ुद समझना चाहिए कि उनके डिजिटल हस्ताक्षर से क्या मंज़ूर हो रहा है।",
      hinglish: "Panchayat ka saara hisaab aur payment ab isi par hota hai; Mukhiya, Sarpanch ya Pradhan ko khud samajhna chahiye ki unke digital signature se kya manzoor ho raha hai.",
    },
    publisher: MOPR,
    url: "https://egramswaraj.gov.in/",
  }),
  portal({
    title: {
      hindi: "AuditOnline — पंचायत खातों का ऑडिट",
      hinglish: "AuditOnline — panchayat khaton ka audit",
    },
    description: {
      hindi: "ऑडिट योजना, ऑडिट आपत्तियाँ, पंचायत का जवाब और ऑडिट रिपोर्ट — सब ऑनलाइन दर्ज होते हैं।",
      hinglish: "Audit plan, audit objections, panchayat ka jawab aur audit report — sab online darj hote hain.",
    },
    importance: {
      hindi: "ऑडिट आपत्ति का समय पर जवाब न देने से अनुदान रुक सकता है और ज़िम्मेदारी मुखिया, सरपंच या प्रधान पर आती है।",
      hinglish: "Audit objection ka samay par jawab na dene se grant ruk sakta hai aur zimmedari Mukhiya, Sarpanch ya Pradhan par aati hai.",
    },
    publisher: MOPR,
    url: "https://auditonline.gov.in/",
  }),
  portal({
    title: { hindi: "मेरी पंचायत ऐप", hinglish: "Meri Panchayat app" },
    description: {
      hindi: "गाँव वालों के लिए पंचायत के प्रतिनिधि, योजनाएँ, काम और ख़र्च देखने व सुझाव देने का मंत्रालय का ऐप और पोर्टल।",
      hinglish: "Gaon walon ke liye panchayat ke pratinidhi, yojanayein, kaam aur kharch dekhne va sujhav dene ka mantralaya ka app aur portal.",
    },
    importance: {
      hindi: "लोग ख़ुद जानकारी देख पाएँ तो अफ़वाहें और शिकायतें घटती हैं और पंचायत पर भरोसा बढ़ता है।",
      hinglish: "Log khud jaankari dekh paayein to afwahein aur shikayatein ghatti hain aur panchayat par bharosa badhta hai.",
    },
    publisher: MOPR,
    url: "https://meripanchayat.gov.in/",
  }),
  portal({
    title: {
      hindi: "पंचायत उन्नति सूचकांक (PAI) और LSDG के 9 विषय",
      hinglish: "Panchayat Advancement Index (PAI) aur LSDG ke 9 vishay",
    },
    description: {
      hindi: "हर ग्राम पंचायत का कुल और विषय-वार अंक — ग़रीबी, स्वास्थ्य, पानी, स्वच्छता, सुशासन, महिला-हितैषी पंचायत जैसे विषयों पर।",
      hinglish: "Har Gram Panchayat ka kul aur vishay-war score — gareebi, swasthya, paani, swachhata, sushasan, mahila-hitaishi panchayat jaise vishayon par.",
    },
    importance: {
      hindi: "अपनी पंचायत का अंक देखकर पता चलता है कि किस विषय पर काम सबसे ज़्यादा बाक़ी है — उसी को GPDP में प्राथमिकता दें।",
      hinglish: "Apni panchayat ka score dekhkar pata chalta hai ki kis vishay par kaam sabse zyada baaki hai — usi ko GPDP mein prathmikta dein.",
    },
    publisher: MOPR,
    url: "https://pai.gov.in/",
  }),
  portal({
    title: {
      hindi: "RGSA — प्रतिनिधियों का प्रशिक्षण और क्षमता निर्माण",
      hinglish: "RGSA — pratinidhiyon ki training aur capacity building",
    },
    description: {
      hindi: "संशोधित राष्ट्रीय ग्राम स्वराज अभियान के तहत चुने हुए प्रतिनिधियों और कर्मचारियों के प्रशिक्षण की योजना और दिशानिर्देश।",
      hinglish: "Revamped Rashtriya Gram Swaraj Abhiyan ke tahat chune hue pratinidhiyon aur karmachariyon ki training ki yojana aur guidelines.",
    },
    importance: {
      hindi: "नए मुखिया, सरपंच, प्रधान और वार्ड सदस्य इसी अभियान के प्रशिक्षण से अपने अधिकार और ज़िम्मेदारियाँ सीखते हैं — अपने ज़िले का प्रशिक्षण न छोड़ें।",
      hinglish: "Naye Mukhiya, Sarpanch, Pradhan aur ward members isi abhiyan ki training se apne adhikar aur zimmedariyan seekhte hain — apne zile ki training na chhodein.",
    },
    publisher: MOPR,
    url: "https://rgsa.gov.in/",
  }),
  portal({
    title: {
      hindi: "ट्रेनिंग मैनेजमेंट पोर्टल — पंचायत प्रशिक्षण",
      hinglish: "Training Management Portal — panchayat training",
    },
    description: {
      hindi: "राज्य और ज़िला संस्थानों द्वारा पंचायत प्रतिनिधियों के लिए आयोजित प्रशिक्षणों का ब्योरा दर्ज करने वाला मंत्रालय का पोर्टल।",
      hinglish: "Rajya aur zila sansthanon dwara panchayat pratinidhiyon ke liye aayojit trainings ka byora darj karne wala mantralaya ka portal.",
    },
    importance: {
      hindi: "पता रहता है कि आपके ब्लॉक-ज़िले में कौन-सा प्रशिक्षण हुआ और किसने भाग लिया — छूटे हुए सदस्यों को अगली बार भेजें।",
      hinglish: "Pata rehta hai ki aapke block-zile mein kaun-si training hui aur kisne bhaag liya — chhoote hue sadasyon ko agli baar bhejein.",
    },
    publisher: MOPR,
    url: "https://trainingonline.gov.in/",
  }),
  portal({
    title: { hindi: "राष्ट्रीय पंचायत पुरस्कार", hinglish: "Rashtriya Panchayat Puraskar" },
    description: {
      hindi: "पुरस्कारों की श्रेणियाँ, नामांकन की प्रक्रिया और पिछले विजेता पंचायतों की जानकारी।",
      hinglish: "Puraskaron ki shreniyan, nomination ki prakriya aur pichhle vijeta panchayaton ki jaankari.",
    },
    importance: {
      hindi: "विजेता पंचायतों के काम से सीख मिलती है, और अच्छा काम करने पर आपकी पंचायत भी नामांकन कर सकती है।",
      hinglish: "Vijeta panchayaton ke kaam se seekh milti hai, aur achha kaam karne par aapki panchayat bhi nomination kar sakti hai.",
    },
    publisher: MOPR,
    url: "https://panchayataward.gov.in/",
  }),
  portal({
    title: { hindi: "स्वामित्व योजना — संपत्ति कार्ड", hinglish: "SVAMITVA yojana — property card" },
    description: {
      hindi: "गाँव की आबादी वाली ज़मीन के ड्रोन सर्वे, नक़्शे और संपत्ति कार्ड की प्रक्रिया की जानकारी।",
      hinglish: "Gaon ki abadi wali zameen ke drone survey, naksha aur property card ki prakriya ki jaankari.",
    },
    importance: {
      hindi: "सर्वे के दौरान सीमा तय करने में ग्राम पंचायत की अहम भूमिका होती है; संपत्ति कार्ड से ऋण और संपत्ति कर दोनों आसान होते हैं।",
      hinglish: "Survey ke dauran seema tay karne mein Gram Panchayat ki aham bhoomika hoti hai; property card se loan aur property tax dono aasaan hote hain.",
    },
    publisher: MOPR,
    url: "https://svamitva.nic.in/",
  }),
  portal({
    title: { hindi: "मिशन अंत्योदय सर्वे", hinglish: "Mission Antyodaya survey" },
    description: {
      hindi: "ग्राम पंचायत-वार बुनियादी सुविधाओं के सर्वे के आँकड़े और रिपोर्ट।",
      hinglish: "Gram Panchayat-war buniyadi suvidhaon ke survey ka data aur report.",
    },
    importance: {
      hindi: "GPDP बनाते समय यही आँकड़े बताते हैं कि आपके गाँव में किस सुविधा की सबसे ज़्यादा कमी है।",
      hinglish: "GPDP banate samay yahi data batata hai ki aapke gaon mein kis suvidha ki sabse zyada kami hai.",
    },
    publisher: MORD,
    url: "https://missionantyodaya.dord.gov.in/",
  }),
  portal({
    title: {
      hindi: "ग्रामीण रोज़गार गारंटी (मनरेगा / VB-G RAM G)",
      hinglish: "Gramin rozgar guarantee (MGNREGA / VB-G RAM G)",
    },
    description: {
      hindi: "जॉब कार्ड, काम की माँग, मस्टर रोल, मज़दूरी भुगतान और सामाजिक अंकेक्षण की रिपोर्टें।",
      hinglish: "Job card, kaam ki maang, muster roll, mazdoori bhugtan aur social audit ki reports.",
    },
    importance: {
      hindi: "गाँव का सबसे बड़ा रोज़गार कार्यक्रम — मज़दूरों के भुगतान की स्थिति यहीं देखकर समय पर समस्या सुलझाएँ।",
      hinglish: "Gaon ka sabse bada rozgar karyakram — mazdooron ke payment ki sthiti yahin dekhkar samay par samasya suljhayein.",
    },
    publisher: MORD,
    url: "https://nrega.dord.gov.in/",
  }),
  portal({
    title: { hindi: "प्रधानमंत्री आवास योजना–ग्रामीण", hinglish: "Pradhan Mantri Awas Yojana–Gramin" },
    description: {
      hindi: "लाभार्थी की स्थिति, किस्तों का भुगतान और घर बनने के हर चरण की जियो-टैग फ़ोटो की जानकारी।",
      hinglish: "Labharthi ki sthiti, kiston ka bhugtan aur ghar banne ke har charan ki geo-tagged photo ki jaankari.",
    },
    importance: {
      hindi: "सूची ग्राम सभा से पास होती है और निर्माण की निगरानी में पंचायत शामिल रहती है — सही लाभार्थी तक घर पहुँचाना आपकी ज़िम्मेदारी है।",
      hinglish: "Suchi Gram Sabha se paas hoti hai aur nirman ki nigrani mein panchayat shamil rehti hai — sahi labharthi tak ghar pahunchana aapki zimmedari hai.",
    },
    publisher: MORD,
    url: "https://pmayg.dord.gov.in/",
  }),
  portal({
    title: {
      hindi: "राष्ट्रीय सामाजिक सहायता कार्यक्रम — पेंशन",
      hinglish: "National Social Assistance Programme — pension",
    },
    description: {
      hindi: "वृद्धावस्था, विधवा और दिव्यांग पेंशन तथा पारिवारिक सहायता योजना के लाभार्थी और भुगतान की जानकारी।",
      hinglish: "Old age, vidhwa aur divyang pension tatha National Family Benefit Scheme ke labharthi aur payment ki jaankari.",
    },
    importance: {
      hindi: "गाँव के सबसे कमज़ोर लोगों की मासिक आय इसी पर टिकी है — पात्र छूटे लोगों के आवेदन आगे बढ़ाएँ।",
      hinglish: "Gaon ke sabse kamzor logon ki monthly aay isi par tiki hai — paatra chhoote logon ke aavedan aage badhayein.",
    },
    publisher: MORD,
    url: "https://nsap.dord.gov.in/",
  }),
  portal({
    title: {
      hindi: "राष्ट्रीय ग्रामीण आजीविका मिशन — स्वयं सहायता समूह",
      hinglish: "National Rural Livelihood Mission — Self Help Group",
    },
    description: {
      hindi: "स्वयं सहायता समूह, ग्राम संगठन, बैंक ऋण, लखपति दीदी और आजीविका कार्यक्रमों की जानकारी।",
      hinglish: "SHG, gram sangathan, bank loan, Lakhpati Didi aur aajeevika karyakramon ki jaankari.",
    },
    importance: {
      hindi: "SHG की दीदियाँ GPDP और सामाजिक अंकेक्षण में पंचायत की सबसे मज़बूत साथी होती हैं।",
      hinglish: "SHG ki didiyan GPDP aur social audit mein panchayat ki sabse mazboot saathi hoti hain.",
    },
    publisher: MORD,
    url: "https://aajeevika.gov.in/",
  }),
  portal({
    title: {
      hindi: "स्वच्छ भारत मिशन (ग्रामीण) — ODF प्लस",
      hinglish: "Swachh Bharat Mission (Gramin) — ODF Plus",
    },
    description: {
      hindi: "शौचालय प्रोत्साहन, ठोस व तरल कचरा प्रबंधन, गोबरधन और ODF प्लस के दिशानिर्देश व प्रगति।",
      hinglish: "Shauchalay protsahan, solid va liquid waste management, GOBARdhan aur ODF Plus ke guidelines va pragati.",
    },
    importance: {
      hindi: "वित्त आयोग का बँधा अनुदान स्वच्छता पर ख़र्च होता है — इसकी योजना SBM-G के दिशानिर्देशों से मिलाकर बनाएँ।",
      hinglish: "Finance Commission ka tied grant swachhata par kharch hota hai — iski yojana SBM-G ke guidelines se milakar banayein.",
    },
    publisher: DDWS,
    url: "https://swachhbharatmission.ddws.gov.in/",
  }),
  portal({
    title: { hindi: "जल जीवन मिशन — हर घर जल", hinglish: "Jal Jeevan Mission — Har Ghar Jal" },
    description: {
      hindi: "नल कनेक्शन की प्रगति, पानी समिति की भूमिका और पानी की गुणवत्ता जाँच की जानकारी।",
      hinglish: "Nal connection ki pragati, Paani Samiti ki bhoomika aur paani ki quality jaanch ki jaankari.",
    },
    importance: {
      hindi: "योजना बनने के बाद गाँव की जलापूर्ति चलाना और रखरखाव पंचायत व पानी समिति के ज़िम्मे आता है।",
      hinglish: "Yojana banne ke baad gaon ki jalapoorti chalana aur maintenance panchayat va Paani Samiti ke zimme aata hai.",
    },
    publisher: DDWS,
    url: "https://jaljeevanmission.gov.in/",
  }),
  portal({
    title: {
      hindi: "15वें वित्त आयोग के बँधे अनुदान का उपयोग मैनुअल",
      hinglish: "15th Finance Commission tied grant ka upyog manual",
    },
    description: {
      hindi: "जल शक्ति मंत्रालय का मैनुअल (अक्टूबर 2021) — पेयजल और स्वच्छता के लिए बँधे अनुदान से कौन-से काम हो सकते हैं और ग्राम कार्य योजना कैसे बने।",
      hinglish: "Jal Shakti Mantralaya ka manual (October 2021) — peyjal aur swachhata ke liye tied grant se kaun-se kaam ho sakte hain aur Village Action Plan kaise bane.",
    },
    importance: {
      hindi: "ग़लत मद में ख़र्च ऑडिट आपत्ति बनता है — ख़र्च से पहले देख लें कि काम पात्र है या नहीं।",
      hinglish: "Galat mad mein kharch audit objection banta hai — kharch se pehle dekh lein ki kaam paatra hai ya nahi.",
    },
    publisher: DDWS,
    url: "https://sujal-swachhsangraha.gov.in/node/4311",
  }),
  portal({
    title: { hindi: "पीएम-किसान — ई-केवाईसी और किस्त की स्थिति", hinglish: "PM-KISAN — e-KYC aur kist ki sthiti" },
    description: {
      hindi: "किसान पंजीकरण, ई-केवाईसी, लाभार्थी सूची और किस्त की स्थिति देखने की सुविधा।",
      hinglish: "Kisan registration, e-KYC, labharthi suchi aur kist ki sthiti dekhne ki suvidha.",
    },
    importance: {
      hindi: "ई-केवाईसी या ज़मीन सत्यापन अधूरा होने से किसानों की किस्त रुकती है — गाँव में शिविर लगाकर यह काम पूरा कराया जा सकता है।",
      hinglish: "e-KYC ya zameen verification adhoora hone se kisanon ki kist rukti hai — gaon mein camp lagakar yeh kaam poora karaya ja sakta hai.",
    },
    publisher: AGRICULTURE,
    url: "https://pmkisan.gov.in/",
  }),
  portal({
    title: { hindi: "PFMS — सरकारी भुगतान की स्थिति", hinglish: "PFMS — sarkari payment ki sthiti" },
    description: {
      hindi: "सरकारी योजनाओं के भुगतान और DBT की स्थिति देखने वाली भारत सरकार की वित्तीय प्रबंधन प्रणाली।",
      hinglish: "Sarkari yojanaon ke payment aur DBT ki sthiti dekhne wala Bharat sarkar ka financial management system.",
    },
    importance: {
      hindi: "भुगतान क्यों अटका (खाता, IFSC, आधार) — यह समझ आने से वेंडर और लाभार्थियों की शिकायत जल्दी सुलझती है।",
      hinglish: "Payment kyon atka (khata, IFSC, Aadhaar) — yeh samajh aane se vendor aur labharthiyon ki shikayat jaldi suljhati hai.",
    },
    publisher: FINANCE,
    url: "https://pfms.nic.in/",
  }),
  portal({
    title: { hindi: "कॉमन सर्विस सेंटर (CSC)", hinglish: "Common Service Centre (CSC)" },
    description: {
      hindi: "CSC पर मिलने वाली डिजिटल सेवाएँ और नज़दीकी केंद्र की जानकारी।",
      hinglish: "CSC par milne wali digital sevayein aur nazdeeki kendra ki jaankari.",
    },
    importance: {
      hindi: "गाँव वालों को प्रमाण पत्र, पेंशन और योजनाओं के आवेदन के लिए शहर न जाना पड़े — CSC पंचायत का डिजिटल दरवाज़ा है।",
      hinglish: "Gaon walon ko praman patra, pension aur yojanaon ke aavedan ke liye shehar na jaana pade — CSC panchayat ka digital darwaza hai.",
    },
    publisher: MEITY,
    url: "https://csc.gov.in/",
  }),
  portal({
    title: { hindi: "RTI ऑनलाइन", hinglish: "RTI Online" },
    description: {
      hindi: "केंद्र सरकार के विभागों से सूचना का अधिकार आवेदन और प्रथम अपील ऑनलाइन दाखिल करने का पोर्टल (राज्य विभागों के लिए राज्य का RTI पोर्टल या डाक)।",
      hinglish: "Kendra sarkar ke vibhagon se RTI aavedan aur first appeal online dakhil karne ka portal (rajya vibhagon ke liye rajya ka RTI portal ya daak).",
    },
    importance: {
      hindi: "RTI कैसे दाखिल होती है और जवाब कितने दिन में आता है, यह जानकर आप अपनी पंचायत में आए आवेदनों का भी सही जवाब दे पाएँगे।",
      hinglish: "RTI kaise dakhil hoti hai aur jawab kitne din mein aata hai, yeh jaankar aap apni panchayat mein aaye aavedanon ka bhi sahi jawab de paayenge.",
    },
    publisher: DOPT,
    url: "https://rtionline.gov.in/",
  }),
  portal({
    title: { hindi: "CPGRAMS — केंद्र सरकार पर शिकायत", hinglish: "CPGRAMS — Kendra sarkar par shikayat" },
    description: {
      hindi: "केंद्र सरकार के किसी विभाग या योजना से जुड़ी शिकायत दर्ज करने और उसकी स्थिति देखने का राष्ट्रीय पोर्टल।",
      hinglish: "Kendra sarkar ke kisi vibhag ya yojana se judi shikayat darj karne aur uski sthiti dekhne ka national portal.",
    },
    importance: {
      hindi: "जब केंद्र की किसी योजना का मामला ब्लॉक या ज़िले में न सुलझे, तो लिखित और ट्रैक होने वाली शिकायत यहीं करें।",
      hinglish: "Jab Kendra ki kisi yojana ka maamla block ya zile mein na suljhe, to likhit aur track hone wali shikayat yahin karein.",
    },
    publisher: DARPG,
    url: "https://pgportal.gov.in/",
  }),
];
