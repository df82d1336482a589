// Admin texts of admin scopes (issue 24), English and Hindi: the Admins tab's name (first load,
// admin-ui.ts); the banner a scoped admin sees and the Admins tab where a full admin manages
// scopes (loaded with them, admin-tab-ui.ts).
import type { TAdminText } from "../language.ts";

export const adminScopeBannerTexts = {
  "admin.tabAdmins": { en: "Admins", hi: "एडमिन" },
} as const satisfies Record<string, TAdminText>;

export const adminScopeTabTexts = {
  "admin.scope.banner": {
    en: "You see the conversations, figures and gaps of users in: {areas}. The knowledge base and other admins are managed by a full admin.",
    hi: "आप इन क्षेत्रों के उपयोगकर्ताओं की बातचीत, आँकड़े और कमियाँ देखते हैं: {areas}। ज्ञान-भंडार और दूसरे एडमिन पूर्ण एडमिन सँभालते हैं।",
  },
  "admin.scope.wholeState": { en: "{state} (whole state)", hi: "{state} (पूरा राज्य)" },
  "admin.scope.state.jharkhand": { en: "Jharkhand", hi: "झारखंड" },
  "admin.scope.state.bihar": { en: "Bihar", hi: "बिहार" },
  "admin.scope.state.haryana": { en: "Haryana", hi: "हरियाणा" },
  "admin.scope.state.uttar_pradesh": { en: "Uttar Pradesh", hi: "उत्तर प्रदेश" },
  "admin.scope.state.madhya_pradesh": { en: "Madhya Pradesh", hi: "मध्य प्रदेश" },
  "admin.scope.state.rajasthan": { en: "Rajasthan", hi: "राजस्थान" },
  "admin.scopes.title": { en: "Admins and their areas", hi: "एडमिन और उनके क्षेत्र" },
  "admin.scopes.intro": {
    en: "A full admin sees every user and manages the knowledge base. An admin limited to states or districts sees and answers only the conversations and gaps of users there (their home state and district in Settings, else their village profile).",
    hi: "पूर्ण एडमिन सभी उपयोगकर्ता देखते हैं और ज्ञान-भंडार सँभालते हैं। राज्यों या ज़िलों तक सीमित एडमिन केवल वहाँ के उपयोगकर्ताओं (सेटिंग्स में उनका राज्य और ज़िला, नहीं तो गाँव की प्रोफ़ाइल) की बातचीत और कमियाँ देखते हैं और उनका जवाब देते हैं।",
  },
  "admin.scopes.full": { en: "Full admin", hi: "पूर्ण एडमिन" },
  "admin.scopes.you": { en: "you", hi: "आप" },
  "admin.scopes.edit": { en: "Change areas", hi: "क्षेत्र बदलें" },
  "admin.scopes.revoke": { en: "Remove admin", hi: "एडमिन हटाएँ" },
  "admin.scopes.revokeConfirm": {
    en: "Remove admin rights of {email}? They keep their account.",
    hi: "{email} के एडमिन अधिकार हटाएँ? उनका खाता बना रहेगा।",
  },
  "admin.scopes.formTitle": { en: "Appoint or change an admin", hi: "एडमिन बनाएँ या बदलें" },
  "admin.scopes.email": { en: "Email of the account", hi: "खाते का ईमेल" },
  "admin.scopes.state": { en: "State", hi: "राज्य" },
  "admin.scopes.district": { en: "District (empty: whole state)", hi: "ज़िला (खाली: पूरा राज्य)" },
  "admin.scopes.addArea": { en: "Add area", hi: "क्षेत्र जोड़ें" },
  "admin.scopes.removeArea": { en: "Remove {area}", hi: "{area} हटाएँ" },
  "admin.scopes.noAreas": {
    en: "No area yet: add at least one. (An existing admin saved without areas becomes a full admin.)",
    hi: "अभी कोई क्षेत्र नहीं: कम से कम एक जोड़ें। (बिना क्षेत्र के सहेजा गया मौजूदा एडमिन पूर्ण एडमिन बन जाता है।)",
  },
  "admin.scopes.save": { en: "Save", hi: "सहेजें" },
  "admin.scopes.saved": { en: "Saved: {email}", hi: "सहेजा गया: {email}" },
  "admin.scopes.failed": { en: "Could not save", hi: "सहेजा नहीं जा सका" },
} as const satisfies Record<string, TAdminText>;
