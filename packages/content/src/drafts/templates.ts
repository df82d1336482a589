// The paperwork templates (issue 27): Hindi (Devanagari) body for the document, Hinglish for the
// preview. Placeholders: profile {panchayat} {block} {district} {state} {head_title} {head_name}
// {secretary_name} {venue}; state rules {block_officer} {chair_rule} {notice_rule}; derived
// {reply_by} {work_by} {balance}; and each form field by its key. Numbers in the fixed text must be
// stated by the template's citations (drafts content test).
import type { TDraftTemplateId } from "@sachiv/contracts";
import type { TBilingualText } from "../language.ts";
import { COMMON_RULES } from "./rules.ts";
import type { TDraftField, TDraftTemplate } from "./types.ts";

const b = (hindi: string, hinglish: string): TBilingualText => ({ hindi, hinglish });

const HEADER = b(
  "कार्यालय ग्राम पंचायत {panchayat}, प्रखंड {block}, ज़िला {district} ({state})",
  "Karyalaya Gram Panchayat {panchayat}, Prakhand/Block {block}, Zila {district} ({state})",
);
const HEAD_SIGN = b(
  "{head_name}\n{head_title}, ग्राम पंचायत {panchayat}",
  "{head_name}\n{head_title}, Gram Panchayat {panchayat}",
);
const SECRETARY_SIGN = b(
  "{secretary_name}\nपंचायत सचिव, ग्राम पंचायत {panchayat}",
  "{secretary_name}\nPanchayat Sachiv, Gram Panchayat {panchayat}",
);

const f = {
  letterNo: { key: "letter_no", kind: "text", label: b("पत्रांक", "Patrank (letter no.)") },
  issueDate: {
    key: "issue_date",
    kind: "date",
    label: b("जारी करने की तारीख़", "Jaari karne ki tareekh"),
    required: true,
  },
  meetingDate: { key: "meeting_date", kind: "date", label: b("बैठक की तारीख़", "Baithak ki tareekh"), required: true },
  meetingTime: { key: "meeting_time", kind: "time", label: b("बैठक का समय", "Baithak ka samay"), required: true },
  agenda: { key: "agenda", kind: "list", label: b("एजेंडा (बैठक के विषय)", "Agenda (baithak ke vishay)"), required: true },
} as const satisfies Record<string, TDraftField>;

const gramSabhaNotice: TDraftTemplate = {
  id: "gram_sabha_notice",
  version: 1,
  title: b("ग्राम सभा की बैठक की सूचना", "Gram Sabha baithak ki soochna (notice)"),
  description: b("तारीख़, समय, जगह और एजेंडा के साथ नोटिस", "Tareekh, samay, jagah aur agenda ke saath notice"),
  fields: [
    f.letterNo,
    { ...f.issueDate, label: b("सूचना की तारीख़", "Notice ki tareekh") },
    f.meetingDate,
    f.meetingTime,
    f.agenda,
    {
      key: "last_meeting_date",
      kind: "date",
      label: b("पिछली ग्राम सभा की तारीख़", "Pichhli Gram Sabha ki tareekh"),
      states: ["bihar"],
    },
  ],
  body: [
    { kind: "para", text: HEADER, align: "center" },
    {
      kind: "para",
      text: b("पत्रांक: {letter_no}    दिनांक: {issue_date}", "Patrank: {letter_no}    Dinank: {issue_date}"),
    },
    { kind: "title", text: b("ग्राम सभा की बैठक की सूचना", "Gram Sabha ki baithak ki soochna") },
    {
      kind: "para",
      text: b(
        "ग्राम पंचायत {panchayat} के सभी ग्राम सभा सदस्यों (गाँव की मतदाता सूची में दर्ज सभी मतदाताओं) को सूचित किया जाता है कि ग्राम सभा की बैठक दिनांक {meeting_date} को {meeting_time} बजे {venue} में होगी। बैठक में निम्नलिखित विषयों पर चर्चा और निर्णय होंगे:",
        "Gram Panchayat {panchayat} ke sabhi Gram Sabha sadasyon (gaon ki matdata suchi mein darj sabhi matdataon) ko soochit kiya jaata hai ki Gram Sabha ki baithak dinank {meeting_date} ko {meeting_time} baje {venue} mein hogi. Baithak mein neeche likhe vishayon par charcha aur nirnay honge:",
      ),
    },
    { kind: "list", field: "agenda", empty: b("(एजेंडा लिखें)", "(agenda likhein)") },
    {
      kind: "para",
      text: b(
        "{chair_rule}। बैठक तभी होगी जब कोरम (गणपूर्ति) पूरा हो; कोरम न होने पर बैठक स्थगित होगी और नई तारीख़ की सूचना दी जाएगी। सभी सदस्यों से समय पर पहुँचने का अनुरोध है।",
        "{chair_rule}. Baithak tabhi hogi jab quorum (ganpurti) poora ho; quorum na hone par baithak sthagit hogi aur nayi tareekh ki soochna di jayegi. Sabhi sadasyon se samay par pahunchne ka anurodh hai.",
      ),
    },
    {
      kind: "para",
      text: b(
        "यह सूचना नोटिस बोर्ड पर लगाई जाए और मुनादी से गाँव में बताई जाए ({notice_rule})।",
        "Yeh soochna notice board par lagayi jaye aur munadi se gaon mein batayi jaye ({notice_rule}).",
      ),
    },
    { kind: "signature", lines: [HEAD_SIGN] },
    {
      kind: "para",
      text: b(
        "प्रतिलिपि: {block_officer}, प्रखंड {block} — सूचनार्थ।",
        "Pratilipi (copy): {block_officer}, Prakhand/Block {block} — soochnarth.",
      ),
    },
  ],
  cites: [],
};

