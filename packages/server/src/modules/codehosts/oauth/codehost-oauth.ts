import type { SecretBox } from '../../../lib/crypto/aes.js';
import { BadRequestError, ForbiddenError } from '../../../lib/errors.js';
import type { CodehostsService, OpenCodehost } from '../codehosts.service.js';
import type { HostedEndpoints } from '../hosted/hosted-endpoints.js';
import { requestHosted } from '../hosted/http-json.js';
import type { CodehostTokensRepository } from './codehost-tokens.repository.js';
import { isOauthType, type OauthType, oauthProviderOf } from './oauth-providers.js';
import { type OauthStateSigner, STATE_TTL_MS } from './oauth-state.js';

export const CALLBACK_PATH = '/api/directory/codehosts/callback';
/** A token this close to its end is refreshed before use. */
const REFRESH_MARGIN_MS = 60_000;

export interface CodehostOauthDeps {
  codehosts: CodehostsService;
  tokens: CodehostTokensRepository;
  box: SecretBox;
  states: OauthStateSigner;
  hosted: HostedEndpoints;
  /** the repository proxy a host goes through, when its proxy switch is on */
  proxyFor?: (host: OpenCodehost) => Promise<string | undefined>;
  now?: () => number;
}

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  error?: string;
  error_description?: string;
}

/**
 * OAuth of GitHub, GitLab and Gitee code hosts. The portal starts it by a plain browser navigation,
 * which carries no API token: an administrator's request is accepted at any time, an anonymous one
 * only within minutes of the host being saved (the portal navigates right after its save). The
 * `state` is signed and bound to the host, so only an authorisation this server started completes.
 */
export class CodehostOauth {
  private readonly now: () => number;

  constructor(private readonly deps: CodehostOauthDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** The provider's authorisation page, and the nonce the starting browser keeps in a cookie. */
  async authorize(
    id: number,
    redirectUrl: string,
    origin: string,
    byAdministrator: boolean,
  ): Promise<{ url: string; nonce: string }> {
    const host = await this.deps.codehosts.open(id);
    const type = oauthTypeOf(host);
    if (!byAdministrator && this.now() - host.updatedAt.getTime() > STATE_TTL_MS)
      throw new ForbiddenError('error.oauthStateInvalid');
    const redirect = sameSitePath(redirectUrl, origin);
    const provider = oauthProviderOf(type, host.address, this.deps.hosted);
    const url = new URL(provider.authorizeUrl);
    url.searchParams.set('client_id', host.applicationId);
    url.searchParams.set('redirect_uri', `${origin}${CALLBACK_PATH}`);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', provider.scope);
    const signed = this.deps.states.sign({ codehostId: id, redirect }, this.now());
    url.searchParams.set('state', signed.state);
    return { url: url.toString(), nonce: signed.nonce };
  }

  /** Exchanges the provider's code for tokens, stores them sealed; answers where the browser goes. */
  async complete(code: string, stateText: string, origin: string, browserNonce: string): Promise<string> {
    const state = this.deps.states.verify(stateText, this.now());
    // a flow started in another browser (login CSRF) does not complete in this one
    if (!state || !code || state.nonce !== browserNonce) throw new BadRequestError('error.oauthStateInvalid');
    const host = await this.deps.codehosts.open(state.codehostId);
    const answer = await this.tokenRequest(host, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${origin}${CALLBACK_PATH}`,
    });
    await this.store(host.id, answer);
    return state.redirect;
  }

  /** The access token to call the host's API with, refreshed first when it has expired. */
  async accessToken(host: OpenCodehost): Promise<string> {
    const current = host.secrets.access_token;
    if (!current || !isOauthType(host.type)) return current;
    const stored = await this.deps.tokens.refreshOf(host.id);
    const expiresAt = stored?.expiresAt?.getTime();
    if (!stored?.refreshToken || expiresAt === undefined || expiresAt - REFRESH_MARGIN_MS > this.now())
      return current;
    const answer = await this.tokenRequest(host, {
      grant_type: 'refresh_token',
      refresh_token: this.deps.box.open(stored.refreshToken),
    });
    await this.store(host.id, answer);
    return answer.access_token as string;
  }

  private async tokenRequest(host: OpenCodehost, grant: Record<string, string>): Promise<TokenAnswer> {
    const provider = oauthProviderOf(oauthTypeOf(host), host.address, this.deps.hosted);
    const params = new URLSearchParams({
      ...grant,
      client_id: host.applicationId,
      client_secret: host.secrets.client_secret,
    });
    const inQuery = provider.paramsIn === 'query';
    const url = inQuery ? `${provider.tokenUrl}?${params}` : provider.tokenUrl;
    const answer = (await requestHosted(url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      ...(inQuery ? {} : { body: params.toString() }),
      proxy: await this.deps.proxyFor?.(host),
    })) as TokenAnswer;
    // GitHub answers a refused code with 200 and an `error` field
    if (typeof answer?.access_token !== 'string' || !answer.access_token)
      throw new BadRequestError('error.oauthTokenRefused', answer?.error_description ?? answer?.error ?? '');
    return answer;
  }

  private async store(id: number, answer: TokenAnswer): Promise<void> {
    const { box } = this.deps;
    await this.deps.tokens.save(id, {
      accessToken: box.seal(answer.access_token as string),
      refreshToken: answer.refresh_token ? box.seal(answer.refresh_token) : '',
      expiresAt:
        typeof answer.expires_in === 'number' ? new Date(this.now() + answer.expires_in * 1000) : null,
    });
  }
}

function oauthTypeOf(host: OpenCodehost): OauthType {
  if (!isOauthType(host.type)) throw new BadRequestError('error.codehostNoOauth', host.type);
  return host.type;
}

/** A page of this site to return to: a relative path, or an absolute URL of the same origin. */
export function sameSitePath(target: string, origin: string): string {
  if (!target) return '/';
  if (target.startsWith('/') && !target.startsWith('//') && !target.includes('\\')) return target;
  if (URL.canParse(target)) {
    const url = new URL(target);
    if (url.origin === origin) return `${url.pathname}${url.search}${url.hash}`;
  }
  throw new BadRequestError('error.oauthRedirectInvalid');
}
