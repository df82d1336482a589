// Schemes, circulars and policies by region, in Hindi and Hinglish. Every link is an official
// government page (see allowed-domains.ts); where each URL was confirmed is listed in SOURCES.md.
// Links go to a portal's home page unless a deeper page was seen in public material.
// Categories: "scheme" = a yojana with benefits; "circular" = where the latest orders, guidelines
// and campaign notices are issued; "policy" = an Act, rules, or the official record/service system.
// Each state also has cards on removal from office (no-confidence, recall, disqualification), panchayat
// taxes and fees, purchase and sanction, 16th Finance Commission orders and whom to go to next (Bihar's
// and Haryana's on their grievance portals, the rest on the state department portal), with facts from
// the starter knowledge base (apps/api/kb/starter; sources in SOURCES.md at the repo root).
// data.test.ts checks that each state keeps them.
import type { TBilingualText, TRegion, TRegionId } from "@sachiv/contracts";
import { madhyaPradesh, rajasthan, uttarPradesh } from "./regions-more-states.ts";

const JHARKHAND_PRD = "https://www.jharkhandpanchayats.gov.in/";
const JHARKHAND_RDD = "https://rdd.jharkhand.gov.in/";
const BIHAR_PRD = "https://state.bihar.gov.in/biharprd";
const HARYANA_DP = "https://haryanarural.gov.in/";
const NRLM = "https://aajeevika.gov.in/";

const jharkhand: TRegion = {
  id: "jharkhand",
  name: { hindi: "झारखंड", hinglish: "Jharkhand" },
  items: [
    {
      title: {
        hindi: "पंचायती राज विभाग, झारखंड — आधिकारिक पोर्टल",
        hinglish: "Panchayati Raj Vibhag, Jharkhand — official portal",
      },
      description: {
        hindi:
          "झारखंड पंचायत राज अधिनियम, 2001 के तहत ग्राम पंचायत, पंचायत समिति और ज़िला परिषद के नियम, विभाग की योजनाएँ, प्रशिक्षण और अनुदान की जानकारी यहीं मिलती है।",
        hinglish:
          "Jharkhand Panchayat Raj Adhiniyam 2001 ke tahat Gram Panchayat, Panchayat Samiti aur Zila Parishad ke niyam, vibhag ki yojanayein, training aur grant ki jaankari yahin milti hai.",
      },
      url: JHARKHAND_PRD,
      category: "policy",
    },
    {
      title: {
        hindi: "अनुसूचित क्षेत्रों में पेसा (PESA) और ग्राम सभा के अधिकार",
        hinglish: "Anusuchit kshetron mein PESA aur Gram Sabha ke adhikar",
      },
      description: {
        hindi:
          "झारखंड के पाँचवीं अनुसूची वाले इलाक़ों में पेसा अधिनियम, 1996 ग्राम सभा को परंपरा, सामुदायिक संसाधनों और लघु वनोपज से जुड़े फ़ैसलों में बड़ी भूमिका देता है; राज्य की पेसा नियमावली 2 जनवरी 2026 से लागू है — नियम और निर्देश विभाग के पोर्टल पर देखें।",
        hinglish:
          "Jharkhand ke Paanchvi Anusuchi wale ilaakon mein PESA Act 1996 Gram Sabha ko parampara, samudayik sansadhan aur laghu vanopaj se jude faislon mein badi bhoomika deta hai; rajya ki PESA niyamavali 2 January 2026 se lagu hai — niyam aur nirdesh vibhag ke portal par dekhein.",
      },
      url: JHARKHAND_PRD,
      category: "policy",
    },
    {
      title: {
        hindi: "पंचायती राज विभाग के संकल्प, आदेश और सूचनाएँ",
        hinglish: "Panchayati Raj Vibhag ke sankalp, aadesh aur suchnayein",
      },
      description: {
        hindi:
          "वित्त आयोग की राशि के उपयोग, ग्राम सभा के आयोजन और प्रतिनिधियों के प्रशिक्षण पर विभाग के नए संकल्प और पत्र विभागीय पोर्टल पर देखें — कोई काम शुरू करने से पहले ताज़ा आदेश ज़रूर पढ़ लें।",
        hinglish:
          "Finance Commission ki rashi ke upyog, Gram Sabha ke aayojan aur pratinidhiyon ki training par vibhag ke naye sankalp aur patra vibhagiya portal par dekhein — koi kaam shuru karne se pehle taaza aadesh zaroor padh lein.",
      },
      url: JHARKHAND_PRD,
      category: "circular",
    },
    {
      title: {
        hindi: "अविश्वास प्रस्ताव, पद से हटाना और अयोग्यता",
        hinglish: "Avishwas prastav, pad se hatana aur ayogyata",
      },
      description: {
        hindi:
          "झारखंड पंचायत राज अधिनियम, 2001 तय करता है कि उप-मुखिया और पंचायत समिति व ज़िला परिषद के पदाधिकारियों के विरुद्ध अविश्वास प्रस्ताव कैसे आता है (लिखित सूचना, तय सदस्यों के हस्ताक्षर, विशेष बैठक और मतदान), सरकार जाँच और सुनवाई के बाद किसी प्रतिनिधि को कब हटा या निलंबित कर सकती है, और चुनाव लड़ने या पद पर बने रहने की अयोग्यताएँ क्या हैं। कितने सदस्य, कितने मत और कितने समय बाद — ये संख्याएँ अधिनियम की धारा और राज्य के नियम में देखें।",
        hinglish:
          "Jharkhand Panchayat Raj Adhiniyam 2001 tay karta hai ki Up-Mukhiya aur Panchayat Samiti va Zila Parishad ke padadhikariyon ke viruddh avishwas prastav (no-confidence) kaise aata hai (likhit soochna, tay sadasyon ke hastakshar, vishesh baithak aur matdaan), sarkar jaanch aur sunwai ke baad kisi pratinidhi ko kab hata ya nilambit kar sakti hai, aur chunav ladne ya pad par bane rehne ki ayogyatayein (disqualification) kya hain. Kitne sadasya, kitne mat aur kitne samay baad — yeh sankhyayein Act ki dhara aur rajya ke niyam mein dekhein.",
      },
      url: JHARKHAND_PRD,
      category: "policy",
    },
    {
      title: {
        hindi: "पंचायत के कर और शुल्क",
        hinglish: "Panchayat ke kar (tax) aur shulk",
      },
      description: {
        hindi:
          "संविधान का अनुच्छेद 243H और झारखंड पंचायत राज अधिनियम, 2001 तय करते हैं कि ग्राम पंचायत कौन-से कर, शुल्क और फ़ीस किस दर पर ले सकती है; अनुसूचित क्षेत्रों में पेसा नियमावली (2 जनवरी 2026 से लागू) ग्राम सभा को हाट-बाज़ार और लघु वनोपज जैसे स्थानीय संसाधनों पर अधिकार देती है। अधिनियम के आधार के बिना कोई वसूली न करें और हर वसूली की रसीद दें।",
        hinglish:
          "Samvidhan ka Anuchchhed 243H aur Jharkhand Panchayat Raj Adhiniyam 2001 tay karte hain ki Gram Panchayat kaun-se tax, shulk aur fees kis dar par le sakti hai; anusuchit kshetron mein PESA niyamavali (2 January 2026 se lagu) Gram Sabha ko haat-bazaar aur laghu vanopaj jaise sthaniya sansadhanon par adhikar deti hai. Act ke aadhaar ke bina koi vasooli na karein aur har vasooli ki raseed dein.",
      },
      url: JHARKHAND_PRD,
      category: "policy",
    },
    {
      title: {
        hindi: "ख़रीद और काम की स्वीकृति — राज्य के आदेश",
        hinglish: "Kharid aur kaam ki sweekriti — rajya ke aadesh",
      },
      description: {
        hindi:
          "ग्राम पंचायत, पंचायत समिति और ज़िला परिषद कितनी राशि तक काम की स्वीकृति दे सकती हैं, कौन-सा अभियंता किस राशि तक तकनीकी स्वीकृति देता है, और कोटेशन, क्रय समिति, निविदा या जेम से ख़रीद की सीमाएँ झारखंड पंचायत राज अधिनियम, 2001 के तहत राज्य के नियम और आदेश तय करते हैं। कोई राशि याद से न मानें — ख़रीद से पहले ताज़ा आदेश विभाग से या प्रखंड के BDO से लें, और बड़ी ख़रीद को टुकड़ों में न बाँटें।",
        hinglish:
          "Gram Panchayat, Panchayat Samiti aur Zila Parishad kitni rashi tak kaam ki sweekriti de sakti hain, kaun-sa engineer kis rashi tak takneeki sweekriti deta hai, aur quotation, kharid samiti, tender ya GeM se kharid ki seemayein Jharkhand Panchayat Raj Adhiniyam 2001 ke tahat rajya ke niyam aur aadesh tay karte hain. Koi rashi yaad se na maanein — kharid se pehle taaza aadesh vibhag se ya prakhand ke BDO se lein, aur badi kharid ko tukdon mein na baantein.",
      },
      url: JHARKHAND_PRD,
      category: "circular",
    },
    {
      title: {
        hindi: "16वें वित्त आयोग का अनुदान (2026–31) — विभाग के आदेश",
        hinglish: "16th Finance Commission grant (2026–31) — vibhag ke aadesh",
      },
      description: {
        hindi:
          "2026-27 से 2030-31 तक 16वें वित्त आयोग ने देश की ग्रामीण पंचायतों के लिए लगभग ₹4.35 लाख करोड़ की सिफ़ारिश की है (मूल अनुदान लगभग ₹3.48 लाख करोड़; पंचायतों का परफ़ॉर्मेंस अनुदान लगभग ₹43,524 करोड़ और राज्यों का भी लगभग ₹43,524 करोड़)। झारखंड का हिस्सा, किस्तें और किस काम पर कितना हिस्सा यहाँ पुष्ट नहीं — यह पंचायती राज विभाग के आदेश बताते हैं। किस्त न रुके, इसके लिए खाते eGramSwaraj पर बंद और AuditOnline पर ऑडिट पूरा रखें, अपनी आय का रिकॉर्ड रखें और हर ख़र्च GPDP के काम पर करें।",
        hinglish:
          "2026-27 se 2030-31 tak 16th Finance Commission ne desh ki gramin panchayaton ke liye lagbhag ₹4.35 lakh crore ki sifarish ki hai (basic grant lagbhag ₹3.48 lakh crore; panchayaton ka performance grant lagbhag ₹43,524 crore aur rajyon ka bhi lagbhag ₹43,524 crore). Jharkhand ka hissa, kistein aur kis kaam par kitna hissa yahan confirm nahi — yeh Panchayati Raj Vibhag ke aadesh batate hain. Kist na ruke, iske liye khate eGramSwaraj par band aur AuditOnline par audit poora rakhein, apni aay ka record rakhein aur har kharch GPDP ke kaam par karein.",
      },
      url: JHARKHAND_PRD,
      category: "circular",
    },
    {
      title: {
        hindi: "शिकायत किसके पास ले जाएँ — प्रखंड से ज़िले तक",
        hinglish: "Shikayat kiske paas le jaayein — prakhand se zile tak",
      },
      description: {
        hindi:
          "पहले पंचायत सचिव और मुखिया (अनुसूचित क्षेत्र में ग्राम सभा और पारंपरिक ग्राम प्रधान); फिर प्रखंड में BDO, और ज़मीन या आपदा के मामलों में अंचल अधिकारी (CO); फिर ज़िले में ज़िला पंचायत राज पदाधिकारी, उप विकास आयुक्त (DDC) और उपायुक्त (DC)। हर आवेदन की तारीख़ वाली रसीद लें और जवाब न मिले तभी अगले स्तर पर जाएँ; केंद्र के किसी विभाग की शिकायत CPGRAMS पर।",
        hinglish:
          "Pehle Panchayat Sachiv aur Mukhiya (anusuchit kshetra mein Gram Sabha aur paramparik Gram Pradhan); phir prakhand mein BDO, aur zameen ya aapda ke maamlon mein Anchal Adhikari (CO); phir zile mein Zila Panchayat Raj Padadhikari, Up Vikas Ayukt (DDC) aur Upayukt (DC). Har aavedan ki date wali raseed lein aur jawab na mile tabhi agle level par jaayein; Kendra ke kisi vibhag ki shikayat CPGRAMS par.",
      },
      url: JHARKHAND_PRD,
      category: "policy",
    },
    {
      title: { hindi: "अबुआ आवास योजना", hinglish: "Abua Awas Yojana" },
      description: {
        hindi:
          "जिन बेघर या कच्चे मकान वाले परिवारों को PMAY-G या किसी दूसरी आवास योजना का लाभ नहीं मिला, उन्हें रसोई सहित तीन कमरों का पक्का मकान (31 वर्ग मीटर) बनाने के लिए ₹2 लाख किस्तों में मिलते हैं; योजना ग्रामीण विकास विभाग चलाता है।",
        hinglish:
          "Jin beghar ya kachche makaan wale parivaron ko PMAY-G ya kisi aur awas yojana ka labh nahi mila, unhe rasoi sahit teen kamron ka pakka makaan (31 varg meter) banane ke liye ₹2 lakh kiston mein milte hain; yojana Gramin Vikas Vibhag chalata hai.",
      },
      url: JHARKHAND_RDD,
      category: "scheme",
    },
    {
      title: { hindi: "बिरसा हरित ग्राम योजना", hinglish: "Birsa Harit Gram Yojana" },
      description: {
        hindi:
          "ग्रामीण रोज़गार गारंटी (पहले मनरेगा, 1 जुलाई 2026 से VB-G RAM G; नए क़ानून में इसका जारी रहना यहाँ पुष्ट नहीं — ग्रामीण विकास विभाग से पूछें) के तहत छोटे-सीमांत किसानों और SC/ST व ग़रीब परिवारों की परती ज़मीन पर आम और दूसरे फलदार पेड़ लगाए जाते हैं; लाभार्थी ग्राम सभा चुनती है और पौधे लगाने व देखभाल की मज़दूरी योजना से मिलती है।",
        hinglish:
          "Gramin rozgar guarantee (pehle MGNREGA, 1 July 2026 se VB-G RAM G; naye kanoon mein iska jaari rehna yahan confirm nahi — Gramin Vikas Vibhag se poochhein) ke tahat chhote-seemant kisanon aur SC/ST va gareeb parivaron ki parti zameen par aam aur doosre phaldar ped lagaye jaate hain; labharthi Gram Sabha chunti hai aur paudhe lagane va dekhbhal ki mazdoori yojana se milti hai.",
      },
      url: JHARKHAND_RDD,
      category: "scheme",
    },
    {
      title: { hindi: "सर्वजन पेंशन योजना", hinglish: "Sarvjan Pension Yojana" },
      description: {
        hindi:
          "बुज़ुर्गों को — महिलाओं और SC/ST को 50 वर्ष से, बाक़ी को 60 वर्ष से (आयकरदाता छोड़कर; जनवरी 2024 का राज्य का निर्णय) — 18 वर्ष से ऊपर की विधवा/निराश्रित महिलाओं, दिव्यांगजनों और HIV/AIDS पीड़ितों को हर महीने ₹1,000 पेंशन सीधे बैंक खाते में; आवेदन प्रखंड कार्यालय या झारसेवा पोर्टल से।",
        hinglish:
          "buzurgon ko — mahilaon aur SC/ST ko 50 saal se, baaki ko 60 saal se (income tax dene walon ko chhodkar; January 2024 ka rajya ka nirnay) — 18+ vidhwa/nirashrit mahilaon, divyangjan aur HIV/AIDS peediton ko har mahine ₹1,000 pension seedhe bank khate mein; aavedan prakhand karyalay ya JharSewa portal se.",
      },
      url: "https://jharsewa.jharkhand.gov.in/",
      category: "scheme",
    },
    {
      title: { hindi: "मुख्यमंत्री मंईयां सम्मान योजना", hinglish: "Mukhyamantri Maiyan Samman Yojana" },
      description: {
        hindi:
          "झारखंड की 18 से 50 वर्ष की पात्र महिलाओं को दिसंबर 2024 से हर महीने ₹2,500 की सहायता सीधे आधार से जुड़े बैंक खाते में भेजी जाती है।",
        hinglish:
          "Jharkhand ki 18 se 50 saal ki paatra mahilaon ko December 2024 se har mahine ₹2,500 ki sahayata seedhe Aadhaar se jude bank khate mein bheji jaati hai.",
      },
      url: "https://mmmsy.jharkhand.gov.in/",
      category: "scheme",
    },
    {
      title: {
        hindi: "राशन कार्ड और जन वितरण प्रणाली — आहार पोर्टल",
        hinglish: "Ration card aur PDS — Aahar portal",
      },
      description: {
        hindi:
          "राष्ट्रीय खाद्य सुरक्षा अधिनियम और राज्य की हरा राशन कार्ड योजना के परिवारों के राशन कार्ड की जानकारी, नए सदस्य जोड़ने और आवेदन की स्थिति यहाँ देखी जाती है। डीलर पर नज़र: राष्ट्रीय खाद्य सुरक्षा अधिनियम की धारा 29 के तहत गाँव/पंचायत की सतर्कता समिति देखती है कि लाभुकों को पूरा अनाज, सही दाम पर और समय पर मिले; शिकायत ज़िला शिकायत निवारण पदाधिकारी (धारा 15) से।",
        hinglish:
          "NFSA aur rajya ki Hara Ration Card yojana ke parivaron ke ration card ki jaankari, naye sadasya jodne aur aavedan ki sthiti yahan dekhi jaati hai. Dealer par nazar: NFSA ki dhara 29 ke tahat gaon/panchayat ki vigilance (satarkata) samiti dekhti hai ki labhukon ko poora anaaj, sahi daam par aur samay par mile; shikayat District Grievance Redressal Officer (dhara 15) se.",
      },
      url: "https://aahar.jharkhand.gov.in/",
      category: "scheme",
    },
    {
      title: {
        hindi: "सखी मंडल — झारखंड राज्य आजीविका प्रोत्साहन सोसाइटी (JSLPS)",
        hinglish: "Sakhi Mandal — Jharkhand State Livelihood Promotion Society (JSLPS)",
      },
      description: {
        hindi:
          "राष्ट्रीय ग्रामीण आजीविका मिशन के तहत JSLPS ग़रीब परिवारों की महिलाओं को सखी मंडल (स्वयं सहायता समूह) से जोड़ता है, जिन्हें रिवॉल्विंग फ़ंड, सामुदायिक निवेश कोष और बैंक ऋण मिलता है; JSLPS की वेबसाइट खोलें।",
        hinglish:
          "National Rural Livelihood Mission ke tahat JSLPS gareeb parivaron ki mahilaon ko Sakhi Mandal (SHG) se jodta hai, jinhe revolving fund, community investment fund aur bank loan milta hai; JSLPS ki website kholein.",
      },
      url: "https://www.jslps.in/",
      category: "scheme",
    },
    {
      title: {
        hindi: "झारभूमि — ज़मीन के अभिलेख ऑनलाइन",
        hinglish: "JharBhoomi — zameen ke record online",
      },
      description: {
        hindi:
          "खतियान, रजिस्टर-II, दाखिल-ख़ारिज (म्यूटेशन) की स्थिति और लगान भुगतान — ज़मीन से जुड़े विवाद सुलझाने और योजनाओं के लिए सरकारी अभिलेख यहीं से देखें।",
        hinglish:
          "Khatiyan, Register-II, dakhil-kharij (mutation) ki sthiti aur lagaan bhugtan — zameen se jude vivad suljhane aur yojanaon ke liye sarkari record yahin se dekhein.",
      },
      url: "https://jharbhoomi.jharkhand.gov.in/",
      category: "policy",
    },
  ],
};

