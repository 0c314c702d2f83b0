import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { clusterChecksRoutes } from './cluster-checks.routes.js';
import { ClusterChecksService } from './cluster-checks.service.js';
import { clusterNamespacesRoutes } from './cluster-namespaces.routes.js';
import { ClusterNamespacesService } from './cluster-namespaces.service.js';
import { configObjectsRoutes } from './config-objects.routes.js';
import { ConfigObjectsService } from './config-objects.service.js';
import { type ClusterDrivers, EnvironmentAccess } from './environment-access.js';
import { EnvironmentConfigsRepository } from './environment-configs.repository.js';
import { HelmEnvironmentDeployer } from './helm-environment-deploy.js';
import { helmValuesRoutes } from './helm-values.routes.js';
import { type HelmDeployer, HelmValuesService } from './helm-values.service.js';
import { hostedEnvironmentsRoutes } from './hosted-environments.routes.js';
import { HostedEnvironmentsService } from './hosted-environments.service.js';
import { type RepoFileReader, ValuesFiles } from './values-files.js';

/** Environment config objects, taken-over environments, Helm values and cluster checks. */
export async function registerEnvironmentConfigs(
  app: FastifyInstance,
  deps: {
    db: Db;
    box: SecretBox;
    drivers: ClusterDrivers;
    readRepoFile?: RepoFileReader;
    helmDeployer?: HelmDeployer;
  },
) {
  const access = new EnvironmentAccess(new EnvironmentConfigsRepository(deps.db), deps.drivers);
  const configObjects = new ConfigObjectsService(access, deps.box);
  const hosted = new HostedEnvironmentsService(access);
  const helmDeployer = deps.helmDeployer ?? new HelmEnvironmentDeployer(access);
  const helmValues = new HelmValuesService(access, helmDeployer);
  await app.register(configObjectsRoutes(configObjects));
  await app.register(hostedEnvironmentsRoutes(hosted));
  await app.register(helmValuesRoutes(helmValues, new ValuesFiles(deps.readRepoFile)));
  await app.register(clusterChecksRoutes(new ClusterChecksService(access)));
  await app.register(clusterNamespacesRoutes(new ClusterNamespacesService(access)));
  // deploy jobs upgrade Helm environments through the same deployer
  return { configObjects, hosted, helmValues, helmDeployer };
}
