// Which language a request wants its messages in: the x-language header the web app sends,
// else Accept-Language, else Hinglish (the product default).
import type { FastifyRequest } from "fastify";
import { LANGUAGE_HEADER, type TLanguage } from "@sachiv/contracts";

export function requestLanguage(request: Pick<FastifyRequest, "headers">): TLanguage {
  const explicit = request.headers[LANGUAGE_HEADER];
  if (typeof explicit === "string" && explicit.trim() !== "") {
    return explicit.trim().toLowerCase() === "hindi" ? "hindi" : "hinglish";
  }
  const accept = request.headers["accept-language"];
  return typeof accept === "string" && /^\s*hi\b/i.test(accept) ? "hindi" : "hinglish";
}
