// A real SMTP server on loopback that keeps every message it receives, for mail tests (the API's
// tests and the browser journeys).
import { SMTPServer } from "smtp-server";

export type TReceivedMail = { to: string[]; raw: string; text: string };

/** Undoes quoted-printable soft breaks and escapes, enough to read links out of a mail. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function startSmtpServer() {
  const mails: TReceivedMail[] = [];
  const waiters: ((m: TReceivedMail) => boolean)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeQuotedPrintable(raw) };
        mails.push(mail);
        // A waiter that took the mail is done; the others keep waiting.
        for (const w of waiters.splice(0)) if (!w(mail)) waiters.push(w);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The next mail for `to` (already received or still on its way). */
    async nextMailTo(to: string, timeoutMs = 10_000): Promise<TReceivedMail> {
      const found = mails.find((m) => m.to.includes(to));
      if (found) return found;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail for ${to}`)), timeoutMs);
        waiters.push((m) => {
          if (!m.to.includes(to)) return false;
          clearTimeout(timer);
          resolve(m);
          return true;
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
