// The reply's voice loaded on first use (reply-speaker.ts and what it brings: the speech filter,
// the browser voice): the chat screen's first paint does not need it. Sentences pushed while it
// loads wait and are spoken in order; stop() before it has loaded ends it at once.
import type { TUiLanguage } from "@sachiv/content";
import type * as ReplySpeakerModule from "./reply-speaker";
import type { TReplySpeaker, TReplySpeakerEvents, TSynthesize } from "./reply-speaker";

type TSpeakerModule = typeof ReplySpeakerModule;

let loading: Promise<TSpeakerModule> | null = null;

/** The speaker module; a failed load (a network blip) is tried again next time. */
export function loadReplySpeaker(): Promise<TSpeakerModule> {
  loading ??= import("./reply-speaker").catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** synthesizeOnServer of reply-speaker.ts, loaded on first use. */
export const synthesizeOnServerLazily: TSynthesize = async (text, language) =>
  (await loadReplySpeaker()).synthesizeOnServer(text, language);

/** createReplySpeaker of reply-speaker.ts, usable at once: calls wait until the module is there. */
export function createLazyReplySpeaker(
  language: TUiLanguage,
  synthesize: TSynthesize,
  events: TReplySpeakerEvents = {},
): TReplySpeaker {
  let real: TReplySpeaker | null = null;
  let finished = false;
  const waiting: ((speaker: TReplySpeaker) => void)[] = [];
  let resolveDone: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    resolveDone = resolve;
  });
  const finish = () => {
    if (finished) return;
    finished = true;
    events.onDone?.();
    resolveDone();
  };

  loadReplySpeaker().then(
    (module) => {
      if (finished) return;
      real = module.createReplySpeaker(language, synthesize, { ...events, onDone: finish });
      for (const call of waiting.splice(0)) call(real);
    },
    () => {
      // Offline with the voice never loaded: nothing can speak.
      events.onError?.();
      finish();
    },
  );

  return {
    push: (sentence) => (real ? real.push(sentence) : void waiting.push((speaker) => speaker.push(sentence))),
    end: () => (real ? real.end() : void waiting.push((speaker) => speaker.end())),
    stop: () => (real ? real.stop() : finish()),
    done,
  };
}
