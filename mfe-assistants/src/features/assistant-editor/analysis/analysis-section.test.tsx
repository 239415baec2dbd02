import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CHECKLIST } from '@voice/contracts';
import { renderInForm } from '../ai-configuration/test-support';
import { AnalysisSection } from './analysis-section';

const byId = (id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no element #${id}`);
  return element;
};

describe('AnalysisSection', () => {
  it('binds the summary settings, with the timeout and minimum messages limits', async () => {
    const { probe } = renderInForm(<AnalysisSection />);
    expect(screen.getByRole('region', { name: 'Analysis Configuration' })).toBeInTheDocument();
    const summary = screen.getByRole('checkbox', { name: 'Generate a call summary' });
    expect(summary).toHaveAttribute('name', 'analysisPlan.summary');
    expect(summary).toHaveAttribute('id', 'field-analysisPlan-summary');
    expect(summary).toBeChecked();
    await userEvent.click(summary);
    expect(probe.values.analysisPlan.summary).toBe(false);

    const timeout = screen.getByRole('spinbutton', { name: 'Summary timeout (seconds)' });
    expect(timeout).toHaveAttribute('id', 'field-analysisPlan-summaryTimeout');
    expect(timeout).toHaveAttribute('min', '1');
    expect(timeout).toHaveAttribute('max', '60');
    await userEvent.clear(timeout);
    await userEvent.type(timeout, '30');
    expect(probe.values.analysisPlan.summaryTimeout).toBe(30);

    const minMessages = screen.getByRole('spinbutton', { name: 'Minimum messages' });
    expect(minMessages).toHaveAttribute('name', 'analysisPlan.minMessages');
    expect(minMessages).toHaveAttribute('min', '0');
    expect(minMessages).toHaveAttribute('max', '10');
    for (const name of [
      'Success evaluation timeout (seconds)',
      'Structured data timeout (seconds)',
    ]) {
      expect(screen.getByRole('spinbutton', { name })).toHaveAttribute('max', '60');
    }
  });

  it('shows a field error once touched', () => {
    renderInForm(<AnalysisSection />, {
      initialErrors: {
        analysisPlan: { summaryTimeout: 'Summary timeout must be between 1 and 60 seconds' },
      },
      initialTouched: { analysisPlan: { summaryTimeout: true } },
    });
    const timeout = byId('field-analysisPlan-summaryTimeout');
    expect(timeout).toHaveAttribute('aria-invalid', 'true');
    expect(timeout).toHaveAccessibleDescription(
      expect.stringContaining('Summary timeout must be between 1 and 60 seconds'),
    );
  });

  it('edits the success checklist: defaults, add, remove and restore', async () => {
    const { probe } = renderInForm(<AnalysisSection />);
    expect(screen.getByRole('textbox', { name: 'Checklist item 1' })).toHaveValue(
      'Customer inquiry was addressed',
    );
    expect(byId('field-analysisPlan-checklist-2-text')).toHaveValue('Call ended professionally');

    await userEvent.click(screen.getByRole('button', { name: 'Add checklist item' }));
    await userEvent.type(byId('field-analysisPlan-checklist-3-text'), 'Booked a visit');
    expect(probe.values.analysisPlan.checklist[3]).toEqual({
      checked: true,
      text: 'Booked a visit',
    });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Use item 1' }));
    expect(probe.values.analysisPlan.checklist[0]?.checked).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Remove checklist item 2' }));
    expect(probe.values.analysisPlan.checklist.map((i) => i.text)).toEqual([
      'Customer inquiry was addressed',
      'Call ended professionally',
      'Booked a visit',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Restore default checklist' }));
    expect(probe.values.analysisPlan.checklist).toEqual(DEFAULT_CHECKLIST);
  });

  it('builds the structured data schema with field_N names, types and flags', async () => {
    const { probe } = renderInForm(<AnalysisSection />);
    const add = screen.getByRole('button', { name: 'Add property' });
    await userEvent.click(add);
    await userEvent.click(add);
    await userEvent.click(add);
    expect(probe.values.analysisPlan.dataSchema.map((p) => p.name)).toEqual([
      'field_1',
      'field_2',
      'field_3',
    ]);
    const type = byId('field-analysisPlan-dataSchema-0-type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['string', 'number', 'boolean', 'array', 'object']);
    await userEvent.selectOptions(type, 'number');
    await userEvent.click(byId('field-analysisPlan-dataSchema-0-required'));
    await userEvent.click(byId('field-analysisPlan-dataSchema-0-isEnum'));
    await userEvent.type(byId('field-analysisPlan-dataSchema-0-description'), 'Party size');
    expect(probe.values.analysisPlan.dataSchema[0]).toEqual({
      name: 'field_1',
      type: 'number',
      required: true,
      isEnum: true,
      description: 'Party size',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Remove property 1' }));
    await userEvent.click(add);
    expect(probe.values.analysisPlan.dataSchema.map((p) => p.name)).toEqual([
      'field_2',
      'field_3',
      'field_4',
    ]);
  });

  it('switches the other features and the artifact plan', async () => {
    const { probe } = renderInForm(<AnalysisSection />);
    for (const [label, key] of [
      ['Sentiment analysis', 'sentiment'],
      ['Topics', 'topics'],
      ['Entities', 'entities'],
      ['Action items', 'actionItems'],
      ['Follow-ups', 'followUps'],
    ] as const) {
      const box = screen.getByRole('checkbox', { name: label });
      expect(box).toHaveAttribute('name', `analysisPlan.${key}`);
      await userEvent.click(box);
      expect(probe.values.analysisPlan[key]).toBe(true);
    }
    for (const key of ['recording', 'transcript', 'summary', 'analysis'] as const) {
      const box = byId(`field-artifactPlan-${key}`);
      expect(box).not.toBeChecked();
      await userEvent.click(box);
      expect(probe.values.artifactPlan[key]).toBe(true);
    }
    expect(screen.getByRole('checkbox', { name: 'Save the recording' })).toBeChecked();
  });
});
