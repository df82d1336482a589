// Zip-bomb guard for DOCX/PPTX/XLSX (zip files): before any parser unpacks one, the central
// directory's sizes are added up against a budget, and every entry a text extractor reads (XML)
// is actually inflated with a hard output cap — so a zip that lies about its sizes is caught too.
import zlib from "node:zlib";
import { DocumentError } from "./errors.ts";

export type TZipLimits = {
  /** All entries together, as declared. */
  maxTotalBytes: number;
  /** Any one entry, as declared. */
  maxEntryBytes: number;
  /** Any one XML part (the parsers hold it as a string and build objects from it), as declared. */
  maxXmlEntryBytes: number;
  maxEntries: number;
  /** Declared uncompressed / compressed, for an entry above 1 MB. */
  maxRatio: number;
};

// Sized to the parser workers' 256 MB heap (DOCUMENT_PARSER_MEMORY_MB): mammoth needs about
// 25 bytes of heap per byte of document.xml (10 MB read in a 256 MB heap, not in 192 MB). A real
// letter's XML is well under 1 MB; media (images) are not parsed, only unpacked, so they get more.
export const DEFAULT_ZIP_LIMITS: TZipLimits = {
  maxTotalBytes: 64 * 1024 * 1024,
  maxEntryBytes: 32 * 1024 * 1024,
  maxXmlEntryBytes: 10 * 1024 * 1024,
  maxEntries: 5_000,
  maxRatio: 200,
};

type TEntry = { name: string; method: number; compressedSize: number; size: number; localOffset: number };

const unsafe = (why: string) => new DocumentError("UNSAFE_ARCHIVE", `zip rejected: ${why}`);
const corrupt = (why: string) => new DocumentError("UNREADABLE_DOCUMENT", `zip unreadable: ${why}`);

function readCentralDirectory(buf: Buffer): TEntry[] {
  // End of central directory: the last "PK\x05\x06" within the final 64 KB + 22 bytes.
  const from = Math.max(0, buf.length - 65_557);
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < from || eocd + 22 > buf.length) throw corrupt("no end of central directory");
  const count = buf.readUInt16LE(eocd + 10);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff) throw unsafe("zip64 archives are not expected in office files");
  const entries: TEntry[] = [];
  let at = cdOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) throw corrupt("broken central directory");
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const entry: TEntry = {
      method: buf.readUInt16LE(at + 10),
      compressedSize: buf.readUInt32LE(at + 20),
      size: buf.readUInt32LE(at + 24),
      localOffset: buf.readUInt32LE(at + 42),
      name: buf.toString("utf8", at + 46, at + 46 + nameLength),
    };
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff) throw unsafe(`zip64 entry ${entry.name}`);
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
    if (entries.length > DEFAULT_ZIP_LIMITS.maxEntries) break;
  }
  return entries;
}

function entryData(buf: Buffer, e: TEntry): Buffer {
  const at = e.localOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== 0x04034b50) throw corrupt(`bad local header for ${e.name}`);
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  if (start + e.compressedSize > buf.length) throw corrupt(`${e.name} is cut short`);
  return buf.subarray(start, start + e.compressedSize);
}

/** Throws DocumentError (UNSAFE_ARCHIVE or UNREADABLE_DOCUMENT) unless the zip is safe to open. */
export function assertSafeZip(bytes: Uint8Array, limits: TZipLimits = DEFAULT_ZIP_LIMITS): void {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = readCentralDirectory(buf);
  if (entries.length > limits.maxEntries) throw unsafe(`more than ${limits.maxEntries} entries`);
  let total = 0;
  for (const e of entries) {
    total += e.size;
    if (e.size > limits.maxEntryBytes) throw unsafe(`${e.name} would unpack to ${e.size} bytes`);
    if (/\.(xml|rels)$/i.test(e.name) && e.size > limits.maxXmlEntryBytes)
      throw unsafe(`${e.name} would unpack to ${e.size} bytes of XML`);
    if (total > limits.maxTotalBytes) throw unsafe(`entries would unpack to more than ${limits.maxTotalBytes} bytes`);
    if (e.size > 1024 * 1024 && e.size > limits.maxRatio * Math.max(1, e.compressedSize)) {
      throw unsafe(`${e.name} compresses ${Math.round(e.size / Math.max(1, e.compressedSize))}:1`);
    }
  }
  // The parts parsers read must really unpack to no more than they declare.
  for (const e of entries) {
    if (!/\.(xml|rels)$/i.test(e.name) || e.method !== 8) continue;
    try {
      const out = zlib.inflateRawSync(entryData(buf, e), { maxOutputLength: Math.max(1, e.size) });
      if (out.length !== e.size) throw corrupt(`${e.name} unpacks to ${out.length} bytes, not ${e.size}`);
    } catch (err) {
      if (err instanceof DocumentError) throw err;
      if (err instanceof RangeError || (err as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") {
        throw unsafe(`${e.name} unpacks to more than it declares`);
      }
      throw corrupt(`${e.name}: ${(err as Error).message}`);
    }
  }
}
