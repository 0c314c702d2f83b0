import { HeaderBar } from '../pages/HeaderBar';
import {
  AnnouncementsSettingsPage,
  MailSettingsPage,
  QuickLinksSettingsPage,
} from '../pages/LayoutSettingsPages';
import { newUserData, uniqueAccount } from '../support/api';
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { responseOf } from '../support/responses';
import { storeSessionOf } from '../support/session';
import { texts } from '../support/texts';

test('the admin sets up the mail server: the notice on every page goes, and the password comes back decrypted in this browser', async ({
  page,
  api,
  adminSession,
}) => {
  const header = new HeaderBar(page);
  const mail = new MailSettingsPage(page);
  const password = 'pässword-E2E-1';
  await api.removeMailSettings(adminSession);
  await storeSessionOf(page, api, adminSession);

  await test.step('without a mail server, administrators are told on every page', async () => {
    await mail.goto();
    await expect(mail.notConfigured).toBeVisible();
    await expect(header.smtpMissing).toBeVisible();
  });

  await test.step('server and sender are saved together, created with POST', async () => {
    await mail.edit.click();
    await mail.field('host').fill('127.0.0.1');
    await mail.field('port').fill('2525');
    await mail.field('username').fill('robot');
    await mail.field('password').fill(password);
    await mail.field('address').fill('ci@example.com');
    await mail.field('display-name').fill('CI Bot');
    const host = responseOf(page, 'POST', '/api/v1/emails/host');
    const service = responseOf(page, 'POST', '/api/v1/emails/service');
    await mail.submit.click();
    expect((await host).status()).toBe(200);
    expect((await service).status()).toBe(200);
    expect((await host).request().postDataJSON()).toMatchObject({ name: '127.0.0.1', port: 2525, password });
    await expect(mail.settings).toContainText('CI Bot');
    await expect(header.smtpMissing).toHaveCount(0);
  });

  await test.step('after a reload the editor holds the password, which travelled encrypted', async () => {
    const read = responseOf(page, 'GET', '/api/v1/emails/internal/host', (url) =>
      Boolean(url.searchParams.get('encryptedKey')),
    );
    await mail.goto();
    const answer = await (await read).json();
    expect(answer.password).toMatch(/^[0-9a-f]+$/);
    await mail.edit.click();
    await expect(mail.field('password')).toHaveValue(password);
  });
});

test('quick links: the admin adds one under system configuration, a user opens it from the header', async ({
  page,
  api,
  adminSession,
}) => {
  const header = new HeaderBar(page);
  const links = new QuickLinksSettingsPage(page);
  const name = uniqueAccount('Health');
  const url = `${BASE_URL}/api/health`;
  const user = await api.createUser(adminSession, newUserData('links'));

  await test.step('the admin adds the link', async () => {
    await storeSessionOf(page, api, adminSession);
    await links.goto();
    await links.create.click();
    await links.name.fill(name);
    await links.url.fill(url);
    const created = responseOf(page, 'POST', '/api/aslan/system/externalLink');
    await links.submit.click();
    expect((await created).request().postDataJSON()).toEqual({ name, url });
    await expect(links.row(name)).toBeVisible();
  });

  await test.step('a user finds it in the header and it opens in a new tab', async () => {
    await storeSessionOf(page, api, await api.login(user));
    await page.goto('/v1/dashboard');
    await header.quickLinks.click();
    const popup = page.waitForEvent('popup');
    await header.quickLink(name).click();
    await expect(await popup).toHaveURL(url);
  });

  await test.step('the admin deletes it', async () => {
    await storeSessionOf(page, api, adminSession);
    await links.goto();
    const id = (await links.row(name).getAttribute('data-testid'))?.replace('link-row-', '');
    await links.deleteButton(links.row(name)).click();
    const removed = responseOf(page, 'DELETE', `/api/aslan/system/externalLink/${id}`);
    await links.confirmDelete().click();
    expect((await removed).status()).toBe(200);
    await expect(links.row(name)).toHaveCount(0);
  });
});

test('an announcement reaches every user as a banner; the bell keeps the user’s notices and subscription', async ({
  page,
  api,
  adminSession,
}) => {
  // two users' sessions and a settings form: more than the default 30 s while other specs run pods
  test.setTimeout(60_000);
  const header = new HeaderBar(page);
  const announcements = new AnnouncementsSettingsPage(page);
  const title = uniqueAccount('Upgrade');
  const user = await api.createUser(adminSession, newUserData('banner'));
  // UTC dates typed in the browser's zone (UTC+8): a window of yesterday to the day after tomorrow
  // holds the present at any hour, where one ending tomorrow 00:00 has passed by the UTC evening
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  await test.step('the admin publishes a high priority announcement for today', async () => {
    await storeSessionOf(page, api, adminSession);
    await announcements.goto();
    await announcements.create.click();
    await announcements.title.fill(title);
    await announcements.choosePriority('高');
    await announcements.typeWindow(`${day(-1)} 00:00`, `${day(2)} 00:00`);
    await announcements.content.fill('The platform restarts tonight');
    const created = responseOf(page, 'POST', '/api/aslan/system/announcement');
    await announcements.submit.click();
    const sent = (await created).request().postDataJSON();
    expect(sent).toMatchObject({ receiver: '*', type: 1, content: { title, priority: 1 } });
    expect(sent.content.end_time - sent.content.start_time).toBe(3 * 86_400);
    await expect(announcements.row(title)).toBeVisible();
  });

  await test.step('a user sees it on top of the page, and an empty bell whose subscription is saved', async () => {
    await storeSessionOf(page, api, await api.login(user));
    await page.goto('/v1/dashboard');
    await expect(header.announcement(title)).toContainText('The platform restarts tonight');
    await header.bell.click();
    await expect(header.notificationPanel).toContainText(texts.noNotifications.zh);
    const saved = responseOf(page, 'POST', '/api/aslan/system/notification/subscribe');
    await header.subscription.click();
    expect((await saved).request().postDataJSON()).toEqual({ type: 2, pipelinestatus: '*' });
    await expect(header.subscription).toHaveAttribute('aria-checked', 'true');
  });
});
