// Password authentication for the embedded database's loopback socket. PGlite itself trusts every
// connection, so without this any local process could connect as superuser and read everything
// (the JWT signing key included). Each connection must first answer PostgreSQL's MD5 password
// challenge (a fresh salt every time) with this process's generated password; only then does
// its startup message reach PGlite, which carries on as before.
import crypto from "node:crypto";
import type net from "node:net";
import type { PGLiteSocketServer } from "@electric-sql/pglite-socket";

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
/** A client that has not authenticated by then is dropped. */
const AUTH_TIMEOUT_MS = 10_000;

const md5 = (s: string | Buffer) => crypto.createHash("md5").update(s).digest("hex");

/** 'R' AuthenticationMD5Password with its 4-byte salt. */
function md5Request(salt: Buffer): Buffer {
  const b = Buffer.alloc(13);
  b.write("R", 0);
  b.writeInt32BE(12, 1);
  b.writeInt32BE(5, 5);
  salt.copy(b, 9);
  return b;
}

/** A FATAL ErrorResponse, as PostgreSQL sends for a wrong password. */
function fatal(code: string, message: string): Buffer {
  const fields = Buffer.concat(
    [
      ["S", "FATAL"],
      ["V", "FATAL"],
      ["C", code],
      ["M", message],
    ].map(([k, v]) => Buffer.from(`${k}${v}\0`, "utf8")),
  );
  const b = Buffer.alloc(1 + 4 + fields.length + 1);
  b.write("E", 0);
  b.writeInt32BE(4 + fields.length + 1, 1);
  fields.copy(b, 5);
  return b;
}

/** The startup message's `user` parameter (key\0value\0 pairs after the protocol version). */
function startupUser(startup: Buffer): string {
  const parts = startup.subarray(8).toString("utf8").split("\0");
  for (let i = 0; i + 1 < parts.length; i += 2) if (parts[i] === "user") return parts[i + 1] ?? "";
  return "";
}

/**
 * Runs the password exchange on a new socket. Resolves with the bytes to hand on (the startup
 * message and anything after the password), or null when the client was refused or left.
 */
function authenticate(socket: net.Socket, password: string): Promise<Buffer | null> {
  return new Promise((resolve) => {
    let buffer = Buffer.alloc(0);
    let startup: Buffer | null = null;
    let user = "";
    const salt = crypto.randomBytes(4);
    const finish = (result: Buffer | null) => {
      clearTimeout(timer);
      socket.off("data", onData);
      socket.off("close", onGone);
      socket.off("error", onGone);
      if (result === null) socket.destroy();
      else socket.pause(); // held until PGlite's handler listens
      resolve(result);
    };
    const refuse = (code: string, message: string) => {
      if (socket.writable) socket.end(fatal(code, message));
      finish(null);
    };
    const onGone = () => finish(null);
    const onData = (data: Buffer) => {
      buffer = Buffer.concat([buffer, data]);
      for (;;) {
        if (!startup) {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          const code = buffer.readInt32BE(4);
          if (code === SSL_REQUEST && length === 8) {
            socket.write("N"); // no TLS on loopback; the client goes on in plain text
            buffer = buffer.subarray(8);
            continue;
          }
          if (code === CANCEL_REQUEST) return refuse("08P01", "cancel requests are not supported");
          if (code !== PROTOCOL_3 || length < 8 || length > 10_000)
            return refuse("08P01", "unsupported startup message");
          if (buffer.length < length) return;
          startup = Buffer.from(buffer.subarray(0, length));
          buffer = buffer.subarray(length);
          user = startupUser(startup);
          socket.write(md5Request(salt));
          continue;
        }
        if (buffer.length < 5) return;
        const length = buffer.readInt32BE(1);
        if (buffer[0] !== 0x70 /* 'p' */ || length < 5 || length > 1_000)
          return refuse("08P01", "expected a password message");
        if (buffer.length < 1 + length) return;
        const answer = buffer.subarray(5, length).toString("utf8"); // without the trailing \0
        const expected = `md5${md5(Buffer.concat([Buffer.from(md5(password + user)), salt]))}`;
        const ok =
          answer.length === expected.length && crypto.timingSafeEqual(Buffer.from(answer), Buffer.from(expected));
        if (!ok) return refuse("28P01", `password authentication failed for user "${user}"`);
        return finish(Buffer.concat([startup, buffer.subarray(1 + length)]));
      }
    };
    const timer = setTimeout(() => refuse("08P01", "authentication timed out"), AUTH_TIMEOUT_MS);
    timer.unref();
    socket.on("data", onData);
    socket.on("close", onGone);
    socket.on("error", onGone);
  });
}

/** Makes every new connection to `server` prove `password` before PGlite sees it. */
export function requirePassword(server: PGLiteSocketServer, password: string): void {
  const target = server as unknown as { handleConnection?: (socket: net.Socket) => Promise<void> };
  const original = target.handleConnection;
  if (typeof original !== "function")
    throw new Error("pglite-socket changed: PGLiteSocketServer.handleConnection is gone");
  target.handleConnection = async (socket: net.Socket) => {
    const replay = await authenticate(socket, password);
    if (!replay) return;
    await original.call(server, socket);
    if (socket.destroyed) return;
    // PGlite's handler listens now: it gets the startup message, then the socket flows again.
    socket.emit("data", replay);
    socket.resume();
  };
}
