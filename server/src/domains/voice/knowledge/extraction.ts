import mammoth from 'mammoth';
import { definePDFJSModule, extractText } from 'unpdf';
import type { KnowledgeFormat } from './file-types';

/**
 * The text of an uploaded file: PDF through unpdf (PDF.js, page by page), DOCX through mammoth's raw text,
 * TXT/Markdown/CSV as UTF-8 (the bytes were checked on upload). A file that yields no text fails with a reason
 * the user can act on (ExtractionFailure), never an internal error.
 */

export class ExtractionFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExtractionFailure';
  }
}

export const NO_TEXT_LAYER =
  'This PDF has no text layer (it may be a scan). Upload a PDF with selectable text, or a Word or text file.';
export const PDF_PASSWORD = 'This PDF is protected by a password. Upload a copy without one.';
export const PDF_UNREADABLE = 'This PDF could not be read. It may be damaged.';
export const DOCX_UNREADABLE = 'This Word document could not be read. It may be damaged.';
export const NO_TEXT = 'This file has no text to learn from.';

export interface ExtractedText {
  text: string;
  /** Pages of a PDF (1 for the other formats). */
  pages: number;
}

let pdfjsLoaded: Promise<void> | null = null;

/** PDF.js is loaded once, on the first PDF, through our own import (jest maps it: server/jest.config.cjs). */
function loadPdfJs(): Promise<void> {
  pdfjsLoaded ??= definePDFJSModule(() => import('unpdf/pdfjs'));
  return pdfjsLoaded;
}

async function pdfText(bytes: Uint8Array): Promise<ExtractedText> {
  await loadPdfJs();
  let pages: string[];
  try {
    // PDF.js takes ownership of (detaches) the buffer it is given: a copy keeps the caller's bytes. unpdf opens
    // the document, reads every page's text and destroys it.
    pages = (await extractText(new Uint8Array(bytes), { mergePages: false })).text;
  } catch (error) {
    if ((error as { name?: unknown }).name === 'PasswordException') {
      throw new ExtractionFailure(PDF_PASSWORD);
    }
    throw new ExtractionFailure(PDF_UNREADABLE);
  }
  const text = pages
    .map((page) => page.trim())
    .filter((page) => page !== '')
    .join('\n\n');
  if (text.replace(/\s/g, '') === '') throw new ExtractionFailure(NO_TEXT_LAYER);
  return { text, pages: pages.length };
}

async function docxText(bytes: Uint8Array): Promise<string> {
  try {
    const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return result.value;
  } catch {
    throw new ExtractionFailure(DOCX_UNREADABLE);
  }
}

export async function extractFileText(
  format: KnowledgeFormat,
  bytes: Uint8Array,
): Promise<ExtractedText> {
  if (format === 'pdf') return pdfText(bytes);
  const raw =
    format === 'docx'
      ? await docxText(bytes)
      : new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (text === '') throw new ExtractionFailure(NO_TEXT);
  return { text, pages: 1 };
}
