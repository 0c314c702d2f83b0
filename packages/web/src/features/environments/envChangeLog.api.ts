import {
  type EnvironmentChangeLog,
  type EnvironmentChangeLogQuery,
  environmentChangeLogPath,
} from '@slipway/contracts';
import { http } from '../../api/http';

/** What the page searches by: one field at a time, as the portal does. */
export type ChangeLogSearchField = 'username' | 'function' | 'status' | 'detail';

export const changeLogSearchFields: readonly ChangeLogSearchField[] = [
  'username',
  'function',
  'status',
  'detail',
];

/** The query of one page: the chosen field carries the keyword, a status as a number (0 = any). */
export function changeLogQuery(
  projectName: string,
  envName: string,
  search: { field: ChangeLogSearchField; keyword: string },
  page: number,
  pageSize: number,
): EnvironmentChangeLogQuery {
  const keyword = search.keyword.trim();
  const status = search.field === 'status' ? Number(keyword) || 0 : 0;
  return {
    projectName,
    envName,
    page,
    pageSize,
    status,
    ...(search.field !== 'status' && keyword ? { [search.field]: keyword } : {}),
  };
}

export const envChangeLogApi = {
  list: (query: EnvironmentChangeLogQuery, signal?: AbortSignal) =>
    http.get<EnvironmentChangeLog>(environmentChangeLogPath, { query: { ...query }, signal }),
};