const bihar: TRegion = {
  id: "bihar",
  name: { hindi: "बिहार", hinglish: "Bihar" },
  items: [
    {
      title: {
        hindi: "पंचायती राज विभाग, बिहार — आधिकारिक पोर्टल",
        hinglish: "Panchayati Raj Vibhag, Bihar — official portal",
      },
      description: {
        hindi:
          "बिहार पंचायत राज अधिनियम, 2006 के तहत ग्राम पंचायत, पंचायत समिति और ज़िला परिषद काम करती हैं; तीनों स्तरों और ग्राम कचहरी में महिलाओं को 50% आरक्षण है। विभाग के नियम, योजनाएँ और सूचनाएँ यहीं मिलती हैं।",
        hinglish:
          "Bihar Panchayat Raj Adhiniyam 2006 ke tahat Gram Panchayat, Panchayat Samiti aur Zila Parishad kaam karti hain; teeno levels aur Gram Kachahri mein mahilaon ko 50% aarakshan hai. Vibhag ke niyam, yojanayein aur suchnayein yahin milti hain.",
      },
      url: BIHAR_PRD,
      category: "policy",
    },
    {
      title: { hindi: "ग्राम कचहरी — गाँव में ही न्याय", hinglish: "Gram Kachahri — gaon mein hi nyay" },
      description: {
        hindi:
          "हर ग्राम पंचायत में सरपंच की अध्यक्षता वाली ग्राम कचहरी है (ग्राम पंचायत के प्रमुख मुखिया हैं, ग्राम कचहरी के प्रमुख सरपंच); यह कुछ छोटे दीवानी और फ़ौजदारी विवादों में सुलह कराती है और सुलह न होने पर तय प्रक्रिया से दोषी पक्ष पर ₹1,000 तक जुर्माना लगा सकती है।",
        hinglish:
          "Har Gram Panchayat mein Sarpanch ki adhyakshata wali Gram Kachahri hai (Gram Panchayat ke pramukh Mukhiya hain, Gram Kachahri ke pramukh Sarpanch); yeh kuch chhote deewani aur faujdari vivadon mein sulah karati hai aur sulah na hone par tay prakriya se doshi paksh par ₹1,000 tak jurmana laga sakti hai.",
      },
      url: BIHAR_PRD,
      category: "policy",
    },
    {
      title: {
        hindi: "वार्ड सभा और वार्ड क्रियान्वयन एवं प्रबंधन समिति",
        hinglish: "Ward Sabha aur Ward Kriyanvayan evam Prabandhan Samiti",
      },
      description: {
        hindi:
          "बिहार में हर वार्ड में वार्ड सदस्य की अध्यक्षता में वार्ड सभा होती है; ग्राम पंचायत द्वारा सौंपी गई योजनाएँ वार्ड क्रियान्वयन एवं प्रबंधन समिति लागू करती है और निगरानी समिति काम की गुणवत्ता पर नज़र रखती है।",
        hinglish:
          "Bihar mein har ward mein ward sadasya ki adhyakshata mein Ward Sabha hoti hai; Gram Panchayat ki saunpi hui yojanayein Ward Kriyanvayan evam Prabandhan Samiti lagu karti hai aur Nigrani Samiti kaam ki quality par nazar rakhti hai.",
      },
      url: BIHAR_PRD,
      category: "policy",
    },
    {
      title: {
        hindi: "पंचायती राज विभाग के आदेश और परिपत्र",
        hinglish: "Panchayati Raj Vibhag ke aadesh aur circular",
      },
      description: {
        hindi:
          "पंचायत निधि के उपयोग, ग्राम सभा और वार्ड सभा, पंचायत सरकार भवन और प्रतिनिधियों के प्रशिक्षण पर विभाग के ताज़ा आदेश और परिपत्र विभागीय पोर्टल पर देखें।",
        hinglish:
          "Panchayat nidhi ke upyog, Gram Sabha aur Ward Sabha, Panchayat Sarkar Bhawan aur pratinidhiyon ki training par vibhag ke taaza aadesh aur circular vibhagiya portal par dekhein.",
      },
      url: BIHAR_PRD,
      category: "circular",
    },
    {
      title: {
        hindi: "अविश्वास प्रस्ताव, पद से हटाना और अयोग्यता",
        hinglish: "Avishwas prastav, pad se hatana aur ayogyata",
      },
      description: {
        hindi:
          "बिहार पंचायत राज अधिनियम, 2006 तय करता है कि उप-मुखिया और पंचायत समिति व ज़िला परिषद के पदाधिकारियों के विरुद्ध अविश्वास प्रस्ताव कैसे आता है (लिखित सूचना, तय सदस्यों के हस्ताक्षर, विशेष बैठक और मतदान), सरकार जाँच और सुनवाई के बाद किसी प्रतिनिधि को कब हटा या निलंबित कर सकती है, और चुनाव लड़ने या पद पर बने रहने की अयोग्यताएँ क्या हैं। कितने सदस्य, कितने मत और कितने समय बाद — ये संख्याएँ अधिनियम की धारा और राज्य के नियम में देखें।",
        hinglish:
          "Bihar Panchayat Raj Adhiniyam 2006 tay karta hai ki Up-Mukhiya aur Panchayat Samiti va Zila Parishad ke padadhikariyon ke viruddh avishwas prastav (no-confidence) kaise aata hai (likhit soochna, tay sadasyon ke hastakshar, vishesh baithak aur matdaan), sarkar jaanch aur sunwai ke baad kisi pratinidhi ko kab hata ya nilambit kar sakti hai, aur chunav ladne ya pad par bane rehne ki ayogyatayein (disqualification) kya hain. Kitne sadasya, kitne mat aur kitne samay baad — yeh sankhyayein Act ki dhara aur rajya ke niyam mein dekhein.",
      },
      url: BIHAR_PRD,
      category: "policy",
    },
    {
      title: {
        hindi: "पंचायत के कर और शुल्क",
        hinglish: "Panchayat ke kar (tax) aur shulk",
      },
      description: {
        hindi:
          "संविधान का अनुच्छेद 243H और बिहार पंचायत राज अधिनियम, 2006 व उसके नियम बताते हैं कि ग्राम पंचायत कौन-से कर, शुल्क और फ़ीस ले सकती है — जैसे हाट-बाज़ार और मेले का शुल्क, पंचायत की सेवाओं की फ़ीस, तालाब या दुकान का किराया; दरें राज्य के नियम और अधिसूचना के अनुसार। अधिनियम के आधार के बिना कोई वसूली न करें और हर वसूली की रसीद दें।",
        hinglish:
          "Samvidhan ka Anuchchhed 243H aur Bihar Panchayat Raj Adhiniyam 2006 va uske niyam batate hain ki Gram Panchayat kaun-se tax, shulk aur fees le sakti hai — jaise haat-bazaar aur mele ka shulk, panchayat ki sevaon ki fees, talab ya dukaan ka kiraya; darein rajya ke niyam aur adhisoochna ke anusaar. Act ke aadhaar ke bina koi vasooli na karein aur har vasooli ki raseed dein.",
      },
      url: BIHAR_PRD,
      category: "policy",
    },
    {
      title: {
        hindi: "ख़रीद और काम की स्वीकृति — राज्य के आदेश",
        hinglish: "Kharid aur kaam ki sweekriti — rajya ke aadesh",
      },
      description: {
        hindi:
          "ग्राम पंचायत, पंचायत समिति और ज़िला परिषद कितनी राशि तक काम की स्वीकृति दे सकती हैं, कौन-सा अभियंता किस राशि तक तकनीकी स्वीकृति देता है, और कोटेशन, क्रय समिति, निविदा या जेम से ख़रीद की सीमाएँ बिहार पंचायत राज अधिनियम, 2006 के तहत राज्य के नियम और आदेश तय करते हैं। कोई राशि याद से न मानें — ख़रीद से पहले ताज़ा आदेश विभाग से, प्रखंड के BDO या ज़िला पंचायत राज पदाधिकारी से लें, और बड़ी ख़रीद को टुकड़ों में न बाँटें।",
        hinglish:
          "Gram Panchayat, Panchayat Samiti aur Zila Parishad kitni rashi tak kaam ki sweekriti de sakti hain, kaun-sa engineer kis rashi tak takneeki sweekriti deta hai, aur quotation, kharid samiti, tender ya GeM se kharid ki seemayein Bihar Panchayat Raj Adhiniyam 2006 ke tahat rajya ke niyam aur aadesh tay karte hain. Koi rashi yaad se na maanein — kharid se pehle taaza aadesh vibhag se, prakhand ke BDO ya Zila Panchayat Raj Padadhikari se lein, aur badi kharid ko tukdon mein na baantein.",
      },
      url: BIHAR_PRD,
      category: "circular",
    },
    {
      title: {
        hindi: "16वें वित्त आयोग का अनुदान (2026–31) — विभाग के आदेश",
        hinglish: "16th Finance Commission grant (2026–31) — vibhag ke aadesh",
      },
      description: {
        hindi:
          "2026-27 से 2030-31 तक 16वें वित्त आयोग ने देश की ग्रामीण पंचायतों के लिए लगभग ₹4.35 लाख करोड़ की सिफ़ारिश की है (मूल अनुदान लगभग ₹3.48 लाख करोड़; पंचायतों का परफ़ॉर्मेंस अनुदान लगभग ₹43,524 करोड़ और राज्यों का भी लगभग ₹43,524 करोड़)। बिहार का हिस्सा, किस्तें और किस काम पर कितना हिस्सा यहाँ पुष्ट नहीं — यह पंचायती राज विभाग के आदेश बताते हैं। किस्त न रुके, इसके लिए खाते eGramSwaraj पर बंद और AuditOnline पर ऑडिट पूरा रखें, अपनी आय का रिकॉर्ड रखें और हर ख़र्च GPDP के काम पर करें।",
        hinglish:
          "2026-27 se 2030-31 tak 16th Finance Commission ne desh ki gramin panchayaton ke liye lagbhag ₹4.35 lakh crore ki sifarish ki hai (basic grant lagbhag ₹3.48 lakh crore; panchayaton ka performance grant lagbhag ₹43,524 crore aur rajyon ka bhi lagbhag ₹43,524 crore). Bihar ka hissa, kistein aur kis kaam par kitna hissa yahan confirm nahi — yeh Panchayati Raj Vibhag ke aadesh batate hain. Kist na ruke, iske liye khate eGramSwaraj par band aur AuditOnline par audit poora rakhein, apni aay ka record rakhein aur har kharch GPDP ke kaam par karein.",
      },
      url: BIHAR_PRD,
      category: "circular",
    },
    {
      title: { hindi: "हर घर नल का जल (सात निश्चय)", hinglish: "Har Ghar Nal Ka Jal (Saat Nishchay)" },
      description: {
        hindi:
          "मुख्यमंत्री ग्रामीण पेयजल निश्चय योजना के तहत गाँव के हर घर तक नल से साफ़ पीने का पानी पहुँचाना लक्ष्य है; गाँवों में इसे पंचायती राज विभाग और लोक स्वास्थ्य अभियंत्रण विभाग (PHED) लागू करते हैं।",
        hinglish:
          "Mukhyamantri Gramin Peyjal Nishchay Yojana ke tahat gaon ke har ghar tak nal se saaf peene ka paani pahunchana lakshya hai; gaon mein ise Panchayati Raj Vibhag aur PHED lagu karte hain.",
      },
      url: BIHAR_PRD,
      category: "scheme",
    },
    {
      title: {
        hindi: "घर तक पक्की गली-नालियाँ (सात निश्चय)",
        hinglish: "Ghar tak pakki gali-naliyan (Saat Nishchay)",
      },
      description: {
        hindi:
          "मुख्यमंत्री ग्रामीण गली-नाली पक्कीकरण निश्चय योजना के तहत हर गाँव-टोले में पक्की गली और नाली बनती है; काम वार्ड क्रियान्वयन एवं प्रबंधन समिति के ज़रिए होता है।",
        hinglish:
          "Mukhyamantri Gramin Gali-Nali Pakkikaran Nishchay Yojana ke tahat har gaon-tole mein pakki gali aur naali banti hai; kaam Ward Kriyanvayan evam Prabandhan Samiti ke zariye hota hai.",
      },
      url: BIHAR_PRD,
      category: "scheme",
    },
    {
      title: {
        hindi: "सामाजिक सुरक्षा पेंशन (मुख्यमंत्री वृद्धजन पेंशन योजना सहित)",
        hinglish: "Samajik Suraksha Pension (Mukhyamantri Vridhjan Pension Yojana sahit)",
      },
      description: {
        hindi:
          "बुज़ुर्गों, विधवाओं और दिव्यांगजनों को जुलाई 2025 से हर महीने ₹1,100 पेंशन मिलती है; मुख्यमंत्री वृद्धजन पेंशन योजना में 60 वर्ष से ऊपर का हर वह निवासी पात्र है जिसे कोई दूसरी सरकारी पेंशन नहीं मिलती।",
        hinglish:
          "Buzurgon, vidhwaon aur divyangjan ko July 2025 se har mahine ₹1,100 pension milti hai; Mukhyamantri Vridhjan Pension Yojana mein 60 saal se upar ka har woh niwasi paatra hai jise koi doosri sarkari pension nahi milti.",
      },
      url: "https://www.sspmis.bihar.gov.in/",
      category: "scheme",
    },
    {
      title: {
        hindi: "जीविका — बिहार ग्रामीण जीविकोपार्जन प्रोत्साहन समिति",
        hinglish: "JEEViKA — Bihar Rural Livelihoods Promotion Society",
      },
      description: {
        hindi:
          "राष्ट्रीय ग्रामीण आजीविका मिशन के तहत जीविका ग्रामीण महिलाओं को स्वयं सहायता समूहों और ग्राम संगठनों से जोड़कर बचत, बैंक ऋण और रोज़ी-रोटी के साधन दिलाती है; जीविका की वेबसाइट खोलें।",
        hinglish:
          "National Rural Livelihood Mission ke tahat JEEViKA gramin mahilaon ko SHG aur gram sangathan se jodkar bachat, bank loan aur rozi-roti ke sadhan dilati hai; JEEViKA ki website kholein.",
      },
      url: "https://brlps.in/",
      category: "scheme",
    },
    {
      title: { hindi: "राशन कार्ड — EPDS बिहार", hinglish: "Ration card — EPDS Bihar" },
      description: {
        hindi:
          "राष्ट्रीय खाद्य सुरक्षा अधिनियम के परिवारों के राशन कार्ड, गाँव-वार लाभार्थी सूची और डीलर की जानकारी; अंत्योदय परिवारों को हर महीने 35 किलो और प्राथमिकता वाले परिवारों को प्रति व्यक्ति 5 किलो अनाज मुफ़्त मिलता है। डीलर पर नज़र: राष्ट्रीय खाद्य सुरक्षा अधिनियम की धारा 29 के तहत गाँव/पंचायत की सतर्कता समिति देखती है कि लाभुकों को पूरा अनाज, सही दाम पर और समय पर मिले; शिकायत ज़िला शिकायत निवारण पदाधिकारी (धारा 15) से।",
        hinglish:
          "NFSA parivaron ke ration card, gaon-war labharthi suchi aur dealer ki jaankari; Antyodaya parivaron ko har mahine 35 kilo aur priority parivaron ko prati vyakti 5 kilo anaaj muft milta hai. Dealer par nazar: NFSA ki dhara 29 ke tahat gaon/panchayat ki vigilance (satarkata) samiti dekhti hai ki labhukon ko poora anaaj, sahi daam par aur samay par mile; shikayat District Grievance Redressal Officer (dhara 15) se.",
      },
      url: "https://epds.bihar.gov.in/",
      category: "scheme",
    },
    {
      title: {
        hindi: "लोक सेवाओं का अधिकार (RTPS) — जाति, आय, निवास प्रमाण पत्र",
        hinglish: "Right to Public Services (RTPS) — jaati, aay, niwas praman patra",
      },
      description: {
        hindi:
          "बिहार लोक सेवाओं का अधिकार अधिनियम, 2011 के तहत जाति, आय और निवास प्रमाण पत्र जैसी सेवाएँ तय समय-सीमा में देना ज़रूरी है; ऑनलाइन आवेदन और उसकी स्थिति ServicePlus पोर्टल पर।",
        hinglish:
          "Bihar Lok Sewaon ka Adhikar Adhiniyam 2011 ke tahat jaati, aay aur niwas praman patra jaisi sevayein tay samay-seema mein dena zaroori hai; online aavedan aur uski sthiti ServicePlus portal par.",
      },
      url: "https://serviceonline.bihar.gov.in/",
      category: "policy",
    },
    {
      title: {
        hindi: "बिहार लोक शिकायत निवारण अधिकार अधिनियम, 2015",
        hinglish: "Bihar Lok Shikayat Nivaran Adhikar Adhiniyam 2015",
      },
      description: {
        hindi:
          "किसी योजना या सरकारी सेवा से जुड़ी शिकायत पर सुनवाई और निपटारे का क़ानूनी अधिकार; शिकायत ऑनलाइन या अनुमंडल/ज़िला लोक शिकायत निवारण कार्यालय में दी जा सकती है और 60 कार्य दिवस में फ़ैसला होना चाहिए। पंचायत के काम की बात पहले पंचायत सचिव और मुखिया, फिर प्रखंड के BDO और प्रखंड पंचायत राज पदाधिकारी, फिर ज़िले के DPRO, DDC और ज़िलाधिकारी तक ले जाएँ — हर बार तारीख़ वाली रसीद लें।",
        hinglish:
          "Kisi yojana ya sarkari seva se judi shikayat par sunwai aur niptare ka kanooni adhikar; shikayat online ya anumandal/zila Lok Shikayat Nivaran office mein di ja sakti hai aur 60 working days mein faisla hona chahiye. Panchayat ke kaam ki baat pehle Panchayat Sachiv aur Mukhiya, phir prakhand ke BDO aur Prakhand Panchayat Raj Padadhikari, phir zile ke DPRO, DDC aur DM tak le jaayein — har baar date wali raseed lein.",
      },
      url: "https://lokshikayat.bihar.gov.in/",
      category: "policy",
    },
    {
      title: {
        hindi: "बिहार भूमि — खाता, दाखिल-ख़ारिज और लगान",
        hinglish: "Bihar Bhumi — khata, dakhil-kharij aur lagaan",
      },
      description: {
        hindi:
          "अपना खाता (अधिकार अभिलेख) देखना, ऑनलाइन दाखिल-ख़ारिज का आवेदन और भू-लगान का भुगतान — ज़मीन से जुड़े मामलों में सबसे पहले यही सरकारी अभिलेख देखें।",
        hinglish:
          "Apna Khata (adhikar abhilekh) dekhna, online dakhil-kharij ka aavedan aur bhu-lagaan ka bhugtan — zameen se jude maamlon mein sabse pehle yahi sarkari record dekhein.",
      },
      url: "https://biharbhumi.bihar.gov.in/",
      category: "policy",
    },
  ],
};

