// Admin scopes (issue 24) over real HTTP on the real database: a full admin appoints a district
// admin and a state admin by email; each then sees only their users' conversations, figures and
// gaps, and is refused (403) on every route that stays with full admins. The route table below
// must name every /api/admin route with its decision: a new admin route without one fails here
// (and the app refuses to start without config.adminScope).
import { randomUUID } from "node:crypto";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrors } from "@sachiv/content";
import {
  ADMIN_WS_PATH,
  EMPTY_VILLAGE_PROFILE,
  ZAdminScopeOut,
  ZAdminStatistics,
  ZConversationListResponse,
  ZGapListResponse,
  ZScopedAdmin,
  ZScopedAdminList,
  type TSetAdminScopeRequestInput,
} from "@sachiv/contracts";
import { errorOf, injectAs, signUp, uniqueEmail } from "./helper.ts";
import { createAdminTestApp, openLive, seedConversation, userIdOf, type TAdminTestApp } from "./helpers/admin.ts";

let t: TAdminTestApp;
/** Tokens of the district admin (Bihar, Patna) and the state admin (Bihar). */
let districtToken: string;
let stateToken: string;
let districtAdminEmail: string;
const users = { patna: uniqueEmail("patna"), gaya: uniqueEmail("gaya"), lucknow: uniqueEmail("lucknow") };
/** One word per user's conversation, to find it in lists, exports and gaps. */
const WORDS = { patna: "Patnakhet", gaya: "Gayapokhar", lucknow: "Lucknowsadak" };
/** Questions on different topics, so that the gaps keep them in groups of their own. */
const QUESTIONS = {
  patna: `${WORDS.patna} mein vridha pension kab milegi?`,
  gaya: `${WORDS.gaya} ka hand pump kaun theek karega?`,
  lucknow: `${WORDS.lucknow} ki marammat ke liye gram sabha prastav kaise likhein?`,
};

const as = (token: string, opts: InjectOptions) => injectAs(t.app, token, opts);

async function setScope(input: TSetAdminScopeRequestInput): Promise<LightMyRequestResponse> {
  return as(t.adminToken, { method: "PUT", url: "/api/admin/scopes", payload: input });
}

beforeAll(async () => {
  t = await createAdminTestApp();
  const tokens: Record<string, string> = {};
  for (const [key, email] of Object.entries(users)) tokens[key] = (await signUp(t.app, email)).access_token;
  // Patna and Gaya through the settings (the district as people type it), Lucknow through the village profile only.
  await as(tokens.patna!, {
    method: "PATCH",
    url: "/api/users/me/preferences",
    payload: { home_state: "bihar", district: " PATNA " },
  });
  await as(tokens.gaya!, {
    method: "PATCH",
    url: "/api/users/me/preferences",
    payload: { home_state: "bihar", district: "Gaya" },
  });
  const village = await as(tokens.lucknow!, {
    method: "PUT",
    url: "/api/users/me/village",
    payload: { ...EMPTY_VILLAGE_PROFILE, state: "uttar_pradesh", district: "Lucknow" },
  });
  expect(village.statusCode, village.body).toBe(200);

  // Each user: one conversation rated 1 (a gap), whose answer said "not found" too.
  for (const key of ["patna", "gaya", "lucknow"] as const) {
    const userId = await userIdOf(t.app.db, users[key]);
    const id = await seedConversation(t.app.db, {
      userId,
      createdAt: new Date(),
      messages: [
        { role: "user", content: QUESTIONS[key] },
        { role: "assistant", content: "Yeh jaankari knowledge base mein nahi mili." },
      ],
      rating: 1,
    });
    const question = await t.app.db.message.findFirstOrThrow({ where: { conversationId: id, role: "user" } });
    await t.app.db.message.updateMany({
      where: { conversationId: id, role: "assistant" },
      data: { answerStatus: "not_found", replyToId: question.id },
    });
  }

  districtAdminEmail = uniqueEmail("district-admin");
  districtToken = (await signUp(t.app, districtAdminEmail)).access_token;
  const stateAdminEmail = uniqueEmail("state-admin");
  stateToken = (await signUp(t.app, stateAdminEmail)).access_token;
  expect(
    (await setScope({ email: districtAdminEmail, areas: [{ state: "bihar", district: "  Patna " }] })).statusCode,
  ).toBe(200);
  expect((await setScope({ email: stateAdminEmail, areas: [{ state: "bihar", district: null }] })).statusCode).toBe(
    200,
  );
});
afterAll(async () => t?.close());

