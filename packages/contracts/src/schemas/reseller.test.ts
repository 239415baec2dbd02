import { describe, expect, it } from '@jest/globals';
import { errorsOf } from '../test-support/errors';
import {
  domainAvailabilitySchema,
  RESELLER_STEP_SCHEMAS,
  resellerAdminStepSchema,
  resellerCompanyStepSchema,
  resellerHostingStepSchema,
  resellerPackageStepSchema,
  resellerRegistrationSchema,
} from './reseller';

const valid = {
  org_name: 'Acme Voice',
  company_email: 'hello@acme.test',
  logo_file: null,
  subdomain_name: 'acme-voice',
  admin_name: 'Ann Admin',
  admin_email: 'ann@acme.test',
  admin_phone: '+15550001111',
  billing_interval: 'yearly',
  terms: true,
  reseller_package_id: 2,
};

describe('reseller wizard step 1 (Company Info)', () => {
  it('requires the organization name', async () => {
    expect(await errorsOf(resellerCompanyStepSchema, { org_name: '  ' })).toEqual({
      org_name: ['Organization name is required'],
    });
  });
  it('rejects a logo that is not an image or is over 2MB', async () => {
    expect(
      await errorsOf(resellerCompanyStepSchema, {
        org_name: 'A',
        logo_file: { name: 'logo.pdf', type: 'application/pdf', size: 10 },
      }),
    ).toEqual({ logo_file: ['Please choose a PNG, JPG or GIF image'] });
    expect(
      await errorsOf(resellerCompanyStepSchema, {
        org_name: 'A',
        logo_file: { name: 'logo.png', type: 'image/png', size: 2 * 1024 * 1024 + 1 },
      }),
    ).toEqual({ logo_file: ['The image must be 2MB or smaller'] });
  });
  it('passes a name with a small PNG logo', async () => {
    const logo = new File([new Uint8Array(10)], 'logo.png', { type: 'image/png' });
    expect(await errorsOf(resellerCompanyStepSchema, { org_name: 'A', logo_file: logo })).toEqual(
      {},
    );
  });
});

describe('reseller wizard step 2 (Hosting)', () => {
  it('requires the subdomain', async () => {
    expect(await errorsOf(resellerHostingStepSchema, { subdomain_name: '' })).toEqual({
      subdomain_name: ['Subdomain name is required'],
    });
  });
  it.each(['-acme', 'acme-', 'ac_me', 'ac me', 'acmé', 'a'.repeat(64)])(
    'rejects %s',
    async (subdomain_name) => {
      expect(await errorsOf(resellerHostingStepSchema, { subdomain_name })).toEqual({
        subdomain_name: ['Subdomain name can only contain letters, numbers, and hyphens'],
      });
    },
  );
  it.each(['a', 'acme', 'Acme-Voice-2', 'a'.repeat(63)])('accepts %s', async (subdomain_name) => {
    expect(await errorsOf(resellerHostingStepSchema, { subdomain_name })).toEqual({});
  });
  it('uses the same rule for the availability check payload', async () => {
    expect(await errorsOf(domainAvailabilitySchema, { subdomain: 'bad_name' })).toEqual({
      subdomain: ['Subdomain name can only contain letters, numbers, and hyphens'],
    });
  });
});

describe('reseller wizard step 3 (Admin Details)', () => {
  it('requires name, email and phone', async () => {
    expect(await errorsOf(resellerAdminStepSchema, {})).toEqual({
      admin_name: ['Admin name is required'],
      admin_email: ['Admin email is required'],
      admin_phone: ['Admin phone is required'],
    });
  });
  it('requires a well-formed email', async () => {
    expect(
      await errorsOf(resellerAdminStepSchema, {
        admin_name: 'A',
        admin_email: 'not-an-email',
        admin_phone: '1',
      }),
    ).toEqual({ admin_email: ['Please enter a valid email address'] });
  });
});

describe('reseller wizard step 4 (Choose Package)', () => {
  it('requires a package and the terms', async () => {
    expect(
      await errorsOf(resellerPackageStepSchema, { reseller_package_id: null, terms: false }),
    ).toEqual({
      reseller_package_id: ['Please select a package'],
      terms: ['You must agree to the terms and conditions'],
    });
  });
  it('passes with a package and the terms accepted, defaulting to monthly billing', async () => {
    const result = await resellerPackageStepSchema.validate({
      reseller_package_id: 1,
      terms: true,
    });
    expect(result.billing_interval).toBe('monthly');
  });
});

describe('the whole reseller registration', () => {
  it('passes a complete form', async () => {
    expect(await errorsOf(resellerRegistrationSchema, valid)).toEqual({});
  });
  it('reports the errors of every step at once', async () => {
    const errors = await errorsOf(resellerRegistrationSchema, {});
    expect(Object.keys(errors).sort()).toEqual(
      [
        'org_name',
        'subdomain_name',
        'admin_name',
        'admin_email',
        'admin_phone',
        'reseller_package_id',
        'terms',
      ].sort(),
    );
  });
  it('lists the four steps in order', () => {
    expect(RESELLER_STEP_SCHEMAS).toEqual([
      resellerCompanyStepSchema,
      resellerHostingStepSchema,
      resellerAdminStepSchema,
      resellerPackageStepSchema,
    ]);
  });
});
