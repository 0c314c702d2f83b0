import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import type { ServerKeys } from '../../lib/keys.js';
import type { ProxyService } from '../proxy/proxy.service.js';
import { HelmReposRepository } from './helm-repos.repository.js';
import { helmReposRoutes } from './helm-repos.routes.js';
import { HelmReposService } from './helm-repos.service.js';

export async function registerHelmRepos(
  app: FastifyInstance,
  deps: { db: Db; box: SecretBox; keys: ServerKeys; proxy: ProxyService },
) {
  const helmRepos = new HelmReposService({
    repository: new HelmReposRepository(deps.db),
    box: deps.box,
    keys: deps.keys,
    // chart repositories are repositories: they follow the proxy's repository switch
    proxyUrl: () => deps.proxy.proxyUrl('repo'),
  });
  await app.register(helmReposRoutes(helmRepos));
  return { helmRepos };
}
