// File sizes as the admin upload list shows them: Bytes, KB, MB, GB (1024 steps, 2 decimals at most).

export const FILE_SIZE_UNITS = ["Bytes", "KB", "MB", "GB"] as const;

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${FILE_SIZE_UNITS[0]}`;
  const index = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), FILE_SIZE_UNITS.length - 1);
  const value = bytes / 1024 ** index;
  return `${parseFloat(value.toFixed(2))} ${FILE_SIZE_UNITS[index]}`;
}
