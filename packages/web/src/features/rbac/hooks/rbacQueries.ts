import { queryOptions } from '@tanstack/react-query';
import { rbacApi } from '../rbac.api';

export const rbacKeys = {
  project: (projectName: string) => ['rbac', projectName] as const,
  definitions: (scope: 'system' | 'project') => ['rbac', 'definitions', scope] as const,
};

const inProject = <T>(projectName: string, part: string, load: (signal: AbortSignal) => Promise<T>) =>
  queryOptions({
    queryKey: [...rbacKeys.project(projectName), part],
    queryFn: ({ signal }) => load(signal),
    enabled: projectName !== '',
  });

export const membersQuery = (projectName: string) =>
  inProject(projectName, 'members', (signal) => rbacApi.members(projectName, signal));
export const rolesQuery = (projectName: string) =>
  inProject(projectName, 'roles', (signal) => rbacApi.roles.list(projectName, signal));
export const publicRolesQuery = (projectName: string) =>
  inProject(projectName, 'public-roles', (signal) => rbacApi.publicRoles.list(projectName, signal));
export const groupsQuery = (projectName: string) =>
  inProject(projectName, 'groups', (signal) => rbacApi.groups.list(projectName, signal));
export const policiesQuery = (projectName: string) =>
  inProject(projectName, 'policies', (signal) => rbacApi.policies.list(projectName, signal));

/** The texts of resources and actions come in the server's language, so they are cached per language. */
export const definitionsQuery = (scope: 'system' | 'project', language: string) =>
  queryOptions({
    queryKey: [...rbacKeys.definitions(scope), language],
    queryFn: ({ signal }) => rbacApi.definitions(scope, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
