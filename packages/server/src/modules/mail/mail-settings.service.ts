import {
  CREDENTIAL_MASK,
  type MailHost,
  type MailHostBody,
  type MailService,
  type MailServiceBody,
  NOT_CONFIGURED,
} from '@slipway/contracts';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { encryptForBrowser, openBrowserKey } from '../../lib/crypto/browser-key.js';
import type { ServerKeys } from '../../lib/keys.js';
import { formatSender, type SmtpSettings, senderOf, smtpServerOf } from '../../lib/mailer.js';
import type { MailHostRow, MailServiceRow, MailSettingsRepository } from './mail-settings.repository.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

const toHost = (row: MailHostRow, password: string): MailHost => ({
  name: row.name,
  port: row.port,
  username: row.username,
  password,
  isTLS: row.isTls,
  created_at: seconds(row.createdAt),
  updated_at: seconds(row.updatedAt),
});

const toService = (row: MailServiceRow): MailService => ({
  name: row.name,
  address: row.address,
  display_name: row.displayName,
  theme: row.theme,
  created_at: seconds(row.createdAt),
  updated_at: seconds(row.updatedAt),
});

export interface MailSettingsDeps {
  repository: MailSettingsRepository;
  box: SecretBox;
  keys: ServerKeys;
  /** SMTP_FROM: the sender while none is saved */
  defaultSender: string;
}

/**
 * The SMTP server and sender of the mails Slipway sends (password retrieval). The password is
 * sealed with the master key at rest, answered masked, or encrypted under the browser's own key.
 */
export class MailSettingsService {
  constructor(private readonly deps: MailSettingsDeps) {}

  async host(): Promise<MailHost | typeof NOT_CONFIGURED> {
    const row = await this.deps.repository.host();
    return row ? toHost(row, CREDENTIAL_MASK) : NOT_CONFIGURED;
  }

  async encryptedHost(encryptedKey: string): Promise<MailHost | typeof NOT_CONFIGURED> {
    const browserKey = openBrowserKey(this.deps.keys, encryptedKey);
    const row = await this.deps.repository.host();
    if (!row) return NOT_CONFIGURED;
    return toHost(row, encryptForBrowser(this.deps.box.open(row.password), browserKey));
  }

  /** Creates or replaces the host; the mask as password keeps the one stored. */
  async saveHost(body: MailHostBody): Promise<void> {
    const stored =
      body.password === CREDENTIAL_MASK ? (await this.deps.repository.host())?.password : undefined;
    await this.deps.repository.saveHost({
      name: body.name,
      port: body.port,
      username: body.username,
      password: stored ?? this.deps.box.seal(body.password),
      isTls: body.isTLS,
    });
  }

  deleteHost(): Promise<void> {
    return this.deps.repository.deleteHost();
  }

  async service(): Promise<MailService | typeof NOT_CONFIGURED> {
    const row = await this.deps.repository.service();
    return row ? toService(row) : NOT_CONFIGURED;
  }

  saveService(body: MailServiceBody): Promise<void> {
    return this.deps.repository.saveService({
      name: body.name,
      address: body.address,
      displayName: body.display_name,
      theme: body.theme,
    });
  }

  deleteService(): Promise<void> {
    return this.deps.repository.deleteService();
  }

  /** What the mailer sends with now; undefined while no host is configured. */
  async smtpSettings(): Promise<SmtpSettings | undefined> {
    const [host, service] = await Promise.all([this.deps.repository.host(), this.deps.repository.service()]);
    if (!host) return undefined;
    return {
      host: host.name,
      port: host.port,
      username: host.username,
      password: this.deps.box.open(host.password),
      secure: host.isTls,
      from: service ? formatSender(service.displayName, service.address) : this.deps.defaultSender,
    };
  }

  /** SMTP_URL and SMTP_FROM give the first values; once saved (or deleted), the stored ones rule. */
  async seed(smtpUrl: string | undefined): Promise<void> {
    if (!smtpUrl) return;
    const server = smtpServerOf(smtpUrl);
    const sender = senderOf(this.deps.defaultSender);
    await this.deps.repository.seed(
      {
        name: server.host,
        port: server.port,
        username: server.username,
        password: this.deps.box.seal(server.password),
        isTls: server.secure,
      },
      { name: '', address: sender.address, displayName: sender.displayName, theme: '' },
    );
  }
}
