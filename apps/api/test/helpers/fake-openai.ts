// A local OpenAI-compatible chat server for tests and benchmarks: POST /v1/chat/completions with
// stream:true answers real SSE (`data: {choices:[{delta:{content}}]}` … `data: [DONE]`).
// Modes: normal, error500, hang (never answers), cut (drops the connection mid-stream), slow
// (one chunk every slowIntervalMs). It records each request and whether the client aborted it.
// POST /v1/embeddings answers like the real API (float arrays, or base64 float32 when asked, as
// the openai SDK does by default): a hashed bag of the normalised words, so similar texts in
// either script get similar vectors.
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { searchTokens } from "../../src/lib/text/normalise.ts";

export type TFakeMode = "normal" | "error500" | "hang" | "cut" | "slow";

export type TFakeRequest = {
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name?: string } };
  };
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
  /** Each POST /embeddings: the model and how many texts it carried. */
  embeddingRequests: { model?: string; inputs: number }[];
  /** Answer POST /embeddings with this HTTP status instead (e.g. 500) when set. */
  embeddingStatus?: number;
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
  const payload = {
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: 0,
    model,
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  };
  return `data: ${JSON.stringify(payload)}\n\n`;
}

export const FAKE_EMBEDDING_DIMS = 64;

/** The fake model's vector for a text: hashed bag of normalised words, unit length. */
export function fakeEmbedding(text: string, dims = FAKE_EMBEDDING_DIMS): number[] {
  const v = new Array<number>(dims).fill(0);
  for (const token of searchTokens(text)) {
    let h = 2166136261;
    for (const ch of token) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
    v[(h >>> 0) % dims]! += 1;
  }
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
}

function answerEmbeddings(
  fake: { embeddingRequests: TFakeOpenAI["embeddingRequests"]; embeddingStatus?: number },
  raw: string,
  res: http.ServerResponse,
) {
  const body = JSON.parse(raw || "{}") as { model?: string; input?: string | string[]; encoding_format?: string };
  const inputs = typeof body.input === "string" ? [body.input] : (body.input ?? []);
  fake.embeddingRequests.push({ model: body.model, inputs: inputs.length });
  if (fake.embeddingStatus) {
    res.writeHead(fake.embeddingStatus, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { message: "embeddings unavailable", type: "server_error" } }));
    return;
  }
  const data = inputs.map((text, index) => {
    const vector = fakeEmbedding(text);
    const embedding =
      body.encoding_format === "base64" ? Buffer.from(new Float32Array(vector).buffer).toString("base64") : vector;
    return { object: "embedding", index, embedding };
  });
  res.writeHead(200, { "content-type": "application/json" });
  res.end(
    JSON.stringify({
      object: "list",
      data,
      model: body.model ?? "fake-embed",
      usage: { prompt_tokens: 0, total_tokens: 0 },
    }),
  );
}

export async function startFakeOpenAI(options: { mode?: TFakeMode; chunks?: string[] } = {}): Promise<TFakeOpenAI> {
  const sockets = new Set<Socket>();
  const fake: Omit<TFakeOpenAI, "baseUrl" | "close" | "waitForAbort"> = {
    mode: options.mode ?? "normal",
    chunks: options.chunks ?? FAKE_CHUNKS,
    slowIntervalMs: 100,
    slowPieces: Number.POSITIVE_INFINITY,
    requests: [],
    embeddingRequests: [],
  };

  const server = http.createServer((req, res) => {
    if (req.method === "POST" && req.url?.endsWith("/embeddings")) {
      let raw = "";
      req.setEncoding("utf8");
      req.on("data", (d: string) => (raw += d));
      req.on("end", () => answerEmbeddings(fake, raw, res));
      return;
    }
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404).end();
      return;
    }
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (d: string) => (raw += d));
    req.on("end", () => {
      const body = JSON.parse(raw || "{}") as TFakeRequest["body"];
      const record: TFakeRequest = { body, aborted: false, finished: false };
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
        res.end(
          JSON.stringify({
            id: "chatcmpl-fake",
            object: "chat.completion",
            created: 0,
            model,
            choices: [{ index: 0, message: { role: "assistant", content: chunks.join("") }, finish_reason: "stop" }],
          }),
        );
        record.finished = true;
        return;
      }
      res.writeHead(200, {
        "content-type": "text/event-stream",
        "cache-control": "no-cache",
        connection: "keep-alive",
      });
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
      res.write(
        `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", created: 0, model, choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`,
      );
      res.end("data: [DONE]\n\n");
      record.finished = true;
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  // Longer than clients keep idle sockets (undici: 4 s), as real servers do, so a client never
  // reuses a socket this server is closing.
  server.keepAliveTimeout = 10_000;
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