const meetingMinutes: TDraftTemplate = {
  id: "meeting_minutes",
  version: 1,
  title: b("बैठक की कार्यवाही (कार्यवृत्त)", "Baithak ki karyavahi (minutes)"),
  description: b("ग्राम सभा या ग्राम पंचायत की बैठक का कार्यवृत्त", "Gram Sabha ya Gram Panchayat baithak ke minutes"),
  fields: [
    {
      key: "body_name",
      kind: "text",
      label: b("किसकी बैठक (ग्राम सभा / ग्राम पंचायत)", "Kiski baithak (Gram Sabha / Gram Panchayat)"),
      required: true,
    },
    f.meetingDate,
    f.meetingTime,
    { key: "chair_name", kind: "text", label: b("अध्यक्षता करने वाले", "Adhyakshata karne wale"), required: true },
    {
      key: "present_count",
      kind: "number",
      label: b("उपस्थित सदस्यों की संख्या", "Upasthit sadasyon ki sankhya"),
      required: true,
    },
    { key: "quorum_met", kind: "check", label: b("कोरम पूरा था", "Quorum poora tha") },
    f.agenda,
    { key: "decisions", kind: "longtext", label: b("लिए गए निर्णय", "Liye gaye nirnay"), required: true },
  ],
  body: [
    { kind: "para", text: HEADER, align: "center" },
    { kind: "title", text: b("{body_name} की बैठक की कार्यवाही", "{body_name} ki baithak ki karyavahi") },
    {
      kind: "para",
      text: b(
        "आज दिनांक {meeting_date} को {meeting_time} बजे {venue} में {body_name} की बैठक {chair_name} की अध्यक्षता में हुई। बैठक में {present_count} सदस्य उपस्थित थे; उपस्थिति रजिस्टर में हस्ताक्षर लिए गए।",
        "Aaj dinank {meeting_date} ko {meeting_time} baje {venue} mein {body_name} ki baithak {chair_name} ki adhyakshata mein hui. Baithak mein {present_count} sadasya upasthit the; attendance register mein hastakshar liye gaye.",
      ),
    },
    {
      kind: "para",
      when: "quorum_met",
      text: b(
        "कोरम (गणपूर्ति) पूरा होने पर बैठक की कार्यवाही शुरू हुई।",
        "Quorum (ganpurti) poora hone par baithak ki karyavahi shuru hui.",
      ),
    },
    { kind: "para", text: b("बैठक के विषय:", "Baithak ke vishay:") },
    { kind: "list", field: "agenda", empty: b("(विषय लिखें)", "(vishay likhein)") },
    {
      kind: "para",
      text: b("चर्चा के बाद लिए गए निर्णय:\n{decisions}", "Charcha ke baad liye gaye nirnay:\n{decisions}"),
    },
    { kind: "para", text: b("धन्यवाद ज्ञापन के साथ बैठक समाप्त हुई।", "Dhanyavaad gyapan ke saath baithak samaapt hui.") },
    { kind: "signature", lines: [SECRETARY_SIGN, b("{chair_name}\nअध्यक्ष", "{chair_name}\nAdhyaksh")] },
  ],
  cites: [],
};

