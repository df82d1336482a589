// Where the map opens for the states added in issue 25 when the device gives no position: the state
// capital, in both languages. Data, not the UI catalogue, so it loads with the map screen only.
import type { TBilingualText } from "../language.ts";

export const stateCapitals = {
  uttar_pradesh: { hindi: "लखनऊ, उत्तर प्रदेश", hinglish: "Lucknow, Uttar Pradesh" },
  madhya_pradesh: { hindi: "भोपाल, मध्य प्रदेश", hinglish: "Bhopal, Madhya Pradesh" },
  rajasthan: { hindi: "जयपुर, राजस्थान", hinglish: "Jaipur, Rajasthan" },
} as const satisfies Record<string, TBilingualText>;
