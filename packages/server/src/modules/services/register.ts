import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import type { ServerKeys } from '../../lib/keys.js';
import { BuildsRepository } from '../builds/builds.repository.js';
import { BuildsService } from '../builds/builds.service.js';
import type { CodehostsService } from '../codehosts/codehosts.service.js';
import type { RepoFiles } from '../codehosts/repo-files/repo-files.js';
import type { ClusterDrivers } from '../environment-configs/environment-access.js';
import { ProjectsRepository } from '../projects/projects.repository.js';
import type { PermissionService } from '../rbac/permission.service.js';
import { LibraryTemplatesRepository } from '../templates/library-templates.repository.js';
import { NamespaceImport } from './namespace-import.js';
import { PmServices } from './pm-services.js';
import { ServiceLoader } from './service-loader.js';
import { serviceSourcesRoutes } from './service-sources.routes.js';
import { ServicesRepository } from './services.repository.js';
import { servicesRoutes } from './services.routes.js';
import { ServicesService } from './services.service.js';
import { TemplateServices } from './template-services.js';

export interface ServicesModuleDeps {
  db: Db;
  /** host services save the build that deploys them, sealed as the builds module seals it */
  box: SecretBox;
  keys: ServerKeys;
  permissions: PermissionService;
  /** the code hosts' file reading, for services loaded from a repository folder */
  repoFiles: RepoFiles;
  codehosts: CodehostsService;
  /** the clusters' drivers, for services made of a namespace's objects */
  drivers: ClusterDrivers;
}

/**
 * Project services (K8s YAML and host services) and their routes. `services` is what environments
 * and deploy jobs read and render services with.
 */
export async function registerServices(app: FastifyInstance, deps: ServicesModuleDeps) {
  const repository = new ServicesRepository(deps.db);
  const services = new ServicesService(repository);
  const templateServices = new TemplateServices(
    new LibraryTemplatesRepository(deps.db, 'k8s-yaml'),
    services,
    repository,
  );
  const importer = new NamespaceImport(services, repository, deps.drivers);
  await app.register(servicesRoutes(services, deps.permissions, importer));
  await app.register(
    serviceSourcesRoutes({
      loader: new ServiceLoader(deps.repoFiles, deps.codehosts, services, repository),
      templates: templateServices,
      pm: new PmServices(services, repository, buildsOf(deps)),
    }),
  );
  // templateServices: what the template library's reference list and auto-sync call
  return {
    services,
    templateServices,
    deleteProject: (project: string) => repository.deleteProject(project),
  };
}

/** The builds the host service form saves, through the builds module's own rules. */
const buildsOf = (deps: ServicesModuleDeps) =>
  new BuildsService({
    repository: new BuildsRepository(deps.db, deps.box),
    projects: new ProjectsRepository(deps.db),
    box: deps.box,
    keys: deps.keys,
  });
