// POST /circulars, /academy, /videos, /glossary: public, bundled, cacheable content.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ZAcademyRequest,
  ZAcademyResponse,
  ZCircularsRequest,
  ZCircularsResponse,
  ZErrorResponse,
  ZGlossaryRequest,
  ZGlossaryResponse,
  ZVideosRequest,
  ZVideosResponse,
} from "@sachiv/contracts";

const tags = ["content"];
const errors = { 400: ZErrorResponse };

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/circulars",
    { schema: { tags, body: ZCircularsRequest, response: { 200: ZCircularsResponse, ...errors } } },
    async (req) => app.content.circulars(req.body),
  );
  app.post(
    "/academy",
    { schema: { tags, body: ZAcademyRequest, response: { 200: ZAcademyResponse, ...errors } } },
    async (req) => app.content.academy(req.body),
  );
  app.post(
    "/videos",
    { schema: { tags, body: ZVideosRequest, response: { 200: ZVideosResponse, ...errors } } },
    async (req) => app.content.videos(req.body.language),
  );
  app.post(
    "/glossary",
    { schema: { tags, body: ZGlossaryRequest, response: { 200: ZGlossaryResponse, ...errors } } },
    async (req) => app.content.glossary(req.body),
  );
};
