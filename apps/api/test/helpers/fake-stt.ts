// A local OpenAI-compatible speech-to-text server for tests: POST /v1/audio/transcriptions takes
// the multipart form the API sends (file, model, language) and answers {"text": …} — the
// transcript set for those bytes (by their SHA-256), else `fallback`. Records each request.
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type TFakeStt = {
  baseUrl: string;
  transcripts: Map<string, string>;
  requests: { model: string; language: string; fileName: string; bytes: number; type: string; head: Uint8Array }[];
  /** The transcript for bytes no `say` named (none by default: an empty transcript). */
  fallback: string;
  /** The transcript the server gives for these audio bytes. */
  say(audio: Uint8Array, text: string): void;
  close(): Promise<void>;
};

const field = (v: unknown) => (typeof v === "string" ? v : "");
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export async function startFakeStt(): Promise<TFakeStt> {
  const transcripts = new Map<string, string>();
  const requests: TFakeStt["requests"] = [];
  const api = { fallback: "" } as TFakeStt;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void (async () => {
        if (req.method !== "POST" || !req.url?.endsWith("/audio/transcriptions")) {
          res.writeHead(404).end();
          return;
        }
        // The standard Request parses the multipart body exactly as a server framework would.
        const form = await new Request("http://local/", {
          method: "POST",
          headers: { "content-type": String(req.headers["content-type"]) },
          body: Buffer.concat(chunks),
        }).formData();
        const file = form.get("file");
        if (!(file instanceof Blob)) {
          res.writeHead(400, { "content-type": "application/json" });
          res.end(JSON.stringify({ error: { message: "file is required" } }));
          return;
        }
        const bytes = new Uint8Array(await file.arrayBuffer());
        requests.push({
          model: field(form.get("model")),
          language: field(form.get("language")),
          fileName: file instanceof File ? file.name : "",
          bytes: bytes.byteLength,
          type: file.type,
          head: bytes.slice(0, 44),
        });
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ text: transcripts.get(sha(bytes)) ?? api.fallback }));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  Object.assign(api, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    transcripts,
    requests,
    say: (audio, text) => void transcripts.set(sha(audio), text),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies Omit<TFakeStt, "fallback">);
  return api;
}
