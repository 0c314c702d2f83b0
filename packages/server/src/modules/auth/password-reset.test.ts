import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetTokenFrom, startSmtpReceiver } from '../../../test/smtp-receiver.js';
import { queryRows } from '../../../test/sql.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let t: TestApp;
let clockOffsetMs = 0;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp(
    { smtpUrl: smtp.url, publicUrl: 'https://ci.example.com' },
    { now: () => new Date(Date.now() + clockOffsetMs) },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const en = { cookie: 'language=en' };
const retrieve = (account: string) =>
  t.request({ method: 'GET', url: `/api/v1/retrieve?account=${encodeURIComponent(account)}`, headers: en });
const reset = (token: string | undefined, password: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/reset',
    headers: en,
    ...(token ? { token } : {}),
    payload: { password },
  });

describe('password retrieval through a real SMTP server', () => {
  it('mails a link that sets a new password once', async () => {
    const session = await t.createUser('forgetful', 'old-password-1', 'forgetful@example.com');
    const seen = smtp.inbox.length;
    const res = await retrieve('forgetful');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'fo*******@example.com' });

    const mail = await smtp.nextMail(seen);
    expect(mail.to).toEqual(['forgetful@example.com']);
    expect(mail.raw).toContain('https://ci.example.com/login/password/reset?token=');
    const token = resetTokenFrom(mail);

    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters');

    const ok = await reset(token, 'new-password-1');
    expect(ok.statusCode).toBe(200);
    // The new password ends the sessions signed in with the old one.
    const signedIn = (user: { token: string }) =>
      t.request({ method: 'GET', url: '/api/v1/user/count', token: user.token });
    expect((await signedIn(session)).statusCode).toBe(401);
    expect((await signedIn(await t.login('forgetful', 'new-password-1'))).statusCode).toBe(200);
    const old = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      payload: { account: 'forgetful', password: 'old-password-1' },
    });
    expect(old.statusCode).toBe(401);

    const again = await reset(token, 'third-password-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 10017, message: 'code already used' });
    await t.login('forgetful', 'new-password-1');
  });

  it('finds the user by mailbox too, and refuses a second mail while the code is valid (10018)', async () => {
    await t.createUser('twice', 'password-1', 'twice@example.com');
    const seen = smtp.inbox.length;
    expect((await retrieve('TWICE@example.com')).statusCode).toBe(200);
    await smtp.nextMail(seen);
    const second = await retrieve('twice');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({
      type: 'error',
      code: 10018,
      message: 'verification code not expired, check email',
    });
    expect(smtp.inbox.length).toBe(seen + 1);
  });

  it('answers 10014 for an unknown mailbox or a user without one', async () => {
    const unknown = await retrieve('nobody@example.com');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 10014, message: 'entered mailbox does not exist' });
    const admin = await retrieve('admin'); // the administrator has no mailbox yet
    expect(admin.json().code).toBe(10014);
  });

  it('answers 10015 for a wrong or tampered code and changes nothing', async () => {
    await t.createUser('tamper', 'password-1', 'tamper@example.com');
    const seen = smtp.inbox.length;
    await retrieve('tamper');
    const token = resetTokenFrom(await smtp.nextMail(seen));
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${payload}.${signature?.slice(0, -4)}AAAA`;
    for (const bad of [forged, 'not-a-token', t.admin.token, undefined]) {
      const res = await reset(bad, 'password-2-new');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 10015, message: 'code incorrect' });
    }
    await t.login('tamper', 'password-1');
    // the real code still works afterwards
    expect((await reset(token, 'password-2-new')).statusCode).toBe(200);
  });

  it('answers 10016 for an expired code, after which a new mail may be sent', async () => {
    await t.createUser('slow', 'password-1', 'slow@example.com');
    const seen = smtp.inbox.length;
    await retrieve('slow');
    const token = resetTokenFrom(await smtp.nextMail(seen));
    clockOffsetMs = t.config.resetTtlMs + 1000;
    try {
      const res = await reset(token, 'password-2-new');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 10016, message: 'code expired' });
      await t.login('slow', 'password-1');
      expect((await retrieve('slow')).statusCode).toBe(200);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('does not accept a reset code as a session token', async () => {
    await t.createUser('sneaky', 'password-1', 'sneaky@example.com');
    const seen = smtp.inbox.length;
    await retrieve('sneaky');
    const token = resetTokenFrom(await smtp.nextMail(seen));
    const res = await t.request({ method: 'GET', url: '/api/v1/user/count', token });
    expect(res.statusCode).toBe(401);
  });

  it('rejects an empty or oversized account query', async () => {
    expect((await retrieve('')).statusCode).toBe(400);
    expect((await retrieve('x'.repeat(300))).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/v1/retrieve' })).statusCode).toBe(400);
  });
});

describe('password retrieval without mail', () => {
  it('says mail is not configured and stores no code', async () => {
    const noMail = await createTestApp();
    try {
      await noMail.createUser('mailless', 'password-1', 'mailless@example.com');
      const res = await noMail.request({
        method: 'GET',
        url: '/api/v1/retrieve?account=mailless',
        headers: en,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Mail is not configured, please contact the administrator');
      const rows = await queryRows(noMail.database.db, sql`select count(*)::int as n from password_resets`);
      expect(rows[0]).toEqual({ n: 0 });
    } finally {
      await noMail.close();
    }
  });

  it('removes the code when the SMTP server cannot be reached', async () => {
    const broken = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      await broken.createUser('unlucky', 'password-1', 'unlucky@example.com');
      const res = await broken.request({
        method: 'GET',
        url: '/api/v1/retrieve?account=unlucky',
        headers: en,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Failed to send the mail');
      const rows = await queryRows(broken.database.db, sql`select count(*)::int as n from password_resets`);
      expect(rows[0]).toEqual({ n: 0 });
    } finally {
      await broken.close();
    }
  });
});
