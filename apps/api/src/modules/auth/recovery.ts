// Password reset by an emailed, single-use link that expires: the request answers the same way
// whether or not the account exists; the reset spends the link and ends every session.
import { ApiError } from "../../lib/errors.ts";
import type { TAuthDeps } from "./accounts.ts";
import { passwordResetMail } from "./mailer.ts";
import { hashPassword, hashToken, newOpaqueToken } from "./secrets.ts";

export const RESET_LINK_TTL_MINUTES = 30;
/** At most this many reset mails per account an hour, however often it is asked (mailbox flooding). */
const RESET_MAILS_PER_HOUR = 3;

export type TRecoverInput = { email?: string; phone?: string };
export type TResetInput = { token: string; password: string };

/**
 * Mails a reset link to the account with this email or mobile number. Does nothing (and says
 * nothing) when there is none, or when that account had its share of reset mails this hour.
 */
export async function requestPasswordReset(deps: TAuthDeps, input: TRecoverInput): Promise<void> {
  const { db, config } = deps;
  const where = input.email ? { email: input.email } : input.phone ? { mobile: input.phone } : null;
  if (!where) return;
  const user = await db.user.findUnique({ where, select: { id: true, email: true } });
  if (!user) return;
  const token = newOpaqueToken();
  // Count and record under the user's row lock: requests racing each other see one another.
  const allowed = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${user.id}::uuid FOR UPDATE`;
    const recent = await tx.emailToken.count({
      where: { userId: user.id, purpose: "reset_password", createdAt: { gte: new Date(Date.now() - 60 * 60 * 1000) } },
    });
    if (recent >= RESET_MAILS_PER_HOUR) return false;
    await tx.emailToken.create({
      data: {
        userId: user.id,
        purpose: "reset_password",
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_LINK_TTL_MINUTES * 60 * 1000),
      },
    });
    return true;
  });
  if (!allowed) return;
  // A page of the web app: it asks for the new password and sends it with the token.
  const link = new URL(`${config.publicUrl}/reset-password`);
  link.searchParams.set("token", token);
  await deps.mailer.send(passwordResetMail(user.email, link.toString(), RESET_LINK_TTL_MINUTES));
}

/**
 * Sets the new password if the link is genuine, unused and in time; spends it (and any other
 * reset link of the account), ends every session, and clears the account's failed logins. The
 * link proves the mailbox, so the email counts as confirmed (an ADMIN_EMAILS account becomes
 * admin, as with the confirmation link).
 */
export async function resetPassword(deps: TAuthDeps, input: TResetInput): Promise<void> {
  const { db, config } = deps;
  const row = await db.emailToken.findUnique({
    where: { tokenHash: hashToken(input.token) },
    include: { user: { select: { email: true, mobile: true, emailConfirmedAt: true } } },
  });
  if (!row || row.purpose !== "reset_password" || row.usedAt || row.expiresAt < new Date()) {
    throw new ApiError("INVALID_RESET_LINK");
  }
  const passwordHash = await hashPassword(input.password);
  const grantAdmin = config.auth.adminEmails.includes(row.user.email);
  await db.$transaction(async (tx) => {
    const now = new Date();
    // Spend it only if nobody spent it first (the form sent twice at once).
    const spent = await tx.emailToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
    if (spent.count === 0) throw new ApiError("INVALID_RESET_LINK");
    await tx.emailToken.updateMany({
      where: { userId: row.userId, purpose: "reset_password", usedAt: null },
      data: { usedAt: now },
    });
    await tx.user.update({
      where: { id: row.userId },
      data: {
        passwordHash,
        emailConfirmedAt: row.user.emailConfirmedAt ?? now,
        ...(grantAdmin ? { isAdmin: true } : {}),
      },
    });
    await tx.session.updateMany({
      where: { userId: row.userId, revokedAt: null },
      data: { revokedAt: now, revokedReason: "password_reset" },
    });
    const identifiers = row.user.mobile ? [row.user.email, row.user.mobile] : [row.user.email];
    await tx.loginFailure.deleteMany({ where: { email: { in: identifiers } } });
  });
}
