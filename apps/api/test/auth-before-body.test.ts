// Signed-in routes check the token before the body is read, anonymous traffic to them is limited
// per IP before anything is parsed, and each route takes only the body size it needs.
import net from "node:net";
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrors } from "@sachiv/content";
import { createTestApp, injectAs, signUp, type TTestApp } from "./helper.ts";

/**
 * Sends a `total`-byte JSON upload to POST /api/document over a real socket, 64 KB at a time,
 * and stops as soon as an answer arrives. Resolves with the status and the bytes of body sent.
 */
async function uploadUntilAnswered(port: number, total: number, headers: Record<string, string> = {}) {
  const socket = net.connect(port, "127.0.0.1");
  await once(socket, "connect");
  let answer = "";
  const answered = new Promise<void>((resolve) => {
    socket.on("data", (d: Buffer) => {
      answer += d.toString("latin1");
      if (answer.includes("\r\n\r\n")) resolve();
    });
    socket.on("close", () => resolve());
  });
  socket.on("error", () => {}); // the server may close the connection on us: that is fine
  const head = `{"image_data":"`;
  const tail = `","file_name":"big.pdf"}`;
  const lines = [
    "POST /api/document HTTP/1.1",
    "Host: 127.0.0.1",
    "Content-Type: application/json",
    `Content-Length: ${total}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  socket.write(`${lines.join("\r\n")}\r\n\r\n`);
  let sent = 0;
  let done = false;
  void answered.then(() => (done = true));
  const chunk = Buffer.alloc(64 * 1024, "A");
  socket.write(head);
  sent += head.length;
  while (!done && sent < total - tail.length) {
    const piece = chunk.subarray(0, Math.min(chunk.length, total - tail.length - sent));
    sent += piece.length;
    if (!socket.write(piece)) await Promise.race([once(socket, "drain"), answered]);
    // Let the answer, if any, arrive before the next piece.
    await new Promise((r) => setImmediate(r));
  }
  if (!done) {
    socket.write(tail);
    sent += tail.length;
  }
  await answered;
  socket.destroy();
  const status = Number(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1]);
  return { status, sent };
}

describe("authentication before the body", () => {
  let t: TTestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ ANON_RATE_LIMIT_PER_MINUTE: "1000" });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => t.close());

  it("answers an anonymous 20 MB upload with 401 before the body has been sent", async () => {
    const total = 20 * 1024 * 1024;
    const { status, sent } = await uploadUntilAnswered(port, total);
    expect(status).toBe(401);
    expect(sent).toBeLessThan(total);
  });

  it("does the same for a forged token", async () => {
    const total = 20 * 1024 * 1024;
    const { status, sent } = await uploadUntilAnswered(port, total, { Authorization: "Bearer not.a.token" });
    expect(status).toBe(401);
    expect(sent).toBeLessThan(total);
  });

  it("refuses a body over a small route's limit with a clear 413, and still takes a large document", async () => {
    const session = await signUp(t.app);
    const big = await injectAs(t.app, session.access_token, {
      method: "PUT",
      url: "/api/users/me",
      headers: { "x-language": "hindi" },
      payload: { preferred_language: "hindi", padding: "x".repeat(100 * 1024) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: apiErrors.PAYLOAD_TOO_LARGE.hindi });
    // Past 64 KB, the upload route still reads the body (and finds it is no document).
    const doc = await injectAs(t.app, session.access_token, {
      method: "POST",
      url: "/api/document",
      payload: { image_data: Buffer.alloc(200 * 1024, 7).toString("base64"), file_name: "x.txt" },
    });
    expect(doc.statusCode).not.toBe(413);
    expect(doc.statusCode).not.toBe(401);
  });
});

describe("anonymous requests per IP", () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ ANON_RATE_LIMIT_PER_MINUTE: "3" });
  });
  afterAll(async () => t.close());

  it("answers 429 once an address has spent its budget on signed-in routes, other addresses and users unaffected", async () => {
    const from = (remoteAddress: string, url: string, method: "GET" | "POST" = "POST") =>
      t.app.inject({
        method,
        url,
        remoteAddress,
        headers: { "x-language": "hindi" },
        payload: method === "POST" ? {} : undefined,
      });
    expect((await from("10.20.0.1", "/api/document")).statusCode).toBe(401);
    expect((await from("10.20.0.1", "/api/chat")).statusCode).toBe(401);
    expect((await from("10.20.0.1", "/api/users/me", "GET")).statusCode).toBe(401);
    const limited = await from("10.20.0.1", "/api/document");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "RATE_LIMITED", message: apiErrors.RATE_LIMITED.hindi });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await from("10.20.0.1", "/api/admin/statistics", "GET")).statusCode).toBe(429);

    expect((await from("10.20.0.2", "/api/document")).statusCode).toBe(401);
    // A signed-in user behind the same address is served.
    const session = await signUp(t.app);
    const me = await injectAs(t.app, session.access_token, {
      method: "GET",
      url: "/api/users/me",
      remoteAddress: "10.20.0.1",
    });
    expect(me.statusCode).toBe(200);
  });
});