const resolution: TDraftTemplate = {
  id: "resolution",
  version: 1,
  title: b("प्रस्ताव (संकल्प)", "Prastav (resolution)"),
  description: b("बैठक में पारित प्रस्ताव का पत्र", "Baithak mein paarit prastav ka patra"),
  fields: [
    { key: "resolution_no", kind: "text", label: b("प्रस्ताव संख्या", "Prastav sankhya") },
    f.meetingDate,
    {
      key: "body_name",
      kind: "text",
      label: b("किसकी बैठक (ग्राम सभा / ग्राम पंचायत)", "Kiski baithak (Gram Sabha / Gram Panchayat)"),
      required: true,
    },
    { key: "subject", kind: "text", label: b("विषय", "Vishay"), required: true },
    { key: "resolution_text", kind: "longtext", label: b("प्रस्ताव का पाठ", "Prastav ka paath"), required: true },
    { key: "proposer", kind: "text", label: b("प्रस्तावक", "Prastavak"), required: true },
    { key: "seconder", kind: "text", label: b("समर्थक", "Samarthak"), required: true },
    { key: "unanimous", kind: "check", label: b("सर्वसम्मति से पारित", "Sarvasammati se paarit") },
  ],
  body: [
    { kind: "para", text: HEADER, align: "center" },
    { kind: "title", text: b("प्रस्ताव संख्या {resolution_no}", "Prastav sankhya {resolution_no}") },
    { kind: "para", text: b("विषय: {subject}", "Vishay: {subject}") },
    {
      kind: "para",
      text: b(
        "दिनांक {meeting_date} को {venue} में हुई {body_name} की बैठक में {proposer} ने निम्न प्रस्ताव रखा और {seconder} ने उसका समर्थन किया:",
        "Dinank {meeting_date} ko {venue} mein hui {body_name} ki baithak mein {proposer} ne neeche likha prastav rakha aur {seconder} ne uska samarthan kiya:",
      ),
    },
    { kind: "para", text: b("{resolution_text}", "{resolution_text}") },
    {
      kind: "para",
      when: "unanimous",
      text: b("यह प्रस्ताव सर्वसम्मति से पारित हुआ।", "Yeh prastav sarvasammati se paarit hua."),
    },
    { kind: "signature", lines: [SECRETARY_SIGN, HEAD_SIGN] },
  ],
  cites: [],
};

const workDemandReceipt: TDraftTemplate = {
  id: "work_demand_receipt",
  version: 1,
  title: b("काम की माँग की रसीद (VB-G RAM G)", "Kaam ki maang ki raseed (VB-G RAM G)"),
  description: b("लिखित माँग की तारीख़ वाली रसीद", "Likhit maang ki tareekh wali raseed"),
  fields: [
    { key: "receipt_no", kind: "text", label: b("रसीद संख्या", "Raseed sankhya") },
    { key: "applicant_name", kind: "text", label: b("आवेदक का नाम", "Aavedak ka naam"), required: true },
    { key: "job_card_no", kind: "text", label: b("जॉब कार्ड संख्या", "Job card sankhya") },
    { key: "demand_date", kind: "date", label: b("माँग की तारीख़", "Maang ki tareekh"), required: true },
    {
      key: "days_demanded",
      kind: "number",
      label: b("कितने दिन का काम माँगा", "Kitne din ka kaam maanga"),
      required: true,
    },
  ],
  body: [
    { kind: "para", text: HEADER, align: "center" },
    { kind: "title", text: b("काम की माँग की रसीद", "Kaam ki maang ki raseed") },
    { kind: "para", text: b("रसीद संख्या: {receipt_no}", "Raseed sankhya: {receipt_no}") },
    {
      kind: "para",
      text: b(
        "प्रमाणित किया जाता है कि श्री/श्रीमती {applicant_name} (जॉब कार्ड संख्या {job_card_no}) ने दिनांक {demand_date} को VB-G RAM G के तहत {days_demanded} दिन के काम की लिखित माँग ग्राम पंचायत {panchayat} में दी है।",
        "Pramanit kiya jaata hai ki Shri/Shrimati {applicant_name} (job card sankhya {job_card_no}) ne dinank {demand_date} ko VB-G RAM G ke tahat {days_demanded} din ke kaam ki likhit maang Gram Panchayat {panchayat} mein di hai.",
      ),
    },
    {
      kind: "para",
      text: b(
        "माँग के 15 दिन के भीतर, यानी दिनांक {work_by} तक, काम दिया जाना है; 15 दिन की गिनती इसी रसीद की तारीख़ से होती है। काम न मिले तो बेरोज़गारी भत्ता अधिसूचना के अनुसार।",
        "Maang ke 15 din ke bheetar, yaani dinank {work_by} tak, kaam diya jaana hai; 15 din ki ginti isi raseed ki tareekh se hoti hai. Kaam na mile to berozgari bhatta adhisoochna ke anusaar.",
      ),
    },
    { kind: "signature", lines: [SECRETARY_SIGN] },
  ],
  cites: [COMMON_RULES.workWithinDays.cite, COMMON_RULES.workReceipt.cite, COMMON_RULES.workAct.cite],
};

