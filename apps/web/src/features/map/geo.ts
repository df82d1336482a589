// Pure helpers of the map screen: the default centre, map URLs, and the KML / GeoJSON files that
// Download saves (no maps API key involved).
import type { THomeState } from "@sachiv/contracts";
import { stateCapitals, type TBilingualText } from "@sachiv/content";

export type TPosition = {
  latitude: number;
  longitude: number;
  /** Metres, as the device reports it; absent for the default centre. */
  accuracy?: number;
  /** When the fix was taken (epoch ms). */
  timestamp: number;
};

/** Shown when the device gives no position: Ranchi, Jharkhand. */
export const DEFAULT_CENTER = { latitude: 23.3441, longitude: 85.3096 } as const;

/** The default place per home state (Settings): the state's capital. */
export const HOME_STATE_CENTERS = {
  jharkhand: DEFAULT_CENTER,
  bihar: { latitude: 25.5941, longitude: 85.1376 }, // Patna
  haryana: { latitude: 30.7333, longitude: 76.7794 }, // Chandigarh
  uttar_pradesh: { latitude: 26.8467, longitude: 80.9462 }, // Lucknow
  madhya_pradesh: { latitude: 23.2599, longitude: 77.4126 }, // Bhopal
  rajasthan: { latitude: 26.9124, longitude: 75.7873 }, // Jaipur
} as const satisfies Record<THomeState, { latitude: number; longitude: number }>;

/** Where the map opens without a position: the home state's capital, else Ranchi. */
export function defaultPlaceFor(homeState: THomeState | null): {
  center: { latitude: number; longitude: number };
  nameKey: "map.defaultPlace" | "map.defaultPlace.bihar" | "map.defaultPlace.haryana";
  /** The place's name for the states added in issue 25 (content data, not the UI catalogue). */
  name?: TBilingualText;
} {
  if (homeState === "bihar") return { center: HOME_STATE_CENTERS.bihar, nameKey: "map.defaultPlace.bihar" };
  if (homeState === "haryana") return { center: HOME_STATE_CENTERS.haryana, nameKey: "map.defaultPlace.haryana" };
  if (homeState === null || homeState === "jharkhand") return { center: DEFAULT_CENTER, nameKey: "map.defaultPlace" };
  return { center: HOME_STATE_CENTERS[homeState], nameKey: "map.defaultPlace", name: stateCapitals[homeState] };
}

export const MAP_ZOOM = 16;

/** Six decimals (about 0.1 m), without trailing zeros: 23.3441, not 23.344100. */
export function formatCoordinate(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}

function latLng(position: { latitude: number; longitude: number }): string {
  return `${formatCoordinate(position.latitude)},${formatCoordinate(position.longitude)}`;
}

/** Satellite (t=k) embed at the position; the map's own labels follow the UI language. */
export function embedUrl(position: { latitude: number; longitude: number }, hindi: boolean): string {
  return `https://maps.google.com/maps?q=${latLng(position)}&t=k&z=${MAP_ZOOM}&hl=${hindi ? "hi" : "en"}&output=embed`;
}

/** A link that opens the place in Google Maps (app or web) on any device. */
export function mapsLink(position: { latitude: number; longitude: number }): string {
  return `https://www.google.com/maps/search/?api=1&query=${latLng(position)}`;
}

/** gram-panchayat-location-2026-11-22.kml, by the device's local date. */
export function locationFileName(extension: "kml" | "geojson", date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `gram-panchayat-location-${day}.${extension}`;
}

export type TPlaceText = { name: string; description: string };

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** KML 2.2 with one placemark (longitude,latitude order, as KML wants). */
export function buildKml(position: TPosition, text: TPlaceText): string {
  const when = new Date(position.timestamp).toISOString();
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<kml xmlns="http://www.opengis.net/kml/2.2">`,
    `  <Document>`,
    `    <name>${escapeXml(text.name)}</name>`,
    `    <Placemark>`,
    `      <name>${escapeXml(text.name)}</name>`,
    `      <description>${escapeXml(text.description)}</description>`,
    `      <TimeStamp><when>${when}</when></TimeStamp>`,
    `      <Point><coordinates>${formatCoordinate(position.longitude)},${formatCoordinate(position.latitude)},0</coordinates></Point>`,
    `    </Placemark>`,
    `  </Document>`,
    `</kml>`,
    ``,
  ].join("\n");
}

/** RFC 7946 GeoJSON: a FeatureCollection with one Point ([longitude, latitude]). */
export function buildGeoJson(position: TPosition, text: TPlaceText): string {
  const collection = {
    type: "FeatureCollection",
    features: [
      {
        type: "Feature",
        geometry: {
          type: "Point",
          coordinates: [Number(formatCoordinate(position.longitude)), Number(formatCoordinate(position.latitude))],
        },
        properties: {
          name: text.name,
          description: text.description,
          accuracy_m: position.accuracy === undefined ? null : Math.round(position.accuracy),
          captured_at: new Date(position.timestamp).toISOString(),
          maps_url: mapsLink(position),
        },
      },
    ],
  };
  return `${JSON.stringify(collection, null, 2)}\n`;
}
