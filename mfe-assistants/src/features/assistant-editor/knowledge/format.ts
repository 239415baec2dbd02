import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { KnowledgeSourceKind, KnowledgeSourceStatus } from '@voice/contracts';
import { KNOWLEDGE_FILE_ACCEPT } from '@voice/contracts/schemas';
import { formatDate, formatNumber, type Tone } from '@voice/ui';

/** The files a source may be, by their names' endings (the server checks their bytes). */
const KNOWLEDGE_FILE_EXTENSIONS = KNOWLEDGE_FILE_ACCEPT.split(',').map((accepted) =>
  accepted.replace(/^\./, ''),
);

export const KIND_LABELS: Record<KnowledgeSourceKind, MessageDescriptor> = {
  file: msg`File`,
  url: msg`Web page`,
  text: msg`Q&A`,
};

export const STATUS_LABELS: Record<KnowledgeSourceStatus, MessageDescriptor> = {
  processing: msg`Processing`,
  ready: msg`Ready`,
  failed: msg`Failed`,
};

export const STATUS_TONES: Record<KnowledgeSourceStatus, Tone> = {
  processing: 'info',
  ready: 'success',
  failed: 'danger',
};

const UNITS = ['KB', 'MB', 'GB'] as const;

/**
 * A size in bytes as people read it: "812 B", "14.2 KB", "10 MB" (1 KB = 1024 B, whole numbers kept whole), with
 * the page's decimal mark ("14,2 KB").
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`;
  let value = bytes;
  let unit: (typeof UNITS)[number] = 'KB';
  for (const next of UNITS) {
    value /= 1024;
    unit = next;
    if (value < 1024) break;
  }
  const shown =
    value >= 100 || Number.isInteger(value) ? Math.round(value) : Number(value.toFixed(1));
  return `${formatNumber(shown, { maximumFractionDigits: 1, useGrouping: false })} ${unit}`;
}

/** "Up to 10 MB per file, 20 sources": the limits a new upload meets. */
export function limitsText(maxFileBytes: number, maxSources: number, i18n: I18n): string {
  const size = formatBytes(maxFileBytes);
  return i18n._(msg`Up to ${size} per file, ${maxSources} sources`);
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

/** A stored time as a date and time in the page's language, or null when there is none (or it cannot be read). */
export function formatWhen(value: string | null): string | null {
  return formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }, '') || null;
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
  i18n: I18n,
): string | null {
  if (!KNOWLEDGE_FILE_EXTENSIONS.includes(extensionOf(file.name))) {
    return i18n._(msg`Choose a PDF, DOCX, TXT, Markdown or CSV file.`);
  }
  if (file.size === 0) return i18n._(msg`This file is empty.`);
  if (file.size > limits.max_file_bytes) {
    const size = formatBytes(file.size);
    const max = formatBytes(limits.max_file_bytes);
    return i18n._(msg`This file is ${size}: files may be up to ${max}.`);
  }
  if (sourceCount >= limits.max_sources) {
    const max = limits.max_sources;
    return i18n._(
      msg`This assistant already has ${max} sources, the most it may have. Delete one to add another.`,
    );
  }
  if (limits.used_bytes + file.size > limits.max_total_bytes) {
    const total = formatBytes(limits.max_total_bytes);
    const used = formatBytes(limits.used_bytes);
    return i18n._(msg`This file would pass the knowledge base's ${total} in all (${used} used).`);
  }
  return null;
}
