// Paperwork drafts (issue 27): templates as content, the state rules they cite, and the filling.
export * from "./types.ts";
export * from "./rules.ts";
export * from "./templates.ts";
export * from "./fill.ts";
export * from "./ui.ts";
export * from "./suggest.ts";
export * from "./pdf-layout.ts";
export * from "./override.ts";
