// How common romanised Hinglish words (and English words Hindi speakers use) are written in
// Devanagari, for the Hindi voice. Letter rules get these wrong (gram → ग्रम, hai → है, mein →
// में), so they are listed; every other word goes through the letter rules in hinglish.ts.
// Keys are lower case. English loanwords are spelled as they are said in India (meeting → मीटिंग).

const PAIRS = `
hai है|hain हैं|mein में|main मैं|ki की|ka का|ke के|ko को|se से|ne ने|par पर|pe पे|aur और|ya या
bhi भी|hi ही|to तो|toh तो|ek एक|do दो|teen तीन|char चार|chaar चार|paanch पाँच|das दस
kya क्या|kyon क्यों|kyun क्यों|kyu क्यों|kaise कैसे|kaisa कैसा|kaisi कैसी|kab कब|kahan कहाँ|kahaan कहाँ
kitna कितना|kitni कितनी|kitne कितने|kaun कौन|kis किस|kise किसे|nahi नहीं|nahin नहीं|haan हाँ|han हाँ|ji जी
aap आप|aapka आपका|aapki आपकी|aapke आपके|aapko आपको|apna अपना|apni अपनी|apne अपने|hum हम|hamara हमारा|hamare हमारे
yeh ये|ye ये|yah यह|woh वो|wo वो|vo वो|is इस|us उस|iske इसके|uske उसके|iska इसका|uska उसका|inke इनके|unke उनके
liye लिए|lie लिए|saath साथ|sath साथ|baad बाद|pehle पहले|pahle पहले|tak तक|dwara द्वारा|bina बिना|andar अंदर|bahar बाहर
hota होता|hoti होती|hote होते|hona होना|hoga होगा|hogi होगी|honge होंगे|hua हुआ|hui हुई|hue हुए|tha था|thi थी|the थे
karna करना|karen करें|karein करें|kare करे|karke करके|kar कर|karta करता|karti करती|karte करते|kiya किया|kiye किए
sakte सकते|sakta सकता|sakti सकती|chahiye चाहिए|chahie चाहिए|milta मिलता|milti मिलती|milte मिलते|milega मिलेगा|milegi मिलेगी
jata जाता|jaata जाता|jati जाती|jaati जाती|jate जाते|jaate जाते|gaya गया|gayi गई|gaye गए|diya दिया|di दी|liya लिया
wala वाला|wali वाली|wale वाले|sabhi सभी|sab सब|kuch कुछ|bahut बहुत|zyada ज़्यादा|jyada ज़्यादा|kam कम|sirf सिर्फ़|keval केवल
lekin लेकिन|magar मगर|agar अगर|jab जब|tab तब|phir फिर|fir फिर|abhi अभी|aaj आज|kal कल|ab अब|yani यानी|matlab मतलब
zaroor ज़रूर|jaroor ज़रूर|zaruri ज़रूरी|jaruri ज़रूरी|zaroori ज़रूरी|sahi सही|galat ग़लत|madad मदद|jaankari जानकारी|jankari जानकारी
samasya समस्या|sawal सवाल|jawab जवाब|uttar उत्तर|prashn प्रश्न|dhanyavaad धन्यवाद|dhanyavad धन्यवाद|namaste नमस्ते|shukriya शुक्रिया
naam नाम|din दिन|saal साल|mahina महीना|mahine महीने|hafta हफ़्ता|baar बार|samay समय|waqt वक़्त|tarikh तारीख़
gram ग्राम|gaon गाँव|gaanv गाँव|gaaon गाँव|sabha सभा|panchayat पंचायत|panchayati पंचायती|sarpanch सरपंच|sachiv सचिव
pradhan प्रधान|mantri मंत्री|pradhanmantri प्रधानमंत्री|yojana योजना|yojna योजना|sarkar सरकार|sarkari सरकारी|rashi राशि
paisa पैसा|paise पैसे|rupaye रुपये|rupay रुपये|rupees रुपये|rupee रुपया|lakh लाख|crore करोड़|hazaar हज़ार|hazar हज़ार
baithak बैठक|kaam काम|majdoor मज़दूर|mazdoor मज़दूर|rozgar रोज़गार|rojgar रोज़गार|awas आवास|aawas आवास|ghar घर|makaan मकान
pani पानी|paani पानी|jal जल|jeevan जीवन|jivan जीवन|nal नल|shauchalay शौचालय|shauchalaya शौचालय|swachh स्वच्छ|bharat भारत
vikas विकास|nidhi निधि|anudan अनुदान|aavedan आवेदन|avedan आवेदन|suchna सूचना|soochna सूचना|adhikar अधिकार|adhikari अधिकारी
gramin ग्रामीण|kisan किसान|mahila महिला|mahilaon महिलाओं|log लोग|logon लोगों|pariwar परिवार|parivar परिवार|sadasya सदस्य
dena देना|lena लेना|dekhein देखें|dekhen देखें|jaayein जाएँ|jaye जाए|jaaye जाए|banta बनता|banti बनती|banana बनाना
jila ज़िला|zila ज़िला|rajya राज्य|kendra केंद्र|niyam नियम|kanoon क़ानून|kanun क़ानून|shikayat शिकायत
meeting मीटिंग|job जॉब|card कार्ड|online ऑनलाइन|portal पोर्टल|website वेबसाइट|app ऐप|form फ़ॉर्म|please प्लीज़
document डॉक्यूमेंट|documents डॉक्यूमेंट्स|bank बैंक|account अकाउंट|aadhaar आधार|aadhar आधार|mobile मोबाइल|number नंबर
status स्टेटस|list लिस्ट|scheme स्कीम|report रिपोर्ट|grant ग्रांट|fund फंड|audit ऑडिट|plan प्लान|budget बजट
officer ऑफ़िसर|block ब्लॉक|district डिस्ट्रिक्ट|state स्टेट|centre सेंटर|center सेंटर|minimum मिनिमम|quorum कोरम
check चेक|time टाइम|date डेट|register रजिस्टर|email ईमेल|login लॉगिन|password पासवर्ड|village विलेज
mission मिशन|finance फ़ाइनेंस|commission कमीशन|payment पेमेंट|update अपडेट|upload अपलोड|download डाउनलोड|link लिंक
of ऑफ़|and एंड|for फ़ॉर|hindi हिंदी|hinglish हिंग्लिश|english इंग्लिश|ok ओके|okay ओके|sir सर|madam मैडम
mantralaya मंत्रालय|party पार्टी|mahatma महात्मा|gandhi गांधी|kshetra क्षेत्र|yojanaon योजनाओं
mgnrega मनरेगा|mnrega मनरेगा|manrega मनरेगा|nrega नरेगा|egramswaraj ई-ग्रामस्वराज|swaraj स्वराज|gobardhan गोबरधन
photo फ़ोटो|photos फ़ोटो|hoon हूँ|hun हूँ|khata खाता|khate खाते|khaton खातों|anya अन्य|rajya राज्य|karya कार्य
chhutti छुट्टी|chhuttiyan छुट्टियाँ|aayein आएँ|faisla फ़ैसला|faisle फ़ैसले
january जनवरी|february फ़रवरी|march मार्च|april अप्रैल|june जून|july जुलाई|august अगस्त|september सितंबर
october अक्टूबर|november नवंबर|december दिसंबर|act ऐक्ट|ram राम|naye नए|nayi नई|naya नया|aayi आई|aayin आईं|aaye आए
aati आती|aata आता|aate आते|didi दीदी|didiyon दीदियों|didiyan दीदियाँ|nikale निकाले|peedit पीड़ित|kharidne ख़रीदने
gaonon गाँवों|divyangjan दिव्यांगजन|sansadhan संसाधन|suchi सूची|upar ऊपर|samvidhan संविधान|sthaniya स्थानीय
kendriya केंद्रीय|achha अच्छा|accha अच्छा|gyarahvi ग्यारहवीं|saki सकी|saka सका|payi पाई|paya पाया
school स्कूल|schools स्कूलों|social सोशल|committee कमेटी|management मैनेजमेंट|circular सर्कुलर|performance परफ़ॉर्मेंस
basic बेसिक|tied टाइड|untied अनटाइड|ration राशन|level लेवल|teacher टीचर|teachers टीचर्स|mid मिड|day डे|meal मील
computer कंप्यूटर|order ऑर्डर|agenda एजेंडा|quarter क्वार्टर|loan लोन|stall स्टॉल|system सिस्टम|record रिकॉर्ड
training ट्रेनिंग|guarantee गारंटी|development डेवलपमेंट|public पब्लिक|national नेशनल|rural रूरल|health हेल्थ
tender टेंडर|quotation कोटेशन|estimate एस्टीमेट|bill बिल|voucher वाउचर|supply सप्लाई|stock स्टॉक|file फ़ाइल
notice नोटिस|board बोर्ड|camp कैंप|drone ड्रोन|survey सर्वे|certificate सर्टिफ़िकेट|secretary सेक्रेटरी
engineer इंजीनियर|junior जूनियर|signature सिग्नेचर|digital डिजिटल|verification वेरिफ़िकेशन|verified वेरिफ़ाइड
valid वैलिड|transition ट्रांज़िशन|index इंडेक्स|vendor वेंडर|interface इंटरफ़ेस|passbook पासबुक|cash कैश
book बुक|auditor ऑडिटर|kit किट|test टेस्ट|field फ़ील्ड|handpump हैंडपंप|pipe पाइप|connection कनेक्शन
street स्ट्रीट|light लाइट|guidelines गाइडलाइंस|operational ऑपरेशनल|seeding सीडिंग|objection ऑब्जेक्शन
`;

export const HINGLISH_WORDS: ReadonlyMap<string, string> = new Map(
  PAIRS.trim()
    .split(/[|\n]/)
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const space = pair.indexOf(" ");
      return [pair.slice(0, space), pair.slice(space + 1)] as const;
    }),
);

/** How each Latin letter is said when an acronym is spelled out (RTI → आर टी आई). */
export const LETTER_NAMES: Readonly<Record<string, string>> = {
  a: "ए",
  b: "बी",
  c: "सी",
  d: "डी",
  e: "ई",
  f: "एफ़",
  g: "जी",
  h: "एच",
  i: "आई",
  j: "जे",
  k: "के",
  l: "एल",
  m: "एम",
  n: "एन",
  o: "ओ",
  p: "पी",
  q: "क्यू",
  r: "आर",
  s: "एस",
  t: "टी",
  u: "यू",
  v: "वी",
  w: "डब्ल्यू",
  x: "एक्स",
  y: "वाई",
  z: "ज़ेड",
};
