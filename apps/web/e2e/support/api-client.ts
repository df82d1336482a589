// Talks to the real API the way the app does, to put data in place before a journey starts:
// accounts, chat conversations (through the streaming chat), ratings.
import type { TAuthResponse } from "@sachiv/contracts";

export async function signUpForToken(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as TAuthResponse;
  if (!body.session) throw new Error("signup gave no session (email confirmation required?)");
  return body.session.access_token;
}

export async function logInForToken(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as TAuthResponse;
  if (!body.session) throw new Error("login gave no session");
  return body.session.access_token;
}

/** Asks through the streaming chat and waits for the whole answer; resolves with the conversation id. */
export async function askChat(
  baseUrl: string,
  token: string,
  message: string,
  language: "hindi" | "hinglish",
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/chat/`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}`, accept: "text/event-stream" },
    body: JSON.stringify({ message, language }),
  });
  if (!response.ok) throw new Error(`chat failed: ${response.status} ${await response.text()}`);
  const text = await response.text();
  const first = text.split("\n").find((line) => line.startsWith("data:"));
  const event = first ? (JSON.parse(first.slice(5)) as { conversationId?: string }) : {};
  if (!event.conversationId) throw new Error(`no conversation id in the stream: ${text.slice(0, 200)}`);
  return event.conversationId;
}

export async function rateConversation(
  baseUrl: string,
  token: string,
  conversationId: string,
  rating: number,
  feedback: string | null,
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/chat/rating`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ conversation_id: conversationId, rating, feedback }),
  });
  if (!response.ok) throw new Error(`rating failed: ${response.status} ${await response.text()}`);
}

export async function getJson<T>(baseUrl: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
