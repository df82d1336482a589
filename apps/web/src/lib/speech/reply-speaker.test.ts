import { offlineAnswerTexts } from "@sachiv/content";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createReplySpeaker, type TSynthesize } from "./reply-speaker";

type TFakeAudio = { src: string; onended: (() => void) | null; onerror: (() => void) | null };

/** Audio that plays until the test ends it; utterances likewise. */
function installFakes() {
  const playing: TFakeAudio[] = [];
  const spoken: { text: string; rate: number; lang: string; onend: (() => void) | null }[] = [];
  class FakeAudio {
    onended: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(public src: string) {}
    play() {
      playing.push(this);
      return Promise.resolve();
    }
    pause() {}
  }
  class FakeUtterance {
    lang = "";
    rate = 1;
    pitch = 1;
    volume = 1;
    voice: unknown = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(public text: string) {}
  }
  const synth = { speak: (u: FakeUtterance) => spoken.push(u), cancel: vi.fn(), getVoices: () => [] };
  vi.stubGlobal("Audio", FakeAudio);
  vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
  vi.stubGlobal("window", { speechSynthesis: synth, SpeechSynthesisUtterance: FakeUtterance });
  return { playing, spoken, synth };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe("createReplySpeaker", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts with the first sentence, gathers the ones that arrive while it plays, and plays in order", async () => {
    const { playing } = installFakes();
    const requested: string[] = [];
    const synthesize: TSynthesize = (text) => {
      requested.push(text);
      return Promise.resolve(`blob:${requested.length}`);
    };
    const onDone = vi.fn();
    const speaker = createReplySpeaker("hinglish", synthesize, { onDone });
    speaker.push("Pehla vaakya.");
    await flush();
    speaker.push("Doosra.");
    speaker.push("Teesra.");
    speaker.push("Chautha.");
    speaker.end();
    await flush();
    expect(requested).toEqual(["Pehla vaakya.", "Doosra."]);
    expect(playing.map((a) => a.src)).toEqual(["blob:1"]);
    playing[0]!.onended?.();
    await flush();
    // While the second plays, the gathered rest is already being synthesised, as one piece.
    expect(requested).toEqual(["Pehla vaakya.", "Doosra.", "Teesra. Chautha."]);
    playing[1]!.onended?.();
    await flush();
    expect(onDone).not.toHaveBeenCalled();
    playing[2]!.onended?.();
    await speaker.done;
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("never sends the sources list or the note on how the answer was made to the voice", async () => {
    const { playing } = installFakes();
    const requested: string[] = [];
    const synthesize: TSynthesize = (text) => {
      requested.push(text);
      return Promise.resolve(`blob:${requested.length}`);
    };
    const speaker = createReplySpeaker("hindi", synthesize);
    for (const sentence of [
      "जॉब कार्ड 15 दिन में मिलता है [1]।",
      "स्रोत:",
      "मनरेगा मार्गदर्शिका —",
      offlineAnswerTexts.offlineNote.hindi,
    ])
      speaker.push(sentence);
    speaker.end();
    await flush();
    playing[0]?.onended?.();
    await speaker.done;
    expect(requested).toEqual(["जॉब कार्ड 15 दिन में मिलता है।"]);
  });

  it("falls back to the browser voice at rate 0.9 when the server voice fails, for the rest of the reply", async () => {
    const { spoken } = installFakes();
    const synthesize = vi.fn<TSynthesize>(() => Promise.resolve(null));
    const onBrowserSpeech = vi.fn();
    const speaker = createReplySpeaker("hindi", synthesize, { onBrowserSpeech });
    speaker.push("पहला।");
    await flush();
    speaker.push("दूसरा।");
    speaker.end();
    await flush();
    expect(onBrowserSpeech).toHaveBeenCalledTimes(1);
    expect(spoken[0]).toMatchObject({ text: "पहला।", rate: 0.9, lang: "hi-IN" });
    spoken[0]!.onend?.();
    await flush();
    expect(spoken[1]).toMatchObject({ text: "दूसरा।", lang: "hi-IN" });
    expect(synthesize).toHaveBeenCalledTimes(1);
    spoken[1]!.onend?.();
    await speaker.done;
  });

  it("reports an error without any voice, and stop() ends at once", async () => {
    installFakes();
    vi.stubGlobal("window", {});
    const onError = vi.fn();
    const speaker = createReplySpeaker("hinglish", () => Promise.resolve(null), { onError });
    speaker.push("Kuch.");
    await speaker.done;
    expect(onError).toHaveBeenCalledTimes(1);

    const { playing } = installFakes();
    const onDone = vi.fn();
    const other = createReplySpeaker("hinglish", () => Promise.resolve("blob:x"), { onDone });
    other.push("Ek.");
    await flush();
    expect(playing).toHaveLength(1);
    other.stop();
    await other.done;
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
