// The parts of @echogarden/espeak-ng-emscripten (Emscripten + WebIDL bindings, no typings of its
// own) that the offline TTS provider uses.
declare module "@echogarden/espeak-ng-emscripten" {
  export type TEspeakEvent = { type: string; text_position: number; word_length: number; audio_position: number };
  export type TEspeakVoiceInfo = { name: string; identifier: string; languages: { priority: number; name: string }[] };
  export class eSpeakNGWorker {
    get_samplerate(): number;
    set_voice(name: string): number;
    set_rate(wordsPerMinute: number): void;
    set_pitch(pitch: number): void;
    list_voices(): TEspeakVoiceInfo[];
    /** Calls back with 16-bit mono samples as they are made; returning true stops synthesis. */
    synthesize(text: string, callback: (samples: Int16Array, events: TEspeakEvent[]) => boolean): void;
  }
  export type TEspeakModule = { eSpeakNGWorker: typeof eSpeakNGWorker };
  const initialize: (moduleArg?: object) => Promise<TEspeakModule>;
  export default initialize;
}
