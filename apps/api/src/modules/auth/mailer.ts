// Sends account mail over SMTP (SMTP_URL). Without SMTP the link is written to the server log,
// which is enough to confirm an account in development.
import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import type { TConfig } from "../../config.ts";

export type TMail = { to: string; subject: string; text: string; html: string };
export type TMailer = { send: (mail: TMail) => Promise<void> };

export function createMailer(config: TConfig["mail"], log: FastifyBaseLogger): TMailer {
  if (!config.smtpUrl) {
    return {
      send(mail) {
        log.warn({ to: mail.to, subject: mail.subject }, `SMTP_URL is not set; mail not sent:\n${mail.text}`);
        return Promise.resolve();
      },
    };
  }
  const smtpUrl = config.smtpUrl;
  // nodemailer (~3 MB of heap) loads with the first mail, not with the server.
  let transport: Promise<Transporter> | undefined;
  return {
    async send(mail) {
      transport ??= import("nodemailer").then((m) => m.default.createTransport(smtpUrl));
      await (await transport).sendMail({ from: config.from, ...mail });
    },
  };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The confirmation mail, in Hindi and English, because the user has not chosen a language yet. */
export function confirmationMail(to: string, link: string): TMail {
  const subject = "AI Sachiv: अपना ईमेल पक्का करें / Confirm your email";
  const text = [
    "नमस्ते,",
    "एआई सचिव में आपका खाता बन गया है। खाता चालू करने के लिए यह लिंक खोलें:",
    link,
    "",
    "Namaste,",
    "Your AI Sachiv account is ready. Open this link to confirm your email:",
    link,
    "",
    "यह लिंक 24 घंटे तक मान्य है। / The link is valid for 24 hours.",
  ].join("\n");
  const safe = escapeHtml(link);
  const html = `<p>नमस्ते,<br>एआई सचिव में आपका खाता बन गया है। खाता चालू करने के लिए नीचे दिया बटन दबाएँ।</p>
<p>Namaste,<br>Your AI Sachiv account is ready. Confirm your email to start.</p>
<p><a href="${safe}" style="background:#047857;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">ईमेल पक्का करें / Confirm email</a></p>
<p style="color:#555">${safe}</p>`;
  return { to, subject, text, html };
}

/** The password-reset mail, in Hindi and English (the request carries no language choice). */
export function passwordResetMail(to: string, link: string, validMinutes: number): TMail {
  const subject = "AI Sachiv: नया पासवर्ड बनाएँ / Reset your password";
  const text = [
    "नमस्ते,",
    "आपके एआई सचिव खाते का पासवर्ड बदलने के लिए यह लिंक खोलें:",
    link,
    "",
    "Namaste,",
    "Open this link to choose a new password for your AI Sachiv account:",
    link,
    "",
    `यह लिंक ${validMinutes} मिनट तक और एक ही बार काम करेगा। अगर आपने यह नहीं माँगा था, तो इस मेल को अनदेखा करें।`,
    `The link works once, for ${validMinutes} minutes. If you did not ask for it, ignore this mail.`,
  ].join("\n");
  const safe = escapeHtml(link);
  const html = `<p>नमस्ते,<br>आपके एआई सचिव खाते का पासवर्ड बदलने के लिए नीचे दिया बटन दबाएँ।</p>
<p>Namaste,<br>Choose a new password for your AI Sachiv account.</p>
<p><a href="${safe}" style="background:#047857;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">नया पासवर्ड बनाएँ / Reset password</a></p>
<p style="color:#555">${safe}</p>
<p style="color:#555">यह लिंक ${validMinutes} मिनट तक और एक ही बार काम करेगा। / The link works once, for ${validMinutes} minutes.</p>`;
  return { to, subject, text, html };
}
