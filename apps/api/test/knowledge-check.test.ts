// The check after a knowledge-base change (issue 24), over real HTTP on the real database: deleting
// a document queues a check in the background; it reports the approved answer whose source passage
// went with the document, and the well-rated question that now gets "not found".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitUntil } from "@sachiv/test-support/wait";
import { tAdminTab } from "@sachiv/content";
import {
  ZIngestionJob,
  ZIngestionJobListResponse,
  ZIngestionResult,
  ZKnowledgeCheckList,
  type TChatStreamEvent,
} from "@sachiv/contracts";
import * as z from "zod";
import { injectAs } from "./helper.ts";
import { createAdminTestApp, multipart, type TAdminTestApp } from "./helpers/admin.ts";
import { readEvents } from "./helpers/chat-stream.ts";

let t: TAdminTestApp;
let base: string;
let documentId: string;
beforeAll(async () => {
  t = await createAdminTestApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const text =
    "# जल जीवन मिशन\n\nजल जीवन मिशन में हर ग्रामीण घर को नल से जल का कनेक्शन मिलता है। " +
    "नल कनेक्शन के लिए ग्राम पंचायत की पानी समिति को आवेदन दें।\n";
  const ingested = await t.app.knowledge.ingest({
    bytes: new TextEncoder().encode(text),
    fileName: "jal-jeevan.md",
    title: "जल जीवन मिशन",
  });
  documentId = ingested.documentId;
});
afterAll(async () => t?.close());

async function ask(message: string): Promise<{ conversationId: string; status: string | undefined }> {
  const res = await fetch(`${base}/api/chat/`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${t.userToken}` },
    body: JSON.stringify({ message, language: "hinglish" }),
  });
  const events: TChatStreamEvent[] = await readEvents(res);
  const first = events[0];
  const done = events.find((e) => e.type === "done");
  return {
    conversationId: first?.type === "conversation" ? first.conversationId : "",
    status: done?.type === "done" ? done.status : undefined,
  };
}

const admin = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  injectAs(t.app, t.adminToken, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

describe("the check after a knowledge-base change", () => {
  it("a deleted document: its approved answer lost its source, a well-rated question's answer changed", async () => {
    // A question the document answers, rated 5.
    const asked = await ask("jal jeevan mission mein nal connection kaise milta hai");
    expect(asked.status).toBe("answered");
    const rated = await injectAs(t.app, t.userToken, {
      method: "POST",
      url: "/api/chat/rating",
      payload: { conversation_id: asked.conversationId, rating: 5 },
    });
    expect(rated.statusCode, rated.body).toBe(200);

    // An approved answer citing a passage of that document.
    const found = await admin("GET", `/admin/approved-answers/passages?q=${encodeURIComponent("नल कनेक्शन")}`);
    const passage = z.object({ passages: z.array(z.object({ id: z.string() })) }).parse(found.json()).passages[0]!;
    const created = await admin("POST", "/admin/approved-answers", {
      question: "पानी समिति को आवेदन कैसे दें?",
      answer_hindi: "ग्राम पंचायत की पानी समिति को लिखित आवेदन दें।",
      answer_hinglish: "Gram panchayat ki paani samiti ko likhit aavedan dein.",
      source_passage_id: passage.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const approvedId = z.object({ id: z.string() }).parse(created.json()).id;

    const deleted = await admin("DELETE", `/admin/knowledge/documents/${documentId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);

    const check = await waitUntil(async () => {
      const list = ZKnowledgeCheckList.parse((await admin("GET", "/admin/checks")).json());
      const latest = list.checks[0];
      return latest?.status === "done" ? latest : undefined;
    }, "the check after the deletion");
    expect(check.trigger).toBe("delete");
    expect(check.lost_source).toBe(1);
    expect(check.items).toContainEqual(
      expect.objectContaining({ kind: "lost_source", approved_answer_id: approvedId }),
    );
    // The rated question's answer came from the deleted document: it is "not found" now, or (the
    // bundled glossary knows the term) another answer; either way it is reported, with both sentences.
    const item = check.items.find((i) => i.conversation_id === asked.conversationId);
    expect(item?.kind, JSON.stringify(check.items)).toMatch(/^(now_not_found|changed)$/);
    expect(item?.before).toMatch(/nal|नल/i);
    expect(item?.after).not.toBe(item?.before);
    expect(check.now_not_found + check.changed).toBeGreaterThanOrEqual(1);

    const forbidden = await injectAs(t.app, t.userToken, { method: "GET", url: "/api/admin/checks" });
    expect(forbidden.statusCode).toBe(403);
  });

  it("an upload's job shows the check its change started, told in the admin's language", async () => {
    const body = multipart([
      { name: "swachh-bharat.md", bytes: "# स्वच्छ भारत मिशन\n\nशौचालय के लिए 12000 रुपये की प्रोत्साहन राशि मिलती है।\n" },
    ]);
    const started = await injectAs(t.app, t.adminToken, {
      method: "POST",
      url: "/api/admin/documents/upload",
      ...body,
    });
    expect(started.statusCode, started.body).toBe(202);
    const jobId = ZIngestionResult.parse(started.json()).job_id!;
    const job = await waitUntil(async () => {
      const res = await injectAs(t.app, t.adminToken, {
        method: "GET",
        url: `/api/admin/ingestion/jobs/${jobId}`,
        headers: { "x-language": "hindi" },
      });
      const parsed = ZIngestionJob.parse(res.json());
      return parsed.check?.status === "done" ? parsed : undefined;
    }, "the upload's check");
    const check = job.check!;
    expect(check.summary).toBe(
      tAdminTab("admin.checks.summary", "hi", {
        checked: check.checked,
        lost: check.lost_source,
        notFound: check.now_not_found,
        changed: check.changed,
      }),
    );
    expect(check.summary).toContain("जवाब जाँचे");
    // The approved answer of the first test lost its source: every later check says so too.
    expect(check.items).toContainEqual(expect.objectContaining({ kind: "lost_source" }));
    const list = ZIngestionJobListResponse.parse(
      (await injectAs(t.app, t.adminToken, { method: "GET", url: "/api/admin/ingestion/jobs" })).json(),
    );
    const listed = list.jobs.find((j) => j.id === jobId);
    expect(listed?.check).toMatchObject({ status: "done", lost_source: check.lost_source });
    expect(listed?.check?.summary).toMatch(/answers checked/);
  });
});
