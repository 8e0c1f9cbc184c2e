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
import { ZipHandler } from '@tokenizer/inflate';
import { fileTypeFromBuffer } from 'file-type';
import { fromBuffer } from 'strtok3';
import { isWordCompoundFile } from './compound-file.ts';

export interface ResumeType {
  ext: 'pdf' | 'doc' | 'docx';
  mime: string;
}

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export async function sniffResume(bytes: Uint8Array): Promise<ResumeType | undefined> {
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
 * at all; a zip bomb, 1,000 to 1 or more. A part that inflates past
 * MAX_PART_RATIO times its compressed size (once past RATIO_FLOOR, so a tiny part's
 * ratio does not count) or a package past MAX_INFLATED is refused; inflation stops
 * at the bound, whatever sizes the headers claim.
 */
export const DOCX_LIMITS = {
  maxEntries: 1_000,
  maxInflated: 16 * 1024 * 1024,
  maxPartRatio: 100,
  ratioFloor: 1024 * 1024,
} as const;

/** The content type [Content_Types].xml gives a Word document's main part (transitional or strict). */
const WORD_MAIN_PART =
  /ContentType="application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document\.main\+xml"/;
/** The root element of word/document.xml: w:document in a WordprocessingML namespace. */
const WORD_DOCUMENT =
  /<(?:\w+:)?document\b[^>]*xmlns(?::\w+)?="(?:http:\/\/schemas\.openxmlformats\.org\/wordprocessingml\/2006\/main|http:\/\/purl\.oclc\.org\/ooxml\/wordprocessingml\/main)"/;

/**
 * Whether a zip is an Office Open XML Word package: [Content_Types].xml declares a
 * Word main part and word/document.xml holds a WordprocessingML document, and every
 * part inflates within DOCX_LIMITS (streamed, stopping at the bound).
 */
async function isWordPackage(bytes: Uint8Array): Promise<boolean> {
  let contentTypes: string | undefined;
  let document: string | undefined;
  let inflated = 0;
  let withinBounds = true;
  try {
    await new ZipHandler(fromBuffer(bytes), {
      maxEntryCount: DOCX_LIMITS.maxEntries,
      maxUncompressedSize: DOCX_LIMITS.maxInflated,
    }).unzip((entry) => ({
      stop: !withinBounds,
      handler: async (data: Uint8Array) => {
        inflated += data.length;
        const ratio = data.length / Math.max(1, entry.compressedSize);
        if (
          inflated > DOCX_LIMITS.maxInflated ||
          (data.length > DOCX_LIMITS.ratioFloor && ratio > DOCX_LIMITS.maxPartRatio)
        ) {
          withinBounds = false;
          return;
        }
        // Only the start of each is read: enough for the declarations looked for.
        const head = () => Buffer.from(data.buffer, data.byteOffset, Math.min(data.length, 64 * 1024)).toString('utf8');
        if (entry.filename === '[Content_Types].xml') contentTypes = head();
        if (entry.filename === 'word/document.xml') document = head();
      },
    }));
  } catch {
    // A damaged or hostile archive (one over a limit included) is not a Word document.
    return false;
  }
  return (
    withinBounds &&
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
