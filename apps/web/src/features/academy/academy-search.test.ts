import { academyModules } from "@sachiv/content";
import { describe, expect, it } from "vitest";
import { parseAcademySearch } from "./academy-search";
import { moduleReadingParts } from "./module-detail";

describe("academy", () => {
  it("opens a module only for ids 1 to 6", () => {
    expect(parseAcademySearch({ module: 3 })).toEqual({ module: 3 });
    expect(parseAcademySearch({ module: "6" })).toEqual({ module: 6 });
    for (const bad of [0, 7, 2.5, "x", undefined]) expect(parseAcademySearch({ module: bad })).toEqual({});
  });

  it("reads the title, then the seven points, in the chosen language", () => {
    const module = academyModules[0]!;
    expect(moduleReadingParts(module, "hindi")).toEqual([module.title.hindi, ...module.content.hindi]);
    expect(moduleReadingParts(module, "hinglish")).toEqual([module.title.hinglish, ...module.content.hinglish]);
  });
});
