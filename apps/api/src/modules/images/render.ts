// Draws a chart spec as a PNG: bar, line and pie charts through vega-lite → vega → SVG; tables,
// timelines and infographic cards as SVG built here; then librsvg (in sharp) rasterises the SVG
// with Noto Sans Devanagari from fontconfig, so Hindi is shaped by HarfBuzz (conjuncts, matras).
// resvg is not used: it does not shape Devanagari.
import { CHART_FONT_FAMILY, setupChartFonts } from "../../lib/fonts.ts";
import { formatIndian } from "../../lib/text/indian-number.ts";
import type { TChartSpec } from "./spec.ts";
import { loadSharp } from "../../lib/sharp.ts";

const WIDTH = 960;
/** Rasterised at 2× for phone screens and projectors. */
const DENSITY = 144;
const PALETTE = [
  "#0f766e",
  "#ea580c",
  "#2563eb",
  "#ca8a04",
  "#9333ea",
  "#dc2626",
  "#0891b2",
  "#65a30d",
  "#db2777",
  "#475569",
];
const INK = "#1f2937";
const MUTED = "#4b5563";

export type TRendered = { png: Buffer; width: number; height: number; svg: string; renderMs: number };

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A value as the official wrote it: Indian digit grouping, then the unit. */
export function displayValue(value: number, unit: string): string {
  const n = formatIndian(value);
  if (!unit) return n;
  if (unit === "%") return `${n}%`;
  if (/^₹/.test(unit)) return `₹${n}${unit.slice(1) ? ` ${unit.slice(1).trim()}` : ""}`;
  return `${n} ${unit}`;
}

/** Greedy word wrap by character count (Devanagari clusters are about as wide as Latin letters here). */
export function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + " " + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [""];
}

function vegaLiteSpec(spec: TChartSpec): Record<string, unknown> {
  const rows = spec.labels.map((label, i) => ({
    label,
    value: spec.values[i] ?? 0,
    display: displayValue(spec.values[i] ?? 0, spec.unit),
    order: i,
  }));
  const longLabels = spec.labels.some((l) => l.length > 12) || spec.labels.length > 6;
  const subtitle = [...spec.notes, ...(spec.unit && spec.type !== "pie" ? [`(${spec.unit})`] : [])];
  const base = {
    $schema: "https://vega.github.io/schema/vega-lite/v6.json",
    background: "white",
    padding: { left: 28, right: 36, top: 28, bottom: 28 },
    title: {
      text: spec.title,
      subtitle: subtitle.length ? subtitle : undefined,
      anchor: "start",
      fontSize: 28,
      subtitleFontSize: 17,
      subtitleColor: MUTED,
      color: INK,
      offset: 18,
    },
    data: { values: rows },
    config: {
      font: CHART_FONT_FAMILY,
      view: { stroke: null },
      axis: {
        labelFont: CHART_FONT_FAMILY,
        titleFont: CHART_FONT_FAMILY,
        labelFontSize: 16,
        titleFontSize: 16,
        labelColor: INK,
        titleColor: MUTED,
        gridColor: "#e5e7eb",
        domainColor: "#9ca3af",
        tickColor: "#9ca3af",
      },
      legend: {
        labelFont: CHART_FONT_FAMILY,
        labelFontSize: 17,
        titleFont: CHART_FONT_FAMILY,
        labelColor: INK,
        symbolSize: 220,
        labelLimit: 320,
      },
      title: { font: CHART_FONT_FAMILY, subtitleFont: CHART_FONT_FAMILY },
      text: { font: CHART_FONT_FAMILY },
    },
  };
  const x = {
    field: "label",
    type: "nominal",
    sort: null,
    axis: { title: null, labelAngle: longLabels ? -35 : 0, labelLimit: 220, labelPadding: 8 },
  };
  const y = {
    field: "value",
    type: "quantitative",
    axis: { title: null, format: ",~r", tickCount: 6 },
    scale: { zero: true },
  };
  const valueText = {
    mark: { type: "text", dy: -12, fontSize: 17, fontWeight: "bold", color: INK },
    encoding: { text: { field: "display" } },
  };
  if (spec.type === "line") {
    return {
      ...base,
      width: WIDTH - 140,
      height: 420,
      encoding: { x, y },
      layer: [
        {
          mark: {
            type: "line",
            color: PALETTE[0],
            strokeWidth: 4,
            point: { filled: true, size: 140, color: PALETTE[0] },
          },
        },
        valueText,
      ],
    };
  }
  if (spec.type === "pie") {
    return {
      ...base,
      width: 440,
      height: 440,
      encoding: {
        theta: { field: "value", type: "quantitative", stack: true },
        color: {
          field: "label",
          type: "nominal",
          sort: null,
          scale: { range: PALETTE },
          legend: { title: null, orient: "right" },
        },
        order: { field: "order", type: "quantitative" },
      },
      layer: [
        { mark: { type: "arc", outerRadius: 200, stroke: "white", strokeWidth: 2 } },
        {
          mark: { type: "text", radius: 240, fontSize: 17, fontWeight: "bold", color: INK },
          encoding: { text: { field: "display" } },
        },
      ],
    };
  }
  return {
    ...base,
    width: WIDTH - 140,
    height: 420,
    encoding: { x, y },
    layer: [
      {
        mark: { type: "bar", cornerRadiusTopLeft: 4, cornerRadiusTopRight: 4 },
        encoding: { color: { field: "label", type: "nominal", sort: null, scale: { range: PALETTE }, legend: null } },
      },
      valueText,
    ],
  };
}

