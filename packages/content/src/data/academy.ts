// Sarpanch Academy: six modules in the spec's order, seven learning points per language.
// Where rules differ between states (Gram Sabha count, quorum, committees) the point says so
// instead of giving one state's number as if it applied everywhere. Role words follow the state:
// the head of a Gram Panchayat is the Mukhiya in Bihar and Jharkhand and the Sarpanch in Haryana
// (sources: SOURCES.md at the repo root).
import type { TAcademyModule } from "@sachiv/contracts";

export const academyModules: TAcademyModule[] = [
  {
    id: 1,
    emoji: "🏛️",
    color: "emerald",
    title: { hindi: "मुखिया/सरपंच के मुख्य कर्तव्य", hinglish: "Mukhiya/Sarpanch ke mukhya kartavya" },
    description: {
      hindi: "ग्राम सभा, पंचायत की बैठकें और गाँव की बुनियादी सेवाओं की ज़िम्मेदारी",
      hinglish: "Gram Sabha, panchayat ki baithakein aur gaon ki buniyadi sevaon ki zimmedari",
    },
    content: {
      hindi: [
        "ग्राम सभा की बैठक अपने राज्य के क़ानून के अनुसार समय पर बुलाएँ — बिहार में दो बैठकों के बीच तीन महीने से ज़्यादा अंतर नहीं, हरियाणा में साल की दो तय अवधियों में (न बुलाने पर धारा 11(2) में पद जा सकता है), झारखंड में राज्य के प्रकाशित नियम के अनुसार; तारीख़ और एजेंडा की सूचना पहले से मुनादी, नोटिस बोर्ड और वार्ड सदस्यों के ज़रिए दें।",
        "बैठक तभी शुरू करें जब कोरम (न्यूनतम उपस्थिति) पूरा हो; हर प्रस्ताव, फ़ैसला और उपस्थिति कार्यवाही रजिस्टर में लिखें और उस पर हस्ताक्षर कराएँ।",
        "ग्राम पंचायत की बैठक राज्य के नियम में तय अंतराल पर नियमित करें; सचिव एजेंडा और कार्यवाही तैयार करते हैं, और अध्यक्षता बिहार-झारखंड में मुखिया, हरियाणा में सरपंच करते हैं।",
        "हर साल ग्राम सभा में लोगों की भागीदारी से ग्राम पंचायत विकास योजना (GPDP) बनवाएँ और पास कराएँ; इसमें महिलाओं, SC/ST और कमज़ोर परिवारों की ज़रूरतें ज़रूर शामिल हों।",
        "राज्य क़ानून के अनुसार स्थायी समितियाँ (जैसे योजना-वित्त, शिक्षा, स्वास्थ्य-स्वच्छता, निर्माण कार्य) बनवाएँ और उनकी बैठकें कराएँ — काम बँटने से निगरानी बेहतर होती है।",
        "पेयजल, स्वच्छता, गली-नाली, स्ट्रीट लाइट और पंचायत की संपत्तियों का रखरखाव पंचायत की सीधी ज़िम्मेदारी है; इनकी नियमित जाँच करें और ख़राबी तुरंत ठीक कराएँ।",
        "जन्म-मृत्यु का पंजीकरण समय पर हो और आंगनबाड़ी, स्कूल व स्वास्थ्य उपकेंद्र ठीक से चलें — इस पर नज़र रखें और समस्याएँ प्रखंड (हरियाणा में BDPO) तक पहुँचाएँ।",
      ],
      hinglish: [
        "Gram Sabha ki meeting apne rajya ke kanoon ke hisaab se samay par bulayein — Bihar mein do baithakon ke beech teen mahine se zyada antar nahi, Haryana mein saal ki do tay avadhiyon mein (na bulane par dhara 11(2) mein pad ja sakta hai), Jharkhand mein rajya ke prakashit niyam ke anusaar; date aur agenda ki soochna pehle se munadi, notice board aur ward members ke zariye dein.",
        "Meeting tabhi shuru karein jab quorum (nyuntam upasthiti) poora ho; har prastav, faisla aur attendance karyavahi register mein likhein aur us par signature karayein.",
        "Gram Panchayat ki meeting rajya ke niyam mein tay antaral par niyamit karein; secretary agenda aur karyavahi taiyaar karte hain, aur adhyakshata Bihar-Jharkhand mein Mukhiya, Haryana mein Sarpanch karte hain.",
        "Har saal Gram Sabha mein logon ki bhagidari se Gram Panchayat Development Plan (GPDP) banwayein aur paas karayein; ismein mahilaon, SC/ST aur kamzor parivaron ki zarooratein zaroor shamil hon.",
        "Rajya kanoon ke hisaab se standing committees (jaise planning-finance, shiksha, swasthya-swachhata, nirman karya) banwayein aur unki meetings karayein — kaam bantne se nigrani behtar hoti hai.",
        "Peyjal, swachhata, gali-naali, street light aur panchayat ki sampattiyon ka maintenance panchayat ki seedhi zimmedari hai; inki niyamit jaanch karein aur kharabi turant theek karayein.",
        "Janm-mrityu ka registration samay par ho aur Anganwadi, school va health sub-centre theek se chalein — is par nazar rakhein aur samasyayein prakhand/block (Haryana mein BDPO) tak pahunchayein.",
      ],
    },
  },
  {
    id: 2,
    emoji: "📋",
    color: "blue",
    title: { hindi: "सरकारी योजनाएँ चलाना", hinglish: "Sarkari yojanayen chalana" },
    description: {
      hindi: "सही लाभुक चुनना, कामों की निगरानी और सामाजिक अंकेक्षण",
      hinglish: "Sahi labhuk chunna, kaamon ki nigrani aur social audit",
    },
    content: {
      hindi: [
        "PMAY-G, पेंशन जैसी योजनाओं की लाभार्थी सूची ग्राम सभा में पढ़कर सुनाएँ और खुली चर्चा के बाद ही मंज़ूरी दें — इससे अपात्र नाम जुड़ने की गुंजाइश घटती है।",
        "रोज़गार गारंटी में काम माँगने वाले हर परिवार का आवेदन लें और तारीख़ वाली रसीद दें; विकसित भारत—जी राम जी अधिनियम (VB-G RAM G, अधिसूचित तारीख़ से लागू, बताई गई 1 जुलाई 2026) में हर परिवार को साल में 125 दिन काम की गारंटी है और माँग के 15 दिन के भीतर काम न मिले तो बेरोज़गारी भत्ता; काम ग्राम सभा से मंज़ूर विकसित ग्राम पंचायत योजना से लें।",
        "मज़दूरी और योजनाओं की राशि सीधे बैंक खाते में (DBT) आती है — मस्टर रोल, जॉब कार्ड और भुगतान की स्थिति पोर्टल पर मिलाते रहें और अटके भुगतान की वजह (जैसे आधार-सीडिंग) ठीक कराएँ।",
        "रोज़गार गारंटी के कामों का सामाजिक अंकेक्षण ग्राम सभा में होता है (मनरेगा में हर छह महीने में कम से कम एक बार; नए क़ानून में अधिसूचना के अनुसार); सारे रिकॉर्ड पहले से उपलब्ध कराएँ और मिली कमियों पर कार्रवाई करें।",
        "जल जीवन मिशन के लिए पानी समिति (VWSC) बनाएँ, जिसमें कम से कम आधी सदस्य महिलाएँ हों; गाँव की 5 महिलाओं को फ़ील्ड टेस्ट किट से पानी जाँचने का प्रशिक्षण दिलाएँ।",
        "स्वच्छ भारत मिशन (ग्रामीण) में ODF दर्जा बनाए रखें और गीले-सूखे कचरे का अलग संग्रह, सोख्ता गड्ढे और प्लास्टिक प्रबंधन करके गाँव को ODF प्लस बनाएँ।",
        "हर योजना की पात्रता, राशि और आवेदन का तरीक़ा पंचायत भवन के नोटिस बोर्ड और दीवार लेखन पर लिखवाएँ, ताकि लोगों को बिचौलियों के पास न जाना पड़े।",
      ],
      hinglish: [
        "PMAY-G, pension jaisi yojanaon ki labharthi suchi Gram Sabha mein padhkar sunayein aur khuli charcha ke baad hi manzoori dein — isse apaatra naam judne ki gunjaish ghatti hai.",
        "Rozgar guarantee mein kaam maangne wale har parivar ka aavedan lein aur date wali raseed dein; Viksit Bharat—G RAM G Act (VB-G RAM G, adhisoochit tareekh se lagu, batayi gayi 1 July 2026) mein har parivar ko saal mein 125 din kaam ki guarantee hai aur maang ke 15 din ke andar kaam na mile to berozgari bhatta; kaam Gram Sabha se manzoor Viksit Gram Panchayat Plan se lein.",
        "Mazdoori aur yojanaon ki rashi seedhe bank khate mein (DBT) aati hai — muster roll, job card aur payment status portal par milate rahein aur atke payment ki wajah (jaise Aadhaar seeding) theek karayein.",
        "Rozgar guarantee ke kaamon ka social audit Gram Sabha mein hota hai (MGNREGA mein har chhah mahine mein kam se kam ek baar; naye kanoon mein adhisoochna ke anusaar); saare record pehle se uplabdh karayein aur mili kamiyon par karyavahi karein.",
        "Jal Jeevan Mission ke liye Paani Samiti (VWSC) banayein, jismein kam se kam aadhi sadasya mahilayen hon; gaon ki 5 mahilaon ko Field Test Kit se paani jaanchne ki training dilayein.",
        "Swachh Bharat Mission (Gramin) mein ODF status banaye rakhein aur geele-sookhe kachre ka alag sangrah, sokhta gaddhe aur plastic prabandhan karke gaon ko ODF Plus banayein.",
        "Har yojana ki paatrata, rashi aur aavedan ka tareeka panchayat bhawan ke notice board aur deewar lekhan par likhwayein, taaki logon ko bichauliyon ke paas na jaana pade.",
      ],
    },
  },
  {
    id: 3,
    emoji: "💰",
    color: "yellow",
    title: { hindi: "पैसा और हिसाब-किताब", hinglish: "Paisa aur hisaab-kitaab" },
    description: {
      hindi: "वित्त आयोग का अनुदान, ऑनलाइन भुगतान, रोकड़ बही और ऑडिट",
      hinglish: "Finance Commission grant, online payment, cash book aur audit",
    },
    content: {
      hindi: [
        "16वाँ वित्त आयोग 2026-27 से 2030-31 तक के अनुदान (मूल और प्रदर्शन अनुदान) तय करता है; शर्तें — जैसे ऑडिट हुए खाते ऑनलाइन और अपनी आय का रिकॉर्ड — अधिसूचना के अनुसार। पिछली अवधि (15वाँ वित्त आयोग, 2021-26) में 60% बँधा अनुदान था — आधा पेयजल, आधा स्वच्छता — और 40% खुला।",
        "खुले अनुदान से वेतन या दफ़्तर के स्थापना ख़र्च नहीं चुकाए जा सकते; हर ख़र्च ग्राम सभा से पास GPDP में शामिल काम पर ही करें। काम की प्रशासनिक और तकनीकी स्वीकृति पहले लें, और ख़रीद राज्य के नियम से करें (कोटेशन, क्रय समिति, निविदा या जेम) — बड़ी ख़रीद को टुकड़ों में न बाँटें; किस राशि तक कौन स्वीकृति दे, यह राज्य का ताज़ा आदेश बताता है।",
        "भुगतान eGramSwaraj–PFMS इंटरफ़ेस (eGSPI) से सीधे वेंडर या लाभार्थी के खाते में करें — आम तौर पर सचिव भुगतान तैयार करते हैं (मेकर) और मुखिया या सरपंच डिजिटल हस्ताक्षर से मंज़ूरी देते हैं (चेकर)।",
        "रोकड़ बही (कैश बुक) रोज़ लिखें और हर महीने बैंक पासबुक से मिलान करें; बिल और वाउचर के बिना कोई भुगतान न करें।",
        "पंचायत की अपनी आय — संपत्ति कर, शुल्क, किराया, हाट-बाज़ार — बढ़ाने की योजना बनाएँ; अपनी आय से पंचायत अनुदान पर कम निर्भर रहती है।",
        "साल के अंत में खाते बंद करें और AuditOnline पर ऑडिट कराएँ; ऑडिट आपत्तियों का जवाब और सुधार तय समय में दें।",
        "हर काम का उपयोगिता प्रमाण पत्र (UC) और पूरा होने का प्रमाण रखें; वित्त आयोग से बनी परिसंपत्तियों की काम से पहले, दौरान और बाद की जियो-टैग फ़ोटो mActionSoft से अपलोड करें।",
      ],
      hinglish: [
        "16th Finance Commission 2026-27 se 2030-31 tak ke grant (basic aur performance grant) tay karta hai; shartein — jaise audit hue khate online aur apni aay ka record — adhisoochna ke anusaar. Pichhli avadhi (15th Finance Commission, 2021-26) mein 60% tied grant tha — aadha peyjal, aadha swachhata — aur 40% untied.",
        "Untied grant se salary ya office ke establishment kharch nahi chukaye ja sakte; har kharch Gram Sabha se paas GPDP mein shamil kaam par hi karein. Kaam ki prashasnik aur takneeki sweekriti pehle lein, aur kharid rajya ke niyam se karein (quotation, kharid samiti, tender ya GeM) — badi kharid ko tukdon mein na baantein; kis rashi tak kaun sweekriti de, yeh rajya ka taaza aadesh batata hai.",
        "Payment eGramSwaraj–PFMS interface (eGSPI) se seedhe vendor ya labharthi ke khate mein karein — aam taur par secretary payment taiyaar karte hain (maker) aur Mukhiya ya Sarpanch digital signature se manzoori dete hain (checker).",
        "Rokad bahi (cash book) roz likhein aur har mahine bank passbook se milan karein; bill aur voucher ke bina koi payment na karein.",
        "Panchayat ki apni aay — property tax, shulk, kiraya, haat-bazaar — badhane ki yojana banayein; apni aay se panchayat grant par kam nirbhar rehti hai.",
        "Saal ke ant mein khate band karein aur AuditOnline par audit karayein; audit objections ka jawab aur sudhar tay samay mein dein.",
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
      hindi: "जन-भागीदारी, शिकायत निवारण, RTI और पारदर्शिता",
      hinglish: "Jan-bhagidari, shikayat nivaran, RTI aur transparency",
    },
    content: {
      hindi: [
        "ग्राम सभा से पहले महिला सभा और वार्ड सभा कराएँ, ताकि महिलाएँ और दूर के टोलों के लोग भी खुलकर अपनी बात रख सकें।",
        "शिकायत रजिस्टर रखें — हर शिकायत की तारीख़, की गई कार्रवाई और जवाब लिखें; जो मामला पंचायत स्तर पर हल न हो, उसे प्रखंड (हरियाणा में BDPO) या राज्य के शिकायत पोर्टल पर भेजें।",
        "RTI आवेदन का जवाब लोक सूचना अधिकारी को 30 दिन में देना होता है (जीवन या स्वतंत्रता से जुड़े मामले में 48 घंटे); पंचायत की जानकारी पहले से सार्वजनिक रखें तो RTI आवेदन अपने-आप कम होते हैं।",
        "आय-व्यय, लाभार्थी सूची और चल रहे कामों की लागत नोटिस बोर्ड, दीवार लेखन और मेरी पंचायत ऐप पर खुले में रखें।",
        "स्वयं सहायता समूह की दीदियों, युवाओं, शिक्षकों, आशा और आंगनबाड़ी कार्यकर्ताओं को योजना बनाने और कामों की निगरानी में साथ लें।",
        "गाँव के छोटे विवादों में सभी पक्षों को सुनें और निष्पक्ष रहें; जहाँ क़ानूनी व्यवस्था है (जैसे बिहार की ग्राम कचहरी), मामला वहाँ भेजें।",
        "SC/ST, दिव्यांग, बुज़ुर्ग और विधवा परिवारों तक ख़ुद पहुँचें, ताकि कोई पात्र व्यक्ति पेंशन, राशन या आवास से न छूटे।",
      ],
      hinglish: [
        "Gram Sabha se pehle Mahila Sabha aur Ward Sabha karayein, taaki mahilayen aur door ke tolon ke log bhi khulkar apni baat rakh sakein.",
        "Shikayat register rakhein — har shikayat ki date, ki gayi karyavahi aur jawab likhein; jo maamla panchayat level par hal na ho, use prakhand/block (Haryana mein BDPO) ya rajya ke grievance portal par bhejein.",
        "RTI aavedan ka jawab Public Information Officer ko 30 din mein dena hota hai (jeevan ya swatantrata se jude maamle mein 48 ghante); panchayat ki jaankari pehle se public rakhein to RTI aavedan apne-aap kam hote hain.",
        "Aay-vyay, labharthi suchi aur chal rahe kaamon ki laagat notice board, deewar lekhan aur Meri Panchayat app par khule mein rakhein.",
        "SHG ki didiyon, yuvaon, teachers, ASHA aur Anganwadi workers ko yojana banane aur kaamon ki nigrani mein saath lein.",
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
        "जन्म-मृत्यु रजिस्टर, परिवार रजिस्टर और योजनाओं की लाभार्थी सूचियाँ अद्यतन रखें — प्रमाण पत्र और पात्रता इन्हीं से तय होती है।",
        "ज़रूरी काग़ज़ों की स्कैन कॉपी रखें और मूल रिकॉर्ड नियम में तय अवधि तक सुरक्षित अलमारी में रखें; कार्यकाल पूरा होने पर सारे रिकॉर्ड सूची बनाकर हस्तांतरित करें।",
      ],
      hinglish: [
        "Gram Sabha aur panchayat baithakon ka karyavahi register — date, attendance, quorum, har prastav aur signature ke saath.",
        "Rokad bahi (cash book), raseed book, bank passbook aur payment voucher ki file — panchayat ke har len-den ka saboot yahi hain.",
        "Asset register mein bhawan, sadak, handpump, zameen jaisi panchayat ki har sampatti ka byora, aur stock register mein khareede gaye saamaan ka hisaab rakhein.",
        "Work register aur Measurement Book (MB) — har kaam ki sweekriti, anumanit laagat, maap aur payment ka record.",
        "Rozgar guarantee ke record — job card register, kaam ki maang ke aavedan, muster roll aur social audit ki report.",
        "Janm-mrityu register, parivar register aur yojanaon ki labharthi suchiyan update rakhein — praman patra aur paatrata inhi se tay hoti hai.",
        "Zaroori kaagzon ki scan copy rakhein aur original record niyam mein tay avadhi tak surakshit almari mein rakhein; karyakaal poora hone par saare record suchi banakar handover karein.",
      ],
    },
  },
  {
    id: 6,
    emoji: "💻",
    color: "cyan",
    title: { hindi: "डिजिटल सेवाएँ", hinglish: "Digital sevayen" },
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
        "Meri Panchayat app par gaon wale panchayat ke pratinidhi, yojanayen, kaam aur kharch dekh sakte hain aur sujhav de sakte hain — Gram Sabha mein logon ko iske baare mein batayein.",
        "Common Service Centre (CSC) par praman patra, pension-ration ke aavedan, bill payment aur banking jaisi sevayen milti hain; panchayat bhawan mein CSC ho to uska poora upyog karayein.",
        "Panchayat khaton ka audit AuditOnline par aur Finance Commission se bani sampattiyon ki geo-tagged photo mActionSoft par — dono kaam online hote hain.",
        "SVAMITVA ka property card aur DigiLocker mein rakhe praman patra bank loan aur sarkari kaamon mein kaam aate hain; logon ko inhe surakshit rakhna sikhayein.",
        "Password, OTP aur DSC kisi se share na karein aur inhe sirf authorised vyakti istemal kare; online fraud hone par turant 1930 par phone karein ya cybercrime.gov.in par shikayat karein.",
      ],
    },
  },
];
