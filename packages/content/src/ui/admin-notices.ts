// Texts the API words for admins (issue 5, server side): live-channel notifications and the
// answers to upload / directory ingestion, in English (en) and Hindi (hi).
import type { TAdminText } from "../language.ts";

export const adminNoticeTexts = {
  "admin.notice.connected": { en: "Connected to admin notifications", hi: "एडमिन सूचनाओं से जुड़ गए" },
  "admin.notice.started": {
    en: "Ingestion started: {total} {total:file|files}",
    hi: "दस्तावेज़ जोड़ना शुरू हुआ: {total} {total:फ़ाइल|फ़ाइलें}",
  },
  "admin.notice.resumed": {
    en: "Ingestion resumed after an interruption: {total} {total:file|files}",
    hi: "रुकावट के बाद दस्तावेज़ जोड़ना फिर शुरू हुआ: {total} {total:फ़ाइल|फ़ाइलें}",
  },
  "admin.notice.progress": {
    en: "Processing file {current} of {total}: {filename}",
    hi: "फ़ाइल {current}/{total} पर काम चल रहा है: {filename}",
  },
  "admin.notice.completed": {
    en: "Ingestion completed: {succeeded} {succeeded:file|files} added to the knowledge base",
    hi: "दस्तावेज़ जोड़ना पूरा हुआ: {succeeded} {succeeded:फ़ाइल ज्ञान-कोष में जुड़ी|फ़ाइलें ज्ञान-कोष में जुड़ीं}",
  },
  "admin.notice.completedWithErrors": {
    en: "Ingestion completed with errors: {succeeded} succeeded, {failed} failed",
    hi: "दस्तावेज़ जोड़ना पूरा हुआ, पर कुछ त्रुटियाँ रहीं: {succeeded} सफल, {failed} असफल",
  },
  "admin.notice.error": { en: "Ingestion failed: {error}", hi: "दस्तावेज़ नहीं जोड़े जा सके: {error}" },
  "admin.notice.textRepaired": {
    en: "{filename}: the PDF's fonts damaged the Hindi on {damaged} of {pages} {pages:page|pages}; {repaired} read again by OCR, {unreadable} still unreadable",
    hi: "{filename}: PDF के फ़ॉन्ट ने {pages} में से {damaged} {damaged:पृष्ठ|पृष्ठों} की हिंदी बिगाड़ दी थी; {repaired} OCR से दोबारा पढ़े गए, {unreadable} अब भी पढ़े नहीं जा सके",
  },
  "admin.result.uploadStarted": {
    en: "{count} {count:file|files} received; ingestion is running as a job",
    hi: "{count} {count:फ़ाइल मिली|फ़ाइलें मिलीं}; उन्हें जोड़ने का काम चल रहा है",
  },
  "admin.result.directoryStarted": {
    en: "{count} {count:file|files} found in the knowledge directory; ingestion is running as a job",
    hi: "ज्ञान फ़ोल्डर में {count} {count:फ़ाइल मिली|फ़ाइलें मिलीं}; उन्हें जोड़ने का काम चल रहा है",
  },
} as const satisfies Record<string, TAdminText>;
