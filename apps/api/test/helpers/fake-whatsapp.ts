// A stand-in of the WhatsApp Cloud API (Graph API) for tests and benchmarks: a real HTTP server
// speaking its wire shapes. POST /{version}/{phone-number-id}/messages answers
// {messaging_product, contacts, messages:[{id: "wamid…"}]} or Meta's error object (HTTP 400,
// code 131047 outside the 24-hour window, 131056 pair rate limit); read receipts answer
// {success:true}. The media two-step: GET /{version}/{media-id} → {url, mime_type, sha256,
// file_size, id}, then GET that url with the bearer token → the bytes. POST …/media uploads.
// Also builds webhook deliveries as Meta sends them (non-ASCII escaped as \uXXXX) and signs them.
import { createHash, createHmac, randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_PHONE_NUMBER_ID = "106540352242922";
export const FAKE_ACCESS_TOKEN = "EAAG-fake-access-token";
export const FAKE_APP_SECRET = "fake-app-secret-6f1c";
export const FAKE_VERIFY_TOKEN = "sachiv-verify-7d2e";
const VERSION = "v21.0";

export type TSentMessage = {
  to: string;
  type: string;
  /** text.body, an interactive message's body text, or the template's name. */
  text: string;
  body: Record<string, unknown>;
  id: string;
};

export type TFakeWhatsapp = {
  /** What WHATSAPP_GRAPH_API_URL should be (with the version). */
  baseUrl: string;
  env: Record<string, string>;
  sent: TSentMessage[];
  /** wamids marked read. */
  reads: string[];
  uploads: { mimeType: string; bytes: number }[];
  /** Numbers for which a free-form message is refused with 131047 (templates still go). */
  outsideWindow: Set<string>;
  /** Numbers whose next message is never answered (its sender is to die waiting); not recorded as sent. */
  holdOnce: Set<string>;
  /** Resolves once a message to `to` is being held (holdOnce). */
  waitForHeld(to: string, ms?: number): Promise<void>;
  /** Numbers whose next message is refused once with 131056. */
  pairRateOnce: Set<string>;
  /** Every request without the right bearer token (should stay 0). */
  unauthorised: number;
  addMedia(bytes: Uint8Array, mimeType: string, options?: { lieAboutSha256?: boolean }): string;
  /** Resolves with the messages sent to `to` once there are at least `count` (rejects after ms). */
  waitForSent(to: string, count: number, ms?: number): Promise<TSentMessage[]>;
  sentTo(to: string): TSentMessage[];
  close(): Promise<void>;
};

function wamid(): string {
  return `wamid.${randomBytes(24).toString("base64")}`;
}

function graphError(code: number, message: string, details: string) {
  return {
    error: {
      message: `(#${code}) ${message}`,
      type: "OAuthException",
      code,
      error_data: { messaging_product: "whatsapp", details },
      fbtrace_id: randomBytes(8).toString("hex"),
    },
  };
}

export async function startFakeWhatsapp(): Promise<TFakeWhatsapp> {
  const events = new EventEmitter();
  const media = new Map<string, { bytes: Uint8Array; mimeType: string; sha256: string }>();
  const state = {
    sent: [] as TSentMessage[],
    reads: [] as string[],
    uploads: [] as { mimeType: string; bytes: number }[],
    outsideWindow: new Set<string>(),
    pairRateOnce: new Set<string>(),
    holdOnce: new Set<string>(),
    held: [] as string[],
    unauthorised: 0,
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${FAKE_ACCESS_TOKEN}`) {
        state.unauthorised += 1;
        reply(401, graphError(190, "Invalid OAuth access token", "The access token could not be decrypted"));
        return;
      }
      const parts = url.pathname.split("/").filter(Boolean);
      // The media download URL (a different host in reality; the same server here).
      if (req.method === "GET" && parts[0] === "media-download") {
        const m = media.get(parts[1] ?? "");
        if (!m) return reply(404, graphError(100, "Invalid parameter", "unknown media"));
        res.writeHead(200, { "content-type": m.mimeType, "content-length": m.bytes.byteLength });
        res.end(m.bytes);
        return;
      }
      if (parts[0] !== VERSION) return reply(404, graphError(100, "Unknown path", url.pathname));
      if (req.method === "GET" && parts.length === 2) {
        const id = parts[1] ?? "";
        const m = media.get(id);
        if (!m) return reply(400, graphError(100, "Invalid parameter", "media not found"));
        return reply(200, {
          messaging_product: "whatsapp",
          url: `${baseOrigin}/media-download/${id}?ext=1&hash=x`,
          mime_type: m.mimeType,
          sha256: m.sha256,
          file_size: String(m.bytes.byteLength), // Meta sends it as a string
          id,
        });
      }
      if (req.method === "POST" && parts[1] === FAKE_PHONE_NUMBER_ID && parts[2] === "media") {
        state.uploads.push({ mimeType: String(req.headers["content-type"]), bytes: Buffer.concat(chunks).byteLength });
        return reply(200, { id: `${Date.now()}${state.uploads.length}` });
      }
      if (req.method === "POST" && parts[1] === FAKE_PHONE_NUMBER_ID && parts[2] === "messages") {
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
        } catch {
          return reply(400, graphError(100, "Invalid parameter", "body is not JSON"));
        }
        if (body.messaging_product !== "whatsapp")
          return reply(400, graphError(100, "Invalid parameter", "messaging_product"));
        if (body.status === "read") {
          state.reads.push(String(body.message_id));
          return reply(200, { success: true });
        }
        const to = typeof body.to === "string" ? body.to : "";
        const type = typeof body.type === "string" ? body.type : "text";
        if (state.holdOnce.delete(to)) {
          state.held.push(to);
          events.emit("held");
          return; // no answer: the caller waits until it gives up or dies
        }
        if (state.pairRateOnce.delete(to)) {
          return reply(
            400,
            graphError(
              131056,
              "(Business Account, Consumer Account) pair rate limit hit",
              "Message failed to send because there were too many messages sent from this phone number to the same phone number in a short period of time.",
            ),
          );
        }
        if (type !== "template" && state.outsideWindow.has(to)) {
          return reply(
            400,
            graphError(
              131047,
              "Re-engagement message",
              "Message failed to send because more than 24 hours have passed since the customer last replied to this number.",
            ),
          );
        }
        const text =
          type === "text"
            ? String((body.text as { body?: string } | undefined)?.body ?? "")
            : type === "template"
              ? String((body.template as { name?: string } | undefined)?.name ?? "")
              : type === "interactive"
                ? String((body.interactive as { body?: { text?: string } } | undefined)?.body?.text ?? "")
                : "";
        const id = wamid();
        state.sent.push({ to, type, text, body, id });
        events.emit("sent");
        return reply(200, { messaging_product: "whatsapp", contacts: [{ input: to, wa_id: to }], messages: [{ id }] });
      }
      reply(404, graphError(100, "Unknown path", url.pathname));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const baseOrigin = `http://127.0.0.1:${port}`;
  const baseUrl = `${baseOrigin}/${VERSION}`;
  const sentTo = (to: string) => state.sent.filter((m) => m.to === to);

  return {
    ...state,
    get unauthorised() {
      return state.unauthorised;
    },
    baseUrl,
    env: {
      WHATSAPP_PHONE_NUMBER_ID: FAKE_PHONE_NUMBER_ID,
      WHATSAPP_ACCESS_TOKEN: FAKE_ACCESS_TOKEN,
      WHATSAPP_APP_SECRET: FAKE_APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: FAKE_VERIFY_TOKEN,
      WHATSAPP_GRAPH_API_URL: baseUrl,
      WHATSAPP_BUSINESS_NUMBER: "919800000000",
      WHATSAPP_PAIR_PACE_MS: "10",
    },
    addMedia(bytes, mimeType, options = {}) {
      const id = String(1_000_000 + media.size);
      const sha256 = options.lieAboutSha256 ? "0".repeat(64) : createHash("sha256").update(bytes).digest("hex");
      media.set(id, { bytes, mimeType, sha256 });
      return id;
    },
    sentTo,
    waitForSent(to, count, ms = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const got = sentTo(to);
          if (got.length < count) return false;
          clearTimeout(timer);
          events.off("sent", check);
          resolve(got);
          return true;
        };
        const timer = setTimeout(() => {
          events.off("sent", check);
          reject(new Error(`waited ${ms} ms for ${count} message(s) to ${to}; got ${JSON.stringify(sentTo(to))}`));
        }, ms);
        if (!check()) events.on("sent", check);
      });
    },
    waitForHeld(to, ms = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!state.held.includes(to)) return false;
          clearTimeout(timer);
          events.off("held", check);
          resolve();
          return true;
        };
        const timer = setTimeout(() => {
          events.off("held", check);
          reject(new Error(`no message to ${to} held within ${ms} ms`));
        }, ms);
        if (!check()) events.on("held", check);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// ---- webhook deliveries as Meta sends them ----

