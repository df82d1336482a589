// Joins class names and lets later Tailwind classes override earlier ones (shadcn's `cn`).
import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
