import { describe, it, expect } from '@jest/globals';
import { screen } from '@testing-library/react';
import {
  Badge,
  callStatusTone,
  subscriptionStatusTone,
  TONE_TINTS,
  toneColor,
  type Tone,
} from './badge';
import { contrastRatio } from './color';
import { DEFAULT_BRANDING, themeFromBranding } from './theme';
import { renderWithTheme } from './test-utils';

describe('status tones', () => {
  it('maps call statuses (spec 000 §4)', () => {
    expect(callStatusTone('completed')).toBe('success');
    expect(callStatusTone('failed')).toBe('danger');
    expect(callStatusTone('in-progress')).toBe('info');
    expect(callStatusTone('queued')).toBe('neutral');
    expect(callStatusTone(undefined)).toBe('neutral');
  });

  it('maps subscription statuses (spec 000 §4)', () => {
    expect(subscriptionStatusTone('active')).toBe('success');
    expect(subscriptionStatusTone('pending')).toBe('warning');
    expect(subscriptionStatusTone('cancelled')).toBe('danger');
    expect(subscriptionStatusTone('expired')).toBe('neutral');
  });
});

describe('Badge', () => {
  it('shows its text with its tone', () => {
    renderWithTheme(<Badge tone={callStatusTone('failed')}>failed</Badge>);
    expect(screen.getByText('failed')).toHaveAttribute('data-tone', 'danger');
  });

  it('defaults to neutral', () => {
    renderWithTheme(<Badge>other</Badge>);
    expect(screen.getByText('other')).toHaveAttribute('data-tone', 'neutral');
  });

  it('has AA contrast in every tone', () => {
    const theme = themeFromBranding(DEFAULT_BRANDING);
    const tones: Tone[] = ['success', 'danger', 'warning', 'info', 'neutral'];
    for (const tone of tones) {
      expect(contrastRatio(toneColor(theme, tone), TONE_TINTS[tone])).toBeGreaterThanOrEqual(4.5);
    }
  });
});
