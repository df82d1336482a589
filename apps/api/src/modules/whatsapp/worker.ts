// Answers queued WhatsApp messages in this API instance: looks for work every pollMs (at once when
// this instance queued a message), a few numbers at a time, each number's messages in order;
// renews a job's lock while it runs; takes back jobs whose worker died. Starts when the app is
// ready, stops before it closes (jobs still running finish, or are retried elsewhere).
import { randomUUID } from "node:crypto";
import os from "node:os";
import fp from "fastify-plugin";
import type { TConfig } from "../../config.ts";
import * as z from "zod";
import { whatsappTexts } from "@sachiv/content";
import { ZChatSource } from "@sachiv/contracts";
import { createTranscriber } from "../../ai/stt.ts";
import { createGraphClient } from "./graph.ts";
import type { TInboundJob } from "./queue.ts";
import { createTurnRunner, maskNumber, turnsOf } from "./turn.ts";

/** WhatsApp's limit for a voice note (Ogg Opus, `voice: true`). */
const VOICE_MAX_BYTES = 512 * 1024;
/** Numbers answered at once by one instance. */
const CONCURRENCY = 4;

export default fp<{ config: TConfig }>(
  (app, { config }, done) => {
    const wa = config.whatsapp;
    // Nothing can arrive or go; or this replica only takes webhooks in (JOBS_WORKER=false).
    if (!wa.phoneNumberId || !wa.accessToken || !wa.appSecret || !config.jobs.worker) return done();
    const { queue } = app.whatsapp;
    const graph = createGraphClient({
      baseUrl: wa.graphApiUrl,
      phoneNumberId: wa.phoneNumberId,
      accessToken: wa.accessToken,
    });
    const runTurn = createTurnRunner({
      chat: app.chat,
      links: app.whatsapp.links,
      queue,
      graph,
      transcribe: createTranscriber({
        baseUrl: config.ai.baseUrl,
        apiKey: config.ai.apiKey,
        model: config.ai.sttModel,
      }),
      templateName: wa.templateName,
      guestDailyCap: wa.guestDailyCap,
      mediaMaxBytes: wa.mediaMaxBytes,
      pairPaceMs: wa.pairPaceMs,
      speak: async (text, language, gender) => {
        const input = { text: text.slice(0, config.tts.maxChars), language, gender, format: "opus" as const };
        const made = await app.tts.speak("whatsapp", true, input, AbortSignal.timeout(60_000), app.log);
        // WhatsApp plays a voice note up to 512 KB; a longer one is not sent (the text follows anyway).
        return made && made.audio.byteLength <= VOICE_MAX_BYTES ? new Uint8Array(made.audio) : undefined;
      },
      speechOf: async (userId) => {
        const { speech } = await app.users.preferences(userId);
        return speech.enabled ? { gender: speech.voice } : undefined;
      },
      documentMaxBytes: 50 * 1024 * 1024,
      documents: {
        analyse: async (userId, file, language) => {
          const done = await app.documents.analyse(
            userId,
            {
              source: { bytes: file.bytes },
              mimeType: file.mimeType,
              language,
              ...(file.fileName ? { fileName: file.fileName } : {}),
            },
            app.log,
          );
          return { ids: { assistantId: done.ids.assistantId, threadId: done.ids.threadId }, analysis: done.analysis };
        },
        ask: (userId, ids, question, language) =>
          app.documents.ask(userId, { ids, question, language }, AbortSignal.timeout(120_000), app.log),
      },
      answerOf: async (userId, messageId) => {
        const found = await app.db.message.findFirst({
          where: { id: messageId, role: "assistant", conversation: { userId } },
          select: { content: true, sources: true },
        });
        if (!found) return undefined;
        const sources = z.array(ZChatSource).safeParse(found.sources ?? []);
        return { content: found.content, sources: sources.success ? sources.data : [] };
      },
      voiceOf: async (userId) => (await app.users.preferences(userId)).speech.voice,
      setLanguage: async (userId, language) => {
        await app.db.user.update({ where: { id: userId }, data: { preferredLanguage: language } });
      },
      setAlerts: (userId, on) => app.whatsapp.alerts.setOptIn(userId, on),
      giveFeedback: async (userId, messageId, value) => {
        await app.feedback.give(userId, messageId, { value });
      },
      log: app.log,
    });
    const workerId = `${os.hostname()}:${process.pid}:wa:${randomUUID().slice(0, 8)}`;
    const running = new Set<Promise<void>>();
    let pumping = false;
    let again = false;
    let stopping = false;
    let timer: NodeJS.Timeout | undefined;

    /** A claimed turn: its messages in order, a burst of questions (text, voice, photo) answered as one. */
    async function run(jobs: TInboundJob[]): Promise<void> {
      const ids = jobs.map((j) => j.id);
      const beat = setInterval(
        () => void queue.heartbeat(ids, workerId).catch(() => {}),
        Math.max(200, (config.jobs.lockSeconds * 1000) / 3),
      );
      const first = jobs[0];
      try {
        for (const [leader, ...merged] of turnsOf(jobs)) if (leader) await runTurn(leader, merged);
        for (const id of ids) await queue.finish(id, workerId, "done");
      } catch (err) {
        const code = (err as { code?: unknown }).code;
        const attempt = first?.attempts ?? 0;
        app.log.warn({ err, code, wa: maskNumber(first?.phone ?? ""), attempt }, "whatsapp: turn failed");
        // Retried while attempts remain (the lock is let go at once), else on record as an error.
        for (const id of ids) {
          if (attempt < 3) await queue.retry(id, workerId).catch(() => {});
          else await queue.finish(id, workerId, "error", String(err).slice(0, 500)).catch(() => {});
        }
      } finally {
        clearInterval(beat);
      }
    }

    /** Alerts to opted-in users (a Utility template, their language), one at a time. */
    let alerting = false;
    async function sendAlerts(): Promise<void> {
      if (alerting) return;
      alerting = true;
      try {
        for (;;) {
          if (stopping) break;
          const alert = await app.whatsapp.alerts.claim();
          if (!alert) break;
          const hindi = alert.language === "hindi";
          const reason = whatsappTexts[alert.reason === "replaced" ? "alertReplaced" : "alertNew"];
          try {
            const id = await graph.sendTemplate(alert.phone, wa.alertTemplate, hindi ? "hi" : "en", [
              alert.title.slice(0, 200),
              hindi ? reason.hindi : reason.hinglish,
            ]);
            await app.whatsapp.alerts.sent(alert.id, id);
          } catch (err) {
            const code = (err as { code?: unknown }).code;
            app.log.warn({ code, wa: maskNumber(alert.phone) }, "whatsapp: alert not sent");
            await app.whatsapp.alerts.failed(alert, String(err));
          }
        }
      } catch (err) {
        if (!stopping) app.log.warn({ err }, "whatsapp: could not claim an alert");
      } finally {
        alerting = false;
      }
    }

    let alertRun: Promise<void> = Promise.resolve();
    async function pump(): Promise<void> {
      if (!alerting && !stopping) alertRun = sendAlerts();
      if (pumping) {
        again = true;
        return;
      }
      pumping = true;
      try {
        do {
          again = false;
          while (!stopping && running.size < CONCURRENCY) {
            const jobs = await queue.claim(workerId);
            if (!jobs.length) break;
            const p = run(jobs).finally(() => {
              running.delete(p);
              void pump();
            });
            running.add(p);
          }
        } while (again && !stopping);
      } catch (err) {
        if (!stopping) app.log.warn({ err }, "whatsapp: could not claim a message");
      } finally {
        pumping = false;
      }
    }

    const singleProcess = app.dbConnection.mode === "embedded";
    // A number is answered once it has been quiet for burstMs: look again then.
    const unsubscribe = app.whatsapp.onEnqueued(() => {
      void pump();
      if (wa.burstMs > 0) setTimeout(() => void pump(), wa.burstMs + 20).unref();
    });
    app.addHook("onReady", async () => {
      await queue.recoverExpired(singleProcess).catch(() => 0);
      void pump();
      timer = setInterval(() => {
        void queue
          .recoverExpired()
          .catch(() => 0)
          .then(() => pump());
      }, config.jobs.pollMs).unref();
    });
    app.addHook("preClose", async () => {
      stopping = true;
      clearInterval(timer);
      unsubscribe();
      await Promise.allSettled([...running, alertRun]);
    });
    done();
  },
  { name: "whatsapp-worker", dependencies: ["database", "whatsapp", "chat", "tts", "users", "feedback", "documents"] },
);
