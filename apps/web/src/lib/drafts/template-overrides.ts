// States' own template wordings (issue 27 §6), written by admins: read from GET /drafts/templates
// and kept on the phone, so a draft offline still uses the state's wording last seen.
import type { TDraftTemplateOverride, TDraftTemplateOverrideList } from "@sachiv/contracts";
import { useEffect, useState } from "react";
import { apiRequest } from "@/lib/api";
import { readStorage, writeStorage } from "@/lib/storage";

export const OVERRIDES_STORAGE_KEY = "draft-template-overrides";

export function readLocalOverrides(): TDraftTemplateOverride[] {
  try {
    const value: unknown = JSON.parse(readStorage(OVERRIDES_STORAGE_KEY) ?? "[]");
    // The server's own answer, stored as received (no zod on this screen): only its shape is checked.
    return Array.isArray(value)
      ? (value as TDraftTemplateOverride[]).filter((o) => typeof o === "object" && Array.isArray(o.body))
      : [];
  } catch {
    return [];
  }
}

/** The overrides: the phone's copy at once, the server's when it arrives (online). */
export function useTemplateOverrides(): TDraftTemplateOverride[] {
  const [overrides, setOverrides] = useState(readLocalOverrides);
  useEffect(() => {
    let live = true;
    apiRequest<TDraftTemplateOverrideList>("/drafts/templates")
      .then((list) => {
        writeStorage(OVERRIDES_STORAGE_KEY, JSON.stringify(list.overrides));
        if (live) setOverrides(list.overrides);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return overrides;
}
