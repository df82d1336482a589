// The shape of a paperwork template: its form fields and its body, a list of blocks whose texts hold
// {placeholders} filled from the village profile, the state's rules and the form.
import type { TDraftTemplateId, THomeState } from "@sachiv/contracts";
import type { TBilingualText } from "../language.ts";
import type { TCitation } from "./rules.ts";

export type TDraftFieldKind = "text" | "longtext" | "date" | "time" | "number" | "list" | "check";

export type TDraftField = {
  key: string;
  kind: TDraftFieldKind;
  label: TBilingualText;
  hint?: TBilingualText;
  required?: boolean;
  /** Only in these states (a field about a state's own rule). */
  states?: readonly THomeState[];
};

export type TDraftBlock =
  | { kind: "title"; text: TBilingualText }
  | { kind: "para"; text: TBilingualText; align?: "left" | "right" | "center"; when?: string }
  /** A numbered list of a list field's items (the agenda). */
  | { kind: "list"; field: string; empty: TBilingualText }
  /** An empty table to fill by hand (the attendance register). */
  | { kind: "table"; columns: readonly TBilingualText[]; rows: number }
  | { kind: "signature"; lines: readonly TBilingualText[] };

export type TDraftTemplate = {
  id: TDraftTemplateId;
  /** Raised when the body changes, so a saved draft can say which wording it was made with. */
  version: number;
  title: TBilingualText;
  description: TBilingualText;
  fields: readonly TDraftField[];
  body: readonly TDraftBlock[];
  /** The sentences of our content this template's fixed text rests on (numbers included). */
  cites: readonly TCitation[];
};
