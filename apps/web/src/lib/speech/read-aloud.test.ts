import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isReadAloudSupported, pickIndianVoice, readAloud, stopReadAloud } from "./read-aloud";

type TFakeUtterance = {
  text: string;
  lang: string;
  rate: number;
  pitch: number;
  voice: unknown;
  onstart: (() => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
};

function installFakeSynthesis(voices: { lang: string; name: string }[] = []) {
  const spoken: TFakeUtterance[] = [];
  const synth = {
    speak: vi.fn((u: TFakeUtterance) => spoken.push(u)),
    cancel: vi.fn(),
    getVoices: () => voices,
  };
  class FakeUtterance {
    lang = "";
    rate = 1;
    pitch = 1;
    voice: unknown = null;
    onstart = null;
    onend = null;
    onerror = null;
    constructor(public text: string) {}
  }
  vi.stubGlobal("window", { speechSynthesis: synth, SpeechSynthesisUtterance: FakeUtterance });
  return { synth, spoken };
}

describe("pickIndianVoice", () => {
  const voices = [
    { lang: "en-US", name: "Google US English" },
    { lang: "en_IN", name: "English (India)" },
    { lang: "hi-IN", name: "Google हिन्दी" },
  ];

  it("prefers the exact Indian locale", () => {
    expect(pickIndianVoice(voices, "hi-IN")?.name).toBe("Google हिन्दी");
    expect(pickIndianVoice(voices, "en-IN")?.name).toBe("English (India)");
  });

  it("falls back to another Indian locale, then to a name saying India or Hindi", () => {
    expect(pickIndianVoice([voices[0]!, voices[2]!], "en-IN")?.lang).toBe("hi-IN");
    expect(pickIndianVoice([voices[0]!, { lang: "hi", name: "Lekha Hindi" }], "hi-IN")?.name).toBe("Lekha Hindi");
    expect(pickIndianVoice([voices[0]!], "hi-IN")).toBeUndefined();
  });
});

describe("readAloud", () => {
  beforeEach(() => {
    stopReadAloud();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is unsupported without speech synthesis", () => {
    vi.stubGlobal("window", {});
    expect(isReadAloudSupported()).toBe(false);
  });

  it("speaks each part in order at rate 0.8, pitch 1, in hi-IN for Hindi with the Indian voice", () => {
    const hindiVoice = { lang: "hi-IN", name: "Hindi" };
    const { spoken } = installFakeSynthesis([{ lang: "en-US", name: "US" }, hindiVoice]);
    expect(isReadAloudSupported()).toBe(true);
    const onDone = vi.fn();
    readAloud(["शीर्षक", " पहली बात ", "", "दूसरी बात"], "hindi", { onDone });
    expect(spoken.map((u) => u.text)).toEqual(["शीर्षक", "पहली बात", "दूसरी बात"]);
    for (const u of spoken) {
      expect(u).toMatchObject({ lang: "hi-IN", rate: 0.8, pitch: 1, voice: hindiVoice });
    }
    spoken[0]!.onend?.();
    expect(onDone).not.toHaveBeenCalled();
    spoken[2]!.onend?.();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("uses en-IN for Hinglish and reports the part being spoken by its original index", () => {
    const { spoken } = installFakeSynthesis();
    const onPart = vi.fn();
    readAloud(["Title", "", "Point"], "hinglish", { onPart, onDone: vi.fn() });
    expect(spoken.every((u) => u.lang === "en-IN" && u.voice === null)).toBe(true);
    spoken[1]!.onstart?.();
    expect(onPart).toHaveBeenCalledWith(2);
  });

  it("stops: cancels speech once and reports done once, ignoring the late error Chrome sends", () => {
    const { synth, spoken } = installFakeSynthesis();
    const onDone = vi.fn();
    const stop = readAloud(["a", "b"], "hinglish", { onDone });
    synth.cancel.mockClear();
    stop();
    spoken[0]!.onerror?.();
    stop();
    expect(synth.cancel).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("ends on an error, and a new reading ends the previous one", () => {
    const { spoken } = installFakeSynthesis();
    const first = vi.fn();
    readAloud(["a", "b"], "hinglish", { onDone: first });
    spoken[0]!.onerror?.();
    expect(first).toHaveBeenCalledTimes(1);

    const second = vi.fn();
    const third = vi.fn();
    readAloud(["c"], "hinglish", { onDone: second });
    readAloud(["d"], "hinglish", { onDone: third });
    expect(second).toHaveBeenCalledTimes(1);
    expect(third).not.toHaveBeenCalled();
  });

  it("is done at once with nothing to read", () => {
    installFakeSynthesis();
    const onDone = vi.fn();
    readAloud(["  "], "hindi", { onDone });
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