const rtiReply: TDraftTemplate = {
  id: "rti_reply",
  version: 1,
  title: b("RTI आवेदन का जवाब", "RTI aavedan ka jawab"),
  description: b(
    "30 दिन के भीतर, शुल्क और प्रथम अपील की जानकारी के साथ",
    "30 din ke bheetar, shulk aur pratham appeal ki jaankari ke saath",
  ),
  fields: [
    f.letterNo,
    { key: "applicant_name", kind: "text", label: b("आवेदक का नाम", "Aavedak ka naam"), required: true },
    { key: "applicant_address", kind: "text", label: b("आवेदक का पता", "Aavedak ka pata") },
    {
      key: "application_date",
      kind: "date",
      label: b("आवेदन मिलने की तारीख़", "Aavedan milne ki tareekh"),
      required: true,
    },
    { key: "reply_date", kind: "date", label: b("जवाब की तारीख़", "Jawab ki tareekh"), required: true },
    { key: "information", kind: "longtext", label: b("दी जा रही जानकारी", "Di ja rahi jaankari"), required: true },
    {
      key: "fee",
      kind: "text",
      label: b("शुल्क (राज्य के RTI नियम से)", "Shulk (rajya ke RTI niyam se)"),
      hint: b("BPL आवेदक से शुल्क नहीं", "BPL aavedak se shulk nahi"),
    },
    {
      key: "appellate_officer",
      kind: "text",
      label: b("प्रथम अपीलीय अधिकारी (नाम, पद)", "Pratham appellate adhikari (naam, pad)"),
      required: true,
    },
  ],
  body: [
    { kind: "para", text: HEADER, align: "center" },
    {
      kind: "para",
      text: b("पत्रांक: {letter_no}    दिनांक: {reply_date}", "Patrank: {letter_no}    Dinank: {reply_date}"),
    },
    {
      kind: "para",
      text: b("सेवा में,\n{applicant_name}\n{applicant_address}", "Seva mein,\n{applicant_name}\n{applicant_address}"),
    },
    {
      kind: "title",
      text: b(
        "विषय: सूचना का अधिकार अधिनियम, 2005 के तहत आवेदन का जवाब",
        "Vishay: Soochna ka Adhikar Adhiniyam 2005 ke tahat aavedan ka jawab",
      ),
    },
    {
      kind: "para",
      text: b(
        "आपका आवेदन दिनांक {application_date} को प्राप्त हुआ। अधिनियम के अनुसार जवाब 30 दिन के भीतर, यानी दिनांक {reply_by} तक, देना है। माँगी गई जानकारी इस प्रकार है:",
        "Aapka aavedan dinank {application_date} ko prapt hua. Adhiniyam ke anusaar jawab 30 din ke bheetar, yaani dinank {reply_by} tak, dena hai. Maangi gayi jaankari is prakaar hai:",
      ),
    },
    { kind: "para", text: b("{information}", "{information}") },
    {
      kind: "para",
      text: b(
        "शुल्क: {fee} (राज्य के RTI नियम के अनुसार; गरीबी रेखा से नीचे (BPL) के आवेदक से शुल्क नहीं लिया जाता)।",
        "Shulk: {fee} (rajya ke RTI niyam ke anusaar; BPL aavedak se shulk nahi liya jaata).",
      ),
    },
    {
      kind: "para",
      text: b(
        "इस जवाब से संतोष न हो तो आप 30 दिन के भीतर पहली अपील प्रथम अपीलीय अधिकारी {appellate_officer} को दे सकते हैं।",
        "Is jawab se santosh na ho to aap 30 din ke bheetar pehli appeal pratham appellate adhikari {appellate_officer} ko de sakte hain.",
      ),
    },
    {
      kind: "signature",
      lines: [
        b(
          "{secretary_name}\nलोक सूचना अधिकारी, ग्राम पंचायत {panchayat}",
          "{secretary_name}\nLok Soochna Adhikari (PIO), Gram Panchayat {panchayat}",
        ),
      ],
    },
  ],
  cites: [
    COMMON_RULES.rtiReplyDays.cite,
    COMMON_RULES.rtiFirstAppeal.cite,
    COMMON_RULES.rtiFee.cite,
    COMMON_RULES.rtiBpl.cite,
    COMMON_RULES.rtiAct.cite,
  ],
};

