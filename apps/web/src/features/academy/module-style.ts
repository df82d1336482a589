// Colours of a module by its `color` field. Whole class names, so that Tailwind finds them.
import type { TAcademyColor } from "@sachiv/contracts";

export type TModuleStyle = {
  /** Soft background and border of the module's header area. */
  soft: string;
  /** Text on the soft background (contrast ≥ 4.5:1). */
  ink: string;
  /** Number bubbles of the points. */
  bubble: string;
};

export const MODULE_STYLE: Record<TAcademyColor, TModuleStyle> = {
  emerald: {
    soft: "bg-emerald-50 border-emerald-200",
    ink: "text-emerald-800",
    bubble: "bg-emerald-100 text-emerald-800",
  },
  blue: { soft: "bg-blue-50 border-blue-200", ink: "text-blue-800", bubble: "bg-blue-100 text-blue-800" },
  yellow: { soft: "bg-yellow-50 border-yellow-200", ink: "text-yellow-800", bubble: "bg-yellow-100 text-yellow-800" },
  purple: { soft: "bg-purple-50 border-purple-200", ink: "text-purple-800", bubble: "bg-purple-100 text-purple-800" },
  indigo: { soft: "bg-indigo-50 border-indigo-200", ink: "text-indigo-800", bubble: "bg-indigo-100 text-indigo-800" },
  cyan: { soft: "bg-cyan-50 border-cyan-200", ink: "text-cyan-800", bubble: "bg-cyan-100 text-cyan-800" },
};
