// sharp (libvips), loaded on first use with its operation cache off. libvips keeps up to 50 MB
// and 100 recent operations by default, for a program that opens the same image again; here
// every photo and chart is new, so the cache only held memory (the soak bench, issue 26).
import type Sharp from "sharp";

let loaded: Promise<typeof Sharp> | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