const utilisationCertificate: TDraftTemplate = {
  id: "utilisation_certificate",
  version: 1,
  title: b("उपयोगिता प्रमाण पत्र (वित्त आयोग अनुदान)", "Utilisation Certificate (Finance Commission grant)"),
  description: b("मिली राशि, ख़र्च और शेष के साथ", "Mili rashi, kharch aur shesh ke saath"),
  fields: [
    {
      key: "grant_name",
      kind: "text",
      label: b("अनुदान (जैसे: वित्त आयोग, बँधा/खुला)", "Anudan (jaise: Finance Commission, tied/untied)"),
      required: true,
    },
    { key: "financial_year", kind: "text", label: b("वित्त वर्ष", "Vitt varsh (financial year)"), required: true },
    { key: "amount_received", kind: "number", label: b("मिली राशि (₹)", "Mili rashi (₹)"), required: true },
    { key: "amount_spent", kind: "number", label: b("ख़र्च राशि (₹)", "Kharch rashi (₹)"), required: true },
    { key: "works", kind: "list", label: b("किए गए काम", "Kiye gaye kaam"), required: true },
    f.issueDate,
  ],
  body: [
    { kind: "para", text: HEADER, align: "center" },
    { kind: "title", text: b("उपयोगिता प्रमाण पत्र", "Upyogita Praman Patra (Utilisation Certificate)") },
    {
      kind: "para",
      text: b(
        "प्रमाणित किया जाता है कि वित्त वर्ष {financial_year} में ग्राम पंचायत {panchayat} को {grant_name} के अंतर्गत ₹{amount_received} की राशि मिली, जिसमें से ₹{amount_spent} ग्राम सभा से पास ग्राम पंचायत विकास योजना (GPDP) के नीचे लिखे कामों पर ख़र्च हुए। शेष राशि: ₹{balance}।",
        "Pramanit kiya jaata hai ki vitt varsh {financial_year} mein Gram Panchayat {panchayat} ko {grant_name} ke antargat ₹{amount_received} ki rashi mili, jismein se ₹{amount_spent} Gram Sabha se paas GPDP ke neeche likhe kaamon par kharch hue. Shesh rashi: ₹{balance}.",
      ),
    },
    { kind: "list", field: "works", empty: b("(काम लिखें)", "(kaam likhein)") },
    {
      kind: "para",
      text: b(
        "राशि जिस उद्देश्य के लिए मिली थी, उसी पर ख़र्च की गई है; भुगतान eGramSwaraj–PFMS से हुए हैं और उनके वाउचर, माप पुस्तिका और काम की फ़ोटो पंचायत के रिकॉर्ड में हैं।",
        "Rashi jis uddeshya ke liye mili thi, usi par kharch ki gayi hai; payment eGramSwaraj–PFMS se hue hain aur unke voucher, measurement book aur kaam ki photo panchayat ke record mein hain.",
      ),
    },
    { kind: "para", text: b("दिनांक: {issue_date}", "Dinank: {issue_date}") },
    { kind: "signature", lines: [SECRETARY_SIGN, HEAD_SIGN] },
  ],
  cites: [],
};

