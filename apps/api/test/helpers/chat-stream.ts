// Reads a chat answer's server-sent events as they arrive (`onEvent` sees each one at once).
import { parseChatStreamLine, type TChatStreamEvent } from "@sachiv/contracts";

export async function readEvents(res: Response, onEvent?: (e: TChatStreamEvent) => void): Promise<TChatStreamEvent[]> {
  const events: TChatStreamEvent[] = [];
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const bytes of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true });
    let nl: number;
    while ((nl = buffer.indexOf("\n")) >= 0) {
      const event = parseChatStreamLine(buffer.slice(0, nl));
      buffer = buffer.slice(nl + 1);
      if (event) {
        events.push(event);
        onEvent?.(event);
      }
    }
  }
  return events;
}
