// Admin interface texts in English (en) and Hindi (hi), including the admin error catalogue.
import type { TAdminText } from "../language.ts";

export const adminTexts = {
  "admin.title": { en: "Admin Dashboard", hi: "एडमिन डैशबोर्ड" },
  "admin.navLabel": { en: "Admin", hi: "एडमिन" },
  "admin.comingSoon": {
    en: "Statistics, conversations and documents will appear here soon.",
    hi: "आंकड़े, बातचीत और दस्तावेज़ जल्द ही यहाँ दिखेंगे।",
  },
  "admin.loading": { en: "Loading...", hi: "लोड हो रहा है..." },
  "admin.refresh": { en: "Refresh", hi: "रीफ़्रेश करें" },
  "admin.tabOverview": { en: "Overview", hi: "सारांश" },
  "admin.tabConversations": { en: "Conversations", hi: "बातचीत" },
  "admin.tabDocuments": { en: "Documents", hi: "दस्तावेज़" },

  "admin.selectFile": { en: "Please select at least one file", hi: "कृपया कम से कम एक फ़ाइल चुनें" },
  "admin.uploadFailed": { en: "Upload failed", hi: "अपलोड नहीं हो सका" },
  "admin.uploadHttpError": { en: "HTTP {status}: {body}", hi: "HTTP {status}: {body}" },
  "admin.ingestionFailed": {
    en: "Directory ingestion failed",
    hi: "फ़ोल्डर के दस्तावेज़ जोड़े नहीं जा सके",
  },
  "admin.connectionError": { en: "Connection Error: {message}", hi: "कनेक्शन त्रुटि: {message}" },
  "admin.reconnectFailed": {
    en: "Failed to connect after multiple attempts",
    hi: "कई बार कोशिश करने पर भी कनेक्ट नहीं हो सका",
  },
  "admin.exportFailed": {
    en: "Failed to export conversations",
    hi: "बातचीत एक्सपोर्ट नहीं हो सकी",
  },
} as const satisfies Record<string, TAdminText>;