const haryana: TRegion = {
  id: "haryana",
  name: { hindi: "हरियाणा", hinglish: "Haryana" },
  items: [
    {
      title: {
        hindi: "विकास एवं पंचायत विभाग, हरियाणा — आधिकारिक पोर्टल",
        hinglish: "Vikas evam Panchayat Vibhag, Haryana — official portal",
      },
      description: {
        hindi:
          "हरियाणा पंचायती राज अधिनियम, 1994 के तहत ग्राम पंचायत, पंचायत समिति और ज़िला परिषद के काम और अधिकार, ग्राम सभा के नियम और विभाग की योजनाएँ इसी पोर्टल पर मिलती हैं।",
        hinglish:
          "Haryana Panchayati Raj Act 1994 ke tahat Gram Panchayat, Panchayat Samiti aur Zila Parishad ke kaam aur adhikar, Gram Sabha ke niyam aur vibhag ki yojanayein isi portal par milti hain.",
      },
      url: HARYANA_DP,
      category: "policy",
    },
    {
      title: {
        hindi: "हरियाणा पंचायती राज नियम, 1995 — अधिसूचना",
        hinglish: "Haryana Panchayati Raj Rules 1995 — adhisuchna (notification)",
      },
      description: {
        hindi:
          "हरियाणा पंचायती राज अधिनियम, 1994 की धारा 209 के तहत बने नियम: पंचायत की बैठकें और प्रस्ताव, संपत्ति, शुल्क और बकाया की वसूली, रिकॉर्ड और ऑडिट कैसे हों। बाद के संशोधन भी देखें — विभाग के पोर्टल पर नियमों का ताज़ा रूप मिलता है।",
        hinglish:
          "Haryana Panchayati Raj Act 1994 ki dhara 209 ke tahat bane niyam: panchayat ki meetings aur prastav, sampatti, fees aur bakaya ki vasooli, record aur audit kaise hon. Baad ke sanshodhan (amendments) bhi dekhein — vibhag ke portal par niyamon ka taaza roop milta hai.",
      },
      url: HARYANA_DP,
      category: "policy",
      issuer: { hindi: "विकास एवं पंचायत विभाग, हरियाणा सरकार", hinglish: "Vikas evam Panchayat Vibhag, Haryana Sarkar" },
      order: { number: "G.S.R. 17/HA 11/94/209/95", date: "1995-02-16", url: null },
    },
    {
      title: {
        hindi: "विकास एवं पंचायत विभाग के निर्देश और पत्र",
        hinglish: "Vikas evam Panchayat Vibhag ke nirdesh aur patra",
      },
      description: {
        hindi:
          "विकास कार्यों की मंज़ूरी और टेंडर, पंचायत निधि के उपयोग, ग्राम सभा की बैठकों और ई-पंचायत सेवाओं पर विभाग के ताज़ा निर्देश यहाँ देखें।",
        hinglish:
          "Vikas karyon ki manzoori aur tender, panchayat nidhi ke upyog, Gram Sabha ki baithakon aur e-Panchayat sevaon par vibhag ke taaza nirdesh yahan dekhein.",
      },
      url: HARYANA_DP,
      category: "circular",
    },
    {
      title: {
        hindi: "अविश्वास प्रस्ताव, सरपंच को वापस बुलाना और अयोग्यता",
        hinglish: "Avishwas prastav, Sarpanch ka recall aur ayogyata",
      },
      description: {
        hindi:
          "हरियाणा पंचायती राज अधिनियम, 1994: 2020 के संशोधन से ग्राम सभा के मतदाता लिखित प्रस्ताव और ग्राम सभा की बैठक में गुप्त मतदान से सरपंच और पंच को वापस बुला सकते हैं; वापस बुलाने के लिए ग्राम सभा के 33% मतदाताओं का लिखित प्रस्ताव चाहिए और गुप्त मतदान में 67% मत विरोध में हों तो पद जाता है — पहले एक साल में नहीं, और प्रस्ताव गिरे तो एक साल तक नया नहीं; इसी संशोधन से महिलाओं को 50% आरक्षण मिला; ग्राम सभा की दोनों तय बैठकें (15 मई–15 जून, 15 नवंबर–15 दिसंबर) न बुलाने पर सरपंच धारा 11(2) में अपने-आप पद खो देता है; उप-सरपंच और पंचायत समिति व ज़िला परिषद के पदाधिकारियों के विरुद्ध अविश्वास प्रस्ताव आ सकता है; और उम्मीदवार के लिए शैक्षिक योग्यता जैसी शर्तें भी हैं। अयोग्यताओं की ताज़ा सूची राज्य निर्वाचन आयोग से।",
        hinglish:
          "Haryana Panchayati Raj Act 1994: 2020 ke sanshodhan se Gram Sabha ke matdata likhit prastav aur Gram Sabha ki baithak mein gupt matdaan se Sarpanch aur Panch ko wapas bula (recall) sakte hain; recall ke liye Gram Sabha ke 33% matdataon ka likhit prastav chahiye aur gupt matdaan mein 67% mat viruddh hon to pad jaata hai — pehle ek saal mein nahi, aur prastav gire to ek saal tak naya nahi; isi sanshodhan se mahilaon ko 50% aarakshan mila; Gram Sabha ki dono tay baithakein (15 May–15 June, 15 November–15 December) na bulane par Sarpanch dhara 11(2) mein apne-aap pad kho deta hai; Up-Sarpanch aur Panchayat Samiti va Zila Parishad ke padadhikariyon ke viruddh avishwas prastav (no-confidence) aa sakta hai; aur ummeedwar ke liye shaikshik yogyata jaisi shartein bhi hain. Aur ayogyata (disqualification) ki taaza suchi Rajya Nirvachan Aayog se.",
      },
      url: HARYANA_DP,
      category: "policy",
    },
    {
      title: {
        hindi: "पंचायत के कर और शुल्क — शामलात ज़मीन का पट्टा",
        hinglish: "Panchayat ke kar (tax) aur shulk — shamlat zameen ka patta",
      },
      description: {
        hindi:
          "संविधान का अनुच्छेद 243H और हरियाणा पंचायती राज अधिनियम, 1994 तय करते हैं कि ग्राम पंचायत कौन-से कर, शुल्क और फ़ीस ले सकती है। पंचायत की शामलात ज़मीन का नीलामी से पट्टा कई पंचायतों की आय का बड़ा हिस्सा है — पर शामलात ज़मीन 1994 के अधिनियम से नहीं, पंजाब विलेज कॉमन लैंड्स (रेगुलेशन) एक्ट, 1961 और उसके 1964 के नियमों (जैसे हरियाणा में लागू) से चलती है; पट्टे की शर्तें वहीं देखें। अधिनियम के आधार के बिना कोई वसूली न करें, हर वसूली की रसीद दें और उसका हिसाब ग्राम सभा में रखें।",
        hinglish:
          "Samvidhan ka Anuchchhed 243H aur Haryana Panchayati Raj Act 1994 tay karte hain ki Gram Panchayat kaun-se tax, shulk aur fees le sakti hai. Panchayat ki shamlat zameen ka neelami se patta kai panchayaton ki aay ka bada hissa hai — par shamlat zameen 1994 ke Act se nahi, Punjab Village Common Lands (Regulation) Act, 1961 aur uske 1964 ke niyamon (jaise Haryana mein lagu) se chalti hai; patte ki shartein wahin dekhein. Act ke aadhaar ke bina koi vasooli na karein, har vasooli ki raseed dein aur uska hisaab Gram Sabha mein rakhein.",
      },
      url: HARYANA_DP,
      category: "policy",
    },
    {
      title: {
        hindi: "ख़रीद और काम की स्वीकृति — राज्य के आदेश",
        hinglish: "Kharid aur kaam ki sweekriti — rajya ke aadesh",
      },
      description: {
        hindi:
          "ग्राम पंचायत, पंचायत समिति और ज़िला परिषद कितनी राशि तक काम की स्वीकृति दे सकती हैं, कौन-सा अभियंता किस राशि तक तकनीकी स्वीकृति देता है, और कोटेशन, क्रय समिति, निविदा या जेम से ख़रीद की सीमाएँ हरियाणा पंचायती राज अधिनियम, 1994 के तहत राज्य के नियम और आदेश तय करते हैं। कोई राशि याद से न मानें — ख़रीद से पहले ताज़ा आदेश विभाग से, BDPO या DDPO कार्यालय से लें, और बड़ी ख़रीद को टुकड़ों में न बाँटें।",
        hinglish:
          "Gram Panchayat, Panchayat Samiti aur Zila Parishad kitni rashi tak kaam ki sweekriti de sakti hain, kaun-sa engineer kis rashi tak takneeki sweekriti deta hai, aur quotation, kharid samiti, tender ya GeM se kharid ki seemayein Haryana Panchayati Raj Act 1994 ke tahat rajya ke niyam aur aadesh tay karte hain. Koi rashi yaad se na maanein — kharid se pehle taaza aadesh vibhag se, BDPO ya DDPO office se lein, aur badi kharid ko tukdon mein na baantein.",
      },
      url: HARYANA_DP,
      category: "circular",
    },
    {
      title: {
        hindi: "16वें वित्त आयोग का अनुदान (2026–31) — विभाग के आदेश",
        hinglish: "16th Finance Commission grant (2026–31) — vibhag ke aadesh",
      },
      description: {
        hindi:
          "2026-27 से 2030-31 तक 16वें वित्त आयोग ने देश की ग्रामीण पंचायतों के लिए लगभग ₹4.35 लाख करोड़ की सिफ़ारिश की है (मूल अनुदान लगभग ₹3.48 लाख करोड़; पंचायतों का परफ़ॉर्मेंस अनुदान लगभग ₹43,524 करोड़ और राज्यों का भी लगभग ₹43,524 करोड़)। हरियाणा का हिस्सा, किस्तें और किस काम पर कितना हिस्सा यहाँ पुष्ट नहीं — यह विकास एवं पंचायत विभाग के आदेश बताते हैं। किस्त न रुके, इसके लिए खाते eGramSwaraj पर बंद और AuditOnline पर ऑडिट पूरा रखें, अपनी आय का रिकॉर्ड रखें और हर ख़र्च GPDP के काम पर करें।",
        hinglish:
          "2026-27 se 2030-31 tak 16th Finance Commission ne desh ki gramin panchayaton ke liye lagbhag ₹4.35 lakh crore ki sifarish ki hai (basic grant lagbhag ₹3.48 lakh crore; panchayaton ka performance grant lagbhag ₹43,524 crore aur rajyon ka bhi lagbhag ₹43,524 crore). Haryana ka hissa, kistein aur kis kaam par kitna hissa yahan confirm nahi — yeh Vikas evam Panchayat Vibhag ke aadesh batate hain. Kist na ruke, iske liye khate eGramSwaraj par band aur AuditOnline par audit poora rakhein, apni aay ka record rakhein aur har kharch GPDP ke kaam par karein.",
      },
      url: HARYANA_DP,
      category: "circular",
    },
    {
      title: { hindi: "हरियाणा में ग्रामीण रोज़गार गारंटी", hinglish: "Haryana mein gramin rozgar guarantee" },
      description: {
        hindi:
          "VB-G RAM G अधिनियम (1 जुलाई 2026 से लागू, मनरेगा की जगह; 125 दिन की गारंटी) और मनरेगा के बकाया काम-भुगतान का काम हरियाणा में विकास एवं पंचायत विभाग देखता है। राज्य की योजना की अधिसूचना, 2026-27 की मज़दूरी दर और ठहराव के महीने यहाँ पुष्ट नहीं — विभाग की अधिसूचना देखें; जॉब कार्ड का ई-केवाईसी, काम की माँग और मज़दूरी भुगतान की जानकारी भी विभाग से लें।",
        hinglish:
          "VB-G RAM G Act (1 July 2026 se lagu, MGNREGA ki jagah; 125 din ki guarantee) aur MGNREGA ke bakaya kaam-bhugtan ka kaam Haryana mein Vikas evam Panchayat Vibhag dekhta hai. Rajya ki yojana ki adhisoochna, 2026-27 ki mazdoori dar aur thehrav ke mahine yahan confirm nahi — vibhag ki adhisoochna dekhein; job card ka e-KYC, kaam ki maang aur mazdoori bhugtan ki jaankari bhi vibhag se lein.",
      },
      url: HARYANA_DP,
      category: "scheme",
    },
    {
      title: { hindi: "बुढ़ापा सम्मान भत्ता", hinglish: "Budhapa Samman Bhatta" },
      description: {
        hindi:
          "60 वर्ष या उससे अधिक उम्र के हरियाणा निवासियों को, जिनकी आय तय सीमा से कम है, हर महीने ₹3,200 पेंशन (1 जनवरी 2025 से यह दर, भुगतान नवंबर 2025 से; 2026 का कोई बदलाव यहाँ पुष्ट नहीं — समाज कल्याण विभाग की सूचना देखें); परिवार पहचान पत्र (PPP) के आँकड़ों से पात्र बुज़ुर्गों की पेंशन अपने-आप भी शुरू होती है, वरना आवेदन SARAL पोर्टल या CSC से।",
        hinglish:
          "60 saal ya usse zyada umar ke Haryana niwasiyon ko, jinki aay tay seema se kam hai, har mahine ₹3,200 pension (1 January 2025 se yeh dar, bhugtan November 2025 se; 2026 ka koi badlav yahan confirm nahi — Samaj Kalyan Vibhag ki soochna dekhein); Parivar Pehchan Patra (PPP) ke data se paatra buzurgon ki pension apne-aap bhi shuru hoti hai, warna aavedan SARAL portal ya CSC se.",
      },
      url: "https://saralharyana.gov.in/",
      category: "scheme",
    },
    {
      title: { hindi: "परिवार पहचान पत्र (PPP)", hinglish: "Parivar Pehchan Patra (PPP)" },
      description: {
        hindi:
          "हरियाणा परिवार पहचान अधिनियम, 2021 के तहत हर परिवार की एक फ़ैमिली आईडी, जिसमें सदस्यों, आय और जाति का सत्यापित ब्योरा रहता है; राशन, पेंशन और ज़्यादातर राज्य योजनाओं की पात्रता इसी से तय होती है।",
        hinglish:
          "Haryana Parivar Pehchan Adhiniyam 2021 ke tahat har parivar ki ek Family ID, jismein sadasyon, aay aur jaati ka verified byora rehta hai; ration, pension aur zyadatar rajya yojanaon ki paatrata isi se tay hoti hai.",
      },
      url: "https://meraparivar.haryana.gov.in/",
      category: "policy",
    },
    {
      title: { hindi: "राशन कार्ड — ePDS हरियाणा", hinglish: "Ration card — ePDS Haryana" },
      description: {
        hindi:
          "राशन कार्ड खोजना, सदस्य और डिपो की जानकारी; राष्ट्रीय खाद्य सुरक्षा अधिनियम में अंत्योदय परिवारों को हर महीने 35 किलो और प्राथमिकता वाले परिवारों को प्रति व्यक्ति 5 किलो अनाज मुफ़्त मिलता है। डीलर पर नज़र: राष्ट्रीय खाद्य सुरक्षा अधिनियम की धारा 29 के तहत गाँव/पंचायत की सतर्कता समिति देखती है कि लाभुकों को पूरा अनाज, सही दाम पर और समय पर मिले; शिकायत ज़िला शिकायत निवारण पदाधिकारी (धारा 15) से।",
        hinglish:
          "Ration card khojna, sadasya aur depot ki jaankari; NFSA mein Antyodaya parivaron ko har mahine 35 kilo aur priority parivaron ko prati vyakti 5 kilo anaaj muft milta hai. Dealer par nazar: NFSA ki dhara 29 ke tahat gaon/panchayat ki vigilance (satarkata) samiti dekhti hai ki labhukon ko poora anaaj, sahi daam par aur samay par mile; shikayat District Grievance Redressal Officer (dhara 15) se.",
      },
      url: "https://epds.haryanafood.gov.in/",
      category: "scheme",
    },
    {
      title: { hindi: "मेरी फसल मेरा ब्योरा", hinglish: "Meri Fasal Mera Byora" },
      description: {
        hindi:
          "किसान हर सीज़न अपनी बोई फ़सल का पंजीकरण यहाँ कराते हैं; मंडी में MSP पर बिक्री, फ़सल ख़राबे का मुआवज़ा और कई कृषि अनुदान इसी पंजीकरण से जुड़े हैं।",
        hinglish:
          "Kisan har season apni boyi fasal ka registration yahan karate hain; mandi mein MSP par bikri, fasal kharabe ka muavza aur kai krishi anudan isi registration se jude hain.",
      },
      url: "https://fasal.haryana.gov.in/",
      category: "scheme",
    },
    {
      title: {
        hindi: "जमाबंदी — ज़मीन के अभिलेख और इंतकाल",
        hinglish: "Jamabandi — zameen ke record aur intkal",
      },
      description: {
        hindi:
          "जमाबंदी (अधिकार अभिलेख) की नकल, इंतकाल (म्यूटेशन) की स्थिति और गाँव के नक़्शे ऑनलाइन; पंचायत की शामलात ज़मीन और सीमा विवादों में यही सरकारी अभिलेख आधार है।",
        hinglish:
          "Jamabandi (adhikar abhilekh) ki nakal, intkal (mutation) ki sthiti aur gaon ke naksha online; panchayat ki shamlat zameen aur seema vivadon mein yahi sarkari record aadhar hai.",
      },
      url: "https://jamabandi.nic.in/",
      category: "policy",
    },
    {
      title: {
        hindi: "सेवा का अधिकार और अंत्योदय सरल पोर्टल",
        hinglish: "Right to Service aur Antyodaya SARAL portal",
      },
      description: {
        hindi:
          "हरियाणा सेवा का अधिकार अधिनियम, 2014 के तहत अधिसूचित सेवाएँ तय समय में मिलनी चाहिए; SARAL पर आवेदन करें — समय पर काम न होने पर ऑटो अपील सिस्टम मामला अपने-आप ऊपर के अधिकारी तक भेज देता है।",
        hinglish:
          "Haryana Right to Service Act 2014 ke tahat notified sevayein tay samay mein milni chahiye; SARAL par aavedan karein — samay par kaam na hone par Auto Appeal System maamla apne-aap upar ke adhikari tak bhej deta hai.",
      },
      url: "https://saralharyana.gov.in/",
      category: "policy",
    },
    {
      title: { hindi: "सीएम विंडो — शिकायत दर्ज करें", hinglish: "CM Window — shikayat darj karein" },
      description: {
        hindi:
          "हरियाणा सरकार के किसी भी विभाग से जुड़ी शिकायत ऑनलाइन या ज़िला/उपमंडल कार्यालय की सीएम विंडो पर दर्ज होती है और उसकी स्थिति पोर्टल पर देखी जा सकती है। पंचायत के काम की बात पहले ग्राम सचिव और सरपंच, फिर ब्लॉक में BDPO, फिर ज़िले में DDPO, ADC और उपायुक्त (DC) तक ले जाएँ — हर बार तारीख़ वाली रसीद लें।",
        hinglish:
          "Haryana sarkar ke kisi bhi vibhag se judi shikayat online ya zila/upmandal office ki CM Window par darj hoti hai aur uski sthiti portal par dekhi ja sakti hai. Panchayat ke kaam ki baat pehle Gram Sachiv aur Sarpanch, phir block mein BDPO, phir zile mein DDPO, ADC aur DC tak le jaayein — har baar date wali raseed lein.",
      },
      url: "https://cmharyanacell.nic.in/",
      category: "policy",
    },
    {
      title: {
        hindi: "लाल डोरा की ज़मीन और स्वामित्व योजना",
        hinglish: "Lal Dora ki zameen aur SVAMITVA yojana",
      },
      description: {
        hindi:
          "गाँव की लाल डोरा (आबादी) ज़मीन का ड्रोन से सर्वे करके मकान मालिकों को संपत्ति कार्ड दिए जाते हैं, जिससे बैंक ऋण लेना आसान होता है और पंचायत को संपत्ति का सही रिकॉर्ड मिलता है।",
        hinglish:
          "Gaon ki Lal Dora (abadi) zameen ka drone se survey karke makaan malikon ko property card diye jaate hain, jisse bank loan lena aasaan hota hai aur panchayat ko sampatti ka sahi record milta hai.",
      },
      url: "https://svamitva.nic.in/",
      category: "scheme",
    },
  ],
};

