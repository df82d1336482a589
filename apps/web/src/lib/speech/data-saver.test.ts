import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dataSaverReason, mayAutoSpeak } from "./data-saver";

describe("dataSaverReason", () => {
  it("asks to save data for Save-Data and for 2G, not for 3G, 4G or an unknown connection", () => {
    expect(dataSaverReason({ saveData: true, effectiveType: "4g" })).toBe("save-data");
    expect(dataSaverReason({ saveData: false, effectiveType: "2g" })).toBe("2g");
    expect(dataSaverReason({ effectiveType: "slow-2g" })).toBe("2g");
    expect(dataSaverReason({ saveData: false, effectiveType: "3g" })).toBeNull();
    expect(dataSaverReason({ effectiveType: "4g" })).toBeNull();
    expect(dataSaverReason(undefined)).toBeNull();
  });
});

describe("mayAutoSpeak", () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("follows the setting on a normal connection, without a notice", () => {
    const notify = vi.fn();
    expect(mayAutoSpeak(true, notify, { effectiveType: "4g" })).toBe(true);
    expect(mayAutoSpeak(false, notify, { effectiveType: "4g" })).toBe(false);
    expect(notify).not.toHaveBeenCalled();
  });

  it("turns itself off on Save-Data or 2G and says so once", () => {
    const notify = vi.fn();
    expect(mayAutoSpeak(true, notify, { saveData: true })).toBe(false);
    expect(mayAutoSpeak(true, notify, { saveData: true })).toBe(false);
    expect(mayAutoSpeak(true, notify, { effectiveType: "2g" })).toBe(false);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it("says so again only after a normal connection was seen in between", () => {
    const notify = vi.fn();
    mayAutoSpeak(true, notify, { effectiveType: "slow-2g" });
    expect(mayAutoSpeak(true, notify, { effectiveType: "4g" })).toBe(true);
    mayAutoSpeak(true, notify, { effectiveType: "slow-2g" });
    expect(notify).toHaveBeenCalledTimes(2);
  });

  it("does not speak or notify when the user turned speech off, whatever the connection", () => {
    const notify = vi.fn();
    expect(mayAutoSpeak(false, notify, { saveData: true })).toBe(false);
    expect(notify).not.toHaveBeenCalled();
  });
});
