import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { STARTER_DIR } from "../../modules/knowledge/starter.ts";
import { buildReferenceFrequency, renderReferenceFrequency } from "./reference-frequency.ts";

const HERE = path.dirname(fileURLToPath(import.meta.url));

describe("reference word frequencies", () => {
  it("reference-df.ts is what the starter corpus gives (pnpm --filter @sachiv/api chat:reference)", async () => {
    const files = (await readdir(STARTER_DIR)).filter((f) => f.endsWith(".md")).sort();
    const texts = await Promise.all(files.map((f) => readFile(path.join(STARTER_DIR, f), "utf8")));
    const expected = renderReferenceFrequency(buildReferenceFrequency(texts));
    expect(await readFile(path.join(HERE, "reference-df.ts"), "utf8")).toBe(expected);
  });

  it("counts each token once per paragraph", () => {
    const ref = buildReferenceFrequency(["panchayat panchayat\n\npanchayat sabha", "sabha"]);
    expect(ref.paragraphs).toBe(3);
    expect(ref.df.get("pncyt")).toBe(2);
  });
});
