import type { ShareStorage, ShareStorageInfo } from '@slipway/contracts';

/**
 * Every job starts in an empty workspace; files reach a later job only through a share storage of
 * the workflow that both jobs mount. A job names the storages it mounts: their paths are the
 * workflow's, so the draft keeps names only.
 */
export interface JobShares {
  enabled: boolean;
  names: string[];
}

export const noShares = (): JobShares => ({ enabled: false, names: [] });

/** The workflow's storages that can be offered to a job: those with a name so far. */
export const namedStorages = (storages: readonly ShareStorage[]): ShareStorage[] =>
  storages
    .map((storage) => ({ name: storage.name.trim(), path: storage.path.trim() }))
    .filter((storage) => storage.name !== '');

/** The names a job mounts that the workflow does not define (any longer). */
export function unknownShares(shares: JobShares, storages: readonly ShareStorage[]): string[] {
  if (!shares.enabled) return [];
  const defined = new Set(namedStorages(storages).map((storage) => storage.name));
  return shares.names.filter((name) => !defined.has(name));
}

/** As the API takes it: each storage with the workflow's path for it; none while turned off. */
export function sharesToBody(shares: JobShares, storages: readonly ShareStorage[]): ShareStorageInfo {
  if (!shares.enabled) return { enabled: false, share_storages: [] };
  const paths = new Map(namedStorages(storages).map((storage) => [storage.name, storage.path]));
  return {
    enabled: true,
    share_storages: shares.names.map((name) => ({ name, path: paths.get(name) ?? '' })),
  };
}

export const sharesFromBody = (info: ShareStorageInfo): JobShares => ({
  enabled: info.enabled,
  names: info.share_storages.map((storage) => storage.name),
});
