import path from 'node:path';
import { LocalDiskStore } from './local-disk-store.js';
import type { ObjectStore } from './object-store.js';
import { type S3Location, S3Store } from './s3-store.js';

/** A configured bucket; `version` changes whenever its settings do (the update time, say). */
export interface LocatedStorage extends S3Location {
  id: string;
  version: string;
}

/** Where the configured buckets are read from (the object storage settings). */
export interface StorageLocator {
  /** the storage marked default, if any */
  findDefault(): Promise<LocatedStorage | undefined>;
  find(id: string): Promise<LocatedStorage | undefined>;
}

/** The prefix of the files released for one service of a project. */
export const releaseFilesPrefix = (projectName: string, serviceName: string) =>
  `releases/${projectName}/${serviceName}/`;

/**
 * The stores jobs and routes write to: the bucket marked default in the settings, else the
 * built-in local disk store under DATA_DIR/objects. Clients are kept per storage and version,
 * so asking for a store per job costs one small query.
 */
export class ObjectStores {
  readonly local: LocalDiskStore;
  private readonly clients = new Map<string, { version: string; store: S3Store }>();

  constructor(
    dataDir: string,
    private readonly locator: StorageLocator,
  ) {
    this.local = new LocalDiskStore(path.join(dataDir, 'objects'));
  }

  async defaultStore(): Promise<ObjectStore> {
    const located = await this.locator.findDefault();
    return located ? this.storeOf(located) : this.local;
  }

  /** The configured storage with this id, or undefined when there is none. */
  async byId(id: string): Promise<ObjectStore | undefined> {
    const located = await this.locator.find(id);
    return located ? this.storeOf(located) : undefined;
  }

  private storeOf(located: LocatedStorage): S3Store {
    const cached = this.clients.get(located.id);
    if (cached?.version === located.version) return cached.store;
    cached?.store.destroy();
    const store = new S3Store(located);
    this.clients.set(located.id, { version: located.version, store });
    return store;
  }

  close(): void {
    for (const { store } of this.clients.values()) store.destroy();
    this.clients.clear();
  }
}
