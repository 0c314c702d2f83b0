import { createCodehost } from './build-fixture.js';
import type { GitServer } from './git-daemon.js';
import type { TestApp } from './test-app.js';

/**
 * Saves the git daemon on loopback as a code host of type `other`; answers its id. The daemon asks for
 * no credentials, but the form requires a token: any will do.
 */
export const addGitDaemonCodehost = (t: TestApp, git: GitServer, alias = 'loopback'): Promise<number> =>
  createCodehost(t, {
    alias,
    address: git.url('x').replace(/\/x\.git$/, ''),
    auth_type: 'PrivateAccessToken',
    private_access_token: 'unused-token',
  });
