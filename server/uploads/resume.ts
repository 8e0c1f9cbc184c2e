/**
 * Checks that an uploaded resume is what its name says by reading its bytes and
 * their structure, not only their magic number: a PDF, a Word 97-2003 document (a
 * consistent compound file with a WordDocument stream that starts as Word's do:
 * compound-file.ts) or a Word document (an Office Open XML zip with
 * [Content_Types].xml declaring a Word main part and word/document.xml, whose parts
 * all inflate within bounds). An executable, an image, any other file renamed .pdf,
 * .doc or .docx, and a zip bomb are refused.
 */
import { createHash } from 'node:crypto';
import { createInflateRaw } from 'node:zlib';
import { ZipHandler } from '@tokenizer/inflate';
import { fileTypeFromBuffer } from 'file-type';
import { fromBuffer } from 'strtok3';
import { isWordCompoundFile } from './compound-file.ts';

export interface ResumeType {
  ext: 'pdf' | 'doc' | 'docx';
  mime: string;
}

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The type of a resume's bytes, or undefined when they are none of the three (see the top of this file). */
export async function sniffResume(bytes: Uint8Array): Promise<ResumeType | undefined> {
  // file-type inflates a zip's parts too (up to 1 MiB each): the whole check takes a turn.
  const release = await inflationTurn();
  try {
    return await sniff(bytes);
  } finally {
    release();
  }
}

async function sniff(bytes: Uint8Array): Promise<ResumeType | undefined> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type) return undefined;
  if (type.ext === 'pdf') return { ext: 'pdf', mime: 'application/pdf' };
  if (type.ext === 'docx' && (await isWordPackage(bytes))) return { ext: 'docx', mime: DOCX_MIME };
  if (type.ext === 'cfb' && isWordCompoundFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))) {
    return { ext: 'doc', mime: 'application/msword' };
  }
  return undefined;
}

/**
 * Bounds on inflating a .docx. Word's XML deflates 5 to 20 to 1 and its images not
 * at all; a zip bomb, 1,000 to 1 or more. A package whose parts claim more than
 * MAX_INFLATED in all, or a part that claims more than MAX_PART_RATIO times its
 * compressed size (once past RATIO_FLOOR, so a tiny part's ratio does not count), is
 * refused before a byte is inflated. Each part then inflates as a stream that stops
 * at the size its header claims (a part that inflates past it is refused), and only
 * the first 64 KiB of the two parts looked into are kept, so whatever a package
 * holds, checking it holds a few hundred kilobytes of memory. At most
 * CONCURRENT_INFLATIONS resumes are checked at once across all requests (file-type
 * inflates a zip's parts too, up to 1 MiB each); the others wait their turn (each
 * takes well under a second), so concurrent uploads cannot add up either: 32 uploads
 * of 917 KB that each inflated to 29 MB once took a replica past its 768 MB limit.
 */
export const DOCX_LIMITS = {
  maxEntries: 1_000,
  maxInflated: 16 * 1024 * 1024,
  maxPartRatio: 100,
  ratioFloor: 1024 * 1024,
  concurrentInflations: 2,
} as const;

/** The start of a part kept for looking into: enough for the declarations looked for. */
const HEAD_BYTES = 64 * 1024;

/** The content type [Content_Types].xml gives a Word document's main part (transitional or strict). */
const WORD_MAIN_PART =
  /ContentType="application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document\.main\+xml"/;
/** The root element of word/document.xml: w:document in a WordprocessingML namespace. */
const WORD_DOCUMENT =
  /<(?:\w+:)?document\b[^>]*xmlns(?::\w+)?="(?:http:\/\/schemas\.openxmlformats\.org\/wordprocessingml\/2006\/main|http:\/\/purl\.oclc\.org\/ooxml\/wordprocessingml\/main)"/;

type ZipEntry = NonNullable<Awaited<ReturnType<ZipHandler['readCentralDirectory']>>>[number];

/** Resumes being checked now, across all requests, and the turns waiting. */
const inflations = { running: 0, waiting: [] as (() => void)[] };

