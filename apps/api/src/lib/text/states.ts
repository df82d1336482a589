// The states a text names, by their full names in both scripts and the short names officials
// write ("UP", "यूपी"): the chat puts the state asked about first, among passages and among lines.
import { regions } from "@sachiv/content";
import type { TRegionId } from "@sachiv/contracts";

/**
 * Short names officials write for a state beside its full name in both scripts: "UP", "MP" (in
 * capitals only — "up" and "mp" are English words and units), "यूपी", "एमपी", "उ.प्र.", "म.प्र.".
 */
const STATE_SHORT_NAMES: Readonly<Record<string, { exact: readonly RegExp[]; words: readonly string[] }>> = {
  uttar_pradesh: {
    exact: [/(?<![\p{L}\p{N}])(?:UP|U\.P\.)(?![\p{L}\p{N}])/u],
    words: ["यूपी", "उ.प्र.", "उत्तरप्रदेश", "uttarpradesh"],
  },
  madhya_pradesh: {
    exact: [/(?<![\p{L}\p{N}])(?:MP|M\.P\.)(?![\p{L}\p{N}])/u],
    words: ["एमपी", "म.प्र.", "मध्यप्रदेश", "madhyapradesh"],
  },
};

/** A state's names in both scripts, lower-cased, for "does this text name it". */
const STATE_NAMES: ReadonlyMap<TRegionId, readonly string[]> = new Map(
  regions
    .filter((r) => r.id !== "central")
    .map(
      (r) => [r.id, [r.name.hindi, r.name.hinglish.toLowerCase(), ...(STATE_SHORT_NAMES[r.id]?.words ?? [])]] as const,
    ),
);

function namesState(text: string, id: TRegionId): boolean {
  const lower = text.toLowerCase();
  return (
    (STATE_NAMES.get(id) ?? []).some((name) => lower.includes(name)) ||
    (STATE_SHORT_NAMES[id]?.exact ?? []).some((re) => re.test(text))
  );
}

/** The states a text names (ids of the region data, "central" never). */
export function statesNamed(text: string): TRegionId[] {
  return [...STATE_NAMES.keys()].filter((id) => namesState(text, id));
}

/** Whether a region id is a state (not the Centre). */
export const isStateId = (id: TRegionId): boolean => STATE_NAMES.has(id);
