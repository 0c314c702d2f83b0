import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { type ChartFolderReader, noChartFolders } from '../helm-services/chart-folder-reader.js';
import { ChartTemplatesRepository } from './chart-templates.repository.js';
import { chartTemplatesRoutes } from './chart-templates.routes.js';
import { ChartTemplatesService } from './chart-templates.service.js';
import { LibraryTemplatesRepository } from './library-templates.repository.js';
import { libraryTemplatesRoutes } from './library-templates.routes.js';
import {
  dockerfileRules,
  k8sYamlRules,
  LibraryTemplatesService,
  type YamlTemplateUsage,
} from './library-templates.service.js';

export async function registerLibraryTemplates(
  app: FastifyInstance,
  deps: { db: Db; yamlUsage: YamlTemplateUsage; chartFolders?: ChartFolderReader },
) {
  const dockerfileRows = new LibraryTemplatesRepository(deps.db, 'dockerfile');
  const dockerfiles = new LibraryTemplatesService(dockerfileRows, dockerfileRules(dockerfileRows));
  const yamls = new LibraryTemplatesService(
    new LibraryTemplatesRepository(deps.db, 'k8s-yaml'),
    k8sYamlRules(deps.yamlUsage),
  );
  await app.register(libraryTemplatesRoutes(dockerfiles, yamls, deps.yamlUsage));
  const charts = new ChartTemplatesService(
    new ChartTemplatesRepository(deps.db),
    deps.chartFolders ?? noChartFolders,
  );
  await app.register(chartTemplatesRoutes(charts));
  return { dockerfiles, yamls, charts };
}
