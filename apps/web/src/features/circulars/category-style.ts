// How each content category looks: its icon, its label and the colours of its badge and tile.
import type { TContentCategory, TContentCategoryFilter } from "@sachiv/contracts";
import type { TUiKey } from "@sachiv/content";
import { HandCoins, Megaphone, Scale, type LucideIcon } from "lucide-react";

export const CATEGORY_LABEL_KEYS: Record<TContentCategoryFilter, TUiKey> = {
  all: "circulars.category.all",
  scheme: "circulars.category.scheme",
  circular: "circulars.category.circular",
  policy: "circulars.category.policy",
};

export const CATEGORY_STYLE: Record<TContentCategory, { icon: LucideIcon; badge: string; tile: string }> = {
  scheme: { icon: HandCoins, badge: "bg-primary-soft text-primary", tile: "bg-primary-soft text-primary" },
  circular: {
    icon: Megaphone,
    badge: "bg-accent-soft text-accent-foreground",
    tile: "bg-accent-soft text-accent-foreground",
  },
  policy: { icon: Scale, badge: "bg-blue-50 text-blue-800", tile: "bg-blue-50 text-blue-800" },
};