async function vegaSvg(spec: TChartSpec): Promise<string> {
  const [{ compile }, vega] = await Promise.all([import("vega-lite"), import("vega")]);
  const compiled = compile(vegaLiteSpec(spec) as unknown as Parameters<typeof compile>[0]).spec;
  const view = new vega.View(vega.parse(compiled), { renderer: "none" });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${CHART_FONT_FAMILY}"><rect width="100%" height="100%" fill="white"/>${body}</svg>`;
}

function titleBlock(spec: TChartSpec, y: number): { svg: string; height: number } {
  const lines = wrap(spec.title, 52);
  const svg = lines
    .map(
      (l, i) => `<text x="40" y="${y + 30 + i * 38}" font-size="28" font-weight="700" fill="${INK}">${esc(l)}</text>`,
    )
    .join("");
  return { svg, height: lines.length * 38 + 16 };
}

function tableSvg(spec: TChartSpec): string {
  const title = titleBlock(spec, 16);
  const rowH = 46;
  const top = 16 + title.height + 10;
  const rows = spec.labels.map((label, i) => ({ label, value: spec.values[i] }));
  const hasValues = rows.some((r) => r.value !== undefined);
  const total =
    hasValues && rows.every((r) => r.value !== undefined) && rows.length > 1
      ? rows.reduce((s, r) => s + (r.value ?? 0), 0)
      : undefined;
  const all = [
    ...rows.map((r) => ({ ...r, bold: false })),
    ...(total !== undefined ? [{ label: "∑", value: total, bold: true }] : []),
  ];
  let body = `<rect x="40" y="${top}" width="${WIDTH - 80}" height="${rowH}" fill="${PALETTE[0]}" rx="6"/>`;
  body += `<text x="60" y="${top + 30}" font-size="19" font-weight="700" fill="white">#</text>`;
  if (spec.unit)
    body += `<text x="${WIDTH - 60}" y="${top + 30}" font-size="19" font-weight="700" fill="white" text-anchor="end">${esc(spec.unit)}</text>`;
  all.forEach((r, i) => {
    const y = top + rowH * (i + 1);
    if (i % 2 === 1 && !r.bold) body += `<rect x="40" y="${y}" width="${WIDTH - 80}" height="${rowH}" fill="#f1f5f9"/>`;
    if (r.bold) body += `<line x1="40" x2="${WIDTH - 40}" y1="${y}" y2="${y}" stroke="${INK}" stroke-width="2"/>`;
    const weight = r.bold ? 700 : 400;
    body += `<text x="60" y="${y + 30}" font-size="18" fill="${MUTED}">${r.bold ? "" : i + 1}</text>`;
    body += `<text x="110" y="${y + 30}" font-size="19" font-weight="${weight}" fill="${INK}">${esc(r.label === "∑" ? "कुल / Total" : r.label)}</text>`;
    if (r.value !== undefined)
      body += `<text x="${WIDTH - 60}" y="${y + 30}" font-size="19" font-weight="${weight}" fill="${INK}" text-anchor="end">${esc(displayValue(r.value, spec.unit))}</text>`;
  });
  const end = top + rowH * (all.length + 1);
  const notes = spec.notes
    .flatMap((n) => wrap(n, 80))
    .map((l, i) => `<text x="40" y="${end + 34 + i * 26}" font-size="16" fill="${MUTED}">${esc(l)}</text>`)
    .join("");
  const height = end + 30 + spec.notes.flatMap((n) => wrap(n, 80)).length * 26 + 20;
  return svgDocument(WIDTH, height, title.svg + body + notes);
}

