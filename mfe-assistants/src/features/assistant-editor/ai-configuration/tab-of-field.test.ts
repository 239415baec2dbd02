import { describe, expect, it } from '@jest/globals';
import { tabOfField } from './tab-of-field';

describe('tabOfField', () => {
  it('gives the tab of model, voice and transcriber paths', () => {
    expect(tabOfField('model.messages.0.content')).toBe('model');
    expect(tabOfField('model.messages[0].content')).toBe('model');
    expect(tabOfField('model.temperature')).toBe('model');
    expect(tabOfField('voice.speed')).toBe('voice');
    expect(tabOfField('voice')).toBe('voice');
    expect(tabOfField('transcriber.confidenceThreshold')).toBe('transcriber');
  });

  it('gives null for fields outside the tabs', () => {
    expect(tabOfField('name')).toBeNull();
    expect(tabOfField('metadata.company_name')).toBeNull();
    expect(tabOfField('analysisPlan.summaryTimeout')).toBeNull();
    expect(tabOfField('modelling')).toBeNull();
    expect(tabOfField('voices.0')).toBeNull();
    expect(tabOfField('')).toBeNull();
  });
});
