// What a chart or infographic shows, whoever wrote it (the model or the prompt parser): the
// renderer draws exactly these words and numbers. The schema lives in the contracts.
import type { TChartSpec } from "@sachiv/contracts";

export { CHART_TYPES, ZChartSpec, type TChartSpec } from "@sachiv/contracts";
export type TChartType = TChartSpec["type"];
