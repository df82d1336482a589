// A local OpenAI-compatible speech server (real HTTP): records what POST /v1/audio/speech
// receives and answers with given bytes or a given failure.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type TFakeSpeechRequest = { path: string; authorization?: string; body: Record<string, unknown> };

export type TFakeOpenAiTts = {
  baseUrl: string;
  requests: TFakeSpeechRequest[];
  /** What the next requests get: MP3 bytes (200) or an HTTP error status. */
  respondWith(answer: { audio: Buffer } | { status: number }): void;
  close(): Promise<void>;
};

export async function startFakeOpenAiTts(): Promise<TFakeOpenAiTts> {
  const requests: TFakeSpeechRequest[] = [];
  let answer: { audio: Buffer } | { status: number } = { status: 500 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      requests.push({
        path: req.url ?? "",
        authorization: req.headers.authorization,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      });
      if (req.method !== "POST" || req.url !== "/v1/audio/speech") {
        res.writeHead(404).end();
      } else if ("audio" in answer) {
        res.writeHead(200, { "content-type": "audio/mpeg", "content-length": answer.audio.length }).end(answer.audio);
      } else {
        res
          .writeHead(answer.status, { "content-type": "application/json" })
          .end(JSON.stringify({ error: { message: "upstream failure" } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith(next) {
      answer = next;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