/** How many resumes are being checked now and how many wait: for the tests of the bound. */
export function inflationLoad(): { running: number; waiting: number } {
  return { running: inflations.running, waiting: inflations.waiting.length };
}

/** A turn to check a resume; resolves to its release once one of CONCURRENT_INFLATIONS is free. */
async function inflationTurn(): Promise<() => void> {
  if (inflations.running < DOCX_LIMITS.concurrentInflations) inflations.running += 1;
  // The release of a running turn hands its place straight to the first waiting.
  else await new Promise<void>((resolve) => inflations.waiting.push(resolve));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = inflations.waiting.shift();
    if (next) next();
    else inflations.running -= 1;
  };
}

/** An entry's compressed bytes, found through its local header, or undefined when they are not where it says. */
function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array | undefined {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.relativeOffsetOfLocalHeader;
  if (at + 30 > view.length || view.readUInt32LE(at) !== 0x04034b50) return undefined;
  const start = at + 30 + view.readUInt16LE(at + 26) + view.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  return end <= view.length ? view.subarray(start, end) : undefined;
}

/**
 * Inflates an entry as a stream, stopping past the size its header claims; its first
 * `keep` bytes, or undefined when it is damaged, of an unknown method, or larger
 * than it claims.
 */
async function inflateEntry(entry: ZipEntry, data: Uint8Array, keep: number): Promise<Buffer | undefined> {
  if (entry.compressedMethod === 0) {
    return data.length === entry.uncompressedSize ? Buffer.from(data.subarray(0, keep)) : undefined;
  }
  if (entry.compressedMethod !== 8) return undefined;
  const inflater = createInflateRaw();
  inflater.end(data);
  const kept: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      if (size < keep) kept.push(chunk.subarray(0, keep - size));
      size += chunk.length;
      // Leaving the loop destroys the stream: inflation stops here.
      if (size > entry.uncompressedSize) return undefined;
    }
  } catch {
    return undefined;
  }
  return Buffer.concat(kept);
}

/**
 * Whether a zip is an Office Open XML Word package: [Content_Types].xml declares a
 * Word main part and word/document.xml holds a WordprocessingML document, and every
 * part inflates within DOCX_LIMITS (streamed, stopping at the bound).
 */
async function isWordPackage(bytes: Uint8Array): Promise<boolean> {
  let entries: ZipEntry[] | undefined;
  try {
    entries = await new ZipHandler(fromBuffer(bytes), { maxEntryCount: DOCX_LIMITS.maxEntries }).readCentralDirectory();
  } catch {
    // A damaged or hostile archive (one over a limit included) is not a Word document.
    return false;
  }
  if (!entries) return false;
  // What the headers claim, judged before anything is inflated.
  let claimed = 0;
  for (const entry of entries) {
    claimed += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > DOCX_LIMITS.ratioFloor && ratio > DOCX_LIMITS.maxPartRatio) return false;
  }
  if (claimed > DOCX_LIMITS.maxInflated) return false;

  let contentTypes: string | undefined;
  let document: string | undefined;
  for (const entry of entries) {
    const data = entryData(bytes, entry);
    const lookedInto = entry.filename === '[Content_Types].xml' || entry.filename === 'word/document.xml';
    const head = data && (await inflateEntry(entry, data, lookedInto ? HEAD_BYTES : 0));
    if (!head) return false;
    if (entry.filename === '[Content_Types].xml') contentTypes = head.toString('utf8');
    if (entry.filename === 'word/document.xml') document = head.toString('utf8');
  }
  return (
    contentTypes !== undefined &&
    WORD_MAIN_PART.test(contentTypes) &&
    document !== undefined &&
    WORD_DOCUMENT.test(document)
  );
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * A name that is safe anywhere (a download header, a file system, a log line):
 * the original's base name folded to lower-case ASCII letters, digits and dashes,
 * at most 80 characters, with the extension of the type found in the bytes.
 */
export function safeStoredName(originalName: string, ext: ResumeType['ext']): string {
  const base = originalName
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return `${base || 'resume'}.${ext}`;
}

/** The original name kept as metadata: without control characters, at most 255 characters. */
export function cleanOriginalName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255);
}
