// The analysed documents' background work: expired sessions go without anyone asking (at start,
// then regularly), and the OCR worker ends with the app.
import fp from "fastify-plugin";
import { stopOcr } from "../../ai/ocr.ts";
import type { TConfig } from "../../config.ts";

export default fp<{ config: TConfig }>(
  async (app, { config }) => {
    const sweepEveryMs = Math.min(15 * 60_000, (config.documents.sessionTtlHours * 3600_000) / 4);
    const sweep = () =>
      app.documents.sweepExpired().then(
        (n) => n > 0 && app.log.info({ removed: n }, "documents: expired sessions removed"),
        (err: unknown) => app.log.warn({ err }, "documents: sweep failed"),
      );
    const timer = setInterval(() => void sweep(), sweepEveryMs);
    timer.unref();
    app.addHook("onReady", async () => void sweep());
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await stopOcr();
    });
  },
  { name: "documents-background", dependencies: ["documents"] },
);
