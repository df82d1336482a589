// /admin/draft-templates (issue 27 §6): admins write a state's own wording of a paperwork template,
// which replaces ours for that state's drafts; deleting it restores ours. Full admins only (a scoped admin is refused: the scope decision of each route).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import {
  ZDraftTemplateOverride,
  ZDraftTemplateOverrideInput,
  ZDraftTemplateOverrideList,
  ZDraftTemplateOverrideParams,
  ZErrorResponse,
} from "@sachiv/contracts";
import { requestLanguage } from "../../lib/language.ts";
import { authOf, FULL_ADMIN_ROUTE } from "../../plugins/auth.ts";
import { sendError } from "../../plugins/error-handler.ts";
import { TemplateProblems } from "./service.ts";

const guarded = { 401: ZErrorResponse, 403: ZErrorResponse };
const tags = ["admin"];

export const draftTemplateAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", async (request, reply) => {
    await app.requireAdmin(request, reply);
  });
  app.get(
    "/admin/draft-templates",
    { config: FULL_ADMIN_ROUTE, schema: { tags, response: { 200: ZDraftTemplateOverrideList, ...guarded } } },
    async () => ({ overrides: await app.drafts.overrides() }),
  );
  app.put(
    "/admin/draft-templates/:state/:template_id",
    {
      config: FULL_ADMIN_ROUTE,
      schema: {
        tags,
        description:
          "A state's own title, description and body of a template; its {placeholders} must be ones the template fills.",
        params: ZDraftTemplateOverrideParams,
        body: ZDraftTemplateOverrideInput,
        response: { 200: ZDraftTemplateOverride, 400: ZErrorResponse, ...guarded },
      },
    },
    async (request, reply) => {
      try {
        return await app.drafts.saveOverride(
          request.params.state,
          request.params.template_id,
          request.body,
          authOf(request).email,
        );
      } catch (error) {
        if (!(error instanceof TemplateProblems)) throw error;
        const language = requestLanguage(request);
        return sendError(
          request,
          reply,
          "DRAFT_TEMPLATE_INVALID",
          error.problems.map((p) => ({ path: p.path, message: p.text[language] })),
        );
      }
    },
  );
  app.delete(
    "/admin/draft-templates/:state/:template_id",
    {
      config: FULL_ADMIN_ROUTE,
      schema: {
        tags,
        description: "Restore the built-in template for the state.",
        params: ZDraftTemplateOverrideParams,
        response: { 204: z.null(), 404: ZErrorResponse, ...guarded },
      },
    },
    async (request, reply) => {
      await app.drafts.removeOverride(request.params.state, request.params.template_id);
      return reply.code(204).send(null);
    },
  );
};