let sequence = 0;
export function newWamid(): string {
  sequence += 1;
  return `wamid.HBgMOTE5ODc2NTQzMjEwFQIAEhgU${sequence.toString(36).toUpperCase()}${randomBytes(6).toString("hex").toUpperCase()}AA==`;
}

type TMessageOptions = { id?: string; timestamp?: Date; name?: string };

export function textMessage(from: string, body: string, o: TMessageOptions = {}) {
  return {
    from,
    id: o.id ?? newWamid(),
    timestamp: String(Math.floor((o.timestamp ?? new Date()).getTime() / 1000)),
    type: "text",
    text: { body },
  };
}

export function voiceMessage(from: string, mediaId: string, o: TMessageOptions = {}) {
  return {
    from,
    id: o.id ?? newWamid(),
    timestamp: String(Math.floor((o.timestamp ?? new Date()).getTime() / 1000)),
    type: "audio",
    audio: { mime_type: "audio/ogg; codecs=opus", sha256: "", id: mediaId, voice: true },
  };
}

/** A tap on one of our reply buttons, as the webhook reports it. */
export function buttonReply(from: string, id: string, title: string, o: TMessageOptions = {}) {
  return {
    from,
    id: o.id ?? newWamid(),
    timestamp: String(Math.floor((o.timestamp ?? new Date()).getTime() / 1000)),
    type: "interactive",
    interactive: { type: "button_reply", button_reply: { id, title } },
  };
}

