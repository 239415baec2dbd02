import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';

export type Tone = 'success' | 'danger' | 'warning' | 'info' | 'neutral';

/** The tone's text colour; each reaches AA contrast on its tinted background. */
export function toneColor(theme: DefaultTheme, tone: Tone): string {
  switch (tone) {
    case 'success':
      return theme.colors.success;
    case 'danger':
      return theme.colors.danger;
    case 'warning':
      return theme.colors.warning;
    case 'info':
      return theme.colors.info;
    default:
      return theme.colors.muted;
  }
}

/** A light tint of a tone for backgrounds (opaque, so contrast is predictable). */
export const TONE_TINTS: Record<Tone, string> = {
  success: '#ECFDF5',
  danger: '#FEF2F2',
  warning: '#FFFBEB',
  info: '#EFF6FF',
  neutral: '#F3F4F6',
};

const Pill = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 0.125rem 0.6rem;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.4;
  white-space: nowrap;
  color: ${({ theme, $tone }) => toneColor(theme, $tone)};
  background: ${({ $tone }) => TONE_TINTS[$tone]};
  border: 1px solid currentColor;
`;

export interface BadgeProps {
  tone?: Tone;
  children: ReactNode;
}

export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return (
    <Pill $tone={tone} data-tone={tone}>
      {children}
    </Pill>
  );
}

/** Call status badges: completed, failed, in-progress; anything else neutral (spec 000 §4). */
export function callStatusTone(status: string | null | undefined): Tone {
  switch (status) {
    case 'completed':
      return 'success';
    case 'failed':
      return 'danger';
    case 'in-progress':
      return 'info';
    default:
      return 'neutral';
  }
}

/** Subscription status: active, pending, cancelled; any other value neutral (spec 000 §4). */
export function subscriptionStatusTone(status: string | null | undefined): Tone {
  switch (status) {
    case 'active':
      return 'success';
    case 'pending':
      return 'warning';
    case 'cancelled':
      return 'danger';
    default:
      return 'neutral';
  }
}
