import { describe, expect, it } from '@jest/globals';
import { MASK, changedFields, maskSecrets } from '../src/domains/platform/audit/record';

describe('audit entries mask secrets', () => {
  it('masks every secret-looking key, deep, and keeps the rest', () => {
    expect(
      maskSecrets({
        publishable_key: 'pk_test_1',
        secret_key: 'sk_test_2',
        nested: { webhook_secret: 'whsec_3', password: 'x', name: 'Alpha' },
        list: [{ api_key: 'k' }, { label: 'ok' }],
        empty_secret: '',
        token_count: null,
      }),
    ).toEqual({
      publishable_key: 'pk_test_1',
      secret_key: MASK,
      nested: { webhook_secret: MASK, password: MASK, name: 'Alpha' },
      list: [{ api_key: MASK }, { label: 'ok' }],
      empty_secret: '',
      token_count: null,
    });
  });

  it('keeps only the changed fields, masked', () => {
    expect(
      changedFields(
        { name: 'A', role: 'user', secret_key: 'old' },
        { name: 'A', role: 'reseller_admin', secret_key: 'new' },
      ),
    ).toEqual({
      before: { role: 'user', secret_key: MASK },
      after: { role: 'reseller_admin', secret_key: MASK },
    });
    expect(changedFields({ name: 'A' }, { name: 'A' })).toBeNull();
  });
});
