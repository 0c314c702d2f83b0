import type { UserInfo } from '@slipway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usersApi } from '../users.api';

const MAX_PER_PAGE = 200;

/** Accounts whose account or name match `text` (the first page), for pickers. */
export function useUserSearch(text: string) {
  return useQuery({
    queryKey: ['users', 'search', text],
    queryFn: ({ signal }) => usersApi.search({ name: text }, signal),
    placeholderData: keepPreviousData,
    select: (result) => result.users,
  });
}

/** The accounts of the given uids, so lists and pickers can show names instead of ids. */
export function useUsersByIds(uids: readonly string[]) {
  const sorted = [...new Set(uids)].sort();
  return useQuery({
    queryKey: ['users', 'byIds', sorted],
    queryFn: ({ signal }) => usersApi.search({ uids: sorted, per_page: MAX_PER_PAGE }, signal),
    enabled: sorted.length > 0,
    select: (result): Map<string, UserInfo> => new Map(result.users.map((user) => [user.uid, user])),
  });
}

export const userLabel = (user: Pick<UserInfo, 'account' | 'name'>) =>
  user.name && user.name !== user.account ? `${user.name} (${user.account})` : user.account;

/** Turns uids into account labels once their accounts are loaded (the uid until then). */
export function useUserLabels(uids: readonly string[]): (uids: readonly string[]) => string[] {
  const users = useUsersByIds(uids);
  return (list) =>
    list.map((uid) => {
      const user = users.data?.get(uid);
      return user ? userLabel(user) : uid;
    });
}
