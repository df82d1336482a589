// POST /chat/messages/:id/feedback (👍/👎 on one answer) and GET the user's own feedback on it.
// Signed-in users only; an answer that is not the caller's own is a 404.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import { ZErrorResponse, ZFeedback, ZFeedbackParams, ZFeedbackRequest } from "@sachiv/contracts";
import { authOf } from "../../plugins/auth.ts";

const tags = ["chat"];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse, 429: ZErrorResponse };

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: a token is checked before any body is read.
  app.addHook("onRequest", app.authenticate);

  app.post(
    "/chat/messages/:id/feedback",
    {
      schema: {
        tags,
        summary: "👍 or 👎 on one of your own answers; giving it again replaces it.",
        params: ZFeedbackParams,
        body: ZFeedbackRequest,
        response: { 200: ZFeedback, ...errors },
      },
    },
    async (req) => app.feedback.give(authOf(req).userId, req.params.id, req.body),
  );

  app.get(
    "/chat/messages/:id/feedback",
    {
      schema: {
        tags,
        params: ZFeedbackParams,
        response: { 200: z.object({ feedback: ZFeedback.nullable() }), ...errors },
      },
    },
    async (req) => ({ feedback: await app.feedback.get(authOf(req).userId, req.params.id) }),
  );
};
