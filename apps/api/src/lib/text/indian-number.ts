// Numbers the way Indian offices write them.

/** 1234567.5 → "12,34,567.5" (Indian grouping). */
export function formatIndian(n: number): string {
  const [whole, fraction] = (Math.round(n * 100) / 100).toString().split(".");
  const last3 = whole!.slice(-3);
  const rest = whole!.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${rest ? `${rest},` : ""}${last3}${fraction ? `.${fraction}` : ""}`;
}
