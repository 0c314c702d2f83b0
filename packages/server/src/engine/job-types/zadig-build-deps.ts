import path from 'node:path';
import type { Db } from '../../db/client.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import type { AppError } from '../../lib/errors.js';
import type { ObjectStores } from '../../lib/object-store/object-stores.js';
import { BuildsRepository } from '../../modules/builds/builds.repository.js';
import { type RegistriesService, registryOpenTo } from '../../modules/registries/registries.service.js';
import type { CheckoutDeps } from '../checkout/checkout.js';
import { ContainerExecutor } from '../executors/container/container-steps.js';
import { ImageBuilder } from '../executors/container/image-builder.js';
import type { Podman } from '../executors/container/podman.js';
import { DEFAULT_CACHE_MAX_BYTES } from './job-cache.js';
import type { BuildRegistry, ZadigBuildDeps } from './zadig-build.js';

export interface BuildJobWiring {
  db: Db;
  box: SecretBox;
  registries: RegistriesService;
  objectStores: ObjectStores;
  checkout: CheckoutDeps;
  podman: Podman;
  clusters: ZadigBuildDeps['clusters'];
  dataDir: string;
  externalUrl: string;
}

/** The services a `zadig-build` job uses, from the server's own. */
export function zadigBuildDeps(wiring: BuildJobWiring): ZadigBuildDeps {
  const builds = new BuildsRepository(wiring.db, wiring.box);
  return {
    builds,
    checkout: wiring.checkout,
    registry: async (id, project): Promise<BuildRegistry | undefined> => {
      const row = await wiring.registries.resolve(id || undefined).catch(() => undefined);
      // a build told to push to a registry that was deleted must not pass without pushing
      if (!row && id) throw new Error(`the registry ${id} does not exist`);
      if (!row) return undefined;
      if (!registryOpenTo(row, project))
        throw new Error(`the registry ${row.address} is not open to the project ${project}`);
      const signIn = await wiring.registries.signIn(row).catch((error: AppError) => {
        throw new Error(
          `signing in to the registry ${row.address} failed: ${error.description || error.message}`,
        );
      });
      return {
        host: row.address,
        namespace: row.namespace,
        ...signIn,
        tlsVerify: row.enableTls && row.address.startsWith('https://'),
        caCert: row.tlsCert,
      };
    },
    artifactStore: () => wiring.objectStores.defaultStore(),
    storage: (id) => wiring.objectStores.byId(id),
    images: new ImageBuilder(wiring.podman, path.join(wiring.dataDir, 'containers', 'builds')),
    containers: new ContainerExecutor(wiring.podman),
    clusters: wiring.clusters,
    externalUrl: wiring.externalUrl,
    cache: { store: () => wiring.objectStores.defaultStore(), maxBytes: DEFAULT_CACHE_MAX_BYTES },
  };
}