const central: TRegion = {
  id: "central",
  name: { hindi: "केंद्र सरकार", hinglish: "Central Government" },
  items: [
    {
      title: {
        hindi: "ग्रामीण रोज़गार गारंटी: मनरेगा से VB-G RAM G तक",
        hinglish: "Gramin rozgar guarantee: MGNREGA se VB-G RAM G tak",
      },
      description: {
        hindi:
          "विकसित भारत—जी राम जी अधिनियम, 2025 (VB-G RAM G, अधिनियम 36, 2025; 20 दिसंबर 2025 को स्वीकृत) 1 जुलाई 2026 से लागू है और इसने मनरेगा (2005) की जगह ली है: हर ग्रामीण परिवार को साल में 125 दिन काम की गारंटी; माँग के 15 दिन में काम, वरना बेरोज़गारी भत्ता (पहले 30 दिन मज़दूरी का एक-चौथाई, फिर आधा); मज़दूरी हर हफ़्ते, 7 दिन के भीतर और 15 दिन से देर नहीं; खेती के व्यस्त मौसम में ठहराव साल में कुल 60 दिन तक (महीने राज्य अधिसूचित करता है); काम ग्राम सभा से मंज़ूर विकसित ग्राम पंचायत योजना से; नया ग्रामीण रोज़गार गारंटी कार्ड, और ई-केवाईसी से सत्यापित पुराने जॉब कार्ड बदलाव के दौरान मान्य। हर राज्य को लागू होने के 6 महीने के भीतर अपनी योजना अधिसूचित करनी है। मनरेगा के बकाया काम और भुगतान की जानकारी पोर्टल पर।",
        hinglish:
          "Viksit Bharat—Ji Ram Ji Act, 2025 (VB-G RAM G, Act 36, 2025; 20 December 2025 ko sweekrit) 1 July 2026 se lagu hai aur isne MGNREGA (2005) ki jagah li hai: har gramin parivar ko saal mein 125 din kaam ki guarantee; maang ke 15 din mein kaam, warna berozgari bhatta (pehle 30 din mazdoori ka ek-chauthai, phir aadha); mazdoori har hafte, 7 din ke andar aur 15 din se der nahi; kheti ke vyast mausam mein thehrav saal mein kul 60 din tak (mahine rajya adhisoochit karta hai); kaam Gram Sabha se manzoor Viksit Gram Panchayat Plan se; naya Gramin Rozgar Guarantee Card, aur e-KYC se verified purane job card badlav ke dauran valid. Har rajya ko lagu hone ke 6 mahine ke andar apni yojana adhisoochit karni hai. MGNREGA ke bakaya kaam aur bhugtan ki jaankari portal par.",
      },
      url: "https://nrega.dord.gov.in/",
      category: "scheme",
    },
    {
      title: {
        hindi: "प्रधानमंत्री आवास योजना–ग्रामीण (PMAY-G)",
        hinglish: "Pradhan Mantri Awas Yojana–Gramin (PMAY-G)",
      },
      description: {
        hindi:
          "बेघर और कच्चे या जर्जर मकान वाले ग्रामीण परिवारों को पक्का घर बनाने के लिए मैदानी इलाक़ों में ₹1.20 लाख और पहाड़ी/दुर्गम इलाक़ों में ₹1.30 लाख, साथ में रोज़गार गारंटी से 90–95 दिन की मज़दूरी; लाभार्थी सूची ग्राम सभा में सत्यापित होती है।",
        hinglish:
          "Beghar aur kachche ya jarjar makaan wale gramin parivaron ko pakka ghar banane ke liye maidani ilaakon mein ₹1.20 lakh aur pahadi/durgam ilaakon mein ₹1.30 lakh, saath mein rozgar guarantee se 90–95 din ki mazdoori; labharthi suchi Gram Sabha mein verify hoti hai.",
      },
      url: "https://pmayg.dord.gov.in/",
      category: "scheme",
    },
    {
      title: {
        hindi: "स्वच्छ भारत मिशन (ग्रामीण) — ODF प्लस",
        hinglish: "Swachh Bharat Mission (Gramin) — ODF Plus",
      },
      description: {
        hindi:
          "पात्र परिवारों को घर में शौचालय बनाने के लिए ₹12,000 प्रोत्साहन; दूसरे चरण में गाँव को ODF प्लस बनाना — गीले-सूखे कचरे का प्रबंधन, गंदे पानी के लिए सोख्ता गड्ढे, गोबरधन और प्लास्टिक कचरा प्रबंधन।",
        hinglish:
          "Paatra parivaron ko ghar mein shauchalay banane ke liye ₹12,000 protsahan; doosre charan mein gaon ko ODF Plus banana — geele-sookhe kachre ka prabandhan, gande paani ke liye sokhta gaddhe, GOBARdhan aur plastic kachra prabandhan.",
      },
      url: "https://swachhbharatmission.ddws.gov.in/",
      category: "scheme",
    },
    {
      title: { hindi: "जल जीवन मिशन — हर घर जल", hinglish: "Jal Jeevan Mission — Har Ghar Jal" },
      description: {
        hindi:
          "हर ग्रामीण घर को नल से नियमित, पर्याप्त (55 लीटर प्रति व्यक्ति प्रतिदिन) और साफ़ पानी; गाँव की पानी समिति (VWSC), जिसमें कम से कम आधी सदस्य महिलाएँ हों, योजना बनाती और चलाती है।",
        hinglish:
          "Har gramin ghar ko nal se niyamit, paryapt (55 litre prati vyakti pratidin) aur saaf paani; gaon ki Paani Samiti (VWSC), jismein kam se kam aadhi sadasya mahilayein hon, yojana banati aur chalati hai.",
      },
      url: "https://jaljeevanmission.gov.in/",
      category: "scheme",
    },
    {
      title: {
        hindi: "दीनदयाल अंत्योदय योजना–राष्ट्रीय ग्रामीण आजीविका मिशन (DAY-NRLM)",
        hinglish: "Deendayal Antyodaya Yojana–National Rural Livelihood Mission (DAY-NRLM)",
      },
      description: {
        hindi:
          "ग्रामीण ग़रीब परिवारों की महिलाओं के स्वयं सहायता समूह (आम तौर पर 10–20 सदस्य) बनाकर उन्हें रिवॉल्विंग फंड, सामुदायिक निवेश कोष, बैंक ऋण और आजीविका प्रशिक्षण से जोड़ना; ‘लखपति दीदी’ इसी मिशन का लक्ष्य है।",
        hinglish:
          "Gramin gareeb parivaron ki mahilaon ke SHG (aam taur par 10–20 sadasya) banakar unhe revolving fund, community investment fund, bank loan aur aajeevika training se jodna; 'Lakhpati Didi' isi mission ka lakshya hai.",
      },
      url: NRLM,
      category: "scheme",
    },
    {
      title: { hindi: "पीएम-किसान सम्मान निधि", hinglish: "PM-KISAN Samman Nidhi" },
      description: {
        hindi:
          "ज़मीन वाले किसान परिवारों को साल में ₹6,000, ₹2,000 की तीन किस्तों में सीधे बैंक खाते में; ई-केवाईसी और ज़मीन के रिकॉर्ड का सत्यापन ज़रूरी है, आयकरदाता और संवैधानिक पदधारी जैसे वर्ग पात्र नहीं हैं।",
        hinglish:
          "Zameen wale kisan parivaron ko saal mein ₹6,000, ₹2,000 ki teen kiston mein seedhe bank khate mein; e-KYC aur zameen ke record ka verification zaroori hai, income tax dene wale aur samvaidhanik padon wale jaise varg paatra nahi hain.",
      },
      url: "https://pmkisan.gov.in/",
      category: "scheme",
    },
    {
      title: {
        hindi: "राष्ट्रीय सामाजिक सहायता कार्यक्रम (NSAP) — पेंशन",
        hinglish: "National Social Assistance Programme (NSAP) — pension",
      },
      description: {
        hindi:
          "BPL परिवारों के बुज़ुर्गों, विधवाओं और दिव्यांगजनों को केंद्र की मासिक पेंशन (जैसे वृद्धावस्था में 60–79 वर्ष पर ₹200, 80 वर्ष से ऊपर ₹500) और कमाने वाले सदस्य की मृत्यु पर परिवार को ₹20,000 एकमुश्त; राज्य इसमें अपनी राशि जोड़ते हैं।",
        hinglish:
          "BPL parivaron ke buzurgon, vidhwaon aur divyangjan ko Kendra ki monthly pension (jaise old age mein 60–79 saal par ₹200, 80 saal se upar ₹500) aur kamane wale sadasya ki mrityu par parivar ko ₹20,000 ek saath; rajya ismein apni rashi jodte hain.",
      },
      url: "https://nsap.dord.gov.in/",
      category: "scheme",
    },
    {
      title: {
        hindi: "संशोधित राष्ट्रीय ग्राम स्वराज अभियान (RGSA)",
        hinglish: "Revamped Rashtriya Gram Swaraj Abhiyan (RGSA)",
      },
      description: {
        hindi:
          "चुने हुए पंचायत प्रतिनिधियों और कर्मचारियों के प्रशिक्षण व क्षमता निर्माण, ग्राम पंचायत भवन, कंप्यूटर और ई-गवर्नेंस सहायता के लिए केंद्र प्रायोजित योजना।",
        hinglish:
          "Chune hue panchayat pratinidhiyon aur karmachariyon ki training va capacity building, Gram Panchayat Bhawan, computer aur e-governance sahayata ke liye Kendra prayojit yojana.",
      },
      url: "https://rgsa.gov.in/",
      category: "scheme",
    },
    {
      title: { hindi: "स्वामित्व योजना — संपत्ति कार्ड", hinglish: "SVAMITVA yojana — property card" },
      description: {
        hindi:
          "गाँव की आबादी वाली ज़मीन का ड्रोन से सर्वे करके मकान मालिकों को संपत्ति कार्ड (अधिकार अभिलेख) दिया जाता है; इससे बैंक ऋण लेना आसान होता है, विवाद घटते हैं और पंचायत संपत्ति कर का सही आकलन कर पाती है।",
        hinglish:
          "Gaon ki abadi wali zameen ka drone se survey karke makaan malikon ko property card (adhikar abhilekh) diya jaata hai; isse bank loan lena aasaan hota hai, vivad ghatte hain aur panchayat property tax ka sahi aakalan kar paati hai.",
      },
      url: "https://svamitva.nic.in/",
      category: "scheme",
    },
    {
      title: {
        hindi: "जन योजना अभियान — सबकी योजना सबका विकास",
        hinglish: "People's Plan Campaign — Sabki Yojana Sabka Vikas",
      },
      description: {
        hindi:
          "हर साल 2 अक्टूबर से शुरू होने वाले अभियान में विशेष ग्राम सभाओं के ज़रिए अगले वर्ष की ग्राम पंचायत विकास योजना (GPDP) बनती है; योजना मिशन अंत्योदय सर्वे की कमियों के आँकड़ों पर आधारित होकर ई-ग्रामस्वराज पर अपलोड होती है।",
        hinglish:
          "Har saal 2 October se shuru hone wale abhiyan mein vishesh Gram Sabhaon ke zariye agle saal ki Gram Panchayat Development Plan (GPDP) banti hai; yojana Mission Antyodaya ke gap data par aadharit hokar eGramSwaraj par upload hoti hai.",
      },
      url: "https://gpdp.nic.in/",
      category: "circular",
      issuer: {
        hindi: "पंचायती राज मंत्रालय और ग्रामीण विकास मंत्रालय, भारत सरकार",
        hinglish: "Panchayati Raj Mantralaya aur Gramin Vikas Mantralaya, Bharat Sarkar",
      },
    },
    {
      title: {
        hindi: "15वें वित्त आयोग (2021–26) के बँधे अनुदान का उपयोग मैनुअल",
        hinglish: "15th Finance Commission (2021–26) tied grant ka upyog manual",
      },
      description: {
        hindi:
          "पेयजल और स्वच्छता पर बँधे अनुदान (2021-22 से 2025-26) के उपयोग के लिए जल शक्ति मंत्रालय का मैनुअल — पाँच साल की ग्राम कार्य योजना (VAP) बनाना, पात्र काम और रिपोर्टिंग।",
        hinglish:
          "Peyjal aur swachhata par tied grant (2021-22 se 2025-26) ke upyog ke liye Jal Shakti Mantralaya ka manual — paanch saal ki Village Action Plan (VAP) banana, paatra kaam aur reporting.",
      },
      url: "https://sujal-swachhsangraha.gov.in/node/4311",
      category: "circular",
      issuer: {
        hindi: "पेयजल एवं स्वच्छता विभाग, जल शक्ति मंत्रालय",
        hinglish: "Peyjal evam Swachhata Vibhag, Jal Shakti Mantralaya",
      },
      // The manual's own page on the department's document library (not the portal's home page).
      order: { number: null, date: null, url: "https://sujal-swachhsangraha.gov.in/node/4311" },
    },
    {
      title: {
        hindi: "15वें वित्त आयोग के ग्रामीण स्थानीय निकाय अनुदान (2021-22 से 2025-26) — संचालन दिशानिर्देश",
        hinglish: "15th Finance Commission ke gramin sthaniya nikay grant (2021-22 se 2025-26) — operational guidelines",
      },
      description: {
        hindi:
          "वित्त मंत्रालय ने 15वें वित्त आयोग के ग्रामीण स्थानीय निकायों के अनुदान को जारी करने और उपयोग करने के दिशानिर्देश सभी राज्यों के मुख्य सचिवों को भेजे थे: खुला और बँधा अनुदान, किस्तें और उनकी शर्तें। यह अवधि 31 मार्च 2026 को पूरी हो चुकी है; पुराने अनुदान का बचा पैसा, अधूरे काम और उनका हिसाब इन्हीं दिशानिर्देशों और राज्य के आदेश से चलता है। नया पैसा 16वें वित्त आयोग (2026–31) से आता है।",
        hinglish:
          "Vitt Mantralaya ne 15th Finance Commission ke gramin sthaniya nikayon ke grant ko jaari karne aur upyog karne ke guidelines sabhi rajyon ke Mukhya Sachivon ko bheje the: untied aur tied grant, kistein aur unki sharten. Yeh avadhi 31 March 2026 ko poori ho chuki hai; purane grant ka bacha paisa, adhoore kaam aur unka hisaab inhi guidelines aur rajya ke aadesh se chalta hai. Naya paisa 16th Finance Commission (2026–31) se aata hai.",
      },
      url: "https://doe.gov.in/",
      category: "circular",
      issuer: {
        hindi: "वित्त मंत्रालय, व्यय विभाग (वित्त आयोग प्रभाग)",
        hinglish: "Vitt Mantralaya, Vyay Vibhag (Finance Commission Division)",
      },
      // No copy on a government site was seen; the number and date are those printed on the order.
      order: { number: "15(2) FC-XV/FCD/2020-25", date: "2021-07-14", url: null },
    },
    {
      title: { hindi: "राष्ट्रीय पंचायत पुरस्कार", hinglish: "Rashtriya Panchayat Puraskar" },
      description: {
        hindi:
          "राष्ट्रीय पंचायत पुरस्कारों के लिए नामांकन इसी पोर्टल पर होता है; पुरस्कार पहले राष्ट्रीय पंचायती राज दिवस (24 अप्रैल) पर दिए जाते थे, अब समारोह और नामांकन की तारीख़ें हर साल मंत्रालय घोषित करता है; मूल्यांकन स्थानीय सतत विकास लक्ष्यों (LSDG) के 9 विषयों पर पंचायत के काम के आधार पर होता है।",
        hinglish:
          "Rashtriya Panchayat Puraskaron ke liye nomination isi portal par hota hai; puraskar pehle Rashtriya Panchayati Raj Diwas (24 April) par diye jaate the, ab samaroh aur nomination ki tareekhein har saal mantralaya ghoshit karta hai; mulyankan Local SDG (LSDG) ke 9 vishayon par panchayat ke kaam ke aadhar par hota hai.",
      },
      url: "https://panchayataward.gov.in/",
      category: "circular",
      issuer: { hindi: "पंचायती राज मंत्रालय, भारत सरकार", hinglish: "Panchayati Raj Mantralaya, Bharat Sarkar" },
    },
    {
      title: {
        hindi: "eGramSwaraj — पंचायत की योजना, प्रगति और लेखा",
        hinglish: "eGramSwaraj — panchayat ki yojana, pragati aur lekha",
      },
      description: {
        hindi:
          "पंचायत की विकास योजना (GPDP), कामों की प्रगति, काम-आधारित लेखा-जोखा और PFMS से ऑनलाइन भुगतान (eGSPI) का एक ही पोर्टल; हर पंचायत का प्रोफ़ाइल और ख़र्च जनता भी देख सकती है।",
        hinglish:
          "Panchayat ki development plan (GPDP), kaamon ki pragati, kaam-aadharit lekha-jokha aur PFMS se online bhugtan (eGSPI) ka ek hi portal; har panchayat ki profile aur kharch janta bhi dekh sakti hai.",
      },
      url: "https://egramswaraj.gov.in/",
      category: "policy",
    },
    {
      title: {
        hindi: "वित्त आयोग का अनुदान — 16वाँ (2026–31) और पिछला 15वाँ (2021–26)",
        hinglish: "Finance Commission grant — 16th (2026–31) aur pichhla 15th (2021–26)",
      },
      description: {
        hindi:
          "16वें वित्त आयोग की रिपोर्ट 1 फ़रवरी 2026 को संसद में रखी गई: 2026-27 से 2030-31 तक ग्रामीण स्थानीय निकायों को लगभग ₹4.35 लाख करोड़ — मूल (बेसिक) अनुदान लगभग ₹3.48 लाख करोड़, पंचायतों का परफ़ॉर्मेंस (निष्पादन) अनुदान लगभग ₹43,524 करोड़ और राज्यों का परफ़ॉर्मेंस अनुदान लगभग ₹43,524 करोड़। मूल अनुदान का बँधा/खुला बँटवारा, किस्तों का कैलेंडर और राज्यवार हिस्से यहाँ पुष्ट नहीं — वित्त मंत्रालय और पंचायती राज मंत्रालय के संचालन दिशानिर्देश देखें; शर्तें जैसे ऑडिट हुए खाते ऑनलाइन, अपनी आय (OSR) के लक्ष्य, राज्य वित्त आयोग का गठन और समय पर पंचायत चुनाव। पिछली अवधि 2021-22 से 2025-26 में ग्रामीण स्थानीय निकायों को ₹2,36,805 करोड़ मिले थे: 60% बँधा अनुदान (आधा पेयजल-जल संरक्षण, आधा स्वच्छता व ODF) और 40% खुला अनुदान, जो वेतन व स्थापना ख़र्च छोड़कर 29 विषयों पर लग सकता था।",
        hinglish:
          "16th Finance Commission ki report 1 February 2026 ko Sansad mein rakhi gayi: 2026-27 se 2030-31 tak gramin sthaniya nikayon ko lagbhag ₹4.35 lakh crore — basic grant lagbhag ₹3.48 lakh crore, panchayaton ka performance grant lagbhag ₹43,524 crore aur rajyon ka performance grant lagbhag ₹43,524 crore. Basic grant ka tied/untied batwara, kiston ka calendar aur rajyawar hisse yahan confirm nahi — Vitt Mantralaya aur Panchayati Raj Mantralaya ke operational guidelines dekhein; shartein jaise audit hue khate online, apni aay (OSR) ke lakshya, State Finance Commission ka gathan aur samay par panchayat chunav. Pichhli avadhi 2021-22 se 2025-26 mein gramin sthaniya nikayon ko ₹2,36,805 crore mile the: 60% tied grant (aadha peyjal-jal sanrakshan, aadha swachhata va ODF) aur 40% untied grant, jo vetan va sthapna kharch chhodkar 29 vishayon par lag sakta tha.",
      },
      url: "https://panchayat.gov.in/",
      category: "policy",
    },
    {
      title: { hindi: "मिशन अंत्योदय सर्वे", hinglish: "Mission Antyodaya survey" },
      description: {
        hindi:
          "ग्राम पंचायतों में सड़क, पानी, बिजली, स्कूल, स्वास्थ्य और आजीविका जैसी सुविधाओं का सर्वे; इन्हीं कमियों के आधार पर GPDP की प्राथमिकताएँ तय होती हैं।",
        hinglish:
          "Gram Panchayaton mein sadak, paani, bijli, school, swasthya aur aajeevika jaisi suvidhaon ka survey; inhi gaps ke aadhar par GPDP ki prathmiktayein tay hoti hain.",
      },
      url: "https://missionantyodaya.dord.gov.in/",
      category: "policy",
    },
    {
      title: { hindi: "पंचायत उन्नति सूचकांक (PAI)", hinglish: "Panchayat Advancement Index (PAI)" },
      description: {
        hindi:
          "LSDG के 9 विषयों — ग़रीबी मुक्त व बेहतर आजीविका, स्वस्थ, बाल-हितैषी, पर्याप्त पानी, स्वच्छ-हरित, आत्मनिर्भर बुनियादी ढाँचा, सामाजिक रूप से न्यायपूर्ण व सुरक्षित, सुशासन और महिला-हितैषी पंचायत — पर हर ग्राम पंचायत का अंक।",
        hinglish:
          "LSDG ke 9 vishay — gareebi mukt va behtar aajeevika, swasth, bal-hitaishi, paryapt paani, swachh-harit, aatmanirbhar infrastructure, samajik roop se nyaypurn va surakshit, sushasan aur mahila-hitaishi panchayat — par har Gram Panchayat ka score.",
      },
      url: "https://pai.gov.in/",
      category: "policy",
    },
    {
      title: { hindi: "सरकारी ख़रीद — सामान्य वित्तीय नियमावली 2017 और जेम", hinglish: "Sarkari kharid — General Financial Rules 2017 aur GeM" },
      description: {
        hindi:
          "बिना कोटेशन की ख़रीद, क्रय समिति, निविदा और जेम (गवर्नमेंट ई-मार्केटप्लेस) के नियम; राशि-सीमाएँ बदलती रहती हैं और पंचायत पर अपने राज्य का आदेश लागू होता है — ख़रीद से पहले बीडीओ/बीडीपीओ से ताज़ा आदेश लें।",
        hinglish:
          "Bina quotation ki kharid, kharid samiti, tender aur GeM (Government e-Marketplace) ke niyam; rashi ki seemayein badalti rehti hain aur panchayat par apne rajya ka aadesh lagu hota hai — kharid se pehle BDO/BDPO se taaza aadesh lein.",
      },
      url: "https://gem.gov.in/",
      category: "policy",
    },
    {
      title: { hindi: "AuditOnline — पंचायत खातों का ऑडिट", hinglish: "AuditOnline — panchayat khaton ka audit" },
      description: {
        hindi:
          "पंचायत के सालाना खातों का ऑनलाइन ऑडिट — ऑडिट योजना, आपत्तियाँ, पंचायत का जवाब और ऑडिट रिपोर्ट एक ही जगह दर्ज होते हैं।",
        hinglish:
          "Panchayat ke saalana khaton ka online audit — audit plan, aapattiyan (observations), panchayat ka jawab aur audit report ek hi jagah darj hote hain.",
      },
      url: "https://auditonline.gov.in/",
      category: "policy",
    },
    {
      title: {
        hindi: "CPGRAMS — केंद्र सरकार के विभागों से जुड़ी शिकायत",
        hinglish: "CPGRAMS — Kendra sarkar ke vibhagon se judi shikayat",
      },
      description: {
        hindi:
          "केंद्र सरकार के किसी मंत्रालय या विभाग से जुड़ी शिकायत CPGRAMS पोर्टल पर करें। पंचायत और राज्य के कामों की बात पहले लिखित आवेदन और तारीख़ वाली रसीद के साथ प्रखंड के BDO (हरियाणा में BDPO), फिर ज़िले के अधिकारियों तक ले जाएँ, और तय समय में जवाब न मिले तभी अगले स्तर पर जाएँ।",
        hinglish:
          "Kendra sarkar ke kisi mantralaya ya vibhag se judi shikayat CPGRAMS portal par karein. Panchayat aur rajya ke kaamon ki baat pehle likhit aavedan aur date wali raseed ke saath prakhand ke BDO (Haryana mein BDPO), phir zile ke adhikariyon tak le jaayein, aur tay samay mein jawab na mile tabhi agle level par jaayein.",
      },
      url: "https://pgportal.gov.in/",
      category: "policy",
    },
  ],
};

