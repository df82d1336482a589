// Speech to text through an OpenAI-compatible POST /audio/transcriptions (OpenAI, a vLLM or
// faster-whisper server …): the WhatsApp voice notes. Undefined when no model is configured.
const DEFAULT_BASE_URL = "https://api.openai.com/v1";
const TIMEOUT_MS = 60_000;

export type TTranscriber = (audio: Uint8Array, mimeType: string) => Promise<string>;

export function createTranscriber(options: {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
}): TTranscriber | undefined {
  const { model } = options;
  if (!model) return undefined;
  const url = `${(options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "")}/audio/transcriptions`;
  return async (audio, mimeType) => {
    const form = new FormData();
    const extension = mimeType.includes("wav")
      ? "wav"
      : mimeType.includes("ogg")
        ? "ogg"
        : mimeType.includes("mpeg")
          ? "mp3"
          : "m4a";
    form.append("file", new Blob([new Uint8Array(audio)], { type: mimeType }), `voice.${extension}`);
    form.append("model", model);
    // Hinglish is spoken Hindi too: the transcript is what the user said, in Devanagari.
    form.append("language", "hi");
    form.append("response_format", "json");
    const res = await fetch(url, {
      method: "POST",
      headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`transcription failed: HTTP ${res.status}`);
    const json = (await res.json()) as { text?: string };
    return (json.text ?? "").trim();
  };
}
