import type { ReleaseFile, Storage, StorageBody } from '@slipway/contracts';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { encryptForBrowser, openBrowserKey } from '../../lib/crypto/browser-key.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import type { ServerKeys } from '../../lib/keys.js';
import {
  type LocatedStorage,
  type ObjectStores,
  releaseFilesPrefix,
  type StorageLocator,
} from '../../lib/object-store/object-stores.js';
import { S3Store } from '../../lib/object-store/s3-store.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import type { StorageFields, StorageRepository, StorageRow } from './storage.repository.js';

export interface StorageDeps {
  repository: StorageRepository;
  box: SecretBox;
  keys: ServerKeys;
}

/** Who asks for the list: administrators get the secret key encrypted under their browser key. */
export interface StorageReader {
  isSystemAdmin: boolean;
  encryptedKey?: string | undefined;
}

const describeFailure = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * The object storages of system settings. AK/SK are sealed at rest; a storage is saved only after
 * its bucket answered (or was created). The built-in local disk store is not a row: it is what
 * jobs use while no storage is marked default.
 */
export class StorageService implements StorageLocator {
  constructor(private readonly deps: StorageDeps) {}

  async list(reader: StorageReader): Promise<Storage[]> {
    const browserKey =
      reader.isSystemAdmin && reader.encryptedKey
        ? openBrowserKey(this.deps.keys, reader.encryptedKey)
        : undefined;
    const rows = await this.deps.repository.list();
    return rows.map((row) => ({
      id: row.id,
      provider: row.provider,
      endpoint: row.endpoint,
      bucket: row.bucket,
      subfolder: row.subfolder,
      insecure: row.insecure,
      is_default: row.isDefault,
      update_time: unixSeconds(row.updatedAt),
      updated_by: row.updatedBy,
      ak: reader.isSystemAdmin ? row.accessKey : '',
      sk: browserKey ? encryptForBrowser(this.deps.box.open(row.secretKey), browserKey) : '',
    }));
  }

  async create(body: StorageBody, by: string): Promise<void> {
    await this.checkConnection(body, body.sk);
    await this.deps.repository.create(this.fieldsOf(body, body.sk, by));
  }

  /** An empty `sk` keeps the stored one (a client that never saw it can still edit the rest). */
  async update(id: string, body: StorageBody, by: string): Promise<void> {
    const existing = await this.deps.repository.find(id);
    if (!existing) throw new NotFoundError('error.storageNotFound');
    const secretKey = body.sk === '' ? this.deps.box.open(existing.secretKey) : body.sk;
    await this.checkConnection(body, secretKey);
    if (!(await this.deps.repository.update(id, this.fieldsOf(body, secretKey, by))))
      throw new NotFoundError('error.storageNotFound');
  }

  async delete(id: string): Promise<void> {
    if (!(await this.deps.repository.delete(id))) throw new NotFoundError('error.storageNotFound');
  }

  /** The files released to this storage for each named service of the project. */
  async releaseFiles(stores: ObjectStores, id: string, projectName: string, names: string[]) {
    const store = await stores.byId(id);
    if (!store) throw new NotFoundError('error.storageNotFound');
    const files: ReleaseFile[] = [];
    for (const name of new Set(names)) {
      if (!isPathPart(projectName) || !isPathPart(name)) continue;
      const prefix = releaseFilesPrefix(projectName, name);
      for (const object of await store.list(prefix)) {
        files.push({ name, file_name: object.key.slice(prefix.length), size: object.size, key: object.key });
      }
    }
    return files;
  }

  async findDefault(): Promise<LocatedStorage | undefined> {
    const row = await this.deps.repository.findDefault();
    return row && this.locate(row);
  }

  async find(id: string): Promise<LocatedStorage | undefined> {
    const row = await this.deps.repository.find(id);
    return row && this.locate(row);
  }

  private locate(row: StorageRow): LocatedStorage {
    return {
      id: row.id,
      version: String(row.updatedAt.getTime()),
      endpoint: row.endpoint,
      bucket: row.bucket,
      subfolder: row.subfolder,
      insecure: row.insecure,
      accessKey: row.accessKey,
      secretKey: this.deps.box.open(row.secretKey),
    };
  }

  /** Heads the bucket (creating it when missing); a 400 naming the endpoint when that fails. */
  private async checkConnection(body: StorageBody, secretKey: string): Promise<void> {
    const store = new S3Store({
      endpoint: body.endpoint,
      bucket: body.bucket,
      subfolder: body.subfolder,
      insecure: body.insecure,
      accessKey: body.ak,
      secretKey,
    });
    try {
      await store.ensureBucket();
    } catch (error) {
      const scheme = body.insecure ? 'http' : 'https';
      throw new BadRequestError(
        'error.storageConnectFailed',
        `${scheme}://${body.endpoint}/${body.bucket}: ${describeFailure(error)}`,
      );
    } finally {
      store.destroy();
    }
  }

  private fieldsOf(body: StorageBody, secretKey: string, by: string): StorageFields {
    return {
      provider: body.provider,
      endpoint: body.endpoint,
      bucket: body.bucket,
      subfolder: body.subfolder.replace(/^\/+|\/+$/g, ''),
      insecure: body.insecure,
      isDefault: body.is_default,
      accessKey: body.ak,
      secretKey: this.deps.box.seal(secretKey),
      updatedBy: by,
    };
  }
}

/** A project or service name usable as one key segment. */
const isPathPart = (text: string) => text !== '' && text !== '.' && text !== '..' && !/[/\\\0]/.test(text);
