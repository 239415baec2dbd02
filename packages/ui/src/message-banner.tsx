import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { TONE_TINTS, toneColor, type Tone } from './badge';
import { translateNode } from './i18n';

export type BannerTone = 'success' | 'error' | 'danger' | 'warning' | 'info';

/** Message banners auto-hide after 5 seconds (spec 000 §9). */
export const BANNER_AUTO_HIDE_MS = 5000;

function badgeTone(tone: BannerTone): Tone {
  return tone === 'error' ? 'danger' : tone;
}

const Wrap = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  margin-bottom: 1rem;
  border: 1px solid ${({ theme, $tone }) => toneColor(theme, $tone)};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $tone }) => TONE_TINTS[$tone]};
  color: ${({ theme, $tone }) => toneColor(theme, $tone)};
  p {
    margin: 0;
    flex: 1;
    font-weight: 500;
  }
  button {
    border: 0;
    background: transparent;
    color: inherit;
    font-size: 1.25rem;
    line-height: 1;
    cursor: pointer;
    padding: 0 0.25rem;
  }
  button:focus-visible {
    outline: 3px solid currentColor;
  }
`;

export interface MessageBannerProps {
  tone: BannerTone;
  /** Nothing is rendered while the message is empty. */
  message: ReactNode;
  /** Called by the dismiss button and after 5 seconds; the owner then clears the message. */
  onDismiss: () => void;
  /** Auto-hide delay; default 5000 ms. Pass 0 to keep the banner until dismissed. */
  autoHideMs?: number;
}

/** A dismissible inline message (e.g. 'Profile updated successfully!') that hides itself after 5 s. */
export function MessageBanner({
  tone,
  message,
  onDismiss,
  autoHideMs = BANNER_AUTO_HIDE_MS,
}: MessageBannerProps) {
  const { t } = useLingui();
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  }, [onDismiss]);
  const visible = Boolean(message);
  useEffect(() => {
    if (!visible || autoHideMs <= 0) return undefined;
    const timer = setTimeout(() => onDismissRef.current(), autoHideMs);
    return () => clearTimeout(timer);
  }, [visible, message, autoHideMs]);
  if (!visible) return null;
  const shade = badgeTone(tone);
  return (
    <Wrap $tone={shade} role={shade === 'danger' ? 'alert' : 'status'} data-tone={shade}>
      <p>{translateNode(message)}</p>
      <button type="button" aria-label={t`Dismiss message`} onClick={() => onDismissRef.current()}>
        ×
      </button>
    </Wrap>
  );
}

/** What a form says after its last submit. */
export interface FormNotice {
  tone: BannerTone;
  text: string;
}

/** A form's notice above its fields (nothing while there is none), dismissible. */
export function NoticeBanner({
  notice,
  onDismiss,
}: {
  notice: FormNotice | null;
  onDismiss: () => void;
}) {
  return (
    <MessageBanner
      tone={notice?.tone ?? 'info'}
      message={notice?.text ?? ''}
      onDismiss={onDismiss}
    />
  );
}
