import { msg } from '@lingui/core/macro';
import { formatDateTime as formatLocaleDateTime } from '@voice/ui';
import { i18n } from '@voice/ui/core';

/** 'May 2, 2024, 12:15 PM' in the viewer's time zone and language; the raw value when it is not a date. */
export function formatDateTime(value: string): string {
  return formatLocaleDateTime(value, value);
}

/** The text collapsed to one line and cut at about `max` characters, with '…' when cut. */
export function excerpt(text: string, max = 80): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Items sorted newest first (by created_at, then id), leaving the given array untouched. */
export function newestFirst<T extends { id: number; created_at: string }>(items: T[]): T[] {
  const time = (item: T) => {
    const ms = new Date(item.created_at).getTime();
    return Number.isNaN(ms) ? 0 : ms;
  };
  return [...items].sort((a, b) => time(b) - time(a) || b.id - a.id);
}

const QUOTED_MAX = 1000;

/**
 * A mailto: link that answers a contact message: the sender as recipient, a 'Re:' subject and the
 * original message quoted below an empty first line (quote cut so that the link stays short).
 */
export function replyMailto(options: {
  email: string;
  firstName: string;
  appName: string;
  message: string;
}): string {
  const { email, firstName, appName, message } = options;
  const quoted = (message.length > QUOTED_MAX ? `${message.slice(0, QUOTED_MAX)}…` : message)
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const greeting = i18n._(msg`Hi ${firstName},`);
  const body = `${greeting}\n\n\n\n${quoted}`;
  const to = encodeURIComponent(email).replace(/%40/g, '@');
  const params = `subject=${encodeURIComponent(i18n._(msg`Re: Your message to ${appName}`))}&body=${encodeURIComponent(body)}`;
  return `mailto:${to}?${params}`;
}
