import { describe, expect, it } from '@jest/globals';
import {
  isPaymentUrl,
  loginAsUrl,
  pathAfterLogin,
  pathAfterLoginAs,
  pathAfterRegister,
  pathAfterSwitchUser,
  pathForSignedInGuest,
  pathForSignedOut,
} from './navigation';

describe('after login (spec 000 §4)', () => {
  it('goes to the intended URL when there is one, whatever the role', () => {
    expect(pathAfterLogin('user', '/call-logs/abc')).toBe('/call-logs/abc');
    expect(pathAfterLogin('admin', '/assistants/3/edit')).toBe('/assistants/3/edit');
  });
  it.each([
    ['admin', '/admin'],
    ['super_admin', '/admin'],
    ['reseller_admin', '/admin'],
    ['user', '/dashboard'],
    ['content_admin', '/dashboard'],
    [undefined, '/dashboard'],
  ])('without one sends %s to %s', (role, path) => {
    expect(pathAfterLogin(role, null)).toBe(path);
  });
});

describe('after registration (spec 000 §4)', () => {
  it('goes to the intended URL only when it contains /payment', () => {
    expect(pathAfterRegister('/payment?package_id=2')).toBe('/payment?package_id=2');
    expect(pathAfterRegister('/assistants')).toBe('/dashboard');
    expect(pathAfterRegister(null)).toBe('/dashboard');
  });
});

describe('after login-as (spec 000 §4)', () => {
  it.each([
    ['admin', '/super-admin'],
    ['content_admin', '/super-admin'],
    ['reseller_admin', '/super-admin'],
    ['user', '/dashboard'],
    [null, '/dashboard'],
  ])('sends %s to %s', (role, path) => {
    expect(pathAfterLoginAs(role)).toBe(path);
  });
});

describe('switching user on the same reseller (spec 000 §4)', () => {
  it('sends an admin to /super-admin, a reseller admin or user to /dashboard', () => {
    expect(pathAfterSwitchUser('admin')).toBe('/super-admin');
    expect(pathAfterSwitchUser('super_admin')).toBe('/super-admin');
    expect(pathAfterSwitchUser('content_admin')).toBe('/dashboard');
    expect(pathAfterSwitchUser('reseller_admin')).toBe('/dashboard');
    expect(pathAfterSwitchUser('user')).toBe('/dashboard');
  });
  it('builds the other reseller’s /loginas URL', () => {
    expect(loginAsUrl('acme.example.com', 'a b')).toBe(
      'https://acme.example.com/loginas?token=a%20b',
    );
    expect(loginAsUrl('http://acme.localhost:3000/', 't')).toBe(
      'http://acme.localhost:3000/loginas?token=t',
    );
  });
});

describe('guest-only pages for a signed-in user (spec 000 §2, 001 §2)', () => {
  it('go to a remembered payment URL', () => {
    expect(pathForSignedInGuest('/payment?package_id=3')).toBe('/payment?package_id=3');
    expect(pathForSignedInGuest('/payment')).toBe('/payment');
  });
  it('otherwise go to /dashboard', () => {
    expect(pathForSignedInGuest('/assistants')).toBe('/dashboard');
    expect(pathForSignedInGuest('/payment-success')).toBe('/dashboard');
    expect(pathForSignedInGuest(null)).toBe('/dashboard');
  });
});

describe('protected routes for a signed-out visitor (spec 000 §4, 001 §2)', () => {
  it('send /payment to /register', () => {
    expect(pathForSignedOut('/payment')).toBe('/register');
    expect(pathForSignedOut('/payment?package_id=1')).toBe('/register');
  });
  it('send everything else to /login', () => {
    expect(pathForSignedOut('/dashboard')).toBe('/login');
    expect(pathForSignedOut('/payment-success')).toBe('/login');
    expect(pathForSignedOut('/admin/users')).toBe('/login');
  });
  it('recognise the /payment route only', () => {
    expect(isPaymentUrl('/payment#top')).toBe(true);
    expect(isPaymentUrl('/payments')).toBe(false);
    expect(isPaymentUrl('/subscription')).toBe(false);
  });
});
