import { defaultLanguage, type Language } from '@slipway/contracts';
import type { UsersRepository } from '../users/users.repository.js';

/**
 * The language notifications are written in. The system has no language of its own (each browser
 * keeps its choice), so it is the preference of the workflow's creator, else zh-CN as the portal.
 */
export async function notifyLanguage(
  users: Pick<UsersRepository, 'findByAccount' | 'getPreference'>,
  creatorAccount: string,
): Promise<Language> {
  const creator = creatorAccount ? await users.findByAccount(creatorAccount) : undefined;
  if (!creator) return defaultLanguage;
  return (await users.getPreference(creator.id)).language ?? defaultLanguage;
}
