// Stand-ins at the browser boundary only: speech synthesis, geolocation and the share sheet are
// replaced inside the page (before the app's scripts run); the app's own code runs unchanged.
// Map embeds are answered locally, because the test machine has no route to Google.
import type { BrowserContext, Page } from "@playwright/test";

export type TSpokenUtterance = { text: string; rate: number; pitch: number; lang: string };

/**
 * Records every utterance (text, rate, pitch, lang) instead of speaking it. Utterances wait in a
 * queue until the test calls finishSpeech() (each starts, then ends) — or cancel() empties it.
 */
export async function recordSpeech(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    type TUtterance = {
      text: string;
      rate: number;
      pitch: number;
      lang: string;
      onstart?: () => void;
      onend?: () => void;
    };
    const queue: TUtterance[] = [];
    const record = { spoken: [] as unknown[], cancels: 0, finish: () => {} };
    record.finish = () => {
      for (const u of queue.splice(0)) {
        u.onstart?.();
        u.onend?.();
      }
    };
    class RecordedUtterance {
      lang = "";
      rate = 1;
      pitch = 1;
      volume = 1;
      voice: unknown = null;
      onstart = null;
      onend = null;
      onerror = null;
      constructor(public text: string) {}
    }
    const speak = (u: TUtterance) => {
      record.spoken.push({ text: u.text, rate: u.rate, pitch: u.pitch, lang: u.lang });
      queue.push(u);
    };
    const cancel = () => {
      record.cancels += 1;
      queue.length = 0;
    };
    Object.defineProperty(window, "SpeechSynthesisUtterance", { value: RecordedUtterance, configurable: true });
    if (window.speechSynthesis) {
      Object.assign(window.speechSynthesis, { speak, cancel });
    } else {
      Object.defineProperty(window, "speechSynthesis", {
        value: { speak, cancel, getVoices: () => [] },
        configurable: true,
      });
    }
    Object.defineProperty(window, "__speech", { value: record });
  });
}

type TSpeechRecord = { spoken: TSpokenUtterance[]; cancels: number; finish: () => void };

export function spokenUtterances(page: Page): Promise<TSpokenUtterance[]> {
  return page.evaluate(() => (window as unknown as { __speech: TSpeechRecord }).__speech.spoken);
}

export function speechCancels(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __speech: TSpeechRecord }).__speech.cancels);
}

/** Plays the queued utterances to their end, as the browser would. */
export function finishSpeech(page: Page): Promise<void> {
  return page.evaluate(() => (window as unknown as { __speech: TSpeechRecord }).__speech.finish());
}

/** A browser without speech synthesis. */
export async function removeSpeechSynthesis(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Object.defineProperty(window, "speechSynthesis", { value: undefined, configurable: true });
  });
}

/** A browser without geolocation. */
export async function removeGeolocation(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "geolocation", { get: () => undefined, configurable: true });
  });
}

/** getCurrentPosition answers only after releaseGeolocation(): the waiting state can be seen. */
export async function holdGeolocation(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const geolocation = navigator.geolocation;
    const real = geolocation.getCurrentPosition.bind(geolocation);
    const held: (() => void)[] = [];
    let released = false;
    geolocation.getCurrentPosition = (...args: Parameters<Geolocation["getCurrentPosition"]>) => {
      if (released) real(...args);
      else held.push(() => real(...args));
    };
    Object.defineProperty(window, "__releaseGeolocation", {
      value: () => {
        released = true;
        for (const run of held.splice(0)) run();
      },
    });
  });
}

export function releaseGeolocation(page: Page): Promise<void> {
  return page.evaluate(() => (window as unknown as { __releaseGeolocation: () => void }).__releaseGeolocation());
}

export type TSharedData = { title?: string; text?: string; url?: string };

/** A device share sheet that records what it was given. */
export async function recordShare(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shared: unknown[] = [];
    Object.defineProperty(Navigator.prototype, "share", {
      value: (data: unknown) => {
        shared.push(data);
        return Promise.resolve();
      },
      configurable: true,
    });
    Object.defineProperty(Navigator.prototype, "canShare", { value: () => true, configurable: true });
    Object.defineProperty(window, "__shared", { value: shared });
  });
}

export function sharedData(page: Page): Promise<TSharedData[]> {
  return page.evaluate(() => (window as unknown as { __shared: TSharedData[] }).__shared);
}

/** Answers Google map embeds with a plain stand-in page showing the requested place. */
export async function serveMapEmbedsLocally(context: BrowserContext): Promise<void> {
  const handler = async (route: Parameters<Parameters<BrowserContext["route"]>[1]>[0]) => {
    const query = new URL(route.request().url()).searchParams.get("q") ?? "";
    await route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: `<!doctype html><body style="margin:0;height:100vh;display:grid;place-items:center;background:repeating-linear-gradient(45deg,#35573f,#35573f 14px,#3d6448 14px,#3d6448 28px);color:#fff;font:600 15px sans-serif"><span style="background:#0008;padding:6px 10px;border-radius:8px">map stand-in: ${query}</span></body>`,
    });
  };
  await context.route("https://maps.google.com/**", handler);
  await context.route("https://www.google.com/**", handler);
}

/**
 * Audio elements "play" to their end at once (headless Chromium would play them in real time):
 * each play() is recorded with its source and ends 50 ms later.
 */
export async function playAudioInstantly(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const played: string[] = [];
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      played.push(this.currentSrc || this.src);
      setTimeout(() => this.dispatchEvent(new Event("ended")), 50);
      return Promise.resolve();
    };
    HTMLMediaElement.prototype.pause = function pause() {};
    Object.defineProperty(window, "__audio", { value: { played } });
  });
}

export function playedAudio(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __audio: { played: string[] } }).__audio.played);
}
