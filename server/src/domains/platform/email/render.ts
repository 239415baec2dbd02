import { escapeHtml } from '../../../lib/html-page';
import type { EmailBranding } from './branding';
import { absoluteHttpUrl } from './branding';
import { ENGLISH, type EmailLocale } from './i18n';

export interface EmailContent {
  subject: string;
  heading: string;
  /** Paragraphs of plain text (escaped in the HTML part). */
  lines: string[];
  /** A button (HTML) and a plain link (text). Only http(s) URLs are rendered. */
  action?: { label: string; url: string };
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Subjects are one line: no CR/LF (header injection), surrounding blanks trimmed. */
export function cleanSubject(subject: string): string {
  return subject.replace(/[\r\n]+/g, ' ').trim();
}

/** Black or white text, whichever reads better on the given #rrggbb / #rgb background. */
export function textColorOn(background: string): string {
  let hex = background.replace('#', '');
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b ?? 0);
  // Contrast with white vs with black.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#111827';
}

/** The frame's own words (the button's fallback, the links, the greeting, the footer) in the email's language. */
function frameTexts({ i18n }: EmailLocale, branding: EmailBranding) {
  const appName = branding.appName;
  return {
    buttonFallback: i18n._(
      /*i18n*/ {
        id: 'email.frame.buttonFallback',
        message: 'If the button does not work, copy this link into your browser:',
      },
    ),
    privacy: i18n._(/*i18n*/ { id: 'email.frame.privacy', message: 'Privacy Policy' }),
    terms: i18n._(/*i18n*/ { id: 'email.frame.terms', message: 'Terms & Conditions' }),
    regards: i18n._(/*i18n*/ { id: 'email.frame.regards', message: 'Regards,' }),
    team: i18n._(
      /*i18n*/ { id: 'email.frame.team', message: 'The {appName} team', values: { appName } },
    ),
    footer:
      branding.footerText ||
      i18n._(
        /*i18n*/ {
          id: 'email.frame.footer',
          message: '© {year} {appName}. All rights reserved.',
          values: { year: String(new Date().getUTCFullYear()), appName },
        },
      ),
  };
}

/**
 * A branded HTML email (inline styles, table layout for mail clients) and its plain-text twin; the frame around the
 * content is written in the given language (the content's).
 */
export function renderEmail(
  branding: EmailBranding,
  content: EmailContent,
  locale: EmailLocale = ENGLISH,
): RenderedEmail {
  const subject = cleanSubject(content.subject);
  const words = frameTexts(locale, branding);
  const e = escapeHtml;
  const color = branding.primaryColor;
  const onColor = textColorOn(color);
  const actionUrl = content.action ? absoluteHttpUrl(content.action.url, branding.siteUrl) : null;

  const header = branding.logoUrl
    ? `<img src="${e(branding.logoUrl)}" alt="${e(branding.appName)}" style="max-height:48px;max-width:240px;border:0">`
    : `<span style="font-size:22px;font-weight:700;color:${onColor}">${e(branding.appName)}</span>`;
  const paragraphs = content.lines
    .map((line) => `<p style="margin:0 0 16px;line-height:1.5">${e(line)}</p>`)
    .join('\n');
  const button =
    content.action && actionUrl
      ? `<p style="margin:24px 0"><a href="${e(actionUrl)}" style="display:inline-block;padding:12px 24px;background:${color};color:${onColor};text-decoration:none;border-radius:6px;font-weight:600">${e(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563;word-break:break-all">${e(words.buttonFallback)} <a href="${e(actionUrl)}" style="color:${color}">${e(actionUrl)}</a></p>`
      : '';
  const links = [
    branding.supportEmail
      ? `<a href="mailto:${e(branding.supportEmail)}" style="color:#4b5563">${e(branding.supportEmail)}</a>`
      : '',
    branding.privacyUrl
      ? `<a href="${e(branding.privacyUrl)}" style="color:#4b5563">${e(words.privacy)}</a>`
      : '',
    branding.termsUrl
      ? `<a href="${e(branding.termsUrl)}" style="color:#4b5563">${e(words.terms)}</a>`
      : '',
  ].filter(Boolean);

  const html = `<!doctype html>
<html lang="${locale.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${color};padding:20px 32px"><a href="${e(branding.siteUrl)}" style="text-decoration:none">${header}</a></td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 24px;font-size:22px;color:#111827">${e(content.heading)}</h1>
${paragraphs}
${button}
<p style="margin:24px 0 0;line-height:1.5">${e(words.regards)}<br>${e(words.team)}</p>
</td></tr>
<tr><td style="padding:20px 32px;background:#f9fafb;font-size:12px;color:#4b5563;text-align:center">
<p style="margin:0 0 8px">${e(words.footer)}</p>
${links.length ? `<p style="margin:0">${links.join(' &middot; ')}</p>` : ''}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  const text = [
    branding.appName,
    '',
    content.heading,
    '',
    ...content.lines.flatMap((line) => [line, '']),
    ...(content.action && actionUrl ? [`${content.action.label}: ${actionUrl}`, ''] : []),
    words.regards,
    words.team,
    '',
    '--',
    words.footer,
    ...(branding.supportEmail ? [branding.supportEmail] : []),
    branding.siteUrl,
    '',
  ].join('\n');

  return { subject, html, text };
}