export function statusUpdate(
  id: string,
  recipient: string,
  status: string,
  errors?: { code: number; title: string }[],
) {
  return {
    id,
    status,
    timestamp: String(Math.floor(Date.now() / 1000)),
    recipient_id: recipient,
    ...(errors ? { errors } : {}),
  };
}

/** The webhook body: `{object, entry:[{id, changes:[{value:{…}, field:"messages"}]}]}`. */
export function webhookOf(value: { messages?: object[]; statuses?: object[]; from?: string; name?: string }) {
  const from = value.from ?? (value.messages?.[0] as { from?: string } | undefined)?.from;
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "919800000000", phone_number_id: FAKE_PHONE_NUMBER_ID },
              ...(value.messages
                ? { contacts: [{ profile: { name: value.name ?? "Sarpanch" }, wa_id: from }], messages: value.messages }
                : {}),
              ...(value.statuses ? { statuses: value.statuses } : {}),
            },
            field: "messages",
          },
        ],
      },
    ],
  };
}

/** JSON as Meta writes it: every non-ASCII character escaped (\u0928), slashes escaped too. */
export function metaJson(payload: unknown): string {
  return JSON.stringify(payload)
    .replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
    .replace(/\//g, "\\/");
}

export function sign(raw: string | Buffer, secret = FAKE_APP_SECRET): string {
  return `sha256=${createHmac("sha256", secret).update(raw).digest("hex")}`;
}
