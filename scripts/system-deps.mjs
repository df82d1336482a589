#!/usr/bin/env node
// Run by `pnpm start` before the build: on Debian/Ubuntu, installs the system packages the app
// reads at run time when they are missing (scripts/system-packages.txt: poppler's pdftotext for
// Hindi PDFs, the English–Hindi dictionary of cross-language search). As root it runs apt-get,
// otherwise `sudo -n` when sudo works without a password; when neither can, or on another system,
// it prints what to install and carries on. It never fails the start: the app runs without them,
// with the degradations the start-up log and the admin overview's system check list.
// SACHIV_SYSTEM_DEPS=skip turns it off (e.g. when the machine is managed by other means).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const LIST = path.join(path.dirname(fileURLToPath(import.meta.url)), "system-packages.txt");
const say = (line) => console.log(`system packages: ${line}`);

/** The list's entries: { name, kind: "command" | "file", target, gives }. */
export function readPackageList(file = LIST) {
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const [name, kind, target, ...gives] = line.split(/\s+/);
      return { name, kind, target, gives: gives.join(" ") };
    });
}

function onPath(command) {
  return (process.env.PATH ?? "")
    .split(path.delimiter)
    .filter(Boolean)
    .some((dir) => {
      try {
        fs.accessSync(path.join(dir, command), fs.constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}

export function isInstalled({ kind, target }) {
  return kind === "command" ? onPath(target) : fs.existsSync(target);
}

/** Debian, Ubuntu or a derivative with apt-get. */
function isDebianLike() {
  if (process.platform !== "linux" || !onPath("apt-get")) return false;
  try {
    const release = fs.readFileSync("/etc/os-release", "utf8");
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(release);
  } catch {
    return false;
  }
}

/** How to run a command as root without asking anything: directly, via `sudo -n`, or not at all. */
function rootPrefix() {
  if (process.getuid?.() === 0) return [];
  if (onPath("sudo") && spawnSync("sudo", ["-n", "true"], { stdio: "ignore" }).status === 0) return ["sudo", "-n"];
  return undefined;
}

function run(prefix, args) {
  const [command, ...rest] = [...prefix, ...args];
  const result = spawnSync(command, rest, {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    timeout: 10 * 60_000, // a held dpkg lock must not hold the start for ever
  });
  return result.status === 0;
}

function main() {
  if (process.env.SACHIV_SYSTEM_DEPS === "skip") return;
  const missing = readPackageList().filter((entry) => !isInstalled(entry));
  if (missing.length === 0) {
    say("all installed");
    return;
  }
  const names = missing.map((entry) => entry.name);
  const command = `apt-get update && apt-get install -y --no-install-recommends ${names.join(" ")}`;
  for (const entry of missing) say(`missing ${entry.name}: ${entry.gives}`);
  if (!isDebianLike()) {
    say(`not Debian/Ubuntu: install the equivalent of ${names.join(", ")} yourself; the app starts without them.`);
    return;
  }
  const prefix = rootPrefix();
  if (!prefix) {
    say(`not root and no password-less sudo; to install them run:\n  sudo sh -c '${command}'`);
    say("starting without them (the admin overview lists what that degrades).");
    return;
  }
  say(`installing ${names.join(" ")} with apt-get${prefix.length > 0 ? " (sudo)" : ""}…`);
  const installed =
    run(prefix, ["apt-get", "update", "-q"]) &&
    run(prefix, ["apt-get", "install", "-y", "-q", "--no-install-recommends", ...names]);
  const still = missing.filter((entry) => !isInstalled(entry)).map((entry) => entry.name);
  if (installed && still.length === 0) say("installed");
  else say(`could not install ${still.join(", ") || names.join(", ")}; starting without them (run: ${command}).`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (err) {
    say(`check failed (${err instanceof Error ? err.message : String(err)}); starting anyway.`);
  }
}
