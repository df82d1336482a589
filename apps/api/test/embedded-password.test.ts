// The embedded database's loopback socket asks for this process's generated password: another
// local process (or a guessed postgres/postgres) cannot connect; the app itself works as before.
import net from "node:net";
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { startEmbeddedDatabase, type TEmbeddedDatabase } from "../src/db/embedded.ts";

describe.skipIf(Boolean(process.env.DATABASE_URL))("embedded database socket", () => {
  let database: TEmbeddedDatabase;
  beforeAll(async () => {
    database = await startEmbeddedDatabase("memory");
  });
  afterAll(async () => database.stop());

  const withPassword = (password: string) => {
    const url = new URL(database.url);
    url.password = password;
    return url.toString();
  };

  it("lets in the app's own connection string, several at once", async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 4 });
    const rows = await Promise.all([1, 2, 3, 4].map((n) => pool.query<{ n: number }>("SELECT $1::int AS n", [n])));
    expect(rows.map((r) => r.rows[0]!.n)).toEqual([1, 2, 3, 4]);
    await pool.end();
  });

  it.each(["postgres", "wrong-password", ""])("refuses the password %j with PostgreSQL's 28P01", async (password) => {
    const client = new pg.Client({ connectionString: withPassword(password), password });
    client.on("error", () => {});
    const failure = await client.connect().then(
      () => null,
      (err: { code?: string; message: string }) => err,
    );
    await client.end().catch(() => {});
    expect(failure).not.toBeNull();
    if (password !== "") expect(failure!.code).toBe("28P01");
  });

  it("drops a client that skips the password and sends a query", async () => {
    const port = Number(new URL(database.url).port);
    const socket = net.connect(port, "127.0.0.1");
    await once(socket, "connect");
    const params = Buffer.from("user\0postgres\0database\0postgres\0\0");
    const startup = Buffer.alloc(8 + params.length);
    startup.writeInt32BE(startup.length, 0);
    startup.writeInt32BE(196608, 4);
    params.copy(startup, 8);
    const query = Buffer.from("SELECT 1\0");
    const q = Buffer.alloc(5 + query.length);
    q.write("Q", 0);
    q.writeInt32BE(4 + query.length, 1);
    query.copy(q, 5);
    let received = Buffer.alloc(0);
    socket.on("data", (d: Buffer) => (received = Buffer.concat([received, d])));
    socket.write(Buffer.concat([startup, q]));
    await once(socket, "close");
    // It was asked for a password (R, type 5), then refused (a FATAL error): never a row.
    expect(received[0]).toBe("R".charCodeAt(0));
    expect(received.readInt32BE(5)).toBe(5);
    expect(received.includes(Buffer.from("D\0\0"))).toBe(false); // no DataRow
    expect(received.toString("latin1")).toContain("08P01");
  });
});
