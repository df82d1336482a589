// Label and badge colours of each glossary category.
import type { TGlossaryCategory, TGlossaryCategoryFilter } from "@sachiv/contracts";
import type { TUiKey } from "@sachiv/content";

export const GLOSSARY_LABEL_KEYS: Record<TGlossaryCategoryFilter, TUiKey> = {
  all: "glossary.category.all",
  schemes: "glossary.category.schemes",
  governance: "glossary.category.governance",
  documents: "glossary.category.documents",
  finance: "glossary.category.finance",
  digital: "glossary.category.digital",
  general: "glossary.category.general",
};

export const GLOSSARY_BADGE: Record<TGlossaryCategory, string> = {
  schemes: "bg-primary-soft text-primary",
  governance: "bg-blue-50 text-blue-800",
  documents: "bg-accent-soft text-accent-foreground",
  finance: "bg-emerald-50 text-emerald-800",
  digital: "bg-cyan-50 text-cyan-800",
  general: "bg-muted text-muted-foreground",
};
