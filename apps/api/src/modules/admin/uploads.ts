// Feeding the knowledge base: an admin's upload (files stored with the job, so another instance
// or a restarted one can finish it) or every supported file of KNOWLEDGE_DIR, each as one job.
import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyRequest } from "fastify";
import { ADMIN_UPLOAD_FIELD } from "@sachiv/contracts";
import { ApiError } from "../../lib/errors.ts";
import { acceptedExtension, checkFileContent, cleanFileName } from "./file-types.ts";
import type { TJobQueue } from "./jobs.ts";

export type TAdminIdentity = { userId: string; email: string };
export type TStartedJob = { jobId: string; files: string[] };

/** At most this many files in one upload (each becomes a row and a progress step). */
export const ADMIN_UPLOAD_MAX_FILES = 1000;

function isFileTooLarge(err: unknown): boolean {
  const code = (err as { code?: string }).code;
  return code === "FST_REQ_FILE_TOO_LARGE" || code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT";
}

/**
 * Reads the multipart request file by file into a new job (one file in memory at a time). A
 * file whose content is not an accepted type is kept in the job as failed, so the admin sees it
 * among the failed files; the request fails only without any file or over the size cap.
 */
export async function receiveUpload(
  request: FastifyRequest,
  queue: TJobQueue,
  admin: TAdminIdentity,
  maxBytes: number,
  /** The upload is one file, a new version of this document (admin "Replace"). */
  replaces?: string,
): Promise<TStartedJob> {
  if (!request.isMultipart()) throw new ApiError("UNSUPPORTED_MEDIA_TYPE");
  const kind = replaces ? "replace" : "upload";
  const jobId = await queue.openJob({ kind, adminUserId: admin.userId, adminEmail: admin.email });
  const files: string[] = [];
  let total = 0;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: ADMIN_UPLOAD_MAX_FILES, fields: 50, parts: ADMIN_UPLOAD_MAX_FILES + 50 },
    });
    for (;;) {
      // Errors while reading the body are the request's fault (cut off, bad boundary, too big).
      const next = await parts.next().catch(asRequestError);
      if (next.done) break;
      const part = next.value;
      if (part.type !== "file") continue;
      if (part.fieldname !== ADMIN_UPLOAD_FIELD) {
        part.file.resume(); // not ours: skip its bytes
        continue;
      }
      if (replaces && files.length > 0) throw new ApiError("KB_REPLACE_ONE_FILE");
      const bytes = await part.toBuffer().catch(asRequestError);
      total += bytes.byteLength;
      if (total > maxBytes) throw new ApiError("UPLOAD_TOO_LARGE");
      const fileName = cleanFileName(part.filename);
      const refused = await checkFileContent(fileName, bytes);
      await queue.addFile(jobId, files.length, {
        fileName,
        bytes,
        mimeType: part.mimetype,
        byteSize: bytes.byteLength,
        ...(refused ? { error: refused } : {}),
        ...(replaces ? { replacesDocumentId: replaces } : {}),
      });
      files.push(fileName);
    }
    if (files.length === 0) throw new ApiError("NO_FILES_SELECTED");
    await queue.release(jobId);
    return { jobId, files };
  } catch (err) {
    await queue.discard(jobId).catch(() => {});
    throw err;
  }
}

function asRequestError(err: unknown): never {
  if (err instanceof ApiError) throw err;
  if (isFileTooLarge(err)) throw new ApiError("UPLOAD_TOO_LARGE");
  throw new ApiError("VALIDATION_FAILED");
}

/** Every accepted file under `dir` (sub-folders too, hidden ones skipped), sorted by path. */
export async function listKnowledgeFiles(dir: string): Promise<{ path: string; name: string }[]> {
  let entries;
  try {
    entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  } catch {
    throw new ApiError("KNOWLEDGE_DIR_UNAVAILABLE");
  }
  return entries
    .filter((e) => e.isFile() && acceptedExtension(e.name))
    .map((e) => {
      const full = path.join(e.parentPath, e.name);
      return { path: full, name: path.relative(dir, full).split(path.sep).join("/") };
    })
    .filter((f) => !f.name.split("/").some((part) => part.startsWith(".")))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export async function enqueueDirectory(queue: TJobQueue, admin: TAdminIdentity, dir: string): Promise<TStartedJob> {
  const found = await listKnowledgeFiles(dir);
  if (found.length === 0) throw new ApiError("KNOWLEDGE_DIR_EMPTY");
  const jobId = await queue.openJob({
    kind: "directory",
    adminUserId: admin.userId,
    adminEmail: admin.email,
    directory: dir,
  });
  try {
    for (const [i, f] of found.entries()) {
      const { size } = await fs.stat(f.path);
      await queue.addFile(jobId, i, { fileName: f.name, path: f.path, byteSize: size });
    }
    await queue.release(jobId);
  } catch (err) {
    await queue.discard(jobId).catch(() => {});
    throw err;
  }
  return { jobId, files: found.map((f) => f.name) };
}
