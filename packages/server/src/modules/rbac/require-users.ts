import { BadRequestError } from '../../lib/errors.js';
import type { RbacRepository } from './rbac.repository.js';

/** Refuses uids that name no user (before anything is granted to them). */
export async function requireUsers(rbac: RbacRepository, uids: readonly string[]): Promise<void> {
  const unique = [...new Set(uids)];
  const found = await rbac.existingUserIds(unique);
  if (found.length !== unique.length) throw new BadRequestError('validation.user.unknown');
}
