import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import type { ServerKeys } from '../../lib/keys.js';
import type { ProxyService } from '../proxy/proxy.service.js';
import { HarborCharts } from './harbor-charts.js';
import { harborChartsRoutes } from './harbor-charts.routes.js';
import { HelmReposRepository } from './helm-repos.repository.js';
import { helmReposRoutes } from './helm-repos.routes.js';
import { HelmReposService } from './helm-repos.service.js';

export async function registerHelmRepos(
  app: FastifyInstance,
  deps: { db: Db; box: SecretBox; keys: ServerKeys; proxy: ProxyService },
) {
  const repository = new HelmReposRepository(deps.db);
  // chart repositories are repositories: they follow the proxy's repository switch
  const proxyUrl = () => deps.proxy.proxyUrl('repo');
  const helmRepos = new HelmReposService({ repository, box: deps.box, keys: deps.keys, proxyUrl });
  await app.register(helmReposRoutes(helmRepos));
  await app.register(harborChartsRoutes(new HarborCharts({ repository, box: deps.box, proxyUrl })));
  return { helmRepos };
}
