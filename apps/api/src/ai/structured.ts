// Structured answers from a chat model on an OpenAI-compatible server: the zod schema goes out as
// a JSON schema (response_format json_schema) and the reply is validated by the same schema, so a
// model that answers off-schema is an error the caller can fall back from, never bad data.
import type * as z from "zod";
import { timeCall } from "../lib/call-timings.ts";
import { loadChatModel } from "./langchain.ts";

export type TStructuredModel = {
  name: string;
  /** Asks once (no retries); rejects on a timeout, an HTTP error or an answer the schema refuses. */
  ask<T extends z.ZodObject>(
    schema: T,
    schemaName: string,
    system: string,
    user: string,
    options: { signal?: AbortSignal; timeoutMs: number },
  ): Promise<z.infer<T>>;
};

export function createStructuredModel(options: { model: string; baseUrl?: string; apiKey?: string }): TStructuredModel {
  const ready = loadChatModel({ ...options, temperature: 0 });
  return {
    name: `openai:${options.model}`,
    async ask(schema, schemaName, system, user, { signal, timeoutMs }) {
      const { lc, model } = await ready;
      const { SystemMessage, HumanMessage } = lc;
      const runnable = model.withStructuredOutput(schema, { method: "jsonSchema", name: schemaName });
      const timeout = AbortSignal.timeout(timeoutMs);
      const result = await timeCall("model", "structured", () =>
        runnable.invoke([new SystemMessage(system), new HumanMessage(user)], {
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        }),
      );
      // LangChain checks the JSON against the schema's JSON form; zod decides (and applies defaults).
      return schema.parse(result);
    },
  };
}
