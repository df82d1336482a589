// Generated images: stored in the database (so any API replica can serve them), counted per
// user per Indian day for the daily limit, and found again by the URL they were served at.
import type { TDb } from "../../db/client.ts";
import type { TChartSpec } from "./spec.ts";

/** Indian Standard Time is UTC+5:30, with no daylight saving. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const IMAGE_PATH_RE = /^\/api\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.png$/i;

/** Midnight in India of the day `now` falls on, as an instant. */
export function startOfIndianDay(now = new Date()): Date {
  return new Date(Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS);
}

export function imagePath(id: string): string {
  return `/api/images/${id}.png`;
}

/** The image id in one of our image URLs (absolute or a path); undefined for anything else. */
export function imageIdFromUrl(url: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(url, "http://local.invalid").pathname;
  } catch {
    return undefined;
  }
  return IMAGE_PATH_RE.exec(pathname)?.[1]?.toLowerCase();
}

export function createImageStore(db: TDb) {
  return {
    countToday(userId: string, now = new Date()): Promise<number> {
      return db.generatedImage.count({ where: { userId, createdAt: { gte: startOfIndianDay(now) } } });
    },

    async saveImage(input: {
      userId: string;
      prompt: string;
      language: string;
      spec: TChartSpec;
      specBy: "model" | "rules";
      png: Buffer;
      width: number;
      height: number;
    }) {
      const row = await db.generatedImage.create({
        data: { ...input, png: new Uint8Array(input.png) },
        select: { id: true },
      });
      return row.id;
    },

    async getImage(id: string) {
      const row = await db.generatedImage.findUnique({
        where: { id },
        select: { id: true, userId: true, png: true, createdAt: true, spec: true },
      });
      return row ?? undefined;
    },
  };
}

export type TImageStore = ReturnType<typeof createImageStore>;
