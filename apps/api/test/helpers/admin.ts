// Helpers of the admin API tests: an app with one admin and one ordinary user, conversations
// seeded straight into the database (with chosen dates), multipart bodies and a live-channel client.
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import WebSocket from "ws";
import { expect } from "vitest";
import {
  ADMIN_WS_PATH,
  ZConversationListResponse,
  type TAdminNotification,
  type TConversationListResponse,
} from "@sachiv/contracts";
import type { TDb } from "../../src/db/client.ts";
import { messageSearchText } from "../../src/modules/chat/search-text.ts";
import { createTestApp, injectAs, signUp, signUpAdmin, uniqueEmail, type TTestApp } from "../helper.ts";

export type TAdminTestApp = TTestApp & { adminToken: string; adminEmail: string; userToken: string; userEmail: string };

export async function createAdminTestApp(env: Record<string, string> = {}): Promise<TAdminTestApp> {
  const adminEmail = uniqueEmail("admin");
  const t = await createTestApp({
    ADMIN_EMAILS: adminEmail,
    RATE_LIMIT_PER_MINUTE: "100000",
    JOB_POLL_MS: "100",
    ...env,
  });
  const admin = await signUpAdmin(t, adminEmail);
  const userEmail = uniqueEmail("sarpanch");
  const user = await signUp(t.app, userEmail);
  return { ...t, adminToken: admin.access_token, adminEmail, userToken: user.access_token, userEmail };
}

/** GET /api/admin/conversations?`query` as the admin: the page, checked against its contract. */
export async function listConversationsAs(t: TAdminTestApp, query: string): Promise<TConversationListResponse> {
  const res = await injectAs(t.app, t.adminToken, { method: "GET", url: `/api/admin/conversations?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return ZConversationListResponse.parse(res.json());
}

export type TSeedMessage = { role: "user" | "assistant"; content: string };

/** A conversation of `userId` started at `createdAt`, its messages a second apart, optionally rated. */
export async function seedConversation(
  db: TDb,
  input: { userId: string | null; createdAt: Date; messages: TSeedMessage[]; rating?: number; feedback?: string },
): Promise<string> {
  const id = randomUUID();
  await db.conversation.create({
    data: {
      id,
      userId: input.userId,
      createdAt: input.createdAt,
      messages: {
        create: input.messages.map((m, i) => ({
          role: m.role,
          content: m.content,
          searchText: messageSearchText(m.content),
          createdAt: new Date(input.createdAt.getTime() + i * 1000),
        })),
      },
    },
  });
  if (input.rating) {
    await db.rating.create({
      data: { conversationId: id, userId: input.userId, rating: input.rating, feedback: input.feedback ?? null },
    });
  }
  return id;
}

export async function userIdOf(db: TDb, email: string): Promise<string> {
  return (await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;
}

/** A multipart/form-data body with each file under `field` (default: files). */
export function multipart(files: { name: string; bytes: Uint8Array | string; type?: string; field?: string }[]) {
  const boundary = `----sachiv${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? "files"}"; filename="${f.name}"\r\n` +
          `Content-Type: ${f.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      Buffer.from(f.bytes),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

export type TLiveClient = {
  socket: WebSocket;
  messages: TAdminNotification[];
  texts: string[];
  /** Resolves with the notifications so far once one satisfies `until`. */
  waitFor: (until: (n: TAdminNotification) => boolean, timeoutMs?: number) => Promise<TAdminNotification[]>;
  close: () => Promise<void>;
};

/** The app listening on a free port (idempotent); returns its ws:// base. */
export async function wsBase(app: FastifyInstance): Promise<string> {
  const address = app.server.listening
    ? app.server.address()
    : (await app.listen({ port: 0, host: "127.0.0.1" }), app.server.address());
  const port = typeof address === "object" && address ? address.port : 0;
  return `ws://127.0.0.1:${port}`;
}

/** Opens the live channel; rejects with the HTTP status when the upgrade is refused. */
export async function openLive(app: FastifyInstance, query: string): Promise<TLiveClient> {
  return openLiveAt(await wsBase(app), query);
}

/** The admin live channel of a server at `base` (ws://host:port). */
export async function openLiveAt(base: string, query: string): Promise<TLiveClient> {
  const socket = new WebSocket(`${base}/api${ADMIN_WS_PATH}${query}`);
  const messages: TAdminNotification[] = [];
  const texts: string[] = [];
  const waiters = new Set<() => void>();
  socket.on("message", (raw) => {
    const text = (raw as Buffer).toString(); // a text frame arrives as one Buffer
    texts.push(text);
    if (text.startsWith("{")) messages.push(JSON.parse(text) as TAdminNotification);
    for (const w of waiters) w();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once("error", reject);
  });
  return {
    socket,
    messages,
    texts,
    waitFor(until, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.some(until)) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve([...messages]);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out; got ${JSON.stringify(messages.map((m) => m.type))}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once("close", () => resolve());
        socket.close(1000);
      }),
  };
}
