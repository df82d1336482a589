import { describe, expect, it } from "vitest";
import {
  DEFAULT_CENTER,
  buildGeoJson,
  buildKml,
  defaultPlaceFor,
  embedUrl,
  formatCoordinate,
  locationFileName,
  mapsLink,
} from "./geo";

const position = {
  latitude: 23.61,
  longitude: 85.2799123456,
  accuracy: 12.4,
  timestamp: Date.UTC(2026, 10, 22, 6, 30),
};
const text = { name: "Gram Panchayat Map", description: "Accuracy <±12> & more" };

describe("map helpers", () => {
  it("formats coordinates to six decimals without trailing zeros", () => {
    expect(formatCoordinate(23.61)).toBe("23.61");
    expect(formatCoordinate(85.2799123456)).toBe("85.279912");
    expect(formatCoordinate(-0.0000004)).toBe("0");
  });

  it("centres on Ranchi by default", () => {
    expect(DEFAULT_CENTER).toEqual({ latitude: 23.3441, longitude: 85.3096 });
  });

  it("builds the satellite embed and the share link", () => {
    expect(embedUrl(DEFAULT_CENTER, false)).toBe(
      "https://maps.google.com/maps?q=23.3441,85.3096&t=k&z=16&hl=en&output=embed",
    );
    expect(embedUrl(position, true)).toContain("q=23.61,85.279912&t=k&z=16&hl=hi");
    expect(mapsLink(position)).toBe("https://www.google.com/maps/search/?api=1&query=23.61,85.279912");
  });

  it("names files by the local date", () => {
    expect(locationFileName("kml", new Date(2026, 10, 22, 23, 59))).toBe("gram-panchayat-location-2026-11-22.kml");
    expect(locationFileName("geojson", new Date(2027, 0, 5))).toBe("gram-panchayat-location-2027-01-05.geojson");
  });

  it("writes KML with longitude first and escaped text", () => {
    const kml = buildKml(position, text);
    expect(kml).toContain("<coordinates>85.279912,23.61,0</coordinates>");
    expect(kml).toContain("<when>2026-11-22T06:30:00.000Z</when>");
    expect(kml).toContain("Accuracy &#60;±12&#62; &#38; more");
    expect(kml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("writes GeoJSON as a FeatureCollection with one point", () => {
    const geo = JSON.parse(buildGeoJson(position, text)) as {
      type: string;
      features: { geometry: unknown; properties: unknown }[];
    };
    expect(geo.type).toBe("FeatureCollection");
    expect(geo.features[0]?.geometry).toEqual({ type: "Point", coordinates: [85.279912, 23.61] });
    expect(geo.features[0]?.properties).toMatchObject({
      name: "Gram Panchayat Map",
      accuracy_m: 12,
      captured_at: "2026-11-22T06:30:00.000Z",
      maps_url: mapsLink(position),
    });
  });
});

describe("defaultPlaceFor", () => {
  it("opens at the home state's capital, else Ranchi", () => {
    expect(defaultPlaceFor("bihar")).toEqual({
      center: { latitude: 25.5941, longitude: 85.1376 },
      nameKey: "map.defaultPlace.bihar",
    });
    expect(defaultPlaceFor("haryana").nameKey).toBe("map.defaultPlace.haryana");
    expect(defaultPlaceFor("jharkhand")).toEqual({ center: DEFAULT_CENTER, nameKey: "map.defaultPlace" });
    expect(defaultPlaceFor(null)).toEqual({ center: DEFAULT_CENTER, nameKey: "map.defaultPlace" });
  });
});
