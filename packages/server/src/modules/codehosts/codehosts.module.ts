import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import type { ServerKeys } from '../../lib/keys.js';
import { ProxyRepository } from '../proxy/proxy.repository.js';
import { ProxyService } from '../proxy/proxy.service.js';
import { codeBrowseRoutes } from './code-browse.routes.js';
import { CodehostBrowser } from './codehost-browser.js';
import { codehostBrowserRoutes } from './codehost-browser.routes.js';
import { CodehostsRepository } from './codehosts.repository.js';
import { codehostsRoutes } from './codehosts.routes.js';
import { CodehostsService, type OpenCodehost } from './codehosts.service.js';
import { HostedClients } from './hosted/hosted-clients.js';
import { defaultHostedEndpoints } from './hosted/hosted-endpoints.js';
import { CodehostOauth } from './oauth/codehost-oauth.js';
import { codehostOauthRoutes } from './oauth/codehost-oauth.routes.js';
import { CodehostTokensRepository } from './oauth/codehost-tokens.repository.js';
import { OauthStateSigner } from './oauth/oauth-state.js';
import { PublicGithub } from './repo-files/public-github.js';
import { RepoFiles } from './repo-files/repo-files.js';
import { repoFilesRoutes } from './repo-files/repo-files.routes.js';
import { RepoInfos } from './repo-infos.js';

export interface CodehostsModuleDeps {
  db: Db;
  box: SecretBox;
  keys: ServerKeys;
  config: Config;
}

/** Code hosts, their OAuth, and reading their repositories: services made and routes registered. */
export async function registerCodehosts(app: FastifyInstance, deps: CodehostsModuleDeps) {
  const { db, box, keys, config } = deps;
  const endpoints = config.hostedEndpoints ?? defaultHostedEndpoints;
  const codehosts = new CodehostsService({ repository: new CodehostsRepository(db), box, keys });
  // the system proxy's settings, read when a host with its proxy switch on is reached
  const proxies = new ProxyService({ repository: new ProxyRepository(db), box, testUrl: '' });
  const proxyFor = async (host: OpenCodehost) => (host.enableProxy ? proxies.proxyUrl('repo') : undefined);
  const oauth = new CodehostOauth({
    proxyFor,
    codehosts,
    tokens: new CodehostTokensRepository(db),
    box,
    states: new OauthStateSigner(keys.jwtSecret),
    hosted: endpoints,
  });
  codehosts.useTokenSource((host) => oauth.accessToken(host));
  const hosted = new HostedClients(oauth, endpoints, proxyFor);
  const browser = new CodehostBrowser(codehosts, hosted);
  await app.register(codehostsRoutes(codehosts));
  await app.register(codehostOauthRoutes(oauth, config.publicUrl));
  await app.register(codehostBrowserRoutes(browser));
  await app.register(codeBrowseRoutes(new RepoInfos(codehosts, browser)));
  const publicGithub = new PublicGithub(endpoints, () => proxies.proxyUrl('repo'));
  const repoFiles = new RepoFiles(codehosts, hosted, config.dataDir, publicGithub);
  await app.register(repoFilesRoutes(repoFiles));
  return { codehosts, browser, repoFiles };
}
