import { describe, expect, it } from "vitest";
import { fillText, toAdminLanguage, toUiLanguage } from "./language.ts";
import { adminUi, tAdmin } from "./admin-ui.ts";
import { RATING_LABEL_KEYS, t, ui } from "./ui.ts";
import { videosTexts } from "./videos-ui.ts";
import { adminTexts } from "./ui/admin.ts";
import { adminScopeBannerTexts, adminScopeTabTexts } from "./ui/admin-scopes.ts";
import { adminGroundingTexts } from "./ui/admin-grounding.ts";
import { adminNoticeTexts } from "./ui/admin-notices.ts";
import { adminKnowledgeTexts } from "./ui/admin-knowledge.ts";
import { adminDraftsTexts } from "./ui/admin-drafts.ts";
import { adminGapsTexts } from "./ui/admin-gaps.ts";
import { adminTabTexts } from "./admin-tab-ui.ts";
import { adminSystemTexts } from "./ui/admin-system.ts";
import { authTexts } from "./ui/auth.ts";
import { catalogueTexts } from "./ui/catalogue.ts";
import { chatTexts } from "./ui/chat.ts";
import { documentTexts } from "./ui/document.ts";
import { historyTexts } from "./ui/history.ts";
import { learningTexts } from "./ui/learning.ts";
import { settingsTexts } from "./ui/settings.ts";
import { shellTexts } from "./ui/shell.ts";

// Script_Extensions also covers the danda (।), which is Common script.
const DEVANAGARI = /\p{Script_Extensions=Devanagari}/u;
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("ui texts", () => {
  // The first-load catalogue and the texts of the screens that carry their own (videos-ui.ts).
  const entries = [...Object.entries(ui), ...Object.entries(videosTexts)];

  it("has texts", () => {
    expect(entries.length).toBeGreaterThan(50);
  });

  it.each(entries)("%s has non-empty Hindi and Hinglish", (_key, text) => {
    expect(text.hindi.trim()).not.toBe("");
    expect(text.hinglish.trim()).not.toBe("");
  });

  it.each(entries)("%s: Hinglish is written in Latin script", (_key, text) => {
    expect(text.hinglish).not.toMatch(DEVANAGARI);
  });

  it.each(entries)("%s: both languages use the same placeholders", (_key, text) => {
    expect(placeholders(text.hindi)).toEqual(placeholders(text.hinglish));
  });

  it("no section overrides another section's key", () => {
    const parts = [
      shellTexts,
      authTexts,
      catalogueTexts,
      learningTexts,
      chatTexts,
      documentTexts,
      settingsTexts,
      historyTexts,
      videosTexts,
    ].map((p) => Object.keys(p).length);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(entries.length);
  });

  it("has the five rating labels in star order", () => {
    expect(RATING_LABEL_KEYS.map((k) => t(k, "hinglish"))).toEqual([
      "Bahut kharab",
      "Kharab",
      "Theek-thaak",
      "Achha",
      "Bahut badhiya",
    ]);
    for (const key of RATING_LABEL_KEYS) expect(ui[key]).toBeDefined();
  });
});

describe("admin texts", () => {
  // The first-load catalogue and the texts of the tabs that load when opened (admin-tab-ui.ts).
  const entries = [...Object.entries(adminUi), ...Object.entries(adminTabTexts)];

  it("matches its source", () => {
    expect(entries.length).toBe(
      Object.keys(adminTexts).length +
        Object.keys(adminNoticeTexts).length +
        Object.keys(adminKnowledgeTexts).length +
        Object.keys(adminSystemTexts).length +
        Object.keys(adminGapsTexts).length +
        Object.keys(adminScopeBannerTexts).length +
        Object.keys(adminScopeTabTexts).length +
        Object.keys(adminDraftsTexts).length +
        2, // admin.tabGaps and admin.tabDrafts, in admin-ui.ts
    );
    // No key in both.
    expect(new Set(entries.map(([key]) => key)).size).toBe(entries.length);
  });

  it.each([...entries, ...Object.entries(adminGroundingTexts)])("%s has non-empty English and Hindi", (_key, text) => {
    expect(text.en.trim()).not.toBe("");
    expect(text.hi.trim()).not.toBe("");
    expect(text.en).not.toMatch(DEVANAGARI);
    expect(placeholders(text.hi)).toEqual(placeholders(text.en));
  });
});

describe("t", () => {
  it("picks the language and fills placeholders", () => {
    expect(t("app.title", "hindi")).toBe("एआई सचिव");
    expect(t("app.title", "hinglish")).toBe("AI Sachiv");
    expect(t("nav.more", "hinglish", { count: 6 })).toBe("+6 more");
    expect(t("api.httpError", "hinglish", { status: 500 })).toBe("HTTP error! status: 500");
    expect(tAdmin("admin.connectionError", "en", { message: "closed" })).toBe("Connection Error: closed");
  });

  it("keeps the spec's exact texts", () => {
    expect(t("notFound.title", "hinglish")).toBe("Oops! Page not found");
    expect(t("notFound.home", "hinglish")).toBe("Return to Home");
    expect(t("app.loading", "hinglish")).toBe("Loading...");
    expect(t("signup.checkEmail", "hinglish")).toBe("Check Your Email");
    expect(t("auth.unexpectedError", "hinglish")).toBe("An unexpected error occurred.");
    expect(t("signup.checkEmailMessage", "hinglish")).toBe(
      "Please check your email to confirm your account, then return to login.",
    );
  });

  it("leaves unknown placeholders visible", () => {
    expect(fillText("{a} {b}", { a: 1 })).toBe("1 {b}");
  });

  it("chooses singular or plural through Intl.PluralRules", () => {
    expect(tAdmin("admin.activeUsers", "en", { count: 1 })).toBe("1 active user");
    expect(tAdmin("admin.activeUsers", "en", { count: 3 })).toBe("3 active users");
    expect(tAdmin("admin.result.uploadStarted", "en", { count: 1 })).toBe(
      "1 file received; ingestion is running as a job",
    );
    expect(tAdmin("admin.result.uploadStarted", "hi", { count: 2 })).toBe("2 फ़ाइलें मिलीं; उन्हें जोड़ने का काम चल रहा है");
    expect(tAdmin("admin.result.uploadStarted", "hi", { count: 1 })).toBe("1 फ़ाइल मिली; उन्हें जोड़ने का काम चल रहा है");
    expect(t("glossary.resultCount", "hinglish", { count: 1 })).toBe("1 shabd mila");
    expect(t("glossary.resultCount", "hindi", { count: 20 })).toBe("20 शब्द मिले");
    for (const text of [
      ...Object.values(ui).flatMap((v) => [v.hindi, v.hinglish]),
      ...Object.values({ ...adminUi, ...adminGroundingTexts }).flatMap((v) => [v.en, v.hi]),
    ]) {
      expect(text).not.toMatch(/\(s\)/);
    }
  });

  it("treats anything but hindi as hinglish", () => {
    expect(toUiLanguage("hindi")).toBe("hindi");
    expect(toUiLanguage("english")).toBe("hinglish");
    expect(toUiLanguage(null)).toBe("hinglish");
    expect(toAdminLanguage("hindi")).toBe("hi");
    expect(toAdminLanguage("hinglish")).toBe("en");
  });
});
