import type { CheckoutDeps } from '../../engine/checkout/checkout.js';
import type { CodehostsService } from './codehosts.service.js';
import { remoteOf } from './git-remote-of.js';

/** Where jobs clone a repository of a stored code host from, with that host's credentials opened. */
export function checkoutRemotes(codehosts: CodehostsService): CheckoutDeps {
  return {
    remoteOf: async (repo) =>
      remoteOf(await codehosts.openForUse(repo.codehost_id), repo.repo_owner, repo.repo_name),
  };
}