function timelineSvg(spec: TChartSpec): string {
  const title = titleBlock(spec, 16);
  let y = 16 + title.height + 20;
  let body = "";
  const x = 80;
  const steps = spec.labels.map((label, i) => ({ label, note: spec.notes[i] ?? "" }));
  const startY = y;
  steps.forEach((s, i) => {
    const noteLines = s.note ? wrap(s.note, 60) : [];
    const color = PALETTE[i % PALETTE.length]!;
    body += `<circle cx="${x}" cy="${y + 14}" r="16" fill="${color}"/><text x="${x}" y="${y + 20}" font-size="16" font-weight="700" fill="white" text-anchor="middle">${i + 1}</text>`;
    body += `<text x="${x + 36}" y="${y + 22}" font-size="22" font-weight="700" fill="${INK}">${esc(s.label)}</text>`;
    noteLines.forEach(
      (l, j) => (body += `<text x="${x + 36}" y="${y + 52 + j * 28}" font-size="19" fill="${MUTED}">${esc(l)}</text>`),
    );
    y += 44 + noteLines.length * 28 + 22;
  });
  const line = `<line x1="${x}" x2="${x}" y1="${startY + 14}" y2="${Math.max(startY + 14, y - 66)}" stroke="#cbd5e1" stroke-width="4"/>`;
  return svgDocument(WIDTH, y + 10, title.svg + line + body);
}

function infographicSvg(spec: TChartSpec): string {
  const titleLines = wrap(spec.title, 40);
  const band = 40 + titleLines.length * 44;
  let body = `<rect x="0" y="0" width="${WIDTH}" height="${band}" fill="${PALETTE[0]}"/>`;
  titleLines.forEach(
    (l, i) =>
      (body += `<text x="48" y="${62 + i * 44}" font-size="34" font-weight="700" fill="white">${esc(l)}</text>`),
  );
  let y = band + 40;
  const points =
    spec.notes.length > 0
      ? spec.notes
      : spec.labels.map((l, i) =>
          spec.values[i] !== undefined ? `${l}: ${displayValue(spec.values[i], spec.unit)}` : l,
        );
  points.forEach((p, i) => {
    const lines = wrap(p, 56);
    const h = Math.max(64, 24 + lines.length * 32);
    body += `<rect x="40" y="${y}" width="${WIDTH - 80}" height="${h}" rx="12" fill="${i % 2 ? "#f8fafc" : "#f0fdfa"}" stroke="#e2e8f0"/>`;
    body += `<circle cx="84" cy="${y + h / 2}" r="20" fill="${PALETTE[(i + 1) % PALETTE.length]}"/><text x="84" y="${y + h / 2 + 7}" font-size="19" font-weight="700" fill="white" text-anchor="middle">${i + 1}</text>`;
    lines.forEach(
      (l, j) =>
        (body += `<text x="124" y="${y + h / 2 - ((lines.length - 1) * 32) / 2 + 8 + j * 32}" font-size="22" fill="${INK}">${esc(l)}</text>`),
    );
    y += h + 16;
  });
  return svgDocument(WIDTH, y + 24, body);
}

export async function buildChartSvg(spec: TChartSpec): Promise<string> {
  if (spec.type === "table") return tableSvg(spec);
  if (spec.type === "timeline") return timelineSvg(spec);
  if (spec.type === "infographic" || spec.labels.length === 0) return infographicSvg(spec);
  return vegaSvg(spec);
}

export async function renderChart(spec: TChartSpec): Promise<TRendered> {
  setupChartFonts(); // before sharp first draws text
  const t0 = performance.now();
  const svg = await buildChartSvg(spec);
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(svg), { density: DENSITY })
    .flatten({ background: "#ffffff" })
    .png({ compressionLevel: 8 })
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height, svg, renderMs: Math.round(performance.now() - t0) };
}
