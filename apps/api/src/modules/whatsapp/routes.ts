// GET/POST /whatsapp/webhook (Meta's Cloud API; no user token: the verify token and the body's
// signature say it is Meta) and the signed-in user's link: GET /whatsapp/link, POST
// /whatsapp/link-code, DELETE /whatsapp/link, and its alerts: PUT /whatsapp/alerts. Without an app
// secret the webhook answers 403 to everything (fail closed) but stays in the API description.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import {
  ZErrorResponse,
  ZWhatsappAlertsRequest,
  ZWhatsappLinkCode,
  ZWhatsappLinkStatus,
  ZWhatsappVerifyQuery,
  ZWhatsappWebhook,
} from "@sachiv/contracts";
import type { TConfig } from "../../config.ts";
import { ApiError } from "../../lib/errors.ts";
import { authOf } from "../../plugins/auth.ts";
import { constantTimeEqual, isValidSignature } from "./signature.ts";

const tags = ["whatsapp"];
/** Meta batches several messages and statuses in one delivery; still small. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

const webhookRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  const { appSecret, verifyToken } = config.whatsapp;
  // The signature is over the bytes as they came: this plugin (only) keeps the body raw.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  // Fail closed, before any body is read: no secret configured, no signature sent.
  app.addHook("onRequest", async (req) => {
    if (!appSecret) throw new ApiError("WHATSAPP_FORBIDDEN");
    if (req.method === "POST" && !req.headers["x-hub-signature-256"]) throw new ApiError("WHATSAPP_FORBIDDEN");
  });

  app.get(
    "/whatsapp/webhook",
    {
      config: { rateLimit: false },
      schema: {
        tags,
        summary: "Meta's subscription handshake: hub.challenge back as plain text when hub.verify_token matches.",
        querystring: ZWhatsappVerifyQuery,
        response: { 200: z.string(), 403: ZErrorResponse },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const challenge = q["hub.challenge"];
      const ok =
        q["hub.mode"] === "subscribe" &&
        verifyToken !== undefined &&
        constantTimeEqual(q["hub.verify_token"] ?? "", verifyToken);
      if (!ok || challenge === undefined) throw new ApiError("WHATSAPP_FORBIDDEN");
      return reply.type("text/plain; charset=utf-8").send(challenge);
    },
  );

  app.post(
    "/whatsapp/webhook",
    {
      config: { rateLimit: false },
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags,
        summary:
          "Messages and delivery statuses from the WhatsApp Cloud API. X-Hub-Signature-256 must sign the raw body " +
          "with the app secret; the message is queued and answered in a job (200 at once).",
        response: { 200: z.object({ received: z.literal(true) }), 400: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (req) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const header = req.headers["x-hub-signature-256"];
      if (!appSecret || !isValidSignature(raw, typeof header === "string" ? header : undefined, appSecret)) {
        throw new ApiError("WHATSAPP_FORBIDDEN");
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString("utf8"));
      } catch {
        throw new ApiError("WHATSAPP_BAD_PAYLOAD");
      }
      const webhook = ZWhatsappWebhook.safeParse(json);
      if (!webhook.success) throw new ApiError("WHATSAPP_BAD_PAYLOAD");
      await app.whatsapp.receive(webhook.data);
      return { received: true as const };
    },
  );
};

const linkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);
  const errors = { 401: ZErrorResponse };
  app.get(
    "/whatsapp/link",
    {
      schema: {
        tags,
        summary: "Whether WhatsApp is on, and the signed-in user's linked number (masked).",
        response: { 200: ZWhatsappLinkStatus, ...errors },
      },
    },
    async (req) => app.whatsapp.linkStatus(authOf(req).userId),
  );
  app.post(
    "/whatsapp/link-code",
    {
      schema: {
        tags,
        summary: 'A fresh 6-digit code (15 minutes): "SACHIV <code>" sent from a WhatsApp number links it.',
        response: { 200: ZWhatsappLinkCode, ...errors },
      },
    },
    async (req) => app.whatsapp.newLinkCode(authOf(req).userId),
  );
  app.put(
    "/whatsapp/alerts",
    {
      schema: {
        tags,
        summary:
          "The linked number's alerts about new or replaced circulars on or off (as START / STOP sent from it); " +
          "409 when no number is linked.",
        body: ZWhatsappAlertsRequest,
        response: { 200: ZWhatsappLinkStatus, 400: ZErrorResponse, 409: ZErrorResponse, ...errors },
      },
    },
    async (req) => app.whatsapp.setAlerts(authOf(req).userId, req.body.on),
  );
  app.delete(
    "/whatsapp/link",
    {
      schema: {
        tags,
        summary: "Unlinks the user's WhatsApp number.",
        response: { 200: ZWhatsappLinkStatus, ...errors },
      },
    },
    async (req) => {
      await app.whatsapp.unlink(authOf(req).userId);
      return app.whatsapp.linkStatus(authOf(req).userId);
    },
  );
};

export const whatsappRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  await app.register(webhookRoutes, { config });
  await app.register(linkRoutes);
};
