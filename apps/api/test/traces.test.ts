// Traces: the API started with OTEL_EXPORTER_OTLP_ENDPOINT sends one trace per chat turn to an
// OTLP/HTTP collector (a fake one here, receiving the exporter's JSON): the HTTP request, Fastify's
// handler, the turn with its retrieval, answer and writes, and the database queries inside them.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitUntil } from "@sachiv/test-support/wait";
import { startApiProcess, type TApiProcess } from "../scripts/replicas.ts";
import { readEvents } from "./helpers/chat-stream.ts";

type TSpan = {
  scope: string;
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
};
type TExport = {
  resourceSpans?: {
    scopeSpans?: { scope?: { name: string }; spans?: Omit<TSpan, "scope">[] }[];
  }[];
};

const spans: TSpan[] = [];
let collector: http.Server;
let server: TApiProcess;
let token: string;

beforeAll(async () => {
  collector = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      if (req.url === "/v1/traces" && req.headers["content-type"] === "application/json") {
        const data = JSON.parse(body) as TExport;
        for (const rs of data.resourceSpans ?? [])
          for (const ss of rs.scopeSpans ?? [])
            for (const span of ss.spans ?? []) spans.push({ ...span, scope: ss.scope?.name ?? "" });
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
  const { port } = collector.address() as AddressInfo;
  server = await startApiProcess("traced", {
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : { DATA_DIR: "memory" }),
    KB_SEED_ON_START: "false",
    LOG_LEVEL: "warn",
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
    OTEL_BSP_SCHEDULE_DELAY: "100", // a batch every 100 ms, not every 5 s
  });
}, 120_000);

afterAll(async () => {
  if (server && server.proc.exitCode === null) {
    server.proc.kill("SIGTERM");
    await server.exited;
  }
  await new Promise((resolve) => collector?.close(resolve));
});

const ms = (s: TSpan) => (Number(BigInt(s.endTimeUnixNano) - BigInt(s.startTimeUnixNano)) / 1e6).toFixed(1);

describe("traces (OTEL_EXPORTER_OTLP_ENDPOINT set)", () => {
  it(
    "one chat turn is one trace: HTTP request → handler → turn → retrieval, answer, writes → pg queries",
    { timeout: 60_000 },
    async () => {
      const signup = await fetch(`${server.base}/api/auth/signup`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: `traced-${Date.now()}@example.com`, password: "a-long-password-1" }),
      });
      expect(signup.status).toBe(200);
      token = ((await signup.json()) as { session: { access_token: string } }).session.access_token;
      const res = await fetch(`${server.base}/api/chat/`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ message: "gram sabha saal mein kitni baar hoti hai", language: "hinglish" }),
      });
      const events = await readEvents(res);
      expect(events.at(-1)?.type).toBe("done");

      // The HTTP server span ends last (with the response): the trace is whole once it is in.
      const turn = await waitUntil(() => spans.find((s) => s.name === "chat.turn"), "the chat turn's span", {
        timeoutMs: 15_000,
      });
      const trace = await waitUntil(
        () => {
          const all = spans.filter((s) => s.traceId === turn.traceId);
          return all.some((s) => s.scope === "@opentelemetry/instrumentation-http") && all;
        },
        "the HTTP request's span",
        { timeoutMs: 15_000 },
      );
      const byId = new Map(trace.map((s) => [s.spanId, s]));
      const parentOf = (s: TSpan) => (s.parentSpanId ? byId.get(s.parentSpanId) : undefined);
      const ancestors = (s: TSpan) => {
        const chain: string[] = [];
        for (let p = parentOf(s); p; p = parentOf(p)) chain.push(p.name);
        return chain;
      };
      const named = (name: string) => trace.filter((s) => s.name === name);

      // The request, as the server saw it (kind 2 = SERVER), is the trace's root.
      const request = trace.find((s) => s.scope === "@opentelemetry/instrumentation-http" && s.kind === 2)!;
      expect(request.name).toBe("POST /api/chat/");
      expect(request.parentSpanId ?? "").toBe("");
      expect(ancestors(turn)).toEqual(["handler - chatRoutes", "request", "POST /api/chat/"]);
      expect(named("chat.turn")).toHaveLength(1);

      // The turn's steps, each once, under it.
      for (const step of ["chat.retrieval", "chat.answer", "chat.save_question", "chat.save_answer"]) {
        expect(named(step), step).toHaveLength(1);
        expect(parentOf(named(step)[0]!)?.name, step).toBe("chat.turn");
      }
      // The writes are database queries, traced inside them.
      for (const write of ["chat.save_question", "chat.save_answer"]) {
        const queries = trace.filter((s) => s.name.startsWith("pg.query") && parentOf(s)?.name === write);
        expect(queries.length, write).toBeGreaterThan(0);
      }
      // Signing up was a trace of its own.
      expect(spans.some((s) => s.name === "POST /api/auth/signup" && s.traceId !== turn.traceId)).toBe(true);

      // For the README's Monitoring section: the trace, indented, with durations.
      const lines: string[] = [];
      const print = (s: TSpan, depth: number) => {
        lines.push(`${"  ".repeat(depth)}${s.name}  ${ms(s)} ms`);
        for (const child of trace
          .filter((c) => c.parentSpanId === s.spanId)
          .sort((a, b) => (BigInt(a.startTimeUnixNano) < BigInt(b.startTimeUnixNano) ? -1 : 1)))
          print(child, depth + 1);
      };
      print(request, 0);
      console.log(lines.join("\n"));
    },
  );

  it("the whole-answer chat (POST /api/chat) is a turn too: retrieval and answer, nothing written", async () => {
    const res = await fetch(`${server.base}/api/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ message: "gram sabha saal mein kitni baar hoti hai", language: "hinglish" }),
    });
    expect(res.status).toBe(200);
    const turn = await waitUntil(
      () =>
        spans.find(
          (s) => s.name === "chat.turn" && spans.some((r) => r.traceId === s.traceId && r.name === "POST /api/chat"),
        ),
      "the whole-answer turn's trace",
      { timeoutMs: 15_000 },
    );
    const steps = spans.filter((s) => s.parentSpanId === turn.spanId).map((s) => s.name);
    expect(steps.sort()).toEqual(["chat.answer", "chat.retrieval"]);
  });

  it("costs nothing when off: only server.ts loads the SDK, through a dynamic import", () => {
    const src = path.resolve(import.meta.dirname, "../src");
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== "generated") walk(p);
        } else if (p.endsWith(".ts") && !p.endsWith("telemetry.ts")) {
          const text = fs.readFileSync(p, "utf8");
          if (/from ["'](@opentelemetry\/(?!api["'])|@fastify\/otel)/.test(text)) offenders.push(p);
          if (/from ["'][./]+telemetry\.ts["']/.test(text)) offenders.push(p);
        }
      }
    };
    walk(src);
    expect(offenders).toEqual([]);
    expect(fs.readFileSync(path.join(src, "server.ts"), "utf8")).toMatch(/await import\("\.\/telemetry\.ts"\)/);
  });
});
