import { describe, expect, it } from '@jest/globals';
import { setupI18n, type Messages } from '@lingui/core';
import { ValidationError } from 'yup';
import * as contracts from './index';
import * as schemas from './schemas';
import { contractsMessages } from './messages-catalog';

/** Every string of every exported *_MESSAGES object (nested), with the text a person reads. */
function messageTexts(): string[] {
  const texts: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') {
      if (/^[A-Z]/.test(value) && /\s/.test(value) && !/\s$/.test(value) && !value.includes('{'))
        texts.push(value);
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(collect);
    }
  };
  for (const [name, value] of [...Object.entries(contracts), ...Object.entries(schemas)]) {
    if (name.endsWith('_MESSAGES')) collect(value);
  }
  return [...new Set(texts)];
}

describe('the contracts catalog', () => {
  it('has nothing to load for English: the text is the message', async () => {
    expect(await contractsMessages('en')).toEqual({});
  });

  it.each(['es', 'de'] as const)('translates every *_MESSAGES text into %s', async (language) => {
    const messages = await contractsMessages(language);
    const texts = messageTexts();
    expect(texts.length).toBeGreaterThan(150);
    expect(texts.filter((text) => messages[text] === undefined)).toEqual([]);
  });

  it("translates a schema's validation messages", async () => {
    const i18n = setupI18n({
      locale: 'es',
      messages: { es: (await contractsMessages('es')) as Messages },
    });
    const error = await schemas.forgotPasswordSchema
      .validate({ email: '' })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ValidationError);
    const text = (error as ValidationError).message;
    expect(text).toBe('Email is required');
    expect(i18n._(text)).toBe('El correo electrónico es obligatorio');
  });
});
