// Whole-API fuzz: walks the published OpenAPI document and sends every route malformed, oversized,
// wrong-typed, missing and unicode-edge bodies, queries, path parameters and headers — anonymous,
// as a sarpanch and as an admin. No answer may be a 5xx; every 4xx carries a stable code and a
// message in the caller's language; afterwards the server still signs people in and is healthy.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { apiErrors } from "@sachiv/content";
import { createTestApp, PASSWORD, sessionOf, uniqueEmail, type TTestApp } from "./helper.ts";

type THttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type TSchema = {
  type?: string | string[];
  properties?: Record<string, TSchema>;
  items?: TSchema;
  enum?: unknown[];
  anyOf?: TSchema[];
  oneOf?: TSchema[];
  format?: string;
  required?: string[];
};
type TOperation = {
  parameters?: { in: string; name: string; schema?: TSchema }[];
  requestBody?: { content?: Record<string, { schema?: TSchema }> };
};
type TOpenApi = { paths: Record<string, Partial<Record<Lowercase<THttpMethod>, TOperation>>> };

const DEVANAGARI = /[\u0900-\u097f]/;

// Strings a careless parser trips on: empty, NUL, lone surrogates, joiners, RTL marks, combining
// marks piled up, a prototype key, path tricks, SQL and markup, and a long one.
const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "\ud800",
  "\udfff\ud800",
  "a\u200d\u200c\u200b\ufeff",
  "\u202e\u0917\u094d\u0930\u093e\u092e",
  `क${"\u094d\u093c\u0901".repeat(200)}`,
  "🙏🏽👩🏾‍🌾",
  "__proto__",
  "../../etc/passwd",
  "%00%2e%2e%2f",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "१२३४५",
  "-1",
  "1e309",
  "x".repeat(70_000),
];
const NASTY_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER,
  [],
  {},
  [null],
  { __proto__: { polluted: true } },
  { constructor: { prototype: { polluted: true } } },
  ...NASTY_STRINGS,
];
const BAD_PATH_PARAMS = [
  "x",
  "00000000-0000-0000-0000-000000000000",
  "%00",
  "..%2f..",
  "%F0%9F%99%8F",
  "9".repeat(400),
  "%ZZ",
];
const RAW_BODIES = ["{", "[]", "null", '"x"', '{"a":', "\u0000", "{}}", `{"a":${"[".repeat(5000)}`];

/** A value of the right shape for a schema, so one field at a time can be made wrong. */
function sample(schema: TSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return "x";
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant, depth + 1);
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(schema.properties ?? {})) out[k] = sample(v, depth + 1);
      return out;
    }
    case "array":
      return [sample(schema.items, depth + 1)];
    case "integer":
    case "number":
      return 1;
    case "boolean":
      return true;
    default:
      return schema.format === "uuid"
        ? "00000000-0000-4000-8000-000000000000"
        : schema.format === "email"
          ? "a@b.in"
          : "panchayat";
  }
}

/** Bodies: the whole body wrong, then each property in turn replaced by every nasty value, or missing. */
function bodies(schema: TSchema | undefined): unknown[] {
  const out: unknown[] = [undefined, ...NASTY_VALUES];
  const valid = sample(schema);
  if (valid && typeof valid === "object" && !Array.isArray(valid)) {
    out.push({ ...valid, unexpected_field: "x".repeat(10_000) });
    for (const key of Object.keys(valid)) {
      const { [key]: _dropped, ...missing } = valid as Record<string, unknown>;
      out.push(missing);
      for (const v of NASTY_VALUES) out.push({ ...valid, [key]: v });
    }
  }
  return out;
}

/** Percent-encoding; a lone surrogate (which has no UTF-8) becomes its invalid 3-byte form. */
function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return "%ED%A0%80";
  }
}

function queries(op: TOperation): string[] {
  const names = (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
  const out = ["", "?=&&=&a[b]=c&__proto__[x]=1", `?q=${"%".repeat(3)}`];
  for (const name of names) {
    for (const s of [...NASTY_STRINGS.slice(0, -1), "y".repeat(5000), "%E0%A4", "[]", "1&" + name + "=2"]) {
      out.push(`?${encode(name)}=${s.startsWith("%") || s.includes("&") ? s : encode(s)}`);
    }
  }
  return out;
}

function fillPath(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, value);
}

