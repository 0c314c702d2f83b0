import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpReceiver } from '../../../test/smtp-receiver.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { mailHosts } from '../../db/schema.js';
import { SecretBox } from '../../lib/crypto/aes.js';
import { loadServerKeys } from '../../lib/keys.js';
import { MailSettingsRepository } from './mail-settings.repository.js';
import { MailSettingsService } from './mail-settings.service.js';

const account = { user: 'robot', pass: 'smtp-pässword' };
let first: Awaited<ReturnType<typeof startSmtpReceiver>>;
let second: Awaited<ReturnType<typeof startSmtpReceiver>>;
let t: TestApp;

beforeAll(async () => {
  first = await startSmtpReceiver(account);
  second = await startSmtpReceiver(account);
  // SMTP_URL gives the first value: the first receiver, signed in as the robot
  const smtpUrl = `smtp://${account.user}:${encodeURIComponent(account.pass)}@127.0.0.1:${first.port}`;
  t = await createTestApp({ smtpUrl, smtpFrom: 'Slipway <noreply@slipway.local>' });
});
afterAll(async () => {
  await t.close();
  await first.close();
  await second.close();
});

const en = { cookie: 'language=en' };
const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, token: t.admin.token, headers: en, ...(payload ? { payload } : {}) });
const host = (port: number, password = account.pass) => ({
  name: '127.0.0.1',
  port,
  username: account.user,
  password,
  isTLS: false,
});

let users = 0;
/** Asks for a password reset mail for a new user; the answer's status. */
async function retrieve(): Promise<number> {
  users += 1;
  await t.createUser(`forgetful${users}`, 'old-password-1', `forgetful${users}@example.com`);
  const res = await t.request({
    method: 'GET',
    url: `/api/v1/retrieve?account=forgetful${users}`,
    headers: en,
  });
  return res.statusCode;
}

describe('the mail server of system settings', () => {
  it('starts from SMTP_URL and SMTP_FROM, the password sealed at rest and answered masked', async () => {
    const read = await admin('GET', '/api/v1/emails/host');
    expect(read.json()).toEqual({
      name: '127.0.0.1',
      port: first.port,
      username: 'robot',
      password: '********',
      isTLS: false,
      created_at: expect.any(Number),
      updated_at: expect.any(Number),
    });
    expect((await admin('GET', '/api/v1/emails/service')).json()).toMatchObject({
      address: 'noreply@slipway.local',
      display_name: 'Slipway',
    });
    const [row] = await t.database.db.select().from(mailHosts);
    expect(row?.password.startsWith('sealed:v1:')).toBe(true);
    expect(row?.password).not.toContain(account.pass);
  });

  it('sends password retrieval mails through the stored server, as the stored sender', async () => {
    expect(
      (await admin('POST', '/api/v1/emails/service', { address: 'ci@example.com', display_name: 'CI Bot' }))
        .statusCode,
    ).toBe(200);
    const seen = first.inbox.length;
    expect(await retrieve()).toBe(200);
    const mail = await first.nextMail(seen);
    expect(mail.to).toEqual([`forgetful${users}@example.com`]);
    expect(mail.raw).toMatch(/^From: "?CI Bot"? <ci@example\.com>/m);
  });

  it('uses a changed server from the next mail on; the mask as password keeps the stored one', async () => {
    expect((await admin('PATCH', '/api/v1/emails/host', host(second.port, '********'))).statusCode).toBe(200);
    const seen = second.inbox.length;
    expect(await retrieve()).toBe(200);
    expect((await second.nextMail(seen)).to).toEqual([`forgetful${users}@example.com`]);

    expect(
      (await admin('PATCH', '/api/v1/emails/host', host(second.port, 'wrong-password'))).statusCode,
    ).toBe(200);
    // the server refuses the account: the mail cannot go, and the caller is told so
    expect(await retrieve()).toBe(503);
  });

  it('sends nothing once deleted, and SMTP_URL does not bring it back', async () => {
    expect((await admin('DELETE', '/api/v1/emails/host')).statusCode).toBe(200);
    expect((await admin('GET', '/api/v1/emails/host')).json()).toBe('');
    expect(await retrieve()).toBe(503);
    const keys = loadServerKeys(t.dataDir, undefined);
    const restarted = new MailSettingsService({
      repository: new MailSettingsRepository(t.database.db),
      box: new SecretBox(keys.masterKey),
      keys,
      defaultSender: 'x <x@example.com>',
    });
    await restarted.seed(t.config.smtpUrl);
    expect(await restarted.host()).toBe('');

    expect((await admin('POST', '/api/v1/emails/host', host(first.port))).statusCode).toBe(200);
    const seen = first.inbox.length;
    expect(await retrieve()).toBe(200);
    await first.nextMail(seen);
  });

  it('refuses incomplete settings with the reason', async () => {
    const cases: Array<[string, object, string]> = [
      ['/api/v1/emails/host', { port: 25 }, 'Please enter the host name'],
      ['/api/v1/emails/host', { name: 'smtp', port: 0 }, 'Port range 1 ~ 65535'],
      ['/api/v1/emails/host', { name: 'smtp', port: 70000 }, 'Port range 1 ~ 65535'],
      ['/api/v1/emails/host', { name: 'smtp' }, 'Port range 1 ~ 65535'],
      [
        '/api/v1/emails/service',
        { address: 'nope', display_name: 'x' },
        'Please enter a valid email address',
      ],
      ['/api/v1/emails/service', { address: 'a@example.com' }, 'Please enter the display name'],
    ];
    for (const [url, payload, message] of cases) {
      const res = await admin('POST', url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const noKey = await admin('GET', '/api/v1/emails/internal/host?encryptedKey=abc');
    expect(noKey.statusCode).toBe(400);
  });

  it('is for the system administrator only', async () => {
    const user = await t.createUser('curious');
    for (const url of ['/api/v1/emails/host', '/api/v1/emails/service']) {
      expect((await t.request({ method: 'GET', url, token: user.token })).statusCode).toBe(403);
    }
  });
});
