// Uttar Pradesh, Madhya Pradesh and Rajasthan (issue 25 item 3): the same topic cards as the three
// first states, from sourced facts only. Where a number could not be confirmed the card says so and
// names the Act or department that has it. Sources: SOURCES.md at the repo root ("Uttar Pradesh,
// Madhya Pradesh, Rajasthan"); links: SOURCES.md in this folder.
import type { TRegion, TRegionItem } from "@sachiv/contracts";

const UP_PRD = "https://panchayatiraj.up.nic.in/";
const UP_FOOD = "https://fcs.up.gov.in/";
const MP_PRD = "https://prd.mp.gov.in/";
const MP_FOOD = "https://rationmitra.nic.in/";
const RJ_PRD = "https://rajpanchayat.rajasthan.gov.in/";
const RJ_FOOD = "https://food.rajasthan.gov.in/";

type TCard = [TRegionItem["category"], string, [string, string], [string, string]];
const cards = (list: TCard[]): TRegionItem[] =>
  list.map(([category, url, [th, tg], [dh, dg]]) => ({
    title: { hindi: th, hinglish: tg },
    description: { hindi: dh, hinglish: dg },
    url,
    category,
  }));

/** The 16th Finance Commission card, the same national facts for every state. */
function financeCommission(stateHi: string, stateHg: string, deptHi: string, deptHg: string, url: string): TCard {
  return [
    "circular",
    url,
    ["16वें वित्त आयोग का अनुदान (2026–31) — विभाग के आदेश", "16th Finance Commission grant (2026–31) — vibhag ke aadesh"],
    [
      `2026-27 से 2030-31 तक 16वें वित्त आयोग ने देश की ग्रामीण पंचायतों के लिए लगभग ₹4.35 लाख करोड़ की सिफ़ारिश की है (मूल अनुदान लगभग ₹3.48 लाख करोड़; पंचायतों का परफ़ॉर्मेंस अनुदान लगभग ₹43,524 करोड़ और राज्यों का भी लगभग ₹43,524 करोड़)। ${stateHi} का हिस्सा, किस्तें और किस काम पर कितना हिस्सा यहाँ पुष्ट नहीं — यह ${deptHi} के आदेश बताते हैं। किस्त न रुके, इसके लिए खाते eGramSwaraj पर बंद और AuditOnline पर ऑडिट पूरा रखें, अपनी आय का रिकॉर्ड रखें और हर ख़र्च GPDP के काम पर करें।`,
      `2026-27 se 2030-31 tak 16th Finance Commission ne desh ki gramin panchayaton ke liye lagbhag ₹4.35 lakh crore ki sifarish ki hai (basic grant lagbhag ₹3.48 lakh crore; panchayaton ka performance grant lagbhag ₹43,524 crore aur rajyon ka bhi lagbhag ₹43,524 crore). ${stateHg} ka hissa, kistein aur kis kaam par kitna hissa yahan confirm nahi — yeh ${deptHg} ke aadesh batate hain. Kist na ruke, iske liye khate eGramSwaraj par band aur AuditOnline par audit poora rakhein, apni aay ka record rakhein aur har kharch GPDP ke kaam par karein.`,
    ],
  ];
}

/** The ration-shop vigilance card: NFSA 2013 is national, the portal is the state's. */
function ration(stateHi: string, stateHg: string, url: string): TCard {
  return [
    "scheme",
    url,
    [`राशन कार्ड और राशन दुकान की निगरानी — ${stateHi}`, `Ration card aur ration dukaan ki nigrani — ${stateHg}`],
    [
      `${stateHi} में राशन कार्ड का आवेदन और स्थिति राज्य के खाद्य विभाग के पोर्टल पर। राष्ट्रीय खाद्य सुरक्षा अधिनियम, 2013 की धारा 29 के तहत राशन दुकान (FPS) स्तर पर भी सतर्कता समिति बनती है, जो देखती है कि पूरा अनाज सही दाम पर और समय पर मिले; गड़बड़ी की शिकायत ज़िला शिकायत निवारण अधिकारी (धारा 15) से करें।`,
      `${stateHg} mein ration card ka aavedan aur sthiti rajya ke khadya vibhag ke portal par. Rashtriya Khadya Suraksha Adhiniyam 2013 ki dhara 29 ke tahat ration dukaan (FPS) level par bhi vigilance (satarkata) samiti banti hai, jo dekhti hai ki poora anaaj sahi daam par aur samay par mile; gadbadi ki shikayat District Grievance Redressal Officer (dhara 15) se karein.`,
    ],
  ];
}

