import path from 'node:path';
import type { Db } from '../../db/client.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import type { ObjectStores } from '../../lib/object-store/object-stores.js';
import { BuildsRepository } from '../../modules/builds/builds.repository.js';
import type { RegistriesService } from '../../modules/registries/registries.service.js';
import type { CheckoutDeps } from '../checkout/checkout.js';
import { ContainerExecutor } from '../executors/container/container-steps.js';
import { ImageBuilder } from '../executors/container/image-builder.js';
import type { Podman } from '../executors/container/podman.js';
import type { BuildRegistry, ZadigBuildDeps } from './zadig-build.js';

export interface BuildJobWiring {
  db: Db;
  box: SecretBox;
  registries: RegistriesService;
  objectStores: ObjectStores;
  checkout: CheckoutDeps;
  podman: Podman;
  dataDir: string;
  externalUrl: string;
}

/** The services a `zadig-build` job uses, from the server's own. */
export function zadigBuildDeps(wiring: BuildJobWiring): ZadigBuildDeps {
  const builds = new BuildsRepository(wiring.db, wiring.box);
  return {
    builds,
    checkout: wiring.checkout,
    registry: async (id): Promise<BuildRegistry | undefined> => {
      const row = await wiring.registries.resolve(id || undefined).catch(() => undefined);
      if (!row) return undefined;
      return {
        host: row.address,
        namespace: row.namespace,
        username: row.accessKey,
        password: row.secretKey,
        tlsVerify: row.enableTls && row.address.startsWith('https://'),
      };
    },
    artifactStore: () => wiring.objectStores.defaultStore(),
    storage: (id) => wiring.objectStores.byId(id),
    images: new ImageBuilder(wiring.podman, path.join(wiring.dataDir, 'containers', 'builds')),
    containers: new ContainerExecutor(wiring.podman),
    externalUrl: wiring.externalUrl,
  };
}
