// Speech that respects data (issue 22 item 5): a reply is read aloud by itself only when the
// user's setting allows it and the browser does not ask to save data — Save-Data on, or a 2G
// connection (Network Information API; browsers without it are not held back). When the browser's
// request turns the voice off, the user is told once; told again only after a normal connection
// was seen in between.
import { readStorage, removeStorage, writeStorage } from "../storage";

export type TConnectionLike = { saveData?: boolean; effectiveType?: string };

/** Why speech should stay off to save data, or null. */
export function dataSaverReason(connection: TConnectionLike | undefined | null): "save-data" | "2g" | null {
  if (!connection) return null;
  if (connection.saveData === true) return "save-data";
  if (connection.effectiveType === "slow-2g" || connection.effectiveType === "2g") return "2g";
  return null;
}

/** The browser's connection, where it reports one. */
export function currentConnection(): TConnectionLike | undefined {
  if (typeof navigator === "undefined") return undefined;
  return (navigator as Navigator & { connection?: TConnectionLike }).connection;
}

export const DATA_SAVER_NOTICE_KEY = "speech-data-saver-notice";

/**
 * Whether a reply may be read aloud by itself now. `enabled` is the user's setting; `notify` is
 * called at most once while the browser keeps asking to save data.
 */
export function mayAutoSpeak(
  enabled: boolean,
  notify: () => void,
  connection: TConnectionLike | undefined | null = currentConnection(),
): boolean {
  if (!enabled) return false;
  const reason = dataSaverReason(connection);
  if (!reason) {
    removeStorage(DATA_SAVER_NOTICE_KEY);
    return true;
  }
  if (readStorage(DATA_SAVER_NOTICE_KEY) === null) {
    writeStorage(DATA_SAVER_NOTICE_KEY, reason);
    notify();
  }
  return false;
}