export const uttarPradesh: TRegion = {
  id: "uttar_pradesh",
  name: { hindi: "उत्तर प्रदेश", hinglish: "Uttar Pradesh" },
  items: cards([
    [
      "policy",
      UP_PRD,
      ["पंचायती राज विभाग, उत्तर प्रदेश — अधिनियम और पदनाम", "Panchayati Raj Vibhag, Uttar Pradesh — Act aur padnaam"],
      [
        "उत्तर प्रदेश में पंचायतें उत्तर प्रदेश पंचायत राज अधिनियम, 1947 के तहत चलती हैं। ग्राम पंचायत के प्रमुख ग्राम प्रधान हैं; गाँव में पंचायत सचिव (ग्राम पंचायत अधिकारी / ग्राम विकास अधिकारी) और ब्लॉक पर सहायक विकास अधिकारी (पंचायत) और खंड विकास अधिकारी (BDO)। आदेश, योजनाएँ और रिपोर्ट विभाग के पोर्टल पर।",
        "Uttar Pradesh mein panchayatein Uttar Pradesh Panchayat Raj Adhiniyam, 1947 ke tahat chalti hain. Gram Panchayat ke pramukh Gram Pradhan hain; gaon mein panchayat sachiv (Gram Panchayat Adhikari / Gram Vikas Adhikari) aur block par ADO (Panchayat) aur Khand Vikas Adhikari (BDO). Aadesh, yojanayein aur report vibhag ke portal par.",
      ],
    ],
    [
      "policy",
      UP_PRD,
      ["ग्राम सभा की बैठकें — खरीफ़ और रबी", "Gram Sabha ki baithakein — Kharif aur Rabi"],
      [
        "उत्तर प्रदेश पंचायत राज अधिनियम, 1947 की धारा 11: ग्राम सभा की साल में दो आम बैठकें — खरीफ़ की फ़सल कटने के बाद और रबी की फ़सल कटने के बाद — जिनकी अध्यक्षता प्रधान करते हैं। कोरम सदस्यों का पाँचवाँ हिस्सा (1/5) है; कोरम न होने से स्थगित बैठक में कोरम ज़रूरी नहीं। प्रधान कभी भी, और निर्धारित अधिकारी या कम से कम 1/5 सदस्यों की लिखित माँग पर 30 दिन के भीतर, विशेष बैठक बुलाते हैं।",
        "Uttar Pradesh Panchayat Raj Adhiniyam 1947 ki dhara 11: Gram Sabha ki saal mein do aam baithakein — Kharif ki fasal katne ke baad aur Rabi ki fasal katne ke baad — jinki adhyakshata Pradhan karte hain. Quorum sadasyon ka paanchvan hissa (1/5) hai; quorum na hone se sthagit baithak mein quorum zaroori nahi. Pradhan kabhi bhi, aur nirdharit adhikari ya kam se kam 1/5 sadasyon ki likhit maang par 30 din ke andar, vishesh baithak bulate hain.",
      ],
    ],
    [
      "policy",
      UP_PRD,
      ["अविश्वास प्रस्ताव, पद से हटाना और अयोग्यता", "Avishwas prastav, pad se hatana aur ayogyata"],
      [
        "उत्तर प्रदेश पंचायत राज अधिनियम, 1947 बताता है कि प्रधान, उप-प्रधान और सदस्यों को किन हालात में हटाया जा सकता है और चुनाव लड़ने या पद पर रहने की अयोग्यताएँ क्या हैं। धारा 14 (अदालती फ़ैसलों में उद्धृत): प्रधान के विरुद्ध प्रस्ताव उपस्थित और मत देने वाले सदस्यों के दो-तिहाई बहुमत से पास होता है, सूचना DPRO को। हस्ताक्षरों की संख्या और समय-सीमा यहाँ पुष्ट नहीं — धारा 14, नियम 33-ख और ज़िला पंचायत राज अधिकारी (DPRO) का कार्यालय देखें; अयोग्यताओं की ताज़ा सूची राज्य निर्वाचन आयोग से।",
        "Uttar Pradesh Panchayat Raj Adhiniyam 1947 batata hai ki Pradhan, Up-Pradhan aur sadasyon ko kin haalat mein hataya ja sakta hai aur chunav ladne ya pad par rehne ki ayogyata kya hai. Dhara 14 (adalati faislon mein uddhrit): Pradhan ke viruddh prastav upasthit aur mat dene wale sadasyon ke do-tihai bahumat se paas hota hai, soochna DPRO ko. Hastakshar ki sankhya aur samay-seema yahan confirm nahi — dhara 14, niyam 33-kha aur DPRO (Zila Panchayat Raj Adhikari) ka karyalay dekhein; ayogyata ki taaza suchi Rajya Nirvachan Aayog se.",
      ],
    ],
    [
      "policy",
      UP_PRD,
      ["पंचायत के कर और शुल्क", "Panchayat ke kar (tax) aur shulk"],
      [
        "संविधान का अनुच्छेद 243H और उत्तर प्रदेश पंचायत राज अधिनियम, 1947 तय करते हैं कि ग्राम पंचायत कौन-से कर, शुल्क और फ़ीस ले सकती है; दरें यहाँ पुष्ट नहीं — विभाग के नियम देखें। अधिनियम के आधार के बिना कोई वसूली न करें, हर वसूली की रसीद दें और उसे eGramSwaraj में दर्ज करें।",
        "Samvidhan ka Anuchchhed 243H aur Uttar Pradesh Panchayat Raj Adhiniyam 1947 tay karte hain ki Gram Panchayat kaun-se tax, shulk aur fees le sakti hai; darein yahan confirm nahi — vibhag ke niyam dekhein. Act ke aadhaar ke bina koi vasooli na karein, har vasooli ki raseed dein aur use eGramSwaraj mein darj karein.",
      ],
    ],
    [
      "circular",
      UP_PRD,
      ["ख़रीद और काम की स्वीकृति — राज्य के आदेश", "Kharid aur kaam ki sweekriti — rajya ke aadesh"],
      [
        "ग्राम पंचायत कितनी राशि तक काम की स्वीकृति दे सकती है, और कोटेशन, क्रय समिति, निविदा या जेम से ख़रीद की सीमाएँ उत्तर प्रदेश पंचायत राज अधिनियम, 1947 के तहत राज्य के नियम और आदेश तय करते हैं — कोई राशि यहाँ पुष्ट नहीं। ई-टेंडर etender.up.nic.in पर। ख़रीद से पहले ताज़ा आदेश BDO या DPRO कार्यालय से लें, और बड़ी ख़रीद को टुकड़ों में न बाँटें।",
        "Gram Panchayat kitni rashi tak kaam ki sweekriti de sakti hai, aur quotation, kharid samiti, tender ya GeM se kharid ki seemayein Uttar Pradesh Panchayat Raj Adhiniyam 1947 ke tahat rajya ke niyam aur aadesh tay karte hain — koi rashi yahan confirm nahi. E-tender etender.up.nic.in par. Kharid se pehle taaza aadesh BDO ya DPRO office se lein, aur badi kharid ko tukdon mein na baantein.",
      ],
    ],
    financeCommission("उत्तर प्रदेश", "Uttar Pradesh", "पंचायती राज विभाग", "Panchayati Raj Vibhag", UP_PRD),
    [
      "policy",
      UP_PRD,
      ["शिकायत किसके पास ले जाएँ", "Shikayat kiske paas le jaayein"],
      [
        "पहले ग्राम पंचायत — प्रधान और पंचायत सचिव; फिर ब्लॉक — सहायक विकास अधिकारी (पंचायत) और खंड विकास अधिकारी (BDO); फिर ज़िला — ज़िला पंचायत राज अधिकारी (DPRO), मुख्य विकास अधिकारी (CDO) और ज़िलाधिकारी (DM)। केंद्र के विभागों की शिकायत CPGRAMS पर।",
        "Pehle Gram Panchayat — Pradhan aur panchayat sachiv; phir block — ADO (Panchayat) aur Khand Vikas Adhikari (BDO); phir zila — District Panchayat Raj Officer (DPRO), Mukhya Vikas Adhikari (CDO) aur Ziladhikari (DM). Kendra ke vibhagon ki shikayat CPGRAMS par.",
      ],
    ],
    ration("उत्तर प्रदेश", "Uttar Pradesh", UP_FOOD),
  ]),
};

