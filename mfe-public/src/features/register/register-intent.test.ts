import { describe, expect, it } from '@jest/globals';
import { registerPathForPlan } from '@voice/session';
import { REGISTER_FOR_DEMO_PATH } from '../shared/demo-paths';
import { pathRequestedAtRegister } from './register-intent';

describe('a registration that remembers what the visitor chose', () => {
  it('carries a plan from /pricing to its payment page', () => {
    const register = registerPathForPlan(7, 'yearly');
    expect(register).toBe('/register?plan=7&interval=yearly');
    expect(pathRequestedAtRegister(register.slice('/register'.length))).toBe(
      '/payment?package_id=7&interval=yearly',
    );
    expect(pathRequestedAtRegister('?plan=3')).toBe('/payment?package_id=3&interval=monthly');
  });

  it('carries the demo from the hero to the demo page', () => {
    expect(REGISTER_FOR_DEMO_PATH).toBe('/register?next=demo-request');
    expect(pathRequestedAtRegister('?next=demo-request')).toBe('/demo-request');
  });

  it('ignores anything else', () => {
    expect(pathRequestedAtRegister('')).toBeNull();
    expect(pathRequestedAtRegister('?plan=abc')).toBeNull();
    expect(pathRequestedAtRegister('?plan=0')).toBeNull();
    expect(pathRequestedAtRegister('?next=https://evil.test')).toBeNull();
    expect(pathRequestedAtRegister('?next=admin')).toBeNull();
  });
});
