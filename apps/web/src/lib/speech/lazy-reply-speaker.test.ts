// The reply's voice loaded on first use: what is said while reply-speaker.ts is still loading is
// spoken once it is there, in order; a Stop before that ends it at once, saying nothing.
import { afterEach, describe, expect, it, vi } from "vitest";
import { waitUntil } from "@sachiv/test-support/wait";
import { createLazyReplySpeaker } from "./lazy-reply-speaker";
import type { TSynthesize } from "./reply-speaker";

/** Audio that ends as soon as it plays. */
function installAudio() {
  const played: string[] = [];
  class FakeAudio {
    onended: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(public src: string) {}
    play() {
      played.push(this.src);
      queueMicrotask(() => this.onended?.());
      return Promise.resolve();
    }
    pause() {}
  }
  vi.stubGlobal("Audio", FakeAudio);
  vi.stubGlobal("window", { speechSynthesis: { speak: vi.fn(), cancel: vi.fn(), getVoices: () => [] } });
  return played;
}

describe("createLazyReplySpeaker", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("speaks what was pushed while it loaded, in order, then is done once", async () => {
    const played = installAudio();
    const synthesize: TSynthesize = (text) => Promise.resolve(`blob:${text}`);
    const onDone = vi.fn();
    const speaker = createLazyReplySpeaker("hinglish", synthesize, { onDone });
    speaker.push("Pehla vaakya.");
    speaker.push("Doosra.");
    speaker.end();
    await speaker.done;
    expect(played).toEqual(["blob:Pehla vaakya.", "blob:Doosra."]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("a Stop before the voice has loaded ends it at once and says nothing", async () => {
    const played = installAudio();
    const synthesize = vi.fn<TSynthesize>((text) => Promise.resolve(`blob:${text}`));
    const onDone = vi.fn();
    const speaker = createLazyReplySpeaker("hindi", synthesize, { onDone });
    speaker.push("पहला वाक्य।");
    speaker.stop();
    await speaker.done;
    expect(onDone).toHaveBeenCalledTimes(1);
    // Later pushes after the module arrives change nothing.
    const other = createLazyReplySpeaker("hindi", synthesize);
    other.end();
    await waitUntil(() => other.done.then(() => true), "the second speaker to finish");
    expect(synthesize).not.toHaveBeenCalled();
    expect(played).toEqual([]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