/** The department that issues a state's circulars (its Panchayati Raj department). */
const STATE_DEPARTMENTS: Record<Exclude<TRegionId, "central">, TBilingualText> = {
  jharkhand: { hindi: "पंचायती राज विभाग, झारखंड सरकार", hinglish: "Panchayati Raj Vibhag, Jharkhand Sarkar" },
  bihar: { hindi: "पंचायती राज विभाग, बिहार सरकार", hinglish: "Panchayati Raj Vibhag, Bihar Sarkar" },
  haryana: { hindi: "विकास एवं पंचायत विभाग, हरियाणा सरकार", hinglish: "Vikas evam Panchayat Vibhag, Haryana Sarkar" },
  uttar_pradesh: {
    hindi: "पंचायती राज विभाग, उत्तर प्रदेश सरकार",
    hinglish: "Panchayati Raj Vibhag, Uttar Pradesh Sarkar",
  },
  madhya_pradesh: {
    hindi: "पंचायत एवं ग्रामीण विकास विभाग, मध्य प्रदेश सरकार",
    hinglish: "Panchayat evam Gramin Vikas Vibhag, Madhya Pradesh Sarkar",
  },
  rajasthan: { hindi: "पंचायती राज विभाग, राजस्थान सरकार", hinglish: "Panchayati Raj Vibhag, Rajasthan Sarkar" },
};

/**
 * A state's circulars name their issuing department. Their order numbers and dates are not given:
 * these cards point to the department's orders in general, and no single order was confirmed.
 */
function withIssuers(region: TRegion): TRegion {
  if (region.id === "central") return region;
  const issuer = STATE_DEPARTMENTS[region.id];
  return {
    ...region,
    items: region.items.map((item) => (item.category === "circular" && !item.issuer ? { ...item, issuer } : item)),
  };
}

/** Regions in screen order: the three states, then the central government. */
export const regions: TRegion[] = [jharkhand, bihar, haryana, uttarPradesh, madhyaPradesh, rajasthan, central].map(
  withIssuers,
);
