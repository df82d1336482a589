import PDFDocument from "pdfkit";
import fs from "node:fs";
const dir = "node_modules/@fontsource/noto-sans-devanagari/files/";
const doc = new PDFDocument({ size: "A4", margin: 50, tagged: false });
const out = fs.createWriteStream("/tmp/p.pdf");
doc.pipe(out);
doc.registerFont("deva", dir + "noto-sans-devanagari-devanagari-400-normal.woff");
doc.font("deva").fontSize(14);
const lines = ["ग्राम सभा की बैठक दिनांक 12/12/2026 स्थान: पंचायत भवन", "प्रधान श्रीमती किरण देवी, क्षेत्र विकास अधिकारी, सूचना, द्वितीय, हस्ताक्षर, कृषि, अर्द्ध"];
for (const l of lines) {
  doc.markContent("Span", { actual: l });
  doc.text(l);
  doc.endMarkedContent();
}
doc.end();
out.on("finish", () => console.log("ok"));
