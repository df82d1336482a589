// The WhatsApp Cloud API (Graph API) as we use it: send a text, a template or a voice note,
// mark a message read (with the typing indicator), upload media, and the media two-step download
// (GET /{media-id} for a short-lived URL, then GET that URL with the token). The access token goes
// only into the Authorization header, never into a URL or a log line.
import { createHash } from "node:crypto";

export type TGraphConfig = { baseUrl: string; phoneNumberId: string; accessToken: string };

/** A refusal of the Graph API with its error code (131047 outside the 24-hour window, 131056 pair rate …). */
export class GraphError extends Error {
  readonly code: number | undefined;
  readonly httpStatus: number;
  constructor(httpStatus: number, code: number | undefined, message: string) {
    super(`Graph API ${httpStatus}${code ? ` (${code})` : ""}: ${message}`);
    this.httpStatus = httpStatus;
    this.code = code;
  }
}

export const GRAPH_ERRORS = {
  /** Re-engagement message: more than 24 hours since the user last wrote. */
  outsideWindow: 131047,
  /** Too many messages to the same number in a short time. */
  pairRateLimit: 131056,
} as const;

export class MediaCheckError extends Error {}

const TIMEOUT_MS = 15_000;

export function createGraphClient(config: TGraphConfig) {
  const auth = { authorization: `Bearer ${config.accessToken}` };

  async function call(path: string, body: unknown): Promise<unknown> {
    const res = await fetch(`${config.baseUrl}/${path}`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const json = (await res.json().catch(() => ({}))) as { error?: { code?: number; message?: string } };
    if (!res.ok || json.error) {
      throw new GraphError(res.status, json.error?.code, json.error?.message ?? res.statusText);
    }
    return json;
  }

  async function send(to: string, message: Record<string, unknown>): Promise<string> {
    const json = (await call(`${config.phoneNumberId}/messages`, {
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to,
      ...message,
    })) as { messages?: { id?: string }[] };
    const id = json.messages?.[0]?.id;
    if (!id) throw new GraphError(200, undefined, "no message id in the reply");
    return id;
  }

  return {
    sendText: (to: string, body: string, replyTo?: string) =>
      send(to, {
        type: "text",
        text: { body, preview_url: false },
        ...(replyTo ? { context: { message_id: replyTo } } : {}),
      }),
    /** An approved template with body parameters (the only message allowed outside the window). */
    sendTemplate: (to: string, name: string, languageCode: string, params: string[]) =>
      send(to, {
        type: "template",
        template: {
          name,
          language: { code: languageCode },
          components: [{ type: "body", parameters: params.map((text) => ({ type: "text", text })) }],
        },
      }),
    /** Text with reply buttons (at most 3, titles ≤ 20 characters; the body at most 1024 characters). */
    sendButtons: (to: string, body: string, buttons: { id: string; title: string }[], replyTo?: string) =>
      send(to, {
        ...(replyTo ? { context: { message_id: replyTo } } : {}),
        type: "interactive",
        interactive: {
          type: "button",
          body: { text: body },
          action: { buttons: buttons.map((b) => ({ type: "reply", reply: b })) },
        },
      }),
    /**
     * A list message: `button` (≤ 20 characters) opens one section of rows (≤ 10; titles ≤ 24
     * characters, descriptions ≤ 72); a choice comes back as interactive.list_reply.
     */
    sendList: (
      to: string,
      body: string,
      button: string,
      section: { title: string; rows: { id: string; title: string; description?: string }[] },
    ) =>
      send(to, {
        type: "interactive",
        interactive: { type: "list", body: { text: body }, action: { button, sections: [section] } },
      }),
    sendVoice: (to: string, mediaId: string) => send(to, { type: "audio", audio: { id: mediaId, voice: true } }),

    /** Read receipt (blue ticks) and the typing indicator while the answer is written. */
    async markRead(wamid: string): Promise<void> {
      await call(`${config.phoneNumberId}/messages`, {
        messaging_product: "whatsapp",
        status: "read",
        message_id: wamid,
        typing_indicator: { type: "text" },
      });
    },

    async uploadMedia(bytes: Uint8Array, mimeType: string, fileName: string): Promise<string> {
      const form = new FormData();
      form.append("messaging_product", "whatsapp");
      form.append("type", mimeType);
      form.append("file", new Blob([new Uint8Array(bytes)], { type: mimeType }), fileName);
      const res = await fetch(`${config.baseUrl}/${config.phoneNumberId}/media`, {
        method: "POST",
        headers: auth,
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const json = (await res.json().catch(() => ({}))) as { id?: string; error?: { code?: number; message?: string } };
      if (!res.ok || !json.id)
        throw new GraphError(res.status, json.error?.code, json.error?.message ?? "upload failed");
      return json.id;
    },

    /**
     * The media two-step: its metadata (a URL valid for minutes), then the bytes with the token.
     * Refuses a file larger than `maxBytes` (before and while reading) and one whose size or
     * SHA-256 differs from what the metadata promised.
     */
    async downloadMedia(mediaId: string, maxBytes: number): Promise<{ bytes: Uint8Array; mimeType: string }> {
      const metaRes = await fetch(`${config.baseUrl}/${encodeURIComponent(mediaId)}`, {
        headers: auth,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const meta = (await metaRes.json().catch(() => ({}))) as {
        url?: string;
        mime_type?: string;
        sha256?: string;
        file_size?: number | string;
        error?: { code?: number; message?: string };
      };
      if (!metaRes.ok || !meta.url) {
        throw new GraphError(metaRes.status, meta.error?.code, meta.error?.message ?? "no media url");
      }
      // Meta writes the size as a string.
      const promised = meta.file_size === undefined ? undefined : Number(meta.file_size);
      if (promised !== undefined && promised > maxBytes) throw new MediaCheckError("media too large");
      const res = await fetch(meta.url, { headers: auth, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!res.ok || !res.body) throw new GraphError(res.status, undefined, "media download failed");
      const parts: Uint8Array[] = [];
      let size = 0;
      for await (const part of res.body as unknown as AsyncIterable<Uint8Array>) {
        size += part.byteLength;
        if (size > maxBytes) throw new MediaCheckError("media too large");
        parts.push(part);
      }
      const bytes = Buffer.concat(parts);
      if (promised !== undefined && bytes.byteLength !== promised) throw new MediaCheckError("size differs");
      if (meta.sha256 && createHash("sha256").update(bytes).digest("hex") !== meta.sha256.toLowerCase()) {
        throw new MediaCheckError("sha256 differs");
      }
      return { bytes: new Uint8Array(bytes), mimeType: meta.mime_type ?? "audio/ogg" };
    },
  };
}

export type TGraphClient = ReturnType<typeof createGraphClient>;
