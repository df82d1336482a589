// The main navigation in spec order; the admin entry only for admins.
import type { TUiKey } from "@sachiv/content";
import {
  BookOpen,
  FileText,
  GraduationCap,
  History,
  Map as MapIcon,
  MessageSquare,
  Mic,
  PenLine,
  PlayCircle,
  ScrollText,
  ShieldCheck,
  type LucideIcon,
} from "lucide-react";

export type TNavPath =
  | "/chat"
  | "/voice-agent"
  | "/document"
  | "/history"
  | "/drafts"
  | "/circulars"
  | "/academy"
  | "/glossary"
  | "/videos"
  | "/map"
  | "/admin";

export type TNavItem = { to: TNavPath; labelKey: TUiKey; icon: LucideIcon; adminOnly?: boolean };

export const NAV_ITEMS: readonly TNavItem[] = [
  { to: "/chat", labelKey: "nav.chat", icon: MessageSquare },
  { to: "/voice-agent", labelKey: "nav.voiceAgent", icon: Mic },
  { to: "/document", labelKey: "nav.document", icon: FileText },
  { to: "/history", labelKey: "nav.history", icon: History },
  { to: "/drafts", labelKey: "nav.drafts", icon: PenLine },
  { to: "/circulars", labelKey: "nav.circulars", icon: ScrollText },
  { to: "/academy", labelKey: "nav.academy", icon: GraduationCap },
  { to: "/glossary", labelKey: "nav.glossary", icon: BookOpen },
  { to: "/videos", labelKey: "nav.videos", icon: PlayCircle },
  { to: "/map", labelKey: "nav.map", icon: MapIcon },
  { to: "/admin", labelKey: "nav.admin", icon: ShieldCheck, adminOnly: true },
];

/** How many entries the phone's bottom bar shows before '+N more'. */
export const BOTTOM_NAV_VISIBLE = 3;

export function navItemsFor(isAdmin: boolean): readonly TNavItem[] {
  return NAV_ITEMS.filter((item) => !item.adminOnly || isAdmin);
}
