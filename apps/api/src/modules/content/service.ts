// Bundled content (packages/content) in the caller's language: the same data and the same
// localising and search functions the web app ships for offline use, so both always agree.
import fp from "fastify-plugin";
import {
  academyModules,
  localizeAcademyModule,
  localizeGlossaryTerm,
  localizeRegionItem,
  localize,
  localizeVideo,
  regionItemMatches,
  regions,
  searchGlossary,
  videos,
} from "@sachiv/content";
import { glossaryTerms } from "@sachiv/content/glossary";
import type {
  TAcademyRequest,
  TAcademyResponse,
  TCircularsRequest,
  TCircularsResponse,
  TGlossaryRequest,
  TGlossaryResponse,
  TLanguage,
  TVideosResponse,
} from "@sachiv/contracts";

export function listCirculars(input: TCircularsRequest): TCircularsResponse {
  // The request schema admits only known region ids.
  const region = regions.find((r) => r.id === input.state_id)!;
  return {
    state: { id: region.id, name: localize(region.name, input.language) },
    category: input.category,
    query: input.query?.trim() || null,
    language: input.language,
    items: region.items
      .filter((item) => input.category === "all" || item.category === input.category)
      .filter((item) => regionItemMatches(item, input.query))
      .map((item) => localizeRegionItem(item, input.language)),
  };
}

export function listAcademy(input: TAcademyRequest): TAcademyResponse {
  return {
    language: input.language,
    modules: academyModules
      .filter((m) => input.module_id === undefined || m.id === input.module_id)
      .map((m) => localizeAcademyModule(m, input.language)),
  };
}

export function listVideos(language: TLanguage): TVideosResponse {
  return { language, videos: videos.map((v, i) => localizeVideo(v, i, language)) };
}

export function findGlossaryTerms(input: TGlossaryRequest): TGlossaryResponse {
  return {
    language: input.language,
    terms: searchGlossary(glossaryTerms, input).map((t) => localizeGlossaryTerm(t, input.language)),
  };
}

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    content: typeof contentService;
  }
}

const contentService = {
  circulars: listCirculars,
  academy: listAcademy,
  videos: listVideos,
  glossary: findGlossaryTerms,
};

/** The bundled content as a service (`app.content`). */
export default fp(
  async (app) => {
    app.decorate("content", contentService);
  },
  { name: "content" },
);