describe("whole-API fuzz", () => {
  let t: TTestApp;
  let userToken = "";
  let adminToken = "";
  let userEmail = "";
  const adminEmail = uniqueEmail("fuzz-admin");
  let tried = 0;
  // Every request from its own address, so per-IP limits do not hide the handlers behind 429s.
  let ipCounter = 0;
  const nextIp = () => {
    ipCounter += 1;
    return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
  };
  const failures: string[] = [];

  async function valid(token: string) {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/users/me",
      headers: { authorization: `Bearer ${token}` },
    });
    return res.statusCode === 200;
  }

  async function logIn(email: string) {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: PASSWORD },
      remoteAddress: nextIp(),
    });
    return login.statusCode === 200 ? sessionOf(login).access_token : undefined;
  }

  async function signUpFresh(email: string) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email, password: PASSWORD },
      remoteAddress: nextIp(),
    });
    if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
    return sessionOf(res).access_token;
  }

  /** New sessions when a fuzzed sign-out or account deletion ended ours. */
  async function refreshTokens() {
    if (!userToken || !(await valid(userToken))) {
      const again = userEmail ? await logIn(userEmail) : undefined;
      if (again) userToken = again;
      else {
        userEmail = uniqueEmail("fuzz");
        userToken = await signUpFresh(userEmail);
      }
    }
    if (!adminToken || !(await valid(adminToken))) {
      if (!(await t.app.db.user.findUnique({ where: { email: adminEmail } }))) await signUpFresh(adminEmail);
      await t.app.db.user.update({ where: { email: adminEmail }, data: { isAdmin: true } });
      adminToken = (await logIn(adminEmail))!;
    }
  }

  function check(label: string, res: LightMyRequestResponse, hindi: boolean) {
    tried += 1;
    if (res.statusCode >= 500) {
      failures.push(`${label} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      return;
    }
    if (res.statusCode < 400) return;
    const type = String(res.headers["content-type"] ?? "");
    if (!type.includes("application/json")) {
      failures.push(`${label} → ${res.statusCode} without a JSON error (${type})`);
      return;
    }
    const body = res.json<{ code?: string; message?: string }>();
    const known = body.code !== undefined && body.code in apiErrors;
    if (!known || !body.message) {
      failures.push(`${label} → ${res.statusCode} without a known code/message: ${res.body.slice(0, 200)}`);
      return;
    }
    // The message is the one for that code in the caller's language.
    const expected = apiErrors[body.code as keyof typeof apiErrors][hindi ? "hindi" : "hinglish"];
    if (body.message !== expected || (hindi && !DEVANAGARI.test(body.message))) {
      failures.push(`${label} → ${res.statusCode} message not in ${hindi ? "Hindi" : "Hinglish"}: ${body.message}`);
    }
  }

  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_PER_MINUTE: "10000000",
      CHAT_RATE_LIMIT_PER_MINUTE: "10000000",
      TTS_RATE_LIMIT_PER_MINUTE: "10000000",
      DOCUMENT_RATE_LIMIT_PER_MINUTE: "10000000",
      LOGIN_MAX_FAILURES: "1000000",
      LOGIN_MAX_FAILURES_PER_IP: "1000000",
      IMAGE_DAILY_LIMIT: "1000000",
      JOBS_WORKER: "false",
    });
    await refreshTokens();
  });
  afterAll(async () => {
    await t?.close();
  });

  it(
    "answers every malformed request with a clear 4xx in the caller's language, and stays healthy",
    { timeout: 900_000 },
    async () => {
      const spec = t.app.swagger() as unknown as TOpenApi;
      const routes = Object.entries(spec.paths).flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => ({
          path,
          method: method.toUpperCase() as THttpMethod,
          op: op,
        })),
      );
      expect(routes.length).toBeGreaterThan(30);

      for (const { path, method, op } of routes) {
        // Signing out or deleting the account would end our sessions: fuzz them last, then sign in again.
        const schema = op.requestBody?.content?.["application/json"]?.schema;
        const hasJsonBody = Boolean(schema);
        const paths = path.includes("{") ? BAD_PATH_PARAMS.map((p) => fillPath(path, p)) : [path];
        const tokens: (() => string | undefined)[] = [
          () => undefined,
          () => userToken,
          () => adminToken,
          () => "garbage.token.x",
          () => `${adminToken.slice(0, -6)}AAAAAA`,
        ];
        let i = 0;
        for (const url of paths) {
          for (const token of tokens) {
            const cases: { url: string; payload?: string; type?: string }[] = [];
            for (const q of queries(op)) cases.push({ url: url + q });
            if (method !== "GET" && method !== "DELETE") {
              // Without a valid token the body is never looked at: whole-body cases are enough there.
              const signedIn = token === tokens[1] || token === tokens[2];
              const list = hasJsonBody
                ? signedIn
                  ? bodies(schema)
                  : [undefined, ...NASTY_VALUES]
                : [undefined, {}, "x"];
              if (url === paths[0])
                cases.push({ url, payload: JSON.stringify({ x: "a".repeat(2_100_000) }), type: "application/json" });
              for (const b of list)
                cases.push({ url, payload: b === undefined ? undefined : JSON.stringify(b), type: "application/json" });
              for (const raw of RAW_BODIES) cases.push({ url, payload: raw, type: "application/json" });
              cases.push({ url, payload: "a=b", type: "application/x-www-form-urlencoded" });
              cases.push({ url, payload: "<x/>", type: "application/xml" });
              cases.push({ url, payload: "--b\r\nbroken", type: "multipart/form-data; boundary=b" });
              cases.push({ url, payload: "{}", type: "application/json; charset=latin-9" });
            }
            for (const c of cases) {
              i += 1;
              const hindi = i % 2 === 0;
              const bearer = token();
              const headers: Record<string, string> = {
                ...(hindi ? { "accept-language": "hi-IN,hi;q=0.9" } : { "x-language": "hinglish" }),
                ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
                ...(c.type ? { "content-type": c.type } : {}),
              };
              if (i % 7 === 0) headers["x-forwarded-for"] = "\u0000, ::ffff:999.1.1.1";
              if (i % 11 === 0) headers.cookie = "a=%ZZ; refresh_token=" + "z".repeat(5000);
              const res = await t.app.inject({
                method,
                url: c.url,
                payload: c.payload,
                headers,
                remoteAddress: nextIp(),
              });
              check(
                `${method} ${c.url.slice(0, 120)} [${bearer ? "token" : "anon"}] ${c.payload?.slice(0, 80) ?? ""}`,
                res,
                hindi,
              );
              // A fuzzed sign-out or account deletion may end our sessions: take new ones.
              if (res.statusCode < 400 && method !== "GET" && /auth|users|factors|sessions/.test(path))
                await refreshTokens();
            }
          }
        }
      }

      console.log(`whole-API fuzz: ${tried} requests over ${routes.length} routes, ${failures.length} failures`);
      // One line per kind of failure (route, status, what was wrong), with a count and one example.
      const kinds = new Map<string, { count: number; example: string }>();
      for (const f of failures) {
        const key = f
          .replace(/ \[(anon|token)\].*?→/, " →")
          .replace(/\/[^ ]*(?=[ ?])/, (p) => p.slice(0, 40))
          .slice(0, 90);
        const k = kinds.get(key) ?? { count: 0, example: f.slice(0, 300) };
        k.count += 1;
        kinds.set(key, k);
      }
      expect([...kinds.values()].map((k) => `${k.count} × ${k.example}`)).toEqual([]);

      // Still healthy, still signing people in, nothing leaked into Object.prototype.
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      const health = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
      const fresh = await t.app.inject({
        method: "POST",
        url: "/api/auth/signup",
        payload: { email: uniqueEmail("after"), password: PASSWORD },
        remoteAddress: nextIp(),
      });
      expect(fresh.statusCode).toBe(200);
      const me = await t.app.inject({
        method: "GET",
        url: "/api/users/me",
        headers: { authorization: `Bearer ${sessionOf(fresh).access_token}` },
      });
      expect(me.statusCode).toBe(200);
    },
  );
});
