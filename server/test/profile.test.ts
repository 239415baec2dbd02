import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { insertReseller, insertUser, login, type UserFixture } from './helpers/fixtures';
import { createTestContextWithDataDir, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/** A 1x1 GIF89a, a minimal JPEG and the PNG signature followed by a header: genuine magic numbers. */
const GIF = Buffer.from(
  '47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b',
  'hex',
);
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d4948445200000001000000010806000000', 'hex'),
]);
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

interface Picture {
  bytes: Buffer;
  name: string;
  type: string;
}

async function multipart(fields: Record<string, string>, picture?: Picture) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (picture) {
    form.append(
      'profile_picture',
      new Blob([new Uint8Array(picture.bytes)], { type: picture.type }),
      picture.name,
    );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

interface ProfileReply {
  success: boolean;
  message: string;
  data: Record<string, unknown>;
  errors?: Record<string, string[]>;
}

describe.each(databases)('profile on %s', (dialect) => {
  const ALPHA = 'alpha.localhost';

  const ctx = useTestContext(() => createTestContextWithDataDir(dialect));

  async function signedIn(host = 'localhost'): Promise<{ user: UserFixture; token: string }> {
    const resellerId =
      host === ALPHA
        ? ((
            await ctx.db
              .selectFrom('resellers')
              .select('id')
              .where('subdomain', '=', 'alpha')
              .executeTakeFirst()
          )?.id ?? (await insertReseller(ctx.db, { subdomain: 'alpha' })))
        : null;
    const user = await insertUser(ctx.db, { reseller_id: resellerId });
    return { user, token: await login(ctx.app, user, host) };
  }

  async function postProfile(
    token: string,
    fields: Record<string, string>,
    picture?: Picture,
    host = 'localhost',
  ) {
    const body = await multipart(fields, picture);
    return request(ctx.app, { method: 'POST', url: '/api/user', host, token, ...body });
  }

  function uploadedFile(url: unknown): string {
    return path.join(ctx.config.dataDir, 'uploads', path.basename(String(url)));
  }

  it('updates the fields, keeps the email and answers the spec shape', async () => {
    const { user, token } = await signedIn();
    const res = await postProfile(token, {
      name: '  Ann Smith ',
      phone: '+1 555 0100',
      company: 'Acme',
      bio: 'Hello',
      email: 'changed@example.test',
    });
    expect(res.statusCode).toBe(200);
    const reply = res.json() as ProfileReply;
    expect(reply).toEqual({
      success: true,
      message: 'Profile updated successfully!',
      data: {
        id: user.id,
        name: 'Ann Smith',
        email: user.email,
        role: 'user',
        phone: '+1 555 0100',
        company: 'Acme',
        bio: 'Hello',
        profile_picture: null,
        reseller_name: null,
        language: null,
      },
    });
    const row = await ctx.db
      .selectFrom('users')
      .select(['email', 'name'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: user.email, name: 'Ann Smith' });
    const me = await request(ctx.app, { method: 'GET', url: '/api/user', token });
    expect((me.json() as ProfileReply).data.company).toBe('Acme');
  });

  it('clears optional fields sent empty', async () => {
    const { token } = await signedIn();
    await postProfile(token, { name: 'Ann', phone: '1', company: 'C', bio: 'B' });
    const res = await postProfile(token, { name: 'Ann', phone: '', company: ' ', bio: '' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as ProfileReply;
    expect([data.phone, data.company, data.bio]).toEqual([null, null, null]);
  });

  it('refuses invalid fields with the spec messages and changes nothing', async () => {
    const { user, token } = await signedIn();
    const missing = await postProfile(token, { name: '  ' });
    expect(missing.statusCode).toBe(422);
    expect((missing.json() as ProfileReply).errors).toEqual({ name: ['Name is required'] });
    const long = await postProfile(token, {
      name: 'n'.repeat(256),
      phone: '1'.repeat(21),
      company: 'c'.repeat(256),
      bio: 'b'.repeat(1001),
    });
    expect(long.statusCode).toBe(422);
    expect((long.json() as ProfileReply).errors).toEqual({
      name: ['Name must be less than 255 characters'],
      phone: ['Phone number must be less than 20 characters'],
      company: ['Company name must be less than 255 characters'],
      bio: ['Bio must be less than 1000 characters'],
    });
    const atLimits = await postProfile(token, {
      name: 'n'.repeat(255),
      phone: '1'.repeat(20),
      company: 'c'.repeat(255),
      bio: 'é'.repeat(1000),
    });
    expect(atLimits.statusCode).toBe(200);
    const row = await ctx.db
      .selectFrom('users')
      .select('bio')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.bio).toBe('é'.repeat(1000));
  });

  it("keeps the user's own language: saved, answered at sign-in, cleared back to the site's, refused when not offered", async () => {
    const { user, token } = await signedIn();
    const saved = await postProfile(token, { name: 'Ann', language: 'de' });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as ProfileReply).data.language).toBe('de');
    // Left out of a later save (an older client): unchanged.
    expect((await postProfile(token, { name: 'Ann B' })).statusCode).toBe(200);
    const signIn = await request(ctx.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password, remember: false },
    });
    expect((signIn.json() as { user: Record<string, unknown> }).user.language).toBe('de');
    const refused = await postProfile(token, { name: 'Ann', language: 'fr' });
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as ProfileReply).errors).toEqual({
      language: ['Please choose one of the languages offered'],
    });
    const cleared = await postProfile(token, { name: 'Ann', language: '' });
    expect((cleared.json() as ProfileReply).data.language).toBeNull();
  });

  it('accepts a JSON body without a picture', async () => {
    const { token } = await signedIn();
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/user',
      token,
      payload: { name: 'Json Name', phone: '123' },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as ProfileReply).data).toMatchObject({ name: 'Json Name', phone: '123' });
  });

  it('stores a GIF, JPG or PNG picture under /uploads and removes the previous one', async () => {
    const { user, token } = await signedIn();
    const first = await postProfile(
      token,
      { name: 'Pic' },
      { bytes: GIF, name: 'a.gif', type: 'image/gif' },
    );
    expect(first.statusCode).toBe(200);
    const gifUrl = (first.json() as ProfileReply).data.profile_picture;
    expect(gifUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.gif$/);
    expect(fs.readFileSync(uploadedFile(gifUrl)).equals(GIF)).toBe(true);
    const served = await request(ctx.app, { method: 'GET', url: String(gifUrl) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/gif');

    // The type comes from the bytes, not from the name or the declared type.
    const second = await postProfile(
      token,
      { name: 'Pic' },
      { bytes: JPEG, name: 'photo.png', type: 'image/png' },
    );
    const jpgUrl = (second.json() as ProfileReply).data.profile_picture;
    expect(jpgUrl).toMatch(/\.jpg$/);
    expect(fs.existsSync(uploadedFile(gifUrl))).toBe(false);

    const third = await postProfile(
      token,
      { name: 'Pic' },
      { bytes: PNG, name: 'p.png', type: 'image/png' },
    );
    expect((third.json() as ProfileReply).data.profile_picture).toMatch(/\.png$/);
    expect(fs.existsSync(uploadedFile(jpgUrl))).toBe(false);

    // Without a new picture the current one stays.
    const fourth = await postProfile(token, { name: 'No new picture' });
    expect((fourth.json() as ProfileReply).data.profile_picture).toBe(
      (third.json() as ProfileReply).data.profile_picture,
    );
    const row = await ctx.db
      .selectFrom('users')
      .select('profile_picture')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.profile_picture).toBe((third.json() as ProfileReply).data.profile_picture);
  });

  it('refuses an HTML file renamed .png, a picture over 2MB and non-images, storing nothing', async () => {
    const { user, token } = await signedIn();
    const before = fs.existsSync(path.join(ctx.config.dataDir, 'uploads'))
      ? fs.readdirSync(path.join(ctx.config.dataDir, 'uploads')).length
      : 0;
    const html = await postProfile(
      token,
      { name: 'Renamed' },
      { bytes: HTML, name: 'me.png', type: 'image/png' },
    );
    expect(html.statusCode).toBe(422);
    expect(html.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { profile_picture: ['Please choose a PNG, JPG or GIF image'] },
    });
    const svg = await postProfile(
      token,
      { name: 'Svg' },
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        name: 'a.svg',
        type: 'image/svg+xml',
      },
    );
    expect((svg.json() as ProfileReply).errors).toEqual({
      profile_picture: ['Please choose a PNG, JPG or GIF image'],
    });
    const big = Buffer.concat([GIF, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await postProfile(
      token,
      { name: 'Big' },
      { bytes: big, name: 'b.gif', type: 'image/gif' },
    );
    expect(tooBig.statusCode).toBe(422);
    expect((tooBig.json() as ProfileReply).errors).toEqual({
      profile_picture: ['The image must be 2MB or smaller'],
    });
    // Exactly 2MB is fine.
    const exact = Buffer.concat([GIF, Buffer.alloc(2 * 1024 * 1024 - GIF.length)]);
    const atLimit = await postProfile(
      token,
      { name: 'Exact' },
      { bytes: exact, name: 'e.gif', type: 'image/gif' },
    );
    expect(atLimit.statusCode).toBe(200);
    const after = fs.readdirSync(path.join(ctx.config.dataDir, 'uploads')).length;
    expect(after).toBe(before + 1);
    const row = await ctx.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Exact');
  });

  it('reports field errors and a bad picture together', async () => {
    const { token } = await signedIn();
    const res = await postProfile(
      token,
      { name: '' },
      { bytes: HTML, name: 'x.gif', type: 'image/gif' },
    );
    expect((res.json() as ProfileReply).errors).toEqual({
      name: ['Name is required'],
      profile_picture: ['Please choose a PNG, JPG or GIF image'],
    });
  });

  it('updates only the signed-in user, on their own tenant', async () => {
    const { user, token } = await signedIn(ALPHA);
    const other = await insertUser(ctx.db, { name: 'Untouched' });
    const res = await postProfile(
      token,
      { name: 'Alpha Ann', id: String(other.id) },
      undefined,
      ALPHA,
    );
    expect(res.statusCode).toBe(200);
    expect((res.json() as ProfileReply).data).toMatchObject({
      id: user.id,
      name: 'Alpha Ann',
      reseller_name: 'alpha Org',
    });
    const untouched = await ctx.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(untouched.name).toBe('Untouched');
    // The reseller's session is refused on the main host.
    const elsewhere = await postProfile(token, { name: 'Elsewhere' });
    expect(elsewhere.statusCode).toBe(401);
    const signedOut = await request(ctx.app, {
      method: 'POST',
      url: '/api/user',
      payload: { name: 'x' },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  describe('password change', () => {
    function putPassword(token: string, payload: Record<string, string>, host = 'localhost') {
      return request(ctx.app, { method: 'PUT', url: '/api/user/password', host, token, payload });
    }

    it('validates with the spec messages', async () => {
      const { token } = await signedIn();
      const empty = await putPassword(token, {
        current_password: '',
        new_password: '',
        new_password_confirmation: '',
      });
      expect(empty.statusCode).toBe(422);
      expect((empty.json() as ProfileReply).errors).toEqual({
        current_password: ['Current password is required'],
        new_password: ['New password is required'],
        new_password_confirmation: ['Password confirmation is required'],
      });
      const weak = await putPassword(token, {
        current_password: 'whatever',
        new_password: 'short',
        new_password_confirmation: 'other',
      });
      expect((weak.json() as ProfileReply).errors).toEqual({
        new_password: ['New password must be at least 8 characters'],
        new_password_confirmation: ['Passwords do not match'],
      });
    });

    it('refuses a wrong current password and keeps the old one', async () => {
      const { user, token } = await signedIn();
      const res = await putPassword(token, {
        current_password: 'not my password',
        new_password: 'brand-new-pass',
        new_password_confirmation: 'brand-new-pass',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'The current password is incorrect.',
        errors: { current_password: ['The current password is incorrect.'] },
      });
      await expect(login(ctx.app, user)).resolves.toEqual(expect.any(String));
      await expect(login(ctx.app, { ...user, password: 'brand-new-pass' })).rejects.toThrow();
    });

    it('changes the password and signs out every other session, keeping this one', async () => {
      const { user, token } = await signedIn(ALPHA);
      const otherSession = await login(ctx.app, user, ALPHA);
      const remembered = await login(ctx.app, user, ALPHA, true);
      const stranger = await signedIn(ALPHA);
      const res = await putPassword(
        token,
        {
          current_password: user.password,
          new_password: 'brand-new-pass',
          new_password_confirmation: 'brand-new-pass',
        },
        ALPHA,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Password changed successfully!' });

      const me = (t: string) =>
        request(ctx.app, { method: 'GET', url: '/api/user', host: ALPHA, token: t });
      expect((await me(token)).statusCode).toBe(200);
      expect((await me(otherSession)).statusCode).toBe(401);
      expect((await me(remembered)).statusCode).toBe(401);
      expect((await me(stranger.token)).statusCode).toBe(200);

      await expect(login(ctx.app, user, ALPHA)).rejects.toThrow();
      await expect(login(ctx.app, { ...user, password: 'brand-new-pass' }, ALPHA)).resolves.toEqual(
        expect.any(String),
      );
    });

    it('throttles wrong current passwords like a login', async () => {
      const { user, token } = await signedIn();
      const wrong = {
        current_password: 'wrong password',
        new_password: 'brand-new-pass',
        new_password_confirmation: 'brand-new-pass',
      };
      for (let i = 0; i < 5; i += 1) {
        expect((await putPassword(token, wrong)).statusCode).toBe(422);
      }
      const blocked = await putPassword(token, { ...wrong, current_password: user.password });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
      expect((blocked.json() as { message: string }).message).toMatch(
        /^Too many password change attempts\. Please try again in \d+ seconds\.$/,
      );
      // Nothing changed while blocked.
      await expect(login(ctx.app, user)).resolves.toEqual(expect.any(String));
    });

    it("needs a session on the user's own tenant", async () => {
      const { token } = await signedIn(ALPHA);
      const payload = {
        current_password: 'x',
        new_password: 'brand-new-pass',
        new_password_confirmation: 'brand-new-pass',
      };
      expect((await putPassword(token, payload)).statusCode).toBe(401);
      const res = await request(ctx.app, { method: 'PUT', url: '/api/user/password', payload });
      expect(res.statusCode).toBe(401);
    });
  });
});
