import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkObjectKey, type ObjectStore } from '../../lib/object-store/object-store.js';
import { releaseFilesPrefix } from '../../lib/object-store/object-stores.js';
import { artifactPrefix } from './artifact-keys.js';

/** The archive (PKG_FILE) a build job of a run stored. */
export interface BuildArchive {
  project: string;
  workflow: string;
  taskId: number;
  serviceModule: string;
  pkgFile: string;
}

/**
 * Lists a passed build's archive for host deploys, as Zadig records the file of a passed build for
 * the storage it went to: a copy under `releases/<project>/<service module>/` of the same store,
 * where the release file search of that storage finds it (see docs/architecture.md). A failure is
 * logged, not fatal: the build itself passed and its archive stays with the run.
 */
export async function listArchiveForHostDeploys(
  store: ObjectStore,
  archive: BuildArchive,
  log: { write(text: string): void },
): Promise<void> {
  const error = await copyObject(
    store,
    `${artifactPrefix(archive.workflow, archive.taskId)}${archive.pkgFile}`,
    `${releaseFilesPrefix(archive.project, archive.serviceModule)}${archive.pkgFile}`,
  );
  log.write(
    error
      ? `archive: not listed for host deploys: ${error}\n`
      : `archive: ${archive.pkgFile} listed for host deploys\n`,
  );
}

/** Copies an object within a store, through a private temporary file: archives may outgrow memory. */
async function copyObject(store: ObjectStore, from: string, to: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'slipway-release-'));
  try {
    const key = checkObjectKey(to);
    const body = await store.get(from);
    if (!body) return `${from} is not in the object store`;
    const copy = path.join(folder, 'object');
    await pipeline(body, createWriteStream(copy, { mode: 0o600 }));
    await store.putFile(key, copy);
    return '';
  } catch (error) {
    return (error as Error).message;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
