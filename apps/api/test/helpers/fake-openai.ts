// A local OpenAI-compatible chat server for tests and benchmarks: POST /v1/chat/completions with
// stream:true answers real SSE (`data: {choices:[{delta:{content}}]}` … `data: [DONE]`).
// Modes: normal, error500, hang (never answers), cut (drops the connection mid-stream), slow
// (one chunk every slowIntervalMs). It records each request and whether the client aborted it.
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type TFakeMode = "normal" | "error500" | "hang" | "cut" | "slow";

export type TFakeRequest = {
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[]; response_format?: { type: string; json_schema?: { name?: string } } };
  /** The client closed the connection before the answer was complete. */
  aborted: boolean;
  finished: boolean;
};

export type TFakeOpenAI = {
  /** e.g. http://127.0.0.1:41234/v1 — what OPENAI_BASE_URL should be. */
  baseUrl: string;
  mode: TFakeMode;
  chunks: string[];
  slowIntervalMs: number;
  /** How many pieces slow mode sends before finishing normally (default: never finishes). */
  slowPieces: number;
  requests: TFakeRequest[];
  /**
   * Chooses the whole reply for one request (e.g. JSON for a structured-output call, text for a
   * chat); undefined = the usual `chunks`. Streamed replies send the chosen text in one chunk.
   */
  respond?: (body: TFakeRequest["body"]) => string | undefined;
  /** Resolves when the most recent request was aborted by the client (or rejects after ms). */
  waitForAbort(ms?: number): Promise<TFakeRequest>;
  close(): Promise<void>;
};

export const FAKE_CHUNKS = ["Gram sabha ", "saal mein ", "kam se kam ", "do baar ", "hoti hai."];

function frame(content: string, model: string): string {
  const payload = { id: "chatcmpl-fake", object: "chat.completion.chunk", created: 0, model, choices: [{ index: 0, delta: { content }, finish_reason: null }] };
  return `data: ${JSON.stringify(payload)}\n\n`;
}

export async function startFakeOpenAI(options: { mode?: TFakeMode; chunks?: string[] } = {}): Promise<TFakeOpenAI> {
  const sockets = new Set<Socket>();
  const fake: Omit<TFakeOpenAI, "baseUrl" | "close" | "waitForAbort"> = {
    mode: options.mode ?? "normal",
    chunks: options.chunks ?? FAKE_CHUNKS,
    slowIntervalMs: 100,
    slowPieces: Number.POSITIVE_INFINITY,
    requests: [],
  };

  const server = http.createServer((req, res) => {
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404).end();
      return;
    }
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (d: string) => (raw += d));
    req.on("end", () => {
      const record: TFakeRequest = { body: JSON.parse(raw || "{}"), aborted: false, finished: false };
      fake.requests.push(record);
      res.on("close", () => {
        if (!res.writableFinished) record.aborted = true;
      });
      const model = record.body.model ?? "fake";
      const mode = fake.mode;
      const chosen = (fake as TFakeOpenAI).respond?.(record.body);
      const chunks = chosen !== undefined ? [chosen] : fake.chunks;
      if (mode === "error500") {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "upstream exploded", type: "server_error" } }));
        record.finished = true;
        return;
      }
      if (mode === "hang") return; // never answers; only the client can end this
      if (!record.body.stream) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion", created: 0, model, choices: [{ index: 0, message: { role: "assistant", content: chunks.join("") }, finish_reason: "stop" }] }));
        record.finished = true;
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
      if (mode === "cut") {
        res.write(frame(fake.chunks[0]!, model));
        res.write(frame(fake.chunks[1] ?? "", model));
        setTimeout(() => res.socket?.destroy(), 20);
        return;
      }
      if (mode === "slow") {
        let i = 0;
        const timer = setInterval(() => {
          if (res.destroyed) return clearInterval(timer);
          if (i >= fake.slowPieces) {
            clearInterval(timer);
            res.end("data: [DONE]\n\n");
            record.finished = true;
            return;
          }
          res.write(frame(`piece${i} `, model));
          i += 1;
        }, fake.slowIntervalMs);
        res.on("close", () => clearInterval(timer));
        res.write(frame("first ", model));
        return;
      }
      for (const c of chunks) res.write(frame(c, model));
      res.write(`data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", created: 0, model, choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`);
      res.end("data: [DONE]\n\n");
      record.finished = true;
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    async waitForAbort(ms = 5000) {
      const until = Date.now() + ms;
      for (;;) {
        const last = fake.requests.at(-1);
        if (last?.aborted) return last;
        if (Date.now() > until) throw new Error("the fake upstream saw no abort");
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
