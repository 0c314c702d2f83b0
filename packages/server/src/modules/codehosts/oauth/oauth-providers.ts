import type { CodehostType } from '@slipway/contracts';
import type { HostedEndpoints } from '../hosted/hosted-endpoints.js';

/** The OAuth endpoints of one provider, as GitHub, GitLab and Gitee document them. */
export interface OauthProvider {
  authorizeUrl: string;
  tokenUrl: string;
  scope: string;
  /** GitHub and GitLab take the token request as a form body; Gitee documents query parameters */
  paramsIn: 'body' | 'query';
}

export type OauthType = Extract<CodehostType, 'github' | 'gitlab' | 'gitee'>;
export const isOauthType = (type: CodehostType): type is OauthType =>
  type === 'github' || type === 'gitlab' || type === 'gitee';

export function oauthProviderOf(type: OauthType, address: string, hosted: HostedEndpoints): OauthProvider {
  switch (type) {
    case 'github':
      return {
        authorizeUrl: `${hosted.github.web}/login/oauth/authorize`,
        tokenUrl: `${hosted.github.web}/login/oauth/access_token`,
        scope: 'repo read:org',
        paramsIn: 'body',
      };
    case 'gitlab':
      return {
        authorizeUrl: `${address}/oauth/authorize`,
        tokenUrl: `${address}/oauth/token`,
        scope: 'api read_user',
        paramsIn: 'body',
      };
    case 'gitee':
      return {
        authorizeUrl: `${hosted.gitee.web}/oauth/authorize`,
        tokenUrl: `${hosted.gitee.web}/oauth/token`,
        scope: 'user_info projects pull_requests groups hook',
        paramsIn: 'query',
      };
  }
}
