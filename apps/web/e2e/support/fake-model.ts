// A local OpenAI-compatible chat server for journeys that need a model's answer: POST
// /v1/chat/completions streams the reply `reply(question)` chooses, in small pieces, as real SSE.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type TFakeModel = { baseUrl: string; close: () => Promise<void> };

type TBody = { model?: string; messages?: { role: string; content: string }[] };

export async function startFakeModel(reply: (question: string) => string): Promise<TFakeModel> {
  const server = http.createServer((req, res) => {
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404).end();
      return;
    }
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (d: string) => (raw += d));
    req.on("end", () => {
      const body = JSON.parse(raw || "{}") as TBody;
      const question = body.messages?.findLast((m) => m.role === "user")?.content ?? "";
      const frame = (delta: object, finish: string | null = null) =>
        `data: ${JSON.stringify({ id: "fake", object: "chat.completion.chunk", created: 0, model: body.model ?? "fake", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      // Pieces of a few words, as a model's tokens come: a marker may be split across them.
      for (const piece of reply(question).match(/\s*\S+/g) ?? []) res.write(frame({ content: piece }));
      res.write(frame({}, "stop"));
      res.end("data: [DONE]\n\n");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
