// Share and Download of the map screen. Both need a real position: the default centre is not the
// official's village, so sharing or saving it would mislead.
import { downloadTextFile } from "@/lib/download";
import { buildGeoJson, buildKml, locationFileName, mapsLink, type TPlaceText, type TPosition } from "./geo";

export type TShareTexts = {
  title: string;
  text: string;
  notReady: string;
  copied: string;
  copyFailed: (url: string) => string;
};

/** The device's share sheet; without one, the link goes to the clipboard. Messages use alert(). */
export async function shareLocation(position: TPosition | null, texts: TShareTexts): Promise<void> {
  if (!position) {
    window.alert(texts.notReady);
    return;
  }
  const url = mapsLink(position);
  const data = { title: texts.title, text: texts.text, url };
  if (typeof navigator.share === "function" && (!navigator.canShare || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      // The official closed the sheet: nothing to do. Any other failure: fall back to copying.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    window.alert(texts.copied);
  } catch {
    window.alert(texts.copyFailed(url));
  }
}

export function downloadLocation(
  position: TPosition | null,
  format: "kml" | "geojson",
  text: TPlaceText,
  notReady: string,
): void {
  if (!position) {
    window.alert(notReady);
    return;
  }
  const name = locationFileName(format, new Date());
  if (format === "kml") downloadTextFile(name, "application/vnd.google-earth.kml+xml", buildKml(position, text));
  else downloadTextFile(name, "application/geo+json", buildGeoJson(position, text));
}
