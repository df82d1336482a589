// Paperwork drafts (issue 27): plain values, read by the drafts and settings screens without zod.
// Their own module, so that the first load of every screen (constants.ts) does not carry them.
import type { HOME_STATE_IDS } from "./constants.ts";

export const DRAFT_TEMPLATE_IDS = [
  "gram_sabha_notice",
  "meeting_minutes",
  "resolution",
  "work_demand_receipt",
  "rti_reply",
  "utilisation_certificate",
  "letter_to_bdo",
  "attendance_register",
] as const;

/** What the head of a Gram Panchayat is called: Mukhiya (Bihar, Jharkhand), Sarpanch (Haryana), Pradhan. */
export const HEAD_TITLES = ["mukhiya", "sarpanch", "pradhan"] as const;

/** The village profile before the user fills it (GET /users/me/village of a new user). */
export const EMPTY_VILLAGE_PROFILE = {
  state: null as (typeof HOME_STATE_IDS)[number] | null,
  district: "",
  block: "",
  panchayat: "",
  head_name: "",
  head_title: null as (typeof HEAD_TITLES)[number] | null,
  secretary_name: "",
  gram_sabha_venue: "",
};
