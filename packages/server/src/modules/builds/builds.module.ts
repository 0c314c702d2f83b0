import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { cacheKey } from '../../engine/job-types/job-cache.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import type { ServerKeys } from '../../lib/keys.js';
import type { ObjectStores } from '../../lib/object-store/object-stores.js';
import { BuildTemplatesRepository } from '../build-templates/build-templates.repository.js';
import { buildTemplatesRoutes } from '../build-templates/build-templates.routes.js';
import { BuildTemplatesService } from '../build-templates/build-templates.service.js';
import { JenkinsRepository } from '../jenkins/jenkins.repository.js';
import { jenkinsRoutes } from '../jenkins/jenkins.routes.js';
import { JenkinsService } from '../jenkins/jenkins.service.js';
import { ProjectsRepository } from '../projects/projects.repository.js';
import { BuildsRepository } from './builds.repository.js';
import { buildsRoutes } from './builds.routes.js';
import { BuildsService } from './builds.service.js';

export interface BuildsModuleDeps {
  db: Db;
  box: SecretBox;
  keys: ServerKeys;
  /** where build caches are kept */
  objectStores: ObjectStores;
}

/** Builds, build templates and Jenkins servers; answers what the engine's build jobs read. */
export async function registerBuilds(app: FastifyInstance, deps: BuildsModuleDeps) {
  const { db, box, keys } = deps;
  const builds = new BuildsRepository(db, box);
  const jenkins = new JenkinsService({ repository: new JenkinsRepository(db), builds, box, keys });
  await app.register(
    buildsRoutes(
      new BuildsService({
        repository: builds,
        projects: new ProjectsRepository(db),
        box,
        keys,
        removeCache: async (project, name) =>
          (await deps.objectStores.defaultStore()).removePrefix(cacheKey('build', project, name)),
      }),
    ),
  );
  await app.register(
    buildTemplatesRoutes(new BuildTemplatesService(new BuildTemplatesRepository(db, box), builds)),
  );
  await app.register(jenkinsRoutes(jenkins));
  return { builds, jenkins };
}
