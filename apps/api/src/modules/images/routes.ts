// POST /generate-image (a chart or infographic for official work, per-user daily limit),
// GET /images/{id}.png (serves it) and GET /download-image?url= (the same as an attachment).
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import { imageTexts, pickText } from "@sachiv/content";
import { ZDownloadImageQuery, ZErrorResponse, ZGenerateImageRequest, ZGenerateImageResponse } from "@sachiv/contracts";
import { ApiError } from "../../lib/errors.ts";
import { authOf } from "../../plugins/auth.ts";

const tags = ["images"];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  404: ZErrorResponse,
  429: ZErrorResponse,
  500: ZErrorResponse,
};

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendPng = async (reply: FastifyReply, url: string, attachment: boolean) => {
    const image = await app.images.findByUrl(url);
    if (!image) throw new ApiError("IMAGE_NOT_FOUND");
    const png = Buffer.from(image.png);
    reply
      .type("image/png")
      .header("content-length", png.length)
      // The id is a random UUID: whoever has the URL may see the image, and it never changes.
      .header("cache-control", "private, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff");
    if (attachment) {
      const day = image.createdAt.toISOString().slice(0, 10);
      reply.header("content-disposition", `attachment; filename="ai-sachiv-chart-${day}.png"`);
    }
    return reply.send(png);
  };

  app.post(
    "/generate-image",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Make a chart or infographic PNG from a description (government work, training and presentations only).",
        body: ZGenerateImageRequest,
        response: { 200: ZGenerateImageResponse, ...errors },
      },
    },
    async (req) => {
      const { prompt, language } = req.body;
      const { url, chart } = await app.images.generate(authOf(req).userId, prompt, language, req.log);
      app.usage.record("chart", authOf(req).userId);
      return { success: true, message: pickText(imageTexts.generated, language), image_url: url, chart };
    },
  );

  app.get(
    "/images/:file",
    {
      schema: {
        tags,
        summary: "A generated image (public by its unguessable URL, so an <img> can show it).",
        params: z.object({ file: z.string().max(60) }),
        response: { 200: z.any().describe("image/png bytes"), 404: ZErrorResponse },
      },
    },
    async (req, reply) => sendPng(reply, `/api/images/${req.params.file}`, false),
  );

  app.get(
    "/download-image",
    {
      schema: {
        tags,
        summary:
          "A generated image as an attachment. Only our own image URLs are served; nothing is fetched from elsewhere.",
        querystring: ZDownloadImageQuery,
        response: { 200: z.any().describe("image/png bytes"), 404: ZErrorResponse },
      },
    },
    async (req, reply) => sendPng(reply, req.query.url, true),
  );
};
