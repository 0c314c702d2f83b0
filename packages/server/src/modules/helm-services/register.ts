import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { NotFoundError } from '../../lib/errors.js';
import { HelmReposRepository } from '../helm-repos/helm-repos.repository.js';
import type { ProxyService } from '../proxy/proxy.service.js';
import type { ChartTemplatesService } from '../templates/chart-templates.service.js';
import { type ChartDownloadLimits, downloadChart } from './chart-download.js';
import { type ChartFolderReader, noChartFolders } from './chart-folder-reader.js';
import { chartForEnvironment, type EnvironmentValues } from './chart-for-environment.js';
import { ChartSources } from './helm-service-sources.js';
import { HelmServicesRepository } from './helm-services.repository.js';
import { helmServicesRoutes } from './helm-services.routes.js';
import { HelmServicesService } from './helm-services.service.js';

export interface HelmServicesDeps {
  db: Db;
  box: SecretBox;
  proxy: ProxyService;
  charts: ChartTemplatesService;
  chartFolders?: ChartFolderReader;
  downloadLimits?: ChartDownloadLimits;
}

/**
 * Helm chart services: routes registered; answers what the environments deploy from
 * (`chartForEnvironment`: a service's chart files and values merged for an environment).
 */
export async function registerHelmServices(app: FastifyInstance, deps: HelmServicesDeps) {
  const repos = new HelmReposRepository(deps.db);
  const sources = new ChartSources({
    templates: deps.charts,
    folders: deps.chartFolders ?? noChartFolders,
    chartRepo: async (name) => {
      const row = await repos.findByName(name);
      if (!row) throw new NotFoundError('error.helmRepoNotFound', name);
      return {
        url: row.url,
        username: row.username,
        password: deps.box.open(row.password),
        // chart repositories follow the proxy's repository switch, as their index does
        proxyUrl: await deps.proxy.proxyUrl('repo'),
      };
    },
    download: (access, chart, version) => downloadChart(access, chart, version, deps.downloadLimits),
  });
  const repository = new HelmServicesRepository(deps.db);
  const helmServices = new HelmServicesService(repository, sources);
  deps.charts.useSync((templateName) => helmServices.syncTemplate(templateName, sources));
  await app.register(helmServicesRoutes(helmServices));
  return {
    helmServices,
    chartForEnvironment: (project: string, service: string, env: EnvironmentValues) =>
      chartForEnvironment(helmServices, repository, project, service, env),
  };
}
