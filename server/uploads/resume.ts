/**
 * Checks that an uploaded resume is what its name says by reading its bytes:
 * a PDF, a Word 97-2003 document (a compound file holding a WordDocument stream) or
 * a Word document (an Office Open XML zip holding word/document.xml). An
 * executable, an image or any other file renamed .pdf, .doc or .docx is refused.
 */
import { createHash } from 'node:crypto';
import { ZipHandler } from '@tokenizer/inflate';
import { fileTypeFromBuffer } from 'file-type';
import { fromBuffer } from 'strtok3';

export interface ResumeType {
  ext: 'pdf' | 'doc' | 'docx';
  mime: string;
}

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The stream name every Word 97-2003 document has, as compound-file directories store it (UTF-16LE). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

export async function sniffResume(bytes: Uint8Array): Promise<ResumeType | undefined> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type) return undefined;
  if (type.ext === 'pdf') return { ext: 'pdf', mime: 'application/pdf' };
  if (type.ext === 'docx' && (await zipHasEntry(bytes, 'word/document.xml'))) return { ext: 'docx', mime: DOCX_MIME };
  if (type.ext === 'cfb' && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(WORD_STREAM)) {
    return { ext: 'doc', mime: 'application/msword' };
  }
  return undefined;
}

/** Whether a zip archive lists an entry with this exact name (read from its central directory). */
export async function zipHasEntry(bytes: Uint8Array, name: string): Promise<boolean> {
  let found = false;
  try {
    await new ZipHandler(fromBuffer(bytes), { maxEntryCount: 5_000 }).unzip((entry) => {
      if (entry.filename === name) found = true;
      return { handler: false, stop: found };
    });
  } catch {
    // A damaged or hostile archive is not a Word document.
    return false;
  }
  return found;
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
