// The one source of request, response, event and entity types for api and web.
export * from "./common.ts";
export * from "./auth.ts";
export * from "./users.ts";
export * from "./health.ts";
export * from "./zod-helpers.ts";
export * from "./constants.ts";
export * from "./chat.ts";
export * from "./rating.ts";
export * from "./content.ts";
export * from "./document.ts";
export * from "./images.ts";
export * from "./tts.ts";
export * from "./admin.ts";
export * from "./admin-knowledge.ts";
export * from "./feedback.ts";
export * from "./knowledge-passage.ts";
export * from "./knowledge-gaps.ts";
