// Charts and infographics as a service (`app.images`): a description becomes a chart spec (the
// model's, or the offline prompt parser's), is drawn as a PNG and stored; stored images are found
// again by id or by the URL they were served at.
import fp from "fastify-plugin";
import type { TLanguage } from "@sachiv/contracts";
import type { TStructuredModel } from "../../ai/structured.ts";
import type { TConfig } from "../../config.ts";
import { ApiError } from "../../lib/errors.ts";
import { makeChartSpec } from "./chart-spec.ts";
import { isPermittedPrompt } from "./permitted.ts";
import { renderChart } from "./render.ts";
import { createImageStore, imageIdFromUrl, imagePath } from "./store.ts";
import type { TDb } from "../../db/client.ts";

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    images: TImageService;
  }
}

type TLog = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export function createImageService(db: TDb, options: { dailyLimit: number; model?: TStructuredModel }) {
  const store = createImageStore(db);
  return {
    /** Draws and stores a chart for the user: 400 for a prompt outside official work, 429 over the daily limit. */
    async generate(userId: string, prompt: string, language: TLanguage, log: TLog) {
      if (!isPermittedPrompt(prompt)) throw new ApiError("INAPPROPRIATE_IMAGE_PROMPT");
      if ((await store.countToday(userId)) >= options.dailyLimit) throw new ApiError("IMAGE_LIMIT_EXCEEDED");
      const { spec, by, error } = await makeChartSpec(prompt, language, options.model);
      if (error) log.warn({ err: error }, "images: model spec failed, prompt parser used");
      if (!spec.allowed) throw new ApiError("INAPPROPRIATE_IMAGE_PROMPT");
      let rendered;
      try {
        rendered = await renderChart(spec);
      } catch (err) {
        log.error({ err, spec }, "images: render failed");
        throw new ApiError("IMAGE_RENDER_FAILED");
      }
      const id = await store.saveImage({
        userId,
        prompt,
        language,
        spec,
        specBy: by,
        png: rendered.png,
        width: rendered.width,
        height: rendered.height,
      });
      const { allowed: _allowed, ...chart } = spec;
      return { url: imagePath(id), chart };
    },
    /** The stored image one of our image URLs names; undefined when there is none. */
    async findByUrl(url: string) {
      const id = imageIdFromUrl(url);
      return id ? store.getImage(id) : undefined;
    },
  };
}

export type TImageService = ReturnType<typeof createImageService>;

export default fp<{ config: TConfig; model?: TStructuredModel }>(
  async (app, { config, model }) => {
    app.decorate("images", createImageService(app.db, { dailyLimit: config.images.dailyLimit, model }));
  },
  { name: "images", dependencies: ["database"] },
);
