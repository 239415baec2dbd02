import type { KnowledgeSourceKind, KnowledgeSourceStatus } from '@voice/contracts';
import { KNOWLEDGE_FILE_ACCEPT } from '@voice/contracts/schemas';
import type { Tone } from '@voice/ui';

/** The files a source may be, by their names' endings (the server checks their bytes). */
const KNOWLEDGE_FILE_EXTENSIONS = KNOWLEDGE_FILE_ACCEPT.split(',').map((accepted) =>
  accepted.replace(/^\./, ''),
);

export const KIND_LABELS: Record<KnowledgeSourceKind, string> = {
  file: 'File',
  url: 'Web page',
  text: 'Q&A',
};

export const STATUS_LABELS: Record<KnowledgeSourceStatus, string> = {
  processing: 'Processing',
  ready: 'Ready',
  failed: 'Failed',
};

export const STATUS_TONES: Record<KnowledgeSourceStatus, Tone> = {
  processing: 'info',
  ready: 'success',
  failed: 'danger',
};

const UNITS = ['KB', 'MB', 'GB'] as const;

/** A size in bytes as people read it: "812 B", "14.2 KB", "10 MB" (1 KB = 1024 B, whole numbers kept whole). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`;
  let value = bytes;
  let unit: (typeof UNITS)[number] = 'KB';
  for (const next of UNITS) {
    value /= 1024;
    unit = next;
    if (value < 1024) break;
  }
  const shown = value >= 100 || Number.isInteger(value) ? Math.round(value) : value.toFixed(1);
  return `${String(shown).replace(/\.0$/, '')} ${unit}`;
}

/** "Up to 10 MB per file, 20 sources": the limits a new upload meets. */
export function limitsText(maxFileBytes: number, maxSources: number): string {
  return `Up to ${formatBytes(maxFileBytes)} per file, ${maxSources} sources`;
}

/**
 * A web page's address as a list shows it: without the scheme, "www." and a lone trailing slash, cut to `max`
 * characters with an ellipsis (the full address goes in a title).
 */
export function shortUrl(url: string, max = 60): string {
  const bare = url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
  return bare.length > max ? `${bare.slice(0, max - 1)}…` : bare;
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A stored time as a date and time, or null when there is none (or it cannot be read). */
export function formatWhen(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateTime.format(date);
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * What stops a chosen file before it is sent, or null: its kind, its size, the sources left and the total size
 * left (the server checks all of it again, and the bytes).
 */
export function fileProblem(
  file: { name: string; size: number },
  limits: {
    max_sources: number;
    max_file_bytes: number;
    max_total_bytes: number;
    used_bytes: number;
  },
  sourceCount: number,
): string | null {
  if (!KNOWLEDGE_FILE_EXTENSIONS.includes(extensionOf(file.name))) {
    return 'Choose a PDF, DOCX, TXT, Markdown or CSV file.';
  }
  if (file.size === 0) return 'This file is empty.';
  if (file.size > limits.max_file_bytes) {
    return `This file is ${formatBytes(file.size)}: files may be up to ${formatBytes(limits.max_file_bytes)}.`;
  }
  if (sourceCount >= limits.max_sources) {
    return `This assistant already has ${limits.max_sources} sources, the most it may have. Delete one to add another.`;
  }
  if (limits.used_bytes + file.size > limits.max_total_bytes) {
    return `This file would pass the knowledge base's ${formatBytes(limits.max_total_bytes)} in all (${formatBytes(limits.used_bytes)} used).`;
  }
  return null;
}
