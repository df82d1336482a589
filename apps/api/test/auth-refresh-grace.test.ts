// Refresh that tolerates a lost response: a rotated refresh token presented again within the
// grace window (AUTH_REFRESH_REUSE_GRACE_SECONDS, 10 s) gets the same successor; two refreshes
// racing with one token get one rotation; reuse after the window revokes the whole session.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZSession } from "@sachiv/contracts";
import { bodyOf, createTestApp, errorOf, injectAs, signUp, type TTestApp } from "./helper.ts";

describe("refresh-token reuse grace", () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const refresh = (token: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/refresh", payload: { refresh_token: token } });
  const canReadProfile = async (accessToken: string) =>
    (await injectAs(t.app, accessToken, { method: "GET", url: "/api/users/me" })).statusCode === 200;
  /** Moves the moment a token was spent back in time, as if its owner came back that much later. */
  const spentSecondsAgo = (seconds: number) =>
    t.app.db.$executeRaw`UPDATE refresh_tokens SET used_at = now() - make_interval(secs => ${seconds})
      WHERE used_at IS NOT NULL`;

  it("gives the same new session to a token presented again within the window", async () => {
    expect(t.config.auth.refreshReuseGraceSeconds).toBe(10);
    const session = await signUp(t.app);
    const first = await refresh(session.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = bodyOf(first, ZSession);

    // The answer never reached the phone: it presents the old token again.
    const again = await refresh(session.refresh_token);
    expect(again.statusCode).toBe(200);
    const replayed = bodyOf(again, ZSession);
    expect(replayed.refresh_token).toBe(rotated.refresh_token);
    expect(replayed.user.id).toBe(session.user.id);
    expect(await canReadProfile(replayed.access_token)).toBe(true);

    // The successor rotates normally; the family lives on.
    const next = await refresh(replayed.refresh_token);
    expect(next.statusCode).toBe(200);
    expect(bodyOf(next, ZSession).refresh_token).not.toBe(rotated.refresh_token);

    // Still within the window, but the successor was used since: that is a replay, not a lost answer.
    const late = await refresh(session.refresh_token);
    expect(late.statusCode).toBe(401);
    expect(errorOf(late).code).toBe("REFRESH_TOKEN_REUSED");
    expect((await refresh(bodyOf(next, ZSession).refresh_token)).statusCode).toBe(401);
  });

  it("two concurrent refreshes with one token get one rotation", async () => {
    const session = await signUp(t.app);
    const answers = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [a, b] = answers.map((a) => bodyOf(a, ZSession));
    expect(a!.refresh_token).toBe(b!.refresh_token);
    const rows = await t.app.db.refreshToken.count({ where: { session: { userId: session.user.id } } });
    expect(rows).toBe(2);
    const next = await refresh(a!.refresh_token);
    expect(next.statusCode).toBe(200);
  });

  it("revokes the whole session when a spent token comes back after the window", async () => {
    const session = await signUp(t.app);
    const rotated = bodyOf(await refresh(session.refresh_token), ZSession);
    await spentSecondsAgo(11);

    const reuse = await refresh(session.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(errorOf(reuse).code).toBe("REFRESH_TOKEN_REUSED");
    expect(errorOf(reuse).message).toBe(
      "Security ke liye yeh session band kar diya gaya hai. Please dobara login karein.",
    );
    const successor = await refresh(rotated.refresh_token);
    expect(successor.statusCode).toBe(401);
    expect(await canReadProfile(rotated.access_token)).toBe(false);
  });
});
