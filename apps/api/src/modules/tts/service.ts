// Speech as a service (`app.tts`): the configured voice (or the offline espeak-ng one) behind a
// fair queue, so clients take turns and a short text is not stuck behind someone's long ones.
// Errors are ApiErrors the route passes on.
import fp from "fastify-plugin";
import type { TTtsHealthResponse, TTtsSynthesizeRequest } from "@sachiv/contracts";
import type { FastifyBaseLogger } from "fastify";
import { createTtsService, TtsInputError, warmOfflineVoice } from "../../ai/tts/index.ts";
import type { TConfig } from "../../config.ts";
import { ApiError } from "../../lib/errors.ts";
import { createFairQueue, QueueFullError, type TFairQueue } from "./fair-queue.ts";

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    tts: TSpeechService;
  }
}

/** Queues of the running apps, so tests can wait until a request is queued. */
const queues = new Set<TFairQueue>();
export function ttsQueueStats(): { running: number; waiting: number } {
  let running = 0;
  let waiting = 0;
  for (const q of queues) {
    running += q.stats().running;
    waiting += q.stats().waiting;
  }
  return { running, waiting };
}

export function createSpeechService(config: TConfig, log: FastifyBaseLogger) {
  const tts = createTtsService(config.ai, (msg, err) => log.warn({ err }, msg));
  // The offline voice has one thread: one job at a time, so the queue (not the thread) decides the order.
  // A reply read aloud sends several sentences at once (the web speaker works ahead of playback):
  // 8 each covers a long answer, and clients still take turns.
  const queue = createFairQueue({ concurrency: tts.provider.offline ? 1 : 4, maxPerClient: 8, maxWaiting: 200 });
  queues.add(queue);
  return {
    /**
     * Audio for a text, in the client's turn. `signedIn` callers may send longer texts. Undefined
     * when the signal aborted (the listener left).
     */
    async speak(
      client: string,
      signedIn: boolean,
      input: TTtsSynthesizeRequest,
      signal: AbortSignal,
      requestLog: FastifyBaseLogger,
    ) {
      const maxChars = signedIn ? config.tts.maxChars : config.tts.anonymousMaxChars;
      if (input.text.length > maxChars) throw new ApiError("TTS_TEXT_TOO_LONG");
      try {
        const result = await queue.run(client, () => tts.synthesize({ ...input, signal }), signal);
        return {
          ...result,
          fallback: result.fallbackReason ? `${tts.provider.name}: ${result.fallbackReason}` : undefined,
        };
      } catch (err) {
        if (err instanceof TtsInputError) throw new ApiError("TTS_NOTHING_TO_SAY");
        if (err instanceof QueueFullError) throw new ApiError("TTS_BUSY", { "retry-after": "5" });
        if (signal.aborted) return undefined;
        requestLog.error({ err }, "tts: synthesis failed");
        throw new ApiError("TTS_UNAVAILABLE");
      }
    },
    voices: () => tts.provider.voices(),
    async health(requestLog: FastifyBaseLogger): Promise<TTtsHealthResponse> {
      if (tts.provider.offline) {
        try {
          await warmOfflineVoice();
        } catch (err) {
          requestLog.error({ err }, "tts: offline engine does not load");
          throw new ApiError("TTS_UNAVAILABLE");
        }
      }
      // A configured server is not called here: each call may cost money. Its failures fall
      // back to the offline voice anyway.
      return { status: "healthy", mode: tts.provider.offline ? "offline" : "configured", provider: tts.provider.name };
    },
    close: () => void queues.delete(queue),
  };
}

export type TSpeechService = ReturnType<typeof createSpeechService>;

export default fp<{ config: TConfig }>(
  async (app, { config }) => {
    const speech = createSpeechService(config, app.log);
    app.decorate("tts", speech);
    app.addHook("onClose", async () => speech.close());
  },
  { name: "tts" },
);
