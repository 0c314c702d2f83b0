import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { LibraryTemplatesRepository } from './library-templates.repository.js';
import { libraryTemplatesRoutes } from './library-templates.routes.js';
import { dockerfileRules, k8sYamlRules, LibraryTemplatesService } from './library-templates.service.js';

export async function registerLibraryTemplates(app: FastifyInstance, deps: { db: Db }) {
  const dockerfileRows = new LibraryTemplatesRepository(deps.db, 'dockerfile');
  const dockerfiles = new LibraryTemplatesService(dockerfileRows, dockerfileRules(dockerfileRows));
  const yamls = new LibraryTemplatesService(
    new LibraryTemplatesRepository(deps.db, 'k8s-yaml'),
    k8sYamlRules,
  );
  await app.register(libraryTemplatesRoutes(dockerfiles, yamls));
  return { dockerfiles, yamls };
}
