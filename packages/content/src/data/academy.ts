// Sarpanch Academy: six modules in the spec's order, seven learning points per language.
// Where rules differ between states (Gram Sabha count, quorum, committees, removal from office,
// sanction limits, taxes, whom to go to next) the point says so per state instead of giving one
// state's number as if it applied everywhere. Role words follow the state: the head of a Gram
// Panchayat is the Mukhiya in Bihar and Jharkhand and the Sarpanch in Haryana; the block officer is
// the BDO (प्रखंड) in Bihar and Jharkhand and the BDPO in Haryana. Every fact comes from the starter
// knowledge base (apps/api/kb/starter) and is listed with its source in SOURCES.md at the repo root.
import type { TAcademyModule } from "@sachiv/contracts";

export const academyModules: TAcademyModule[] = [
  {
    id: 1,
    emoji: "🏛️",
    color: "emerald",
    title: { hindi: "मुखिया/सरपंच के मुख्य कर्तव्य", hinglish: "Mukhiya/Sarpanch ke mukhya kartavya" },
    description: {
      hindi: "ग्राम सभा, पंचायत की बैठकें, गाँव की समितियाँ, बुनियादी सेवाएँ और पद की जवाबदेही",
      hinglish: "Gram Sabha, panchayat ki baithakein, gaon ki samitiyan, buniyadi sevayein aur pad ki jawabdehi",
    },
    content: {
      hindi: [
        "ग्राम सभा की बैठक अपने राज्य के क़ानून के अनुसार समय पर बुलाएँ — बिहार में दो बैठकों के बीच तीन महीने से ज़्यादा अंतर नहीं, हरियाणा में 15 मई–15 जून और 15 नवंबर–15 दिसंबर की दो अवधियों में (न बुलाने पर धारा 11(2) में सरपंच का पद अपने-आप चला जाता है), झारखंड में राज्य के अधिनियम और पेसा नियमावली के अनुसार, उत्तर प्रदेश में खरीफ़ और रबी की फ़सल के बाद साल में दो आम बैठकें (कोरम सदस्यों का पाँचवाँ हिस्सा; 1947 के अधिनियम की धारा 11), मध्य प्रदेश और राजस्थान में अपने अधिनियम (1993, 1994) के अनुसार; तारीख़ और एजेंडा की सूचना पहले से मुनादी, नोटिस बोर्ड और वार्ड सदस्यों के ज़रिए दें।",
        "ग्राम पंचायत की बैठक राज्य के नियम में तय अंतराल पर नियमित करें — अध्यक्षता बिहार-झारखंड में मुखिया, हरियाणा, मध्य प्रदेश और राजस्थान में सरपंच, उत्तर प्रदेश में प्रधान करते हैं और सचिव एजेंडा तैयार करते हैं; ग्राम सभा हो या पंचायत, बैठक तभी शुरू करें जब कोरम (न्यूनतम उपस्थिति) पूरा हो, और हर प्रस्ताव, फ़ैसला और उपस्थिति कार्यवाही रजिस्टर में लिखकर हस्ताक्षर कराएँ।",
        "हर साल ग्राम सभा में लोगों की भागीदारी से ग्राम पंचायत विकास योजना (GPDP) बनवाएँ और पास कराएँ; इसमें महिलाओं, SC/ST और कमज़ोर परिवारों की ज़रूरतें ज़रूर शामिल हों।",
        "राज्य क़ानून के अनुसार स्थायी समितियाँ (जैसे योजना-वित्त, शिक्षा, स्वास्थ्य-स्वच्छता, निर्माण कार्य) बनवाएँ और उनकी बैठकें कराएँ — काम बँटने से निगरानी बेहतर होती है।",
        "स्कूल और स्वास्थ्य पर नज़र गाँव की समितियों से रखें: ग्राम स्वास्थ्य, स्वच्छता और पोषण समिति (VHSNC) राष्ट्रीय स्वास्थ्य मिशन के तहत हर राजस्व गाँव में बनती है — पंचायत सदस्य, आशा, आंगनबाड़ी सेविका, ANM और गाँव की महिलाएँ; इसकी मासिक बैठक हो और हर साल मिलने वाली खुली राशि (रक़म राज्य के NHM दिशानिर्देश में) सफ़ाई, पानी और पोषण पर लगे। विद्यालय प्रबंधन समिति (शिक्षा का अधिकार अधिनियम, 2009 की धारा 21) में कम से कम तीन-चौथाई सदस्य माता-पिता या अभिभावक और आधी महिलाएँ होती हैं; यह स्कूल विकास योजना बनाती है और शिक्षकों की उपस्थिति व मध्याह्न भोजन देखती है — पंचायत का प्रतिनिधि इसका सदस्य होता है।",
        "पेयजल, स्वच्छता, गली-नाली, स्ट्रीट लाइट और पंचायत की संपत्तियों का रखरखाव पंचायत की सीधी ज़िम्मेदारी है; इनकी नियमित जाँच करें और ख़राबी तुरंत ठीक कराएँ।",
        "पद से हटाने के रास्ते राज्य का अधिनियम तय करता है (बिहार 2006, झारखंड 2001, हरियाणा 1994, उत्तर प्रदेश 1947, मध्य प्रदेश 1993, राजस्थान 1994), और कितने सदस्य, कितने मत, कितने समय बाद — यह हर राज्य में अलग है: सदस्य उप-मुखिया/उप-सरपंच के विरुद्ध अविश्वास प्रस्ताव ला सकते हैं; हरियाणा में 2020 के संशोधन से ग्राम सभा के मतदाता सरपंच और पंच को वापस बुला सकते हैं (33% मतदाताओं का लिखित प्रस्ताव, गुप्त मतदान में 67% विरोध में हों तो पद जाता है; पहले साल में नहीं); लापरवाही या पैसे के दुरुपयोग पर सरकार जाँच और सुनवाई के बाद हटा सकती है; और कुछ अपराधों में सज़ा, पंचायत का बकाया या चुनाव ख़र्च का हिसाब न देने जैसी अयोग्यताएँ अधिनियम में लिखी हैं। नोटिस मिलते ही तारीख़ लिखकर रसीद दें और प्रखंड (हरियाणा में BDPO) को बताएँ।",
      ],
      hinglish: [
        "Gram Sabha ki meeting apne rajya ke kanoon ke hisaab se samay par bulayein — Bihar mein do baithakon ke beech teen mahine se zyada antar nahi, Haryana mein 15 May–15 June aur 15 November–15 December ki do avadhiyon mein (na bulane par dhara 11(2) mein Sarpanch ka pad apne-aap chala jaata hai), Jharkhand mein rajya ke Act aur PESA niyamavali ke anusaar, Uttar Pradesh mein Kharif aur Rabi ki fasal ke baad saal mein do aam baithakein (quorum sadasyon ka paanchvan hissa; 1947 ke Act ki dhara 11), Madhya Pradesh aur Rajasthan mein apne Act (1993, 1994) ke anusaar; date aur agenda ki soochna pehle se munadi, notice board aur ward members ke zariye dein.",
        "Gram Panchayat ki meeting rajya ke niyam mein tay antaral par niyamit karein — adhyakshata Bihar-Jharkhand mein Mukhiya, Haryana, Madhya Pradesh aur Rajasthan mein Sarpanch, Uttar Pradesh mein Pradhan karte hain aur secretary agenda taiyaar karte hain; Gram Sabha ho ya panchayat, meeting tabhi shuru karein jab quorum (nyuntam upasthiti) poora ho, aur har prastav, faisla aur attendance karyavahi register mein likhkar signature karayein.",
        "Har saal Gram Sabha mein logon ki bhagidari se Gram Panchayat Development Plan (GPDP) banwayein aur paas karayein; ismein mahilaon, SC/ST aur kamzor parivaron ki zarooratein zaroor shamil hon.",
        "Rajya kanoon ke hisaab se standing committees (jaise planning-finance, shiksha, swasthya-swachhata, nirman karya) banwayein aur unki meetings karayein — kaam bantne se nigrani behtar hoti hai.",
        "School aur swasthya par nazar gaon ki samitiyon se rakhein: Village Health, Sanitation and Nutrition Committee (VHSNC) National Health Mission ke tahat har rajasv gaon mein banti hai — panchayat sadasya, ASHA, Anganwadi sevika, ANM aur gaon ki mahilayein; iski maasik baithak ho aur har saal milne wali untied rashi (rakam rajya ke NHM dishanirdesh mein) safai, paani aur poshan par lage. School Management Committee (Shiksha ka Adhikar Adhiniyam 2009 ki dhara 21) mein kam se kam teen-chauthai sadasya mata-pita ya abhibhavak aur aadhi mahilayein hoti hain; yeh School Development Plan banati hai aur teachers ki upasthiti va mid-day meal dekhti hai — panchayat ka pratinidhi iska sadasya hota hai.",
        "Peyjal, swachhata, gali-naali, street light aur panchayat ki sampattiyon ka maintenance panchayat ki seedhi zimmedari hai; inki niyamit jaanch karein aur kharabi turant theek karayein.",
        "Pad se hatane ke raaste rajya ka Act tay karta hai (Bihar 2006, Jharkhand 2001, Haryana 1994, Uttar Pradesh 1947, Madhya Pradesh 1993, Rajasthan 1994), aur kitne sadasya, kitne mat, kitne samay baad — yeh har rajya mein alag hai: sadasya Up-Mukhiya/Up-Sarpanch ke viruddh avishwas prastav (no-confidence motion) la sakte hain; Haryana mein 2020 ke sanshodhan se Gram Sabha ke matdata Sarpanch aur Panch ko wapas bula (recall) sakte hain (33% matdataon ka likhit prastav, gupt matdaan mein 67% viruddh hon to pad jaata hai; pehle saal mein nahi); laparwahi ya paise ke durupyog par sarkar jaanch aur sunwai ke baad hata sakti hai; aur kuch apradhon mein saza, panchayat ka bakaya ya chunav kharch ka hisaab na dene jaisi ayogyata (disqualification) Act mein likhi hai. Notice milte hi date likhkar raseed dein aur prakhand/block (Haryana mein BDPO) ko batayein.",
      ],
    },
  },
  {
    id: 2,
    emoji: "📋",
    color: "blue",
    title: { hindi: "सरकारी योजनाएँ चलाना", hinglish: "Sarkari yojanayein chalana" },
    description: {
      hindi: "सही लाभुक चुनना, VB-G RAM G में काम, राशन की निगरानी और सामाजिक अंकेक्षण",
      hinglish: "Sahi labhuk chunna, VB-G RAM G mein kaam, ration ki nigrani aur social audit",
    },
    content: {
      hindi: [
        "PMAY-G, पेंशन जैसी योजनाओं की लाभार्थी सूची ग्राम सभा में पढ़कर सुनाएँ और खुली चर्चा के बाद ही मंज़ूरी दें; हर योजना की पात्रता, राशि और आवेदन का तरीक़ा पंचायत भवन के नोटिस बोर्ड पर लिखवाएँ — इससे अपात्र नाम जुड़ने और बिचौलियों की गुंजाइश घटती है।",
        "विकसित भारत—जी राम जी अधिनियम, 2025 (VB-G RAM G) 1 जुलाई 2026 से लागू है और इसने मनरेगा की जगह ली है: हर ग्रामीण परिवार को साल में 125 दिन काम की गारंटी, और माँग के 15 दिन के भीतर काम न मिले तो बेरोज़गारी भत्ता — पहले 30 दिन मज़दूरी का एक-चौथाई, उसके बाद आधा। मज़दूरी हर हफ़्ते मिलती है — 7 दिन के भीतर, और किसी हाल में 15 दिन से देर नहीं। काम की माँग लिखित में लें और तारीख़ वाली रसीद दें — 15 दिन की गिनती इसी से होती है।",
        "VB-G RAM G के काम सिर्फ़ ग्राम सभा से मंज़ूर विकसित ग्राम पंचायत योजना से लिए जाते हैं — ग्राम सभा में नए क़ानून की जानकारी दें और योजना पर चर्चा कराकर उसे पास कराएँ: पानी, आजीविका की परिसंपत्तियाँ, गाँव का बुनियादी ढाँचा और आपदा से बचाव के काम। पंचायत की श्रेणी (जिससे कामों का हिस्सा तय होता है) प्रखंड कार्यालय (हरियाणा में BDPO) से पूछें, और खेती के व्यस्त मौसम में काम रुकने की राज्य की अधिसूचित अवधि (साल में कुल 60 दिन तक) व मज़दूरी दर पंचायत भवन पर लगाएँ।",
        "नए क़ानून में नया ग्रामीण रोज़गार गारंटी कार्ड बनता है; मनरेगा के जो पुराने जॉब कार्ड ई-केवाईसी (आधार सत्यापन) से सत्यापित हैं, वे बदलाव के दौरान मान्य रहते हैं — इसलिए हर परिवार के जॉब कार्ड का ई-केवाईसी पूरा कराएँ और बैंक खाते व आधार की जानकारी सही रखें; अधूरे कामों के बाक़ी आदेश केंद्र और राज्य के ग्रामीण विकास विभाग देते हैं, और अधूरे कामों की सूची, मस्टर रोल और भुगतान का पूरा रिकॉर्ड रखें। मज़दूरी सीधे खाते में (DBT) आती है; अटके भुगतान की वजह (जैसे आधार-सीडिंग) पोर्टल पर देखकर ठीक कराएँ।",
        "रोज़गार गारंटी के कामों का सामाजिक अंकेक्षण ग्राम सभा में होता है — मनरेगा में यह हर छह महीने में कम से कम एक बार होता था; VB-G RAM G में भी सामाजिक अंकेक्षण जारी है, पर उसकी आवृत्ति यहाँ पुष्ट नहीं, इसलिए राज्य के अधिसूचित नियम देखें; सारे रिकॉर्ड पहले से उपलब्ध कराएँ और मिली कमियों पर कार्रवाई करें।",
        "जल जीवन मिशन की पानी समिति (VWSC) में कम से कम आधी सदस्य महिलाएँ हों और गाँव की 5 महिलाएँ फ़ील्ड टेस्ट किट से पानी जाँचना सीखें; स्वच्छ भारत मिशन (ग्रामीण) में ODF दर्जा बनाए रखें और गीले-सूखे कचरे का अलग संग्रह, सोख्ता गड्ढे और प्लास्टिक प्रबंधन करके गाँव को ODF प्लस बनाएँ।",
        "राशन दुकान (जन वितरण प्रणाली) पर नज़र रखें: राष्ट्रीय खाद्य सुरक्षा अधिनियम, 2013 की धारा 29 के तहत राज्य, ज़िला, ब्लॉक और राशन दुकान (FPS) स्तर पर सतर्कता समिति बनती है, जो देखती है कि लाभुकों को पूरा अनाज, सही दाम पर और समय पर मिले — डीलर का स्टॉक और वितरण रजिस्टर जाँचें; गड़बड़ी की शिकायत ज़िला शिकायत निवारण पदाधिकारी (धारा 15) या राज्य के खाद्य विभाग के पोर्टल पर करें।",
      ],
      hinglish: [
        "PMAY-G, pension jaisi yojanaon ki labharthi suchi Gram Sabha mein padhkar sunayein aur khuli charcha ke baad hi manzoori dein; har yojana ki paatrata, rashi aur aavedan ka tareeka panchayat bhawan ke notice board par likhwayein — isse apaatra naam judne aur bichauliyon ki gunjaish ghatti hai.",
        "Viksit Bharat—Ji Ram Ji Act, 2025 (VB-G RAM G) 1 July 2026 se lagu hai aur isne MGNREGA ki jagah li hai: har gramin parivar ko saal mein 125 din kaam ki guarantee, aur maang ke 15 din ke andar kaam na mile to berozgari bhatta — pehle 30 din mazdoori ka ek-chauthai, uske baad aadha. Mazdoori har hafte milti hai — 7 din ke andar, aur kisi haal mein 15 din se der nahi. Kaam ki maang likhit mein lein aur date wali raseed dein — 15 din ki ginti isi se hoti hai.",
        "VB-G RAM G ke kaam sirf Gram Sabha se manzoor Viksit Gram Panchayat Plan se liye jaate hain — Gram Sabha mein naye kanoon ki jaankari dein aur plan par charcha karakar use paas karayein: paani, aajeevika ki sampattiyan, gaon ka buniyadi dhancha aur aapda se bachav ke kaam. Panchayat ki shreni (jisse kaamon ka hissa tay hota hai) prakhand/block office (Haryana mein BDPO) se poochhein, aur kheti ke vyast mausam mein kaam rukne ki rajya ki adhisoochit avadhi (saal mein kul 60 din tak) va mazdoori dar panchayat bhawan par lagayein.",
        "Naye kanoon mein naya Gramin Rozgar Guarantee Card banta hai; MGNREGA ke jo purane job card e-KYC (Aadhaar verification) se verified hain, woh badlav ke dauran valid rehte hain — isliye har parivar ke job card ka e-KYC poora karayein aur bank khate va Aadhaar ki jaankari sahi rakhein; adhure kaamon ke baaki aadesh Kendra aur rajya ke Gramin Vikas Vibhag dete hain, aur adhure kaamon ki suchi, muster roll aur payment ka poora record rakhein. Mazdoori seedhe khate mein (DBT) aati hai; atke payment ki wajah (jaise Aadhaar seeding) portal par dekhkar theek karayein.",
        "Rozgar guarantee ke kaamon ka social audit Gram Sabha mein hota hai — MGNREGA mein yeh har chhah mahine mein kam se kam ek baar hota tha; VB-G RAM G mein bhi social audit jaari hai, par uski frequency yahan confirm nahi, isliye rajya ke adhisoochit niyam dekhein; saare record pehle se uplabdh karayein aur mili kamiyon par karyavahi karein.",
        "Jal Jeevan Mission ki Paani Samiti (VWSC) mein kam se kam aadhi sadasya mahilayein hon aur gaon ki 5 mahilayein Field Test Kit se paani jaanchna seekhein; Swachh Bharat Mission (Gramin) mein ODF status banaye rakhein aur geele-sookhe kachre ka alag sangrah, sokhta gaddhe aur plastic prabandhan karke gaon ko ODF Plus banayein.",
        "Ration dukaan (PDS) par nazar rakhein: Rashtriya Khadya Suraksha Adhiniyam 2013 ki dhara 29 ke tahat rajya, zila, block aur ration dukaan (FPS) level par vigilance (satarkata) samiti banti hai, jo dekhti hai ki labhukon ko poora anaaj, sahi daam par aur samay par mile — dealer ka stock aur vitaran register jaanchein; gadbadi ki shikayat District Grievance Redressal Officer (dhara 15) ya rajya ke khadya vibhag ke portal par karein.",
      ],
    },
  },
  {
    id: 3,
    emoji: "💰",
    color: "yellow",
    title: { hindi: "पैसा और हिसाब-किताब", hinglish: "Paisa aur hisaab-kitaab" },
    description: {
      hindi: "वित्त आयोग का अनुदान, स्वीकृति और ख़रीद, कर-शुल्क, ऑनलाइन भुगतान, रोकड़ बही और ऑडिट",
      hinglish: "Finance Commission grant, sweekriti aur kharid, tax-shulk, online payment, cash book aur audit",
    },
    content: {
      hindi: [
        "16वाँ वित्त आयोग (रिपोर्ट 1 फ़रवरी 2026 को संसद में रखी गई) 2026-27 से 2030-31 तक देश की ग्रामीण पंचायतों को लगभग ₹4.35 लाख करोड़ देता है — लगभग ₹3.48 लाख करोड़ मूल (बेसिक) अनुदान, लगभग ₹43,524 करोड़ पंचायतों का परफ़ॉर्मेंस (निष्पादन) अनुदान और लगभग ₹43,524 करोड़ राज्यों का परफ़ॉर्मेंस अनुदान; मूल अनुदान 15वें आयोग का ‘खुला’ अनुदान नहीं है, उसमें भी बँधे हिस्से हो सकते हैं। उसकी शर्तों की तैयारी अभी से करें — पिछले वर्षों के खाते eGramSwaraj पर बंद हों और AuditOnline पर ऑडिट पूरा हो (ऑडिट आपत्तियों का जवाब तय समय में), अपनी आय का रिकॉर्ड हो, हर ख़र्च GPDP के काम पर हो और भुगतान ऑनलाइन; शर्तें पूरी न होने पर किस्त रुक सकती है। अपने राज्य और पंचायत की राशि व किस्तें यहाँ पुष्ट नहीं — राज्य के पंचायती राज विभाग के आदेश से पक्की करें। पिछली अवधि (15वाँ वित्त आयोग, 2021-26) के नियम — 60% बँधा अनुदान, आधा पेयजल और आधा स्वच्छता, और 40% खुला — अब सिर्फ़ उस अवधि के बचे पैसे पर लागू हैं।",
        "हर ख़र्च तीन क़दमों से गुज़रे: काम ग्राम सभा से पास GPDP में हो, फिर पंचायत की बैठक के प्रस्ताव से प्रशासनिक स्वीकृति और अभियंता से प्राक्कलन की तकनीकी स्वीकृति मिले, तब ख़रीद और भुगतान हो। ग्राम पंचायत, पंचायत समिति और ज़िला परिषद कितनी राशि तक ख़ुद स्वीकृति दे सकती हैं, यह बिहार, झारखंड, हरियाणा, उत्तर प्रदेश, मध्य प्रदेश और राजस्थान के अपने-अपने नियम और आदेश तय करते हैं — कोई राशि याद से न मानें, BDO (हरियाणा में BDPO) या ज़िला पंचायत राज कार्यालय से अपने राज्य का ताज़ा आदेश लें।",
        "ख़रीद राज्य के नियम से करें, जो आम तौर पर सामान्य वित्तीय नियमावली, 2017 के ढाँचे पर चलते हैं: बहुत छोटी राशि बिना कोटेशन, उससे ऊपर तीन सदस्यों की क्रय समिति बाज़ार दर जाँचकर, और उससे ऊपर राज्य के ई-प्रोक्योरमेंट पोर्टल पर निविदा; पंचायत के लिए जेम कब ज़रूरी है, यह राज्य का आदेश बताता है। बड़ी ख़रीद को टुकड़ों में न बाँटें, और हर ख़रीद की फ़ाइल रखें — प्रस्ताव, स्वीकृति, कोटेशन या निविदा, आपूर्ति आदेश, बिल और भंडार पंजी की प्रविष्टि।",
        "भुगतान eGramSwaraj–PFMS इंटरफ़ेस (eGSPI) से सीधे वेंडर या लाभार्थी के खाते में करें — आम तौर पर सचिव भुगतान तैयार करते हैं (मेकर) और मुखिया या सरपंच डिजिटल हस्ताक्षर से मंज़ूरी देते हैं (चेकर)।",
        "रोकड़ बही (कैश बुक) रोज़ लिखें और हर महीने बैंक पासबुक से मिलान करें; बिल और वाउचर के बिना कोई भुगतान न करें।",
        "पंचायत वही कर और शुल्क ले सकती है जिनकी अनुमति राज्य का अधिनियम देता है (संविधान का अनुच्छेद 243H) — जैसे मकान या ज़मीन पर कर (जहाँ लागू हो), हाट-बाज़ार और मेले का शुल्क, पानी-रोशनी-सफ़ाई की फ़ीस, तालाब या दुकान का किराया; हर वसूली की रसीद दें। बिहार में बिहार पंचायत राज अधिनियम, 2006 और उसके नियम कर और दरें बताते हैं; झारखंड में झारखंड पंचायत राज अधिनियम, 2001, और अनुसूचित क्षेत्रों में पेसा नियमावली (2 जनवरी 2026 से) ग्राम सभा को हाट-बाज़ार और लघु वनोपज पर अधिकार देती है; हरियाणा में शामलात ज़मीन का नीलामी से पट्टा (पंजाब विलेज कॉमन लैंड्स (रेगुलेशन) एक्ट, 1961 और उसके 1964 के नियमों के तहत) कई पंचायतों की बड़ी आय है; उत्तर प्रदेश (1947), मध्य प्रदेश (1993) और राजस्थान (1994) में उनके पंचायत राज अधिनियम कर और दरें बताते हैं। वसूली eGramSwaraj में दर्ज करें — 16वें वित्त आयोग के प्रदर्शन अनुदान में अपनी आय गिनी जाती है।",
        "हर काम का उपयोगिता प्रमाण पत्र (UC) और पूरा होने का प्रमाण रखें; वित्त आयोग से बनी परिसंपत्तियों की काम से पहले, दौरान और बाद की जियो-टैग फ़ोटो mActionSoft से अपलोड करें।",
      ],
      hinglish: [
        "16th Finance Commission (report 1 February 2026 ko Sansad mein rakhi gayi) 2026-27 se 2030-31 tak desh ki gramin panchayaton ko lagbhag ₹4.35 lakh crore deta hai — lagbhag ₹3.48 lakh crore basic grant, lagbhag ₹43,524 crore panchayaton ka performance grant aur lagbhag ₹43,524 crore rajyon ka performance grant; basic grant 15th Commission ka 'untied' grant nahi hai, usmein bhi tied hisse ho sakte hain. Uski sharton ki taiyaari abhi se karein — pichhle saalon ke khate eGramSwaraj par band hon aur AuditOnline par audit poora ho (audit objections ka jawab tay samay mein), apni aay ka record ho, har kharch GPDP ke kaam par ho aur payment online; shartein poori na hone par kist ruk sakti hai. Apne rajya aur panchayat ki rashi va kistein yahan confirm nahi — rajya ke Panchayati Raj Vibhag ke aadesh se pakka karein. Pichhli avadhi (15th Finance Commission, 2021-26) ke niyam — 60% tied grant, aadha peyjal aur aadha swachhata, aur 40% untied — ab sirf us avadhi ke bache paise par lagu hain.",
        "Har kharch teen kadmon se guzre: kaam Gram Sabha se paas GPDP mein ho, phir panchayat ki baithak ke prastav se prashasnik sweekriti aur engineer se estimate (prakkalan) ki takneeki sweekriti mile, tab kharid aur payment ho. Gram Panchayat, Panchayat Samiti aur Zila Parishad kitni rashi tak khud sweekriti de sakti hain, yeh Bihar, Jharkhand, Haryana, Uttar Pradesh, Madhya Pradesh aur Rajasthan ke apne-apne niyam aur aadesh tay karte hain — koi rashi yaad se na maanein, BDO (Haryana mein BDPO) ya zila panchayat raj office se apne rajya ka taaza aadesh lein.",
        "Kharid rajya ke niyam se karein, jo aam taur par General Financial Rules 2017 ke dhanche par chalte hain: bahut chhoti rashi bina quotation, usse upar teen sadasyon ki kharid samiti (purchase committee) bazaar dar jaanchkar, aur usse upar rajya ke e-procurement portal par tender; panchayat ke liye GeM kab zaroori hai, yeh rajya ka aadesh batata hai. Badi kharid ko tukdon mein na baantein, aur har kharid ki file rakhein — prastav, sweekriti, quotation ya tender, supply order, bill aur stock register ki entry.",
        "Payment eGramSwaraj–PFMS interface (eGSPI) se seedhe vendor ya labharthi ke khate mein karein — aam taur par secretary payment taiyaar karte hain (maker) aur Mukhiya ya Sarpanch digital signature se manzoori dete hain (checker).",
        "Rokad bahi (cash book) roz likhein aur har mahine bank passbook se milan karein; bill aur voucher ke bina koi payment na karein.",
        "Panchayat wahi tax aur shulk le sakti hai jinki anumati rajya ka Act deta hai (Samvidhan ka Anuchchhed 243H) — jaise makaan ya zameen par tax (jahan lagu ho), haat-bazaar aur mele ka shulk, paani-roshni-safai ki fees, talab ya dukaan ka kiraya; har vasooli ki raseed dein. Bihar mein Bihar Panchayat Raj Adhiniyam 2006 aur uske niyam tax aur darein batate hain; Jharkhand mein Jharkhand Panchayat Raj Adhiniyam 2001, aur anusuchit kshetron mein PESA niyamavali (2 January 2026 se) Gram Sabha ko haat-bazaar aur laghu vanopaj par adhikar deti hai; Haryana mein shamlat zameen ka neelami se patta (Punjab Village Common Lands (Regulation) Act 1961 aur uske 1964 ke niyamon ke tahat) kai panchayaton ki badi aay hai; Uttar Pradesh (1947), Madhya Pradesh (1993) aur Rajasthan (1994) mein unke Panchayat Raj Act tax aur darein batate hain. Vasooli eGramSwaraj mein darj karein — 16th Finance Commission ke performance grant mein apni aay gini jaati hai.",
        "Har kaam ka Utilisation Certificate (UC) aur poora hone ka saboot rakhein; Finance Commission se bani sampattiyon ki kaam se pehle, dauran aur baad ki geo-tagged photo mActionSoft se upload karein.",
      ],
    },
  },
  {
    id: 4,
    emoji: "🤝",
    color: "purple",
    title: { hindi: "लोगों से संबंध", hinglish: "Logon se sambandh" },
    description: {
      hindi: "जन-भागीदारी, शिकायत कहाँ ले जाएँ, RTI, आपदा राहत और पारदर्शिता",
      hinglish: "Jan-bhagidari, shikayat kahan le jaayein, RTI, aapda rahat aur transparency",
    },
    content: {
      hindi: [
        "ग्राम सभा से पहले महिला सभा और वार्ड सभा कराएँ, ताकि महिलाएँ और दूर के टोलों के लोग भी खुलकर अपनी बात रख सकें; स्वयं सहायता समूह की दीदियों, युवाओं, शिक्षकों, आशा और आंगनबाड़ी कार्यकर्ताओं को योजना बनाने और कामों की निगरानी में साथ लें।",
        "शिकायत रजिस्टर में हर शिकायत, की गई कार्रवाई और जवाब लिखें। जो बात पंचायत में हल न हो, उसे लिखित आवेदन और तारीख़ वाली रसीद के साथ आगे ले जाएँ, और तय समय में जवाब न मिले तभी अगले स्तर पर: बिहार में प्रखंड के BDO और प्रखंड पंचायत राज पदाधिकारी, फिर ज़िले के DPRO, DDC और ज़िलाधिकारी, या लोक शिकायत निवारण पदाधिकारी; झारखंड में BDO (ज़मीन और आपदा के मामलों में अंचल अधिकारी), फिर ज़िला पंचायत राज पदाधिकारी, DDC और उपायुक्त; हरियाणा में BDPO, फिर DDPO, ADC और उपायुक्त (DC); उत्तर प्रदेश में ADO (पंचायत) और BDO, फिर DPRO, CDO और ज़िलाधिकारी; मध्य प्रदेश में जनपद पंचायत के CEO, फिर ज़िला पंचायत के CEO और कलेक्टर; राजस्थान में विकास अधिकारी (BDO), फिर ज़िला परिषद के CEO और ज़िला कलेक्टर। केंद्र के किसी विभाग की शिकायत CPGRAMS (pgportal.gov.in) पर करें।",
        "RTI आवेदन का जवाब लोक सूचना अधिकारी को 30 दिन में देना होता है (जीवन या स्वतंत्रता से जुड़े मामले में 48 घंटे); पंचायत की जानकारी पहले से सार्वजनिक रखें तो RTI आवेदन अपने-आप कम होते हैं।",
        "आय-व्यय, लाभार्थी सूची और चल रहे कामों की लागत नोटिस बोर्ड, दीवार लेखन और मेरी पंचायत ऐप पर खुले में रखें।",
        "आपदा में राहत की ज़िम्मेदारी ज़िला आपदा प्रबंधन प्राधिकरण की है (बिहार और उत्तर प्रदेश में ज़िलाधिकारी, झारखंड और हरियाणा में उपायुक्त, मध्य प्रदेश और राजस्थान में कलेक्टर), और राहत की दरें राज्य आपदा प्रतिक्रिया कोष (SDRF) के मानकों से तय होती हैं। पंचायत तुरंत नुक़सान — मकान, फ़सल, पशु, जान — की सूची बनाकर अंचल या प्रखंड (हरियाणा में तहसील या BDPO) को भेजे, राहत शिविर और पीने के पानी में मदद करे, और राहत पाने वाले लाभुकों की सूची ग्राम सभा में पढ़कर सुनाए।",
        "गाँव के छोटे विवादों में सभी पक्षों को सुनें और निष्पक्ष रहें; जहाँ क़ानूनी व्यवस्था है (जैसे बिहार की ग्राम कचहरी), मामला वहाँ भेजें।",
        "SC/ST, दिव्यांग, बुज़ुर्ग और विधवा परिवारों तक ख़ुद पहुँचें, ताकि कोई पात्र व्यक्ति पेंशन, राशन या आवास से न छूटे।",
      ],
      hinglish: [
        "Gram Sabha se pehle Mahila Sabha aur Ward Sabha karayein, taaki mahilayein aur door ke tolon ke log bhi khulkar apni baat rakh sakein; SHG ki didiyon, yuvaon, teachers, ASHA aur Anganwadi workers ko yojana banane aur kaamon ki nigrani mein saath lein.",
        "Shikayat register mein har shikayat, ki gayi karyavahi aur jawab likhein. Jo baat panchayat mein hal na ho, use likhit aavedan aur date wali raseed ke saath aage le jaayein, aur tay samay mein jawab na mile tabhi agle level par: Bihar mein prakhand ke BDO aur Prakhand Panchayat Raj Padadhikari, phir zile ke DPRO, DDC aur DM, ya Lok Shikayat Nivaran Padadhikari; Jharkhand mein BDO (zameen aur aapda ke maamlon mein Anchal Adhikari), phir Zila Panchayat Raj Padadhikari, DDC aur Upayukt (DC); Haryana mein BDPO, phir DDPO, ADC aur DC; Uttar Pradesh mein ADO (Panchayat) aur BDO, phir DPRO, CDO aur DM; Madhya Pradesh mein Janpad Panchayat ke CEO, phir Zila Panchayat ke CEO aur Collector; Rajasthan mein Vikas Adhikari (BDO), phir Zila Parishad ke CEO aur Zila Collector. Kendra ke kisi vibhag ki shikayat CPGRAMS (pgportal.gov.in) par karein.",
        "RTI aavedan ka jawab Public Information Officer ko 30 din mein dena hota hai (jeevan ya swatantrata se jude maamle mein 48 ghante); panchayat ki jaankari pehle se public rakhein to RTI aavedan apne-aap kam hote hain.",
        "Aay-vyay, labharthi suchi aur chal rahe kaamon ki laagat notice board, deewar lekhan aur Meri Panchayat app par khule mein rakhein.",
        "Aapda mein rahat ki zimmedari District Disaster Management Authority ki hai (Bihar aur Uttar Pradesh mein DM, Jharkhand aur Haryana mein Upayukt/DC, Madhya Pradesh aur Rajasthan mein Collector), aur rahat ki darein State Disaster Response Fund (SDRF) ke maankon se tay hoti hain. Panchayat turant nuksaan — makaan, fasal, pashu, jaan — ki suchi banakar anchal ya prakhand (Haryana mein tehsil ya BDPO) ko bheje, rahat shivir aur peene ke paani mein madad kare, aur rahat paane wale labhukon ki suchi Gram Sabha mein padhkar sunaye.",
        "Gaon ke chhote vivadon mein sabhi pakshon ko sunein aur nishpaksh rahein; jahan kanooni vyavastha hai (jaise Bihar ki Gram Kachahri), maamla wahan bhejein.",
        "SC/ST, divyang, buzurg aur vidhwa parivaron tak khud pahunchein, taaki koi paatra vyakti pension, ration ya awas se na chhoote.",
      ],
    },
  },
  {
    id: 5,
    emoji: "📁",
    color: "indigo",
    title: { hindi: "काग़ज़ात और रिकॉर्ड", hinglish: "Kagzaat aur record" },
    description: {
      hindi: "ज़रूरी रजिस्टर, प्रस्ताव और दस्तावेज़ सही ढंग से रखना",
      hinglish: "Zaroori register, prastav aur dastavez sahi dhang se rakhna",
    },
    content: {
      hindi: [
        "ग्राम सभा और पंचायत बैठकों का कार्यवाही रजिस्टर — तारीख़, उपस्थिति, कोरम, हर प्रस्ताव और हस्ताक्षर के साथ।",
        "रोकड़ बही, रसीद बुक, बैंक पासबुक और भुगतान वाउचर की फ़ाइल — पंचायत के हर लेन-देन का सबूत यही हैं।",
        "परिसंपत्ति रजिस्टर में भवन, सड़क, हैंडपंप, ज़मीन जैसी पंचायत की हर संपत्ति का ब्योरा, और स्टॉक रजिस्टर में ख़रीदे गए सामान का हिसाब रखें।",
        "कार्य रजिस्टर और मापी पुस्तिका (MB) — हर काम की स्वीकृति, अनुमानित लागत, माप और भुगतान का रिकॉर्ड।",
        "रोज़गार गारंटी के रिकॉर्ड — जॉब कार्ड रजिस्टर, काम की माँग के आवेदन, मस्टर रोल और सामाजिक अंकेक्षण की रिपोर्ट।",
        "जन्म-मृत्यु रजिस्टर, परिवार रजिस्टर और योजनाओं की लाभार्थी सूचियाँ अद्यतन रखें — प्रमाण पत्र और पात्रता इन्हीं से तय होते हैं।",
        "ज़रूरी काग़ज़ों की स्कैन कॉपी रखें और मूल रिकॉर्ड नियम में तय अवधि तक सुरक्षित अलमारी में रखें; कार्यकाल पूरा होने पर सारे रिकॉर्ड सूची बनाकर हस्तांतरित करें।",
      ],
      hinglish: [
        "Gram Sabha aur panchayat baithakon ka karyavahi register — date, attendance, quorum, har prastav aur signature ke saath.",
        "Rokad bahi (cash book), raseed book, bank passbook aur payment voucher ki file — panchayat ke har len-den ka saboot yahi hain.",
        "Asset register mein bhawan, sadak, handpump, zameen jaisi panchayat ki har sampatti ka byora, aur stock register mein khareede gaye saamaan ka hisaab rakhein.",
        "Work register aur Measurement Book (MB) — har kaam ki sweekriti, anumanit laagat, maap aur payment ka record.",
        "Rozgar guarantee ke record — job card register, kaam ki maang ke aavedan, muster roll aur social audit ki report.",
        "Janm-mrityu register, parivar register aur yojanaon ki labharthi suchiyan update rakhein — praman patra aur paatrata inhi se tay hote hain.",
        "Zaroori kaagzon ki scan copy rakhein aur original record niyam mein tay avadhi tak surakshit almari mein rakhein; karyakaal poora hone par saare record suchi banakar handover karein.",
      ],
    },
  },
  {
    id: 6,
    emoji: "💻",
    color: "cyan",
    title: { hindi: "डिजिटल सेवाएँ", hinglish: "Digital sevayein" },
    description: {
      hindi: "ई-ग्रामस्वराज, मेरी पंचायत ऐप, CSC और ऑनलाइन पोर्टल",
      hinglish: "eGramSwaraj, Meri Panchayat app, CSC aur online portal",
    },
    content: {
      hindi: [
        "eGramSwaraj पर पंचायत का प्रोफ़ाइल, GPDP, कामों की प्रगति और लेखा-जोखा दर्ज होता है — लॉगिन और डिजिटल सिग्नेचर सर्टिफ़िकेट (DSC) हमेशा चालू रखें।",
        "भुगतान PFMS से जुड़े eGSPI के ज़रिए ऑनलाइन करें; नक़द लेन-देन से बचें, ताकि हर रुपये का हिसाब अपने-आप दर्ज रहे।",
        "मेरी पंचायत ऐप पर गाँव वाले पंचायत के प्रतिनिधि, योजनाएँ, काम और ख़र्च देख सकते हैं और सुझाव दे सकते हैं — ग्राम सभा में लोगों को इसके बारे में बताएँ।",
        "कॉमन सर्विस सेंटर (CSC) पर प्रमाण पत्र, पेंशन-राशन के आवेदन, बिल भुगतान और बैंकिंग जैसी सेवाएँ मिलती हैं; पंचायत भवन में CSC हो तो उसका पूरा उपयोग कराएँ।",
        "पंचायत खातों का ऑडिट AuditOnline पर और वित्त आयोग से बनी परिसंपत्तियों की जियो-टैग फ़ोटो mActionSoft पर — दोनों काम ऑनलाइन होते हैं।",
        "स्वामित्व योजना का संपत्ति कार्ड और DigiLocker में रखे प्रमाण पत्र बैंक ऋण और सरकारी कामों में काम आते हैं; लोगों को इन्हें सुरक्षित रखना सिखाएँ।",
        "पासवर्ड, OTP और DSC किसी से साझा न करें और इन्हें सिर्फ़ अधिकृत व्यक्ति इस्तेमाल करे; ऑनलाइन धोखाधड़ी होने पर तुरंत 1930 पर फ़ोन करें या cybercrime.gov.in पर शिकायत करें।",
      ],
      hinglish: [
        "eGramSwaraj par panchayat ki profile, GPDP, kaamon ki pragati aur lekha-jokha darj hota hai — login aur Digital Signature Certificate (DSC) hamesha chalu rakhein.",
        "Payment PFMS se jude eGSPI ke zariye online karein; cash len-den se bachein, taaki har rupaye ka hisaab apne-aap darj rahe.",
        "Meri Panchayat app par gaon wale panchayat ke pratinidhi, yojanayein, kaam aur kharch dekh sakte hain aur sujhav de sakte hain — Gram Sabha mein logon ko iske baare mein batayein.",
        "Common Service Centre (CSC) par praman patra, pension-ration ke aavedan, bill payment aur banking jaisi sevayein milti hain; panchayat bhawan mein CSC ho to uska poora upyog karayein.",
        "Panchayat khaton ka audit AuditOnline par aur Finance Commission se bani sampattiyon ki geo-tagged photo mActionSoft par — dono kaam online hote hain.",
        "SVAMITVA ka property card aur DigiLocker mein rakhe praman patra bank loan aur sarkari kaamon mein kaam aate hain; logon ko inhe surakshit rakhna sikhayein.",
        "Password, OTP aur DSC kisi se share na karein aur inhe sirf authorised vyakti istemal kare; online fraud hone par turant 1930 par phone karein ya cybercrime.gov.in par shikayat karein.",
      ],
    },
  },
];