export const madhyaPradesh: TRegion = {
  id: "madhya_pradesh",
  name: { hindi: "मध्य प्रदेश", hinglish: "Madhya Pradesh" },
  items: cards([
    [
      "policy",
      MP_PRD,
      ["पंचायत एवं ग्रामीण विकास विभाग, मध्य प्रदेश — अधिनियम और पदनाम", "Panchayat evam Gramin Vikas Vibhag, Madhya Pradesh — Act aur padnaam"],
      [
        "मध्य प्रदेश में पंचायतें मध्य प्रदेश पंचायत राज एवं ग्राम स्वराज अधिनियम, 1993 के तहत चलती हैं। ग्राम पंचायत के प्रमुख सरपंच हैं; ब्लॉक स्तर की पंचायत जनपद पंचायत कहलाती है, जिसके मुख्य कार्यपालन अधिकारी (CEO) ब्लॉक के मुख्य अधिकारी हैं। आदेश और रिपोर्ट विभाग के पोर्टल पर।",
        "Madhya Pradesh mein panchayatein Madhya Pradesh Panchayat Raj evam Gram Swaraj Adhiniyam, 1993 ke tahat chalti hain. Gram Panchayat ke pramukh Sarpanch hain; block level ki panchayat Janpad Panchayat kehlati hai, jiske Mukhya Karyapalan Adhikari (CEO) block ke mukhya adhikari hain. Aadesh aur report vibhag ke portal par.",
      ],
    ],
    [
      "policy",
      MP_PRD,
      ["ग्राम सभा की बैठकें — कितनी बार और कोरम", "Gram Sabha ki baithakein — kitni baar aur quorum"],
      [
        "मध्य प्रदेश पंचायत राज एवं ग्राम स्वराज अधिनियम, 1993 की धारा 6 और ग्राम सभा (सम्मिलन की प्रक्रिया) नियम, 2001: हर बैठक की तारीख़, जगह और एजेंडा की सूचना कम से कम 7 दिन पहले (आपात विशेष बैठक 3 दिन पहले), नोटिस चिपकाकर और डोंडी पिटवाकर। ग्राम सभा साल में कितनी बार बैठेगी और उसका कोरम यहाँ पुष्ट नहीं — अधिनियम या जनपद पंचायत के CEO कार्यालय से पक्की करें।",
        "Madhya Pradesh Panchayat Raj evam Gram Swaraj Adhiniyam 1993 ki dhara 6 aur Gram Sabha (Sammilan ki Prakriya) Niyam 2001: har baithak ki tareekh, jagah aur agenda ki soochna kam se kam 7 din pehle (aapaat vishesh baithak 3 din pehle), notice chipkakar aur dondi pitwakar. Gram Sabha saal mein kitni baar baithegi aur uska quorum yahan confirm nahi — Act ya Janpad Panchayat ke CEO karyalay se pakki karein.",
      ],
    ],
    [
      "policy",
      MP_PRD,
      ["अविश्वास प्रस्ताव, पद से हटाना और अयोग्यता", "Avishwas prastav, pad se hatana aur ayogyata"],
      [
        "मध्य प्रदेश पंचायत राज एवं ग्राम स्वराज अधिनियम, 1993 बताता है कि सरपंच, उप-सरपंच और पंचों के विरुद्ध अविश्वास प्रस्ताव कैसे आता है, किन हालात में पद से हटाया जा सकता है और कौन-सी अयोग्यताएँ हैं। धारा 21 और 1994 के अविश्वास प्रस्ताव नियम: सूचना मिलने के 15 दिन के भीतर बैठक (नियम 3(3))। दो से अधिक संतान वाली शर्त 2005 में हटाई गई; 2014 से छह महीने से ज़्यादा का बिजली बकाया अयोग्यता है (धारा 36)। हस्ताक्षर, बहुमत और समय-सीमा यहाँ पुष्ट नहीं — धारा 21 देखें; अयोग्यताओं की ताज़ा सूची राज्य निर्वाचन आयोग से।",
        "Madhya Pradesh Panchayat Raj evam Gram Swaraj Adhiniyam 1993 batata hai ki Sarpanch, Up-Sarpanch aur Panchon ke viruddh avishwas prastav kaise aata hai, kin haalat mein pad se hataya ja sakta hai aur kaun-si ayogyata hai. Dhara 21 aur 1994 ke Avishwas Prastav Niyam: soochna milne ke 15 din ke andar baithak (niyam 3(3)). Do se adhik santaan wali shart 2005 mein hata di gayi; 2014 se chhah mahine se zyada ka bijli bakaya ayogyata hai (dhara 36). Hastakshar, bahumat aur samay-seema yahan confirm nahi — dhara 21 dekhein; ayogyata ki taaza suchi Rajya Nirvachan Aayog se.",
      ],
    ],
    [
      "policy",
      MP_PRD,
      ["पंचायत के कर और शुल्क", "Panchayat ke kar (tax) aur shulk"],
      [
        "संविधान का अनुच्छेद 243H और मध्य प्रदेश पंचायत राज एवं ग्राम स्वराज अधिनियम, 1993 तय करते हैं कि ग्राम पंचायत कौन-से कर, शुल्क और फ़ीस ले सकती है; दरें यहाँ पुष्ट नहीं — विभाग के नियम देखें। हर वसूली की रसीद दें और उसे eGramSwaraj में दर्ज करें।",
        "Samvidhan ka Anuchchhed 243H aur Madhya Pradesh Panchayat Raj evam Gram Swaraj Adhiniyam 1993 tay karte hain ki Gram Panchayat kaun-se tax, shulk aur fees le sakti hai; darein yahan confirm nahi — vibhag ke niyam dekhein. Har vasooli ki raseed dein aur use eGramSwaraj mein darj karein.",
      ],
    ],
    [
      "circular",
      MP_PRD,
      ["ख़रीद और काम की स्वीकृति — राज्य के आदेश", "Kharid aur kaam ki sweekriti — rajya ke aadesh"],
      [
        "ग्राम पंचायत कितनी राशि तक काम की स्वीकृति दे सकती है, और कोटेशन, क्रय समिति, निविदा या जेम से ख़रीद की सीमाएँ मध्य प्रदेश पंचायत राज एवं ग्राम स्वराज अधिनियम, 1993 के तहत राज्य के नियम और आदेश तय करते हैं। जनवरी 2023 के विभागीय आदेश से ग्राम पंचायत नए निर्माण कार्यों की प्रशासकीय स्वीकृति ₹25 लाख तक दे सकती है (पहले ₹15 लाख); क्रय समिति और कोटेशन की राशि यहाँ पुष्ट नहीं। ई-टेंडर mptenders.gov.in पर। ख़रीद से पहले ताज़ा आदेश जनपद पंचायत के CEO कार्यालय से लें, और बड़ी ख़रीद को टुकड़ों में न बाँटें।",
        "Gram Panchayat kitni rashi tak kaam ki sweekriti de sakti hai, aur quotation, kharid samiti, tender ya GeM se kharid ki seemayein Madhya Pradesh Panchayat Raj evam Gram Swaraj Adhiniyam 1993 ke tahat rajya ke niyam aur aadesh tay karte hain. January 2023 ke vibhagiya aadesh se Gram Panchayat naye nirman karyon ki prashasakiya sweekriti ₹25 lakh tak de sakti hai (pehle ₹15 lakh); kharid samiti aur quotation ki rashi yahan confirm nahi. E-tender mptenders.gov.in par. Kharid se pehle taaza aadesh Janpad Panchayat ke CEO office se lein, aur badi kharid ko tukdon mein na baantein.",
      ],
    ],
    financeCommission("मध्य प्रदेश", "Madhya Pradesh", "पंचायत एवं ग्रामीण विकास विभाग", "Panchayat evam Gramin Vikas Vibhag", MP_PRD),
    [
      "policy",
      MP_PRD,
      ["शिकायत किसके पास ले जाएँ", "Shikayat kiske paas le jaayein"],
      [
        "पहले ग्राम पंचायत — सरपंच और पंचायत सचिव; फिर ब्लॉक — जनपद पंचायत के मुख्य कार्यपालन अधिकारी (CEO); फिर ज़िला — ज़िला पंचायत के मुख्य कार्यपालन अधिकारी और कलेक्टर। केंद्र के विभागों की शिकायत CPGRAMS पर।",
        "Pehle Gram Panchayat — Sarpanch aur panchayat sachiv; phir block — Janpad Panchayat ke Mukhya Karyapalan Adhikari (CEO); phir zila — Zila Panchayat ke Mukhya Karyapalan Adhikari aur Collector. Kendra ke vibhagon ki shikayat CPGRAMS par.",
      ],
    ],
    ration("मध्य प्रदेश", "Madhya Pradesh", MP_FOOD),
  ]),
};

