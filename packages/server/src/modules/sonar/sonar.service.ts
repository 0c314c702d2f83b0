import type { SonarBody, SonarIntegration } from '@slipway/contracts';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { encryptForBrowser, openBrowserKey } from '../../lib/crypto/browser-key.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import type { ServerKeys } from '../../lib/keys.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import type { SonarRepository } from './sonar.repository.js';
import { SonarRefusedError, type SonarServer, validateToken } from './sonar-api.js';

export interface SonarDeps {
  repository: SonarRepository;
  box: SecretBox;
  keys: ServerKeys;
}

/**
 * The Sonar servers of system settings. The token is sealed at rest; the settings list answers it
 * encrypted under the browser's key, and only to administrators (scanner forms only pick an id).
 */
export class SonarService {
  constructor(private readonly deps: SonarDeps) {}

  async list(encryptedKey: string, revealTokens: boolean): Promise<SonarIntegration[]> {
    // without a browser key (or to non-administrators) the token is left out
    const browserKey =
      revealTokens && encryptedKey ? openBrowserKey(this.deps.keys, encryptedKey) : undefined;
    const rows = await this.deps.repository.list();
    return rows.map((row) => ({
      id: row.id,
      server_address: row.serverAddress,
      token: browserKey ? encryptForBrowser(this.deps.box.open(row.token), browserKey) : '',
      update_time: unixSeconds(row.updatedAt),
      updated_by: row.updatedBy,
    }));
  }

  async create(body: SonarBody, by: string): Promise<void> {
    await this.deps.repository.create(this.fieldsOf(body, by));
  }

  async update(id: string, body: SonarBody, by: string): Promise<void> {
    if (!(await this.deps.repository.update(id, this.fieldsOf(body, by))))
      throw new NotFoundError('error.sonar.notFound');
  }

  async delete(id: string): Promise<void> {
    if (await this.deps.repository.usedByScanners(id)) throw new BadRequestError('error.sonar.inUse');
    if (!(await this.deps.repository.delete(id))) throw new NotFoundError('error.sonar.notFound');
  }

  /** Asks the server whether the token is valid; a 400 says why not. */
  async validate(body: SonarBody): Promise<void> {
    try {
      await validateToken(serverOf(body));
    } catch (error) {
      if (error instanceof SonarRefusedError)
        throw new BadRequestError('error.sonar.tokenRefused', error.message);
      throw new BadRequestError('error.sonar.unreachable', (error as Error).message);
    }
  }

  /** The server a scan reports to, with its token opened; undefined when it was deleted. */
  async server(id: string): Promise<SonarServer | undefined> {
    const row = await this.deps.repository.find(id);
    return row && { address: row.serverAddress, token: this.deps.box.open(row.token) };
  }

  private fieldsOf(body: SonarBody, by: string) {
    // a trailing slash would double up in every API path built from the address
    return {
      serverAddress: body.server_address.replace(/\/+$/, ''),
      token: this.deps.box.seal(body.token),
      updatedBy: by,
    };
  }
}

const serverOf = (body: SonarBody): SonarServer => ({
  address: body.server_address.replace(/\/+$/, ''),
  token: body.token,
});
