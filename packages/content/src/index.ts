// Bundled bilingual content shared by web (offline) and api.
export * from "./language.ts";
export * from "./ui.ts";
export * from "./admin-ui.ts";
export * from "./admin-tab-ui.ts";
export * from "./errors.ts";
export * from "./chat.ts";
export * from "./data/index.ts";
export * from "./documents.ts";
