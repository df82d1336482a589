// The embedded data folder's lock file (embedded.ts takes it; backup.ts asks its owner for a copy).
import fs from "node:fs";
import path from "node:path";

export const lockFileOf = (dataDir: string): string => path.join(dataDir, "sachiv.lock");

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid of the live process holding the folder's lock, or null. */
export function lockOwner(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(lockFileOf(dataDir), "utf8").trim());
  } catch {
    return null;
  }
  if (!pid) return null;
  return isAlive(pid) ? pid : null;
}
