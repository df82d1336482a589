// Bundled bilingual content shared by web (offline) and api.
export * from "./language.ts";
export * from "./ui.ts";
export * from "./videos-ui.ts";
export * from "./admin-ui.ts";
export * from "./admin-tab-ui.ts";
export * from "./admin-grounding-ui.ts";
export { adminGroundingTexts } from "./ui/admin-grounding.ts";
export * from "./errors.ts";
export * from "./error-status.ts";
export * from "./chat.ts";
export * from "./data/index.ts";
export * from "./cross-script.ts";
export * from "./documents.ts";
export * from "./drafts/index.ts";
export * from "./whatsapp.ts";
export * from "./ui/whatsapp.ts";