export const rajasthan: TRegion = {
  id: "rajasthan",
  name: { hindi: "राजस्थान", hinglish: "Rajasthan" },
  items: cards([
    [
      "policy",
      RJ_PRD,
      ["पंचायती राज विभाग, राजस्थान — अधिनियम और पदनाम", "Panchayati Raj Vibhag, Rajasthan — Act aur padnaam"],
      [
        "राजस्थान में पंचायतें राजस्थान पंचायती राज अधिनियम, 1994 (अधिनियम संख्या 13, 1994) के तहत चलती हैं। ग्राम पंचायत के प्रमुख सरपंच हैं; गाँव में ग्राम विकास अधिकारी और ब्लॉक पर विकास अधिकारी (BDO)। आदेश और योजनाएँ विभाग के पोर्टल पर।",
        "Rajasthan mein panchayatein Rajasthan Panchayati Raj Adhiniyam, 1994 (Act sankhya 13, 1994) ke tahat chalti hain. Gram Panchayat ke pramukh Sarpanch hain; gaon mein Gram Vikas Adhikari aur block par Vikas Adhikari (BDO). Aadesh aur yojanayein vibhag ke portal par.",
      ],
    ],
    [
      "policy",
      RJ_PRD,
      ["ग्राम सभा की बैठकें — पहली और आख़िरी तिमाही", "Gram Sabha ki baithakein — pehli aur aakhiri timahi"],
      [
        "राजस्थान पंचायती राज अधिनियम, 1994 की धारा 8-क: ग्राम सभा की साल में कम से कम दो बैठकें — वित्तीय वर्ष की पहली तिमाही (अप्रैल–जून) में पिछले साल का लेखा, ऑडिट और इस साल के कार्यक्रम, और आख़िरी तिमाही (जनवरी–मार्च) में ख़र्च, अगले साल का आय-व्यय अनुमान और कर प्रस्ताव। 1/10 से ज़्यादा सदस्यों की लिखित माँग पर 15 दिन के भीतर विशेष बैठक। कोरम और सूचना का समय यहाँ पुष्ट नहीं — अधिनियम, 1996 के नियम या विकास अधिकारी (BDO) कार्यालय देखें।",
        "Rajasthan Panchayati Raj Adhiniyam 1994 ki dhara 8-ka: Gram Sabha ki saal mein kam se kam do baithakein — vittiya varsh ki pehli timahi (April–June) mein pichhle saal ka lekha, audit aur is saal ke karyakram, aur aakhiri timahi (January–March) mein kharch, agle saal ka aay-vyay anumaan aur kar prastav. 1/10 se zyada sadasyon ki likhit maang par 15 din ke andar vishesh baithak. Quorum aur soochna ka samay yahan confirm nahi — Act, 1996 ke niyam ya Vikas Adhikari (BDO) karyalay dekhein.",
      ],
    ],
    [
      "policy",
      RJ_PRD,
      ["अविश्वास प्रस्ताव, पद से हटाना और अयोग्यता", "Avishwas prastav, pad se hatana aur ayogyata"],
      [
        "राजस्थान पंचायती राज अधिनियम, 1994 बताता है कि सरपंच, उप-सरपंच और पंचों के विरुद्ध अविश्वास प्रस्ताव कैसे आता है, किन हालात में पद से हटाया जा सकता है और कौन-सी अयोग्यताएँ हैं। धारा 37 और नियम 21: सरपंच के विरुद्ध प्रस्ताव की सूचना फ़ॉर्म 1 में ज़िला परिषद के CEO को। धारा 19 की दो-संतान वाली शर्त (27 नवंबर 1995 के बाद तीसरी संतान) हटाने वाला संशोधन विधेयक 9 मार्च 2026 को विधानसभा ने पास किया; उसकी अधिसूचना यहाँ पुष्ट नहीं। हस्ताक्षर, बहुमत और समय-सीमा यहाँ पुष्ट नहीं — धारा 37 देखें; अयोग्यताओं की ताज़ा सूची राज्य निर्वाचन आयोग से।",
        "Rajasthan Panchayati Raj Adhiniyam 1994 batata hai ki Sarpanch, Up-Sarpanch aur Panchon ke viruddh avishwas prastav kaise aata hai, kin haalat mein pad se hataya ja sakta hai aur kaun-si ayogyata hai. Dhara 37 aur niyam 21: Sarpanch ke viruddh prastav ki soochna form 1 mein Zila Parishad ke CEO ko. Dhara 19 ki do-santaan wali shart (27 November 1995 ke baad teesri santaan) hatane wala sanshodhan vidheyak 9 March 2026 ko Vidhan Sabha ne paas kiya; uski adhisoochna yahan confirm nahi. Hastakshar, bahumat aur samay-seema yahan confirm nahi — dhara 37 dekhein; ayogyata ki taaza suchi Rajya Nirvachan Aayog se.",
      ],
    ],
    [
      "policy",
      RJ_PRD,
      ["पंचायत के कर और शुल्क", "Panchayat ke kar (tax) aur shulk"],
      [
        "संविधान का अनुच्छेद 243H और राजस्थान पंचायती राज अधिनियम, 1994 तय करते हैं कि ग्राम पंचायत कौन-से कर, शुल्क और फ़ीस ले सकती है; दरें यहाँ पुष्ट नहीं — विभाग के नियम देखें। हर वसूली की रसीद दें और उसे eGramSwaraj में दर्ज करें।",
        "Samvidhan ka Anuchchhed 243H aur Rajasthan Panchayati Raj Adhiniyam 1994 tay karte hain ki Gram Panchayat kaun-se tax, shulk aur fees le sakti hai; darein yahan confirm nahi — vibhag ke niyam dekhein. Har vasooli ki raseed dein aur use eGramSwaraj mein darj karein.",
      ],
    ],
    [
      "circular",
      RJ_PRD,
      ["ख़रीद और काम की स्वीकृति — राज्य के आदेश", "Kharid aur kaam ki sweekriti — rajya ke aadesh"],
      [
        "ग्राम पंचायत कितनी राशि तक काम की स्वीकृति दे सकती है, और कोटेशन, क्रय समिति, निविदा या जेम से ख़रीद की सीमाएँ राजस्थान पंचायती राज अधिनियम, 1994 के तहत राज्य के नियम और आदेश तय करते हैं। अक्टूबर 2021 से ग्राम पंचायत नए कामों की प्रशासनिक और वित्तीय स्वीकृति ₹10 लाख तक दे सकती है (पहले ₹5 लाख); काम वार्षिक कार्य योजना में होना चाहिए (नियम 174)। क्रय समिति और कोटेशन की राशि यहाँ पुष्ट नहीं। ई-प्रोक्योरमेंट eproc.rajasthan.gov.in पर। ख़रीद से पहले ताज़ा आदेश विकास अधिकारी (BDO) कार्यालय से लें, और बड़ी ख़रीद को टुकड़ों में न बाँटें।",
        "Gram Panchayat kitni rashi tak kaam ki sweekriti de sakti hai, aur quotation, kharid samiti, tender ya GeM se kharid ki seemayein Rajasthan Panchayati Raj Adhiniyam 1994 ke tahat rajya ke niyam aur aadesh tay karte hain. October 2021 se Gram Panchayat naye kaamon ki prashasanik aur vittiya sweekriti ₹10 lakh tak de sakti hai (pehle ₹5 lakh); kaam varshik karya yojana mein hona chahiye (niyam 174). Kharid samiti aur quotation ki rashi yahan confirm nahi. E-procurement eproc.rajasthan.gov.in par. Kharid se pehle taaza aadesh Vikas Adhikari (BDO) office se lein, aur badi kharid ko tukdon mein na baantein.",
      ],
    ],
    financeCommission("राजस्थान", "Rajasthan", "पंचायती राज विभाग", "Panchayati Raj Vibhag", RJ_PRD),
    [
      "policy",
      RJ_PRD,
      ["शिकायत किसके पास ले जाएँ", "Shikayat kiske paas le jaayein"],
      [
        "पहले ग्राम पंचायत — सरपंच और ग्राम विकास अधिकारी; फिर ब्लॉक — विकास अधिकारी (BDO); फिर ज़िला — ज़िला परिषद के मुख्य कार्यकारी अधिकारी और ज़िला कलेक्टर। केंद्र के विभागों की शिकायत CPGRAMS पर।",
        "Pehle Gram Panchayat — Sarpanch aur Gram Vikas Adhikari; phir block — Vikas Adhikari (BDO); phir zila — Zila Parishad ke Mukhya Karyakari Adhikari aur Zila Collector. Kendra ke vibhagon ki shikayat CPGRAMS par.",
      ],
    ],
    ration("राजस्थान", "Rajasthan", RJ_FOOD),
  ]),
};
