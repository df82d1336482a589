import { CIRCULAR_TEXT } from "./test/fixtures/documents/circular.ts";
import { detectFields } from "./src/modules/documents/fields.ts";
console.log(detectFields(CIRCULAR_TEXT));
console.log(detectFields("Rs. 2.5 crore sanctioned under MGNREGA on 5th March 2024. 15 हज़ार रुपये दिए गए। अंतिम तिथि: 31/03/2025. Gram Panchayat Sonpur, Ranchi District"));