const letterToBdo: TDraftTemplate = {
  id: "letter_to_bdo",
  version: 1,
  title: b("प्रखंड कार्यालय (BDO/BDPO) को पत्र", "Block office (BDO/BDPO) ko patra"),
  description: b("किसी विषय पर प्रखंड को लिखित पत्र", "Kisi vishay par block ko likhit patra"),
  fields: [
    f.letterNo,
    f.issueDate,
    { key: "subject", kind: "text", label: b("विषय", "Vishay"), required: true },
    { key: "letter_body", kind: "longtext", label: b("पत्र का मुख्य भाग", "Patra ka mukhya bhaag"), required: true },
    { key: "enclosures", kind: "list", label: b("संलग्न काग़ज़", "Sanlagn kaagaz (enclosures)") },
  ],
  body: [
    { kind: "para", text: HEADER, align: "center" },
    {
      kind: "para",
      text: b("पत्रांक: {letter_no}    दिनांक: {issue_date}", "Patrank: {letter_no}    Dinank: {issue_date}"),
    },
    {
      kind: "para",
      text: b(
        "सेवा में,\n{block_officer},\nप्रखंड {block}, ज़िला {district}",
        "Seva mein,\n{block_officer},\nPrakhand/Block {block}, Zila {district}",
      ),
    },
    { kind: "title", text: b("विषय: {subject}", "Vishay: {subject}") },
    { kind: "para", text: b("महोदय/महोदया,\n{letter_body}", "Mahoday/Mahodaya,\n{letter_body}") },
    { kind: "para", text: b("संलग्न:", "Sanlagn:") },
    { kind: "list", field: "enclosures", empty: b("कोई नहीं", "Koi nahi") },
    {
      kind: "para",
      text: b(
        "अतः अनुरोध है कि उचित कार्रवाई करने की कृपा करें।",
        "Atah anurodh hai ki uchit karyavahi karne ki kripa karein.",
      ),
    },
    {
      kind: "signature",
      lines: [
        b(
          "भवदीय,\n{head_name}\n{head_title}, ग्राम पंचायत {panchayat}",
          "Bhavdiya,\n{head_name}\n{head_title}, Gram Panchayat {panchayat}",
        ),
      ],
    },
  ],
  cites: [],
};

const ATTENDANCE_ROWS = 20;
const attendanceRegister: TDraftTemplate = {
  id: "attendance_register",
  version: 1,
  title: b("ग्राम सभा उपस्थिति पंजी का पन्ना", "Gram Sabha attendance register ka panna"),
  description: b("हस्ताक्षर के लिए ख़ाली पन्ना", "Hastakshar ke liye khaali panna"),
  fields: [f.meetingDate, { key: "page_no", kind: "text", label: b("पन्ना संख्या", "Panna sankhya") }],
  body: [
    { kind: "para", text: HEADER, align: "center" },
    { kind: "title", text: b("ग्राम सभा उपस्थिति पंजी", "Gram Sabha upasthiti panji (attendance register)") },
    {
      kind: "para",
      text: b(
        "बैठक की तारीख़: {meeting_date}    स्थान: {venue}    पन्ना: {page_no}",
        "Baithak ki tareekh: {meeting_date}    Sthaan: {venue}    Panna: {page_no}",
      ),
    },
    {
      kind: "table",
      columns: [
        b("क्रम", "Kram"),
        b("नाम", "Naam"),
        b("पिता/पति का नाम", "Pita/Pati ka naam"),
        b("वार्ड", "Ward"),
        b("हस्ताक्षर/अँगूठा", "Hastakshar/Angootha"),
      ],
      rows: ATTENDANCE_ROWS,
    },
    { kind: "signature", lines: [SECRETARY_SIGN] },
  ],
  cites: [],
};

export const DRAFT_TEMPLATES: Record<TDraftTemplateId, TDraftTemplate> = {
  gram_sabha_notice: gramSabhaNotice,
  meeting_minutes: meetingMinutes,
  resolution,
  work_demand_receipt: workDemandReceipt,
  rti_reply: rtiReply,
  utilisation_certificate: utilisationCertificate,
  letter_to_bdo: letterToBdo,
  attendance_register: attendanceRegister,
};
