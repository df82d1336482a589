import path from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, readMigrations } from "../../db/migrate.ts";
import { SEARCH_INDEXES } from "./search-indexes.ts";
import { searchTextPatterns, squashForSearch, squashedSql } from "./search-text.ts";

describe("the squashed forms the admin search indexes", () => {
  it("drops the separators between words, in the query as in SQL", () => {
    expect(squashForSearch("Sitapur-3, ward 4/5.")).toBe("Sitapur3ward45");
    expect(squashForSearch("रामपुर-7 में")).toBe("रामपुर7में");
    expect(squashedSql("m.content")).toBe(
      "replace(replace(replace(replace(replace(m.content, ' ', ''), '-', ''), ',', ''), '.', ''), '/', '')",
    );
  });

  it("glues the romanised words of a query, the last one still a prefix", () => {
    expect(searchTextPatterns("sitapur-3")).toEqual({ spaced: "% stpr 3%", glued: "%stpr3%" });
    expect(searchTextPatterns("?!")).toBeUndefined();
  });

  it("are built by a migration with the very statements the app runs at start-up", () => {
    const migration = readMigrations().find((m) => m.name.endsWith("_admin_search_squashed_indexes"));
    expect(migration, `no such migration in ${path.relative(process.cwd(), MIGRATIONS_DIR)}`).toBeDefined();
    for (const sql of SEARCH_INDEXES) expect(migration!.sql).toContain(`${sql};`);
  });
});
