import { describe, expect, it } from '@jest/globals';
import { errorsOf } from '../test-support/errors';
import { changePasswordSchema, profileSchema } from './profile';

describe('profileSchema', () => {
  it('passes a valid profile, empty optional fields included', async () => {
    expect(
      await errorsOf(profileSchema, { name: 'Ann', phone: '', company: null, bio: '' }),
    ).toEqual({});
  });
  it('requires the name', async () => {
    expect(await errorsOf(profileSchema, { name: ' ' })).toEqual({ name: ['Name is required'] });
  });
  it('gives the spec message for every over-long field', async () => {
    expect(
      await errorsOf(profileSchema, {
        name: 'n'.repeat(256),
        phone: '1'.repeat(21),
        company: 'c'.repeat(256),
        bio: 'b'.repeat(1001),
      }),
    ).toEqual({
      name: ['Name must be less than 255 characters'],
      phone: ['Phone number must be less than 20 characters'],
      company: ['Company name must be less than 255 characters'],
      bio: ['Bio must be less than 1000 characters'],
    });
  });
  it('accepts values at the limits', async () => {
    expect(
      await errorsOf(profileSchema, {
        name: 'n'.repeat(255),
        phone: '1'.repeat(20),
        company: 'c'.repeat(255),
        bio: 'b'.repeat(1000),
      }),
    ).toEqual({});
  });
  it('checks the picture type and size', async () => {
    expect(
      await errorsOf(profileSchema, {
        name: 'Ann',
        profile_picture: new File(['x'], 'me.svg', { type: 'image/svg+xml' }),
      }),
    ).toEqual({ profile_picture: ['Please choose a PNG, JPG or GIF image'] });
    expect(
      await errorsOf(profileSchema, {
        name: 'Ann',
        profile_picture: new File(['x'], 'me.gif', { type: 'image/gif' }),
      }),
    ).toEqual({});
  });
});

describe('changePasswordSchema', () => {
  it('requires every field', async () => {
    expect(await errorsOf(changePasswordSchema, {})).toEqual({
      current_password: ['Current password is required'],
      new_password: ['New password is required'],
      new_password_confirmation: ['Password confirmation is required'],
    });
  });
  it('says only "required" for the empty strings a form submits', async () => {
    expect(
      await errorsOf(changePasswordSchema, {
        current_password: '',
        new_password: '',
        new_password_confirmation: '',
      }),
    ).toEqual({
      current_password: ['Current password is required'],
      new_password: ['New password is required'],
      new_password_confirmation: ['Password confirmation is required'],
    });
  });
  it('needs at least 8 characters and a matching confirmation', async () => {
    expect(
      await errorsOf(changePasswordSchema, {
        current_password: 'old',
        new_password: 'short',
        new_password_confirmation: 'other',
      }),
    ).toEqual({
      new_password: ['New password must be at least 8 characters'],
      new_password_confirmation: ['Passwords do not match'],
    });
  });
  it('passes valid input', async () => {
    expect(
      await errorsOf(changePasswordSchema, {
        current_password: 'old',
        new_password: 'long-enough',
        new_password_confirmation: 'long-enough',
      }),
    ).toEqual({});
  });
});