async function conversationsAs(token: string, query = "") {
  const res = await as(token, { method: "GET", url: `/api/admin/conversations${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return ZConversationListResponse.parse(res.json());
}
async function gapsAs(token: string) {
  const res = await as(token, { method: "GET", url: "/api/admin/gaps?status=all" });
  expect(res.statusCode, res.body).toBe(200);
  return ZGapListResponse.parse(res.json());
}
const wordsIn = (text: string) => (Object.keys(WORDS) as (keyof typeof WORDS)[]).filter((k) => text.includes(WORDS[k]));

/** What a scoped admin (Bihar, Patna) gets on a route a scoped admin may use: only Patna. */
type TScopedCheck = (token: string) => Promise<void>;
type TRoute = { decision: "full" | "scoped"; request: () => InjectOptions; scoped?: TScopedCheck };

const anyId = randomUUID();
const ROUTES: Record<string, TRoute> = {
  "GET /api/admin/statistics": {
    decision: "scoped",
    request: () => ({ method: "GET", url: "/api/admin/statistics" }),
    scoped: async (token) => {
      const stats = ZAdminStatistics.parse((await as(token, { method: "GET", url: "/api/admin/statistics" })).json());
      expect(stats.total_users).toBe(1);
      expect(stats.total_conversations).toBe(1);
      expect(stats.insights?.ratings.distribution).toEqual([1, 0, 0, 0, 0]);
    },
  },
  "GET /api/admin/conversations": {
    decision: "scoped",
    request: () => ({ method: "GET", url: "/api/admin/conversations" }),
    scoped: async (token) => {
      const list = await conversationsAs(token);
      expect(list.conversations.map((c) => c.user_email)).toEqual([users.patna]);
      // Another district's user by email, or by a word of theirs: nothing.
      expect((await conversationsAs(token, `?user_email=${encodeURIComponent(users.gaya)}`)).total_count).toBe(0);
      expect((await conversationsAs(token, `?search_query=${WORDS.gaya}`)).total_count).toBe(0);
      expect((await conversationsAs(token, `?search_query=${WORDS.patna}`)).total_count).toBe(1);
    },
  },
  "POST /api/admin/conversations/export": {
    decision: "scoped",
    request: () => ({ method: "POST", url: "/api/admin/conversations/export", payload: {} }),
    scoped: async (token) => {
      const csv = await as(token, { method: "POST", url: "/api/admin/conversations/export", payload: {} });
      expect(csv.statusCode).toBe(200);
      expect(wordsIn(csv.body)).toEqual(["patna"]);
    },
  },
  "GET /api/admin/gaps": {
    decision: "scoped",
    request: () => ({ method: "GET", url: "/api/admin/gaps" }),
    scoped: async (token) => {
      const gaps = await gapsAs(token);
      expect(wordsIn(gaps.groups.map((g) => g.question).join(" "))).toEqual(["patna"]);
    },
  },
  "PUT /api/admin/gaps/handled": {
    decision: "scoped",
    request: () => ({ method: "PUT", url: "/api/admin/gaps/handled", payload: { key: "x", handled: true } }),
    scoped: async (token) => {
      const everyGroup = (await gapsAs(t.adminToken)).groups;
      const keyOf = (word: string) => everyGroup.find((g) => g.question.includes(word))!.key;
      const other = await as(token, {
        method: "PUT",
        url: "/api/admin/gaps/handled",
        headers: { "x-language": "hindi" },
        payload: { key: keyOf(WORDS.gaya), handled: true },
      });
      expect(other.statusCode).toBe(404);
      expect(errorOf(other)).toMatchObject({ code: "GAP_NOT_IN_SCOPE", message: apiErrors.GAP_NOT_IN_SCOPE.hindi });
      const own = await as(token, {
        method: "PUT",
        url: "/api/admin/gaps/handled",
        payload: { key: keyOf(WORDS.patna), handled: false },
      });
      expect(own.statusCode, own.body).toBe(200);
    },
  },
  "GET /api/admin/scopes/me": {
    decision: "scoped",
    request: () => ({ method: "GET", url: "/api/admin/scopes/me" }),
    scoped: async (token) => {
      const mine = ZAdminScopeOut.parse((await as(token, { method: "GET", url: "/api/admin/scopes/me" })).json());
      expect(mine).toEqual({ full: false, areas: [{ state: "bihar", district: "patna" }] });
    },
  },
  // Full admins only: the knowledge base (its documents, jobs, checks and approved answers —
  // served to every user), the system, the live ingestion channel and the scopes themselves.
  "GET /api/admin/scopes": { decision: "full", request: () => ({ method: "GET", url: "/api/admin/scopes" }) },
  "PUT /api/admin/scopes": {
    decision: "full",
    request: () => ({ method: "PUT", url: "/api/admin/scopes", payload: { email: districtAdminEmail, areas: [] } }),
  },
  "DELETE /api/admin/scopes/:id": {
    decision: "full",
    request: () => ({ method: "DELETE", url: `/api/admin/scopes/${anyId}` }),
  },
  "GET /api/admin/system": { decision: "full", request: () => ({ method: "GET", url: "/api/admin/system" }) },
  "GET /api/admin/checks": { decision: "full", request: () => ({ method: "GET", url: "/api/admin/checks" }) },
  "POST /api/admin/documents/upload": {
    decision: "full",
    request: () => ({ method: "POST", url: "/api/admin/documents/upload" }),
  },
  "POST /api/admin/documents/ingest": {
    decision: "full",
    request: () => ({ method: "POST", url: "/api/admin/documents/ingest" }),
  },
  "GET /api/admin/knowledge/documents": {
    decision: "full",
    request: () => ({ method: "GET", url: "/api/admin/knowledge/documents" }),
  },
  "DELETE /api/admin/knowledge/documents/:id": {
    decision: "full",
    request: () => ({ method: "DELETE", url: `/api/admin/knowledge/documents/${anyId}` }),
  },
  "PATCH /api/admin/knowledge/documents/:id": {
    decision: "full",
    request: () => ({ method: "PATCH", url: `/api/admin/knowledge/documents/${anyId}`, payload: { superseded: true } }),
  },
  "POST /api/admin/knowledge/documents/:id/replace": {
    decision: "full",
    request: () => ({ method: "POST", url: `/api/admin/knowledge/documents/${anyId}/replace` }),
  },
  "GET /api/admin/ingestion/jobs": {
    decision: "full",
    request: () => ({ method: "GET", url: "/api/admin/ingestion/jobs" }),
  },
  "GET /api/admin/ingestion/jobs/:id": {
    decision: "full",
    request: () => ({ method: "GET", url: `/api/admin/ingestion/jobs/${anyId}` }),
  },
  "GET /api/admin/approved-answers": {
    decision: "full",
    request: () => ({ method: "GET", url: "/api/admin/approved-answers" }),
  },
  "POST /api/admin/approved-answers": {
    decision: "full",
    request: () => ({ method: "POST", url: "/api/admin/approved-answers", payload: {} }),
  },
  "PUT /api/admin/approved-answers/:id": {
    decision: "full",
    request: () => ({ method: "PUT", url: `/api/admin/approved-answers/${anyId}`, payload: {} }),
  },
  "PUT /api/admin/approved-answers/:id/retired": {
    decision: "full",
    request: () => ({ method: "PUT", url: `/api/admin/approved-answers/${anyId}/retired`, payload: { retired: true } }),
  },
  "GET /api/admin/approved-answers/:id/history": {
    decision: "full",
    request: () => ({ method: "GET", url: `/api/admin/approved-answers/${anyId}/history` }),
  },
  "POST /api/admin/approved-answers/romanise": {
    decision: "full",
    request: () => ({ method: "POST", url: "/api/admin/approved-answers/romanise", payload: { text: "ग्राम" } }),
  },
  "GET /api/admin/approved-answers/passages": {
    decision: "full",
    request: () => ({ method: "GET", url: "/api/admin/approved-answers/passages?q=gram" }),
  },
  "GET /api/admin/draft-templates": {
    decision: "full",
    request: () => ({ method: "GET", url: "/api/admin/draft-templates" }),
  },
  "PUT /api/admin/draft-templates/:state/:template_id": {
    decision: "full",
    request: () => ({ method: "PUT", url: "/api/admin/draft-templates/bihar/gram_sabha_notice", payload: {} }),
  },
  "DELETE /api/admin/draft-templates/:state/:template_id": {
    decision: "full",
    request: () => ({ method: "DELETE", url: "/api/admin/draft-templates/bihar/gram_sabha_notice" }),
  },
  [`GET /api${ADMIN_WS_PATH}`]: { decision: "full", request: () => ({ method: "GET", url: `/api${ADMIN_WS_PATH}` }) },
};

describe("every admin route has a scope decision", () => {
  it("names each registered /api/admin route, with the decision the app enforces", () => {
    const registered = Object.fromEntries(t.app.adminRouteDecisions.map((d) => [`${d.method} ${d.url}`, d.adminScope]));
    const tested = Object.fromEntries(Object.entries(ROUTES).map(([key, r]) => [key, r.decision]));
    expect(registered).toEqual(tested);
  });
});

describe("a district admin (Bihar, Patna)", () => {
  const scoped = Object.entries(ROUTES).filter(([, r]) => r.decision === "scoped");
  it.each(scoped)("%s: only Patna's users", async (_key, route) => {
    await route.scoped!(districtToken);
  });

  const full = Object.entries(ROUTES).filter(([key, r]) => r.decision === "full" && !key.includes(ADMIN_WS_PATH));
  it.each(full)("%s: 403, a full admin's work (bilingual)", async (_key, route) => {
    const res = await as(districtToken, { ...route.request(), headers: { "x-language": "hindi" } });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toMatchObject({
      code: "FORBIDDEN_FULL_ADMIN_ONLY",
      message: apiErrors.FORBIDDEN_FULL_ADMIN_ONLY.hindi,
    });
  });

  it("is refused the live ingestion channel", async () => {
    await expect(openLive(t.app, `?token=${districtToken}`)).rejects.toThrow("HTTP 403");
  });
});

describe("a state admin (Bihar) and the full admin", () => {
  it("the state admin sees both Bihar districts and not Uttar Pradesh (read from the village profile)", async () => {
    const list = await conversationsAs(stateToken);
    expect(list.conversations.map((c) => c.user_email).sort()).toEqual([users.gaya, users.patna].sort());
    expect(wordsIn((await gapsAs(stateToken)).groups.map((g) => g.question).join(" ")).sort()).toEqual([
      "gaya",
      "patna",
    ]);
    const stats = ZAdminStatistics.parse(
      (await as(stateToken, { method: "GET", url: "/api/admin/statistics" })).json(),
    );
    expect(stats.total_conversations).toBe(2);
  });

  it("the full admin sees everyone, and lists the admins with their areas", async () => {
    expect((await conversationsAs(t.adminToken)).total_count).toBe(3);
    const mine = ZAdminScopeOut.parse((await as(t.adminToken, { method: "GET", url: "/api/admin/scopes/me" })).json());
    expect(mine).toEqual({ full: true, areas: [] });
    const { admins } = ZScopedAdminList.parse(
      (await as(t.adminToken, { method: "GET", url: "/api/admin/scopes" })).json(),
    );
    expect(admins.find((a) => a.email === districtAdminEmail)).toMatchObject({
      full: false,
      areas: [{ state: "bihar", district: "patna" }],
    });
    expect(admins.find((a) => a.email === t.adminEmail)).toMatchObject({ full: true });
  });
});

describe("managing scopes", () => {
  it("refuses one's own scope, an unknown account, and a new admin without an area (bilingual 4xx)", async () => {
    const self = await setScope({ email: t.adminEmail, areas: [{ state: "bihar", district: null }] });
    expect(self.statusCode).toBe(400);
    expect(errorOf(self).code).toBe("ADMIN_SCOPE_SELF");
    const unknown = await setScope({ email: uniqueEmail("nobody"), areas: [{ state: "bihar", district: null }] });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe("ADMIN_SCOPE_USER_NOT_FOUND");
    const bare = await setScope({ email: users.lucknow, areas: [] });
    expect(bare.statusCode).toBe(400);
    expect(errorOf(bare).code).toBe("ADMIN_SCOPE_REQUIRED");
  });

  it("a changed scope applies at the admin's next request; a revoked admin is an ordinary user again", async () => {
    const email = uniqueEmail("moved-admin");
    const token = (await signUp(t.app, email)).access_token;
    const appointed = ZScopedAdmin.parse(
      (await setScope({ email, areas: [{ state: "uttar_pradesh", district: "lucknow" }] })).json(),
    );
    expect((await conversationsAs(token)).conversations.map((c) => c.user_email)).toEqual([users.lucknow]);
    expect((await setScope({ email, areas: [{ state: "bihar", district: "gaya" }] })).statusCode).toBe(200);
    expect((await conversationsAs(token)).conversations.map((c) => c.user_email)).toEqual([users.gaya]);
    const revoked = await as(t.adminToken, { method: "DELETE", url: `/api/admin/scopes/${appointed.id}` });
    expect(revoked.statusCode).toBe(200);
    const after = await as(token, { method: "GET", url: "/api/admin/conversations" });
    expect(after.statusCode).toBe(403);
    expect(errorOf(after).code).toBe("FORBIDDEN_ADMIN_ONLY");
  });
});
