import type { OpenCodehost } from './codehosts.service.js';
import type { RemoteAuth } from './git-remote.js';

/** `git@host` is scp-like and takes `:` before the path; every other address is a URL. */
export function repoUrl(address: string, ...segments: string[]): string {
  const repoPath = segments.filter(Boolean).join('/');
  return /^[^/:]+@[^/:]+$/.test(address) ? `${address}:${repoPath}` : `${address}/${repoPath}`;
}

/** The git URL of a repository of a host and the credentials git reaches it with. */
export function remoteOf(
  host: OpenCodehost,
  repoOwner: string,
  repoName: string,
  accessToken = host.secrets.access_token,
): { url: string; auth: RemoteAuth } {
  const { password, private_access_token, ssh_key } = host.secrets;
  switch (host.type) {
    case 'other':
      return {
        url: repoUrl(host.address, repoOwner, repoName),
        auth:
          host.authType === 'SSH'
            ? { kind: 'sshKey', privateKey: ssh_key }
            : private_access_token
              ? { kind: 'basic', username: 'oauth2', password: private_access_token }
              : { kind: 'none' },
      };
    case 'gerrit':
      // `/a/` is Gerrit's authenticated path
      return {
        url: repoUrl(host.address, 'a', repoName),
        auth: { kind: 'basic', username: host.username, password },
      };
    default:
      return {
        url: repoUrl(host.address, repoOwner, `${repoName}.git`),
        auth: { kind: 'basic', username: 'oauth2', password: accessToken },
      };
  }
}
