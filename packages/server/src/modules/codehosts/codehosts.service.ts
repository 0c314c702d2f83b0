import {
  CODEHOST_NOT_READY,
  CODEHOST_READY,
  type Codehost,
  type CodehostBody,
  type CodehostType,
  CREDENTIAL_MASK,
  codehostFixedAddress,
} from '@slipway/contracts';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { encryptForBrowser, openBrowserKey } from '../../lib/crypto/browser-key.js';
import { NotFoundError } from '../../lib/errors.js';
import type { ServerKeys } from '../../lib/keys.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import type { CodehostFields, CodehostRow, CodehostsRepository } from './codehosts.repository.js';

/** The secret columns and the answer fields that carry them. */
const secretColumns = {
  client_secret: 'clientSecret',
  password: 'password',
  private_access_token: 'privateAccessToken',
  ssh_key: 'sshKey',
  access_token: 'accessToken',
} as const satisfies Record<string, keyof CodehostRow>;
type SecretField = keyof typeof secretColumns;
type Secrets = Record<SecretField, string>;

/**
 * The portal decrypts these with its key; `client_secret` even when empty, the others only when set.
 * `access_token` it shows and sends back as read, so it only ever leaves masked.
 */
const browserDecrypted: ReadonlyArray<SecretField> = [
  'client_secret',
  'password',
  'private_access_token',
  'ssh_key',
];

/** Hosts reached through OAuth are ready once a token is stored; the others as soon as saved. */
const oauthTypes: ReadonlyArray<CodehostType> = ['github', 'gitlab', 'gitee'];

/** How a reader receives secrets: masked, or encrypted under its browser key. */
export type SecretView = { kind: 'masked' } | { kind: 'browser'; encryptedKey: string };

export interface CodehostsDeps {
  repository: CodehostsRepository;
  box: SecretBox;
  keys: ServerKeys;
}

/** A code host with its secrets opened: what the repository browser connects with. */
export interface OpenCodehost {
  id: number;
  type: CodehostType;
  address: string;
  username: string;
  authType: string;
  /** the OAuth client id of GitHub, GitLab and Gitee hosts */
  applicationId: string;
  updatedAt: Date;
  enableProxy: boolean;
  secrets: Secrets;
}

/**
 * The code hosts of system integration. Secrets are sealed at rest; answered masked, or AES-encrypted
 * under the browser's key for an administrator's settings page; the mask sent back keeps the stored one.
 */
export class CodehostsService {
  /** how an OAuth host's access token is renewed before use; set by the OAuth module */
  private tokenSource: ((host: OpenCodehost) => Promise<string>) | undefined;

  constructor(private readonly deps: CodehostsDeps) {}

  useTokenSource(source: (host: OpenCodehost) => Promise<string>): void {
    this.tokenSource = source;
  }

  /** The host opened for use: an expired OAuth access token refreshed first. */
  async openForUse(id: number): Promise<OpenCodehost> {
    const host = await this.open(id);
    if (!this.tokenSource || !host.secrets.access_token) return host;
    return { ...host, secrets: { ...host.secrets, access_token: await this.tokenSource(host) } };
  }

  async list(view: SecretView): Promise<Codehost[]> {
    const conceal = this.concealer(view);
    return (await this.deps.repository.list()).map((row) => this.toAnswer(row, conceal));
  }

  async get(id: number, view: SecretView): Promise<Codehost> {
    return this.toAnswer(await this.row(id), this.concealer(view));
  }

  async create(body: CodehostBody): Promise<number> {
    return this.deps.repository.create(this.toFields(body, undefined));
  }

  async update(id: number, body: CodehostBody): Promise<void> {
    const stored = await this.row(id);
    if (!(await this.deps.repository.update(id, this.toFields(body, stored)))) throw notFound();
  }

  async delete(id: number): Promise<void> {
    if (!(await this.deps.repository.delete(id))) throw notFound();
  }

  async open(id: number): Promise<OpenCodehost> {
    const row = await this.row(id);
    return {
      id: row.id,
      type: row.type as CodehostType,
      address: row.address,
      username: row.username,
      authType: row.authType,
      applicationId: row.applicationId,
      updatedAt: row.updatedAt,
      enableProxy: row.enableProxy,
      secrets: this.secretsOf(row, (_field, plain) => plain),
    };
  }

  private async row(id: number): Promise<CodehostRow> {
    const row = await this.deps.repository.find(id);
    if (!row) throw notFound();
    return row;
  }

  private concealer(view: SecretView): (field: SecretField, plain: string) => string {
    if (view.kind === 'masked') return (_field, plain) => (plain ? CREDENTIAL_MASK : '');
    const browserKey = openBrowserKey(this.deps.keys, view.encryptedKey);
    return (field, plain) => {
      if (!browserDecrypted.includes(field)) return plain ? CREDENTIAL_MASK : '';
      return plain || field === 'client_secret' ? encryptForBrowser(plain, browserKey) : '';
    };
  }

  private secretsOf(row: CodehostRow, conceal: (field: SecretField, plain: string) => string): Secrets {
    const secrets = {} as Secrets;
    for (const [field, column] of Object.entries(secretColumns) as Array<[SecretField, keyof CodehostRow]>) {
      const sealed = row[column] as string;
      secrets[field] = conceal(field, sealed ? this.deps.box.open(sealed) : '');
    }
    return secrets;
  }

  private toAnswer(row: CodehostRow, conceal: (field: SecretField, plain: string) => string): Codehost {
    const type = row.type as CodehostType;
    const ready = !oauthTypes.includes(type) || row.accessToken !== '';
    return {
      id: row.id,
      type,
      address: row.address,
      alias: row.alias,
      name: row.name,
      region: row.region,
      application_id: row.applicationId,
      username: row.username,
      auth_type: row.authType,
      enable_proxy: row.enableProxy,
      is_ready: ready ? CODEHOST_READY : CODEHOST_NOT_READY,
      updated_at: unixSeconds(row.updatedAt),
      ...this.secretsOf(row, conceal),
    };
  }

  /** The columns to write: secrets sealed, a masked one kept as stored. */
  private toFields(body: CodehostBody, stored: CodehostRow | undefined): CodehostFields {
    const sealed = {} as Record<(typeof secretColumns)[SecretField], string>;
    for (const [field, column] of Object.entries(secretColumns) as Array<
      [SecretField, (typeof secretColumns)[SecretField]]
    >) {
      const value = body[field];
      sealed[column] =
        value === CREDENTIAL_MASK && stored ? stored[column] : value ? this.deps.box.seal(value) : '';
    }
    return {
      type: body.type,
      address: codehostFixedAddress[body.type] ?? body.address.replace(/\/+$/, ''),
      alias: body.alias,
      name: body.name,
      region: body.region,
      applicationId: body.application_id,
      username: body.username,
      authType: body.type === 'other' ? body.auth_type : '',
      enableProxy: body.enable_proxy,
      ...sealed,
    };
  }
}

const notFound = () => new NotFoundError('error.codehostNotFound');
