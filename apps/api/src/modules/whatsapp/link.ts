// Linking a WhatsApp number to an AI Sachiv account: Settings makes a short code (one live code a
// user, 15 minutes); the code sent from a number links that number (moved from any other account).
import { randomInt } from "node:crypto";
import type { TWhatsappLinkCode } from "@sachiv/contracts";
import type { TDb } from "../../db/client.ts";

export const LINK_CODE_MINUTES = 15;

/** "SACHIV 123456", "सचिव 123456", "sachiv:123456" or just "123456". */
const CODE_MESSAGE = /^\s*(?:sachiv|सचिव)?\s*[:\-#]?\s*(\d{6})\s*$/i;

export function codeIn(text: string): string | undefined {
  return CODE_MESSAGE.exec(text)?.[1];
}

export type TLinkedUser = { id: string; preferredLanguage: string; lastInboundAt: Date | null };

export function createLinks(db: TDb) {
  return {
    async newCode(userId: string): Promise<TWhatsappLinkCode> {
      const expiresAt = new Date(Date.now() + LINK_CODE_MINUTES * 60_000);
      for (let attempt = 0; ; attempt++) {
        const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
        try {
          await db.$executeRaw`DELETE FROM whatsapp_link_codes WHERE expires_at < now()`;
          await db.whatsappLinkCode.upsert({
            where: { userId },
            create: { userId, code, expiresAt },
            update: { code, expiresAt, createdAt: new Date() },
          });
          return { code, expires_at: expiresAt.toISOString() };
        } catch (err) {
          if (attempt >= 4) throw err; // the same code live for someone else: draw again
        }
      }
    },

    async linkedNumber(userId: string): Promise<string | null> {
      const u = await db.user.findUnique({ where: { id: userId }, select: { whatsappNumber: true } });
      return u?.whatsappNumber ?? null;
    },

    async unlink(userId: string): Promise<void> {
      await db.user.update({ where: { id: userId }, data: { whatsappNumber: null, whatsappLastInboundAt: null } });
    },

    /** Links `phone` to the owner of a live `code`; the user, or null when the code is unknown or spent. */
    async redeem(phone: string, code: string, sentAt: Date): Promise<TLinkedUser | null> {
      return db.$transaction(async (tx) => {
        const found = await tx.whatsappLinkCode.findUnique({ where: { code } });
        if (!found || found.expiresAt < new Date()) return null;
        await tx.user.updateMany({ where: { whatsappNumber: phone }, data: { whatsappNumber: null } });
        const user = await tx.user.update({
          where: { id: found.userId },
          data: { whatsappNumber: phone, whatsappLastInboundAt: sentAt },
          select: { id: true, preferredLanguage: true, whatsappLastInboundAt: true },
        });
        await tx.whatsappLinkCode.delete({ where: { userId: found.userId } });
        return { id: user.id, preferredLanguage: user.preferredLanguage, lastInboundAt: user.whatsappLastInboundAt };
      });
    },

    /**
     * The user of a linked number, with the 24-hour window moved to this message (never back:
     * a late retry of an older message does not shorten it).
     */
    async touch(phone: string, sentAt: Date): Promise<TLinkedUser | null> {
      const rows = await db.$queryRaw<{ id: string; preferred_language: string; at: Date | null }[]>`
        UPDATE users SET whatsapp_last_inbound_at = greatest(coalesce(whatsapp_last_inbound_at, ${sentAt}), ${sentAt})
        WHERE whatsapp_number = ${phone}
        RETURNING id, preferred_language, whatsapp_last_inbound_at AS at`;
      const r = rows[0];
      return r ? { id: r.id, preferredLanguage: r.preferred_language, lastInboundAt: r.at } : null;
    },
  };
}

export type TLinks = ReturnType<typeof createLinks>;

/** A message that is a command rather than a question: alerts off or on, or the language list. */
export type TCommand = "stop" | "start" | "language";

const COMMANDS: [TCommand, RegExp][] = [
  [
    "stop",
    /^(?:stop|unsubscribe|band|band karo|bandh karo|rok do|roko|rokein|roken|रोकें|रोको|रोक दो|बंद|बंद करो|बन्द|बन्द करो)$/i,
  ],
  ["start", /^(?:start|subscribe|shuru|shuru karo|chalu|chalu karo|शुरू|शुरू करो|चालू|चालू करो)$/i],
  ["language", /^(?:language|bhasha|bhasha badlo|भाषा|भाषा बदलें|भाषा बदलो)$/i],
];

/** "STOP", "रोकें", "band karo", "START", "भाषा"…: the whole message (any case, end punctuation ignored). */
export function commandIn(text: string): TCommand | undefined {
  const t = text
    .trim()
    .replace(/[\s.!।]+$/u, "")
    .replace(/\s+/g, " ");
  return COMMANDS.find(([, re]) => re.test(t))?.[0];
}
