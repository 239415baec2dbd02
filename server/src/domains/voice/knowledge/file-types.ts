/**
 * What an uploaded file is, judged by its bytes: a PDF starts with `%PDF-` (within its first KiB, as readers
 * allow), a DOCX is a ZIP whose central directory names word/document.xml, and TXT, Markdown and CSV are valid
 * UTF-8 without NUL bytes. The name's extension must agree with the bytes (an .exe renamed .pdf, a PDF named
 * .txt are refused); the declared MIME type is not trusted (browsers disagree on .md and .csv).
 */

export type KnowledgeFormat = 'pdf' | 'docx' | 'txt' | 'md' | 'csv';

export const CONTENT_TYPES: Record<KnowledgeFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
};

const FORMAT_OF_EXTENSION: Record<string, KnowledgeFormat> = {
  pdf: 'pdf',
  docx: 'docx',
  txt: 'txt',
  text: 'txt',
  md: 'md',
  markdown: 'md',
  csv: 'csv',
};

const LABEL: Record<KnowledgeFormat, string> = {
  pdf: 'a PDF',
  docx: 'a Word document (.docx)',
  txt: 'a text file',
  md: 'a Markdown file',
  csv: 'a CSV file',
};

export const UNSUPPORTED_FILE_MESSAGE =
  'Only PDF, Word (.docx), text (.txt), Markdown (.md) and CSV files can be added.';

/** The format the bytes are, or null when they are none of the accepted ones. */
export function sniffFormat(bytes: Uint8Array): 'pdf' | 'docx' | 'text' | 'zip' | null {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (head.includes('%PDF-')) return 'pdf';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    return zipEntries(bytes).some((entry) => entry.name === 'word/document.xml') ? 'docx' : 'zip';
  }
  return isUtf8Text(bytes) ? 'text' : null;
}

/** Valid UTF-8 with no NUL byte (a binary file almost always has one). */
export function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** What a ZIP's central directory says of one entry. */
export interface ZipEntry {
  name: string;
  /** The size it says the entry has once inflated. */
  size: number;
}

/**
 * The entries of a ZIP's central directory (found from the end-of-central-directory record), or [] when the
 * archive cannot be read. Enough to tell a DOCX from another ZIP and to refuse one that would inflate to more than
 * MAX_DOCX_INFLATED_BYTES (a ZIP bomb); mammoth reads the rest.
 */
export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the end.
  const lowest = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let i = data.length - 22; i >= lowest; i -= 1) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return [];
  const count = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n += 1) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== 0x02014b50) return entries;
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    entries.push({
      name: data.toString('utf8', offset + 46, offset + 46 + nameLength),
      size: data.readUInt32LE(offset + 24),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The most a DOCX's parts may inflate to together (a real one of 10 MB inflates to a few times that). */
export const MAX_DOCX_INFLATED_BYTES = 200 * 1024 * 1024;

export const DOCX_TOO_LARGE = 'This Word document expands to more than 200 MB and cannot be read.';

/** Refuses a DOCX whose parts say they inflate to more than MAX_DOCX_INFLATED_BYTES, or that says nothing. */
export function docxInflatesTooMuch(bytes: Uint8Array): boolean {
  const entries = zipEntries(bytes);
  const total = entries.reduce((sum, entry) => sum + entry.size, 0);
  // 0xffffffff: a ZIP64 size kept elsewhere; not what Word writes for a document under 10 MB.
  return entries.some((entry) => entry.size === 0xffffffff) || total > MAX_DOCX_INFLATED_BYTES;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export type FileCheck = { ok: true; format: KnowledgeFormat } | { ok: false; message: string };

/** The upload's format when its bytes are an accepted type that its name agrees with; else why not. */
export function checkKnowledgeFile(name: string, bytes: Uint8Array): FileCheck {
  const claimed = FORMAT_OF_EXTENSION[extensionOf(name)];
  if (!claimed) return { ok: false, message: UNSUPPORTED_FILE_MESSAGE };
  if (bytes.length === 0) return { ok: false, message: 'The file is empty.' };
  const sniffed = sniffFormat(bytes);
  const actual: KnowledgeFormat | null =
    sniffed === 'text'
      ? claimed === 'txt' || claimed === 'md' || claimed === 'csv'
        ? claimed
        : 'txt'
      : sniffed === 'pdf' || sniffed === 'docx'
        ? sniffed
        : null;
  if (actual === 'docx' && claimed === 'docx' && docxInflatesTooMuch(bytes)) {
    return { ok: false, message: DOCX_TOO_LARGE };
  }
  if (actual === claimed) return { ok: true, format: actual };
  const named = `.${extensionOf(name)}`;
  if (sniffed === 'zip') {
    return {
      ok: false,
      message: `The file is named ${named} but it is a ZIP archive, not ${LABEL[claimed]}.`,
    };
  }
  if (actual === null) {
    return {
      ok: false,
      message: `The file is named ${named} but its content is not ${LABEL[claimed]}. ${UNSUPPORTED_FILE_MESSAGE}`,
    };
  }
  return {
    ok: false,
    message: `The file is named ${named} but its content is ${LABEL[actual]}, not ${LABEL[claimed]}. Rename it or upload the right file.`,
  };
}

/** A file name to keep and show: its last path part, without control characters, at most 255 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (clean.length <= 255) return clean;
  const ext = extensionOf(clean);
  return ext ? `${clean.slice(0, 254 - ext.length)}.${ext}` : clean.slice(0, 255);
}
