// GET /knowledge/passages/:id: the passage a source under an answer cites, for any signed-in user.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorResponse, ZKnowledgePassage, ZKnowledgePassageParams } from "@sachiv/contracts";

const tags = ["knowledge"];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse };

export const knowledgeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.authenticate);

  app.get(
    "/knowledge/passages/:id",
    {
      schema: {
        tags,
        summary:
          "A cited knowledge-base passage: its text, document title, section path, page, kind, the official URL and the passages before and after it. The original file is not kept, so it cannot be downloaded.",
        params: ZKnowledgePassageParams,
        response: { 200: ZKnowledgePassage, ...errors },
      },
    },
    async (req) => app.knowledge.getPassage(req.params.id),
  );
};
