import type {
  Policy,
  PolicyBody,
  ProjectMember,
  ProjectRoleBindingBody,
  Role,
  RoleBody,
  UserGroup,
  UserGroupBody,
} from '@slipway/contracts';
import { http } from '../../api/http';

export interface PolicyDefinition {
  resource: string;
  alias: string;
  rules: { action: string; alias: string }[];
}

const v1 = '/api/v1';
const itemPath = (path: string, key: string | number) => `${v1}/${path}/${encodeURIComponent(String(key))}`;

/** List, read, create, change and delete by `?projectName=`: roles, public roles and policies. */
function inProject<Item, Body>(path: string, listPath = path) {
  return {
    list: (projectName: string, signal?: AbortSignal) =>
      http.get<Item[]>(`${v1}/${listPath}`, { query: { projectName }, signal }),
    get: (projectName: string, name: string, signal?: AbortSignal) =>
      http.get<Item>(itemPath(path, name), { query: { projectName }, signal }),
    update: (projectName: string, name: string, body: Body) =>
      http.put<unknown>(itemPath(path, name), body, { query: { projectName } }),
    remove: (projectName: string, name: string) =>
      http.delete<unknown>(itemPath(path, name), { query: { projectName } }),
  };
}

/** A project's members, roles, bindings, user groups and policies (spec §7 "RBAC"), in the portal's shapes. */
export const rbacApi = {
  definitions: (scope: 'system' | 'project', signal?: AbortSignal) =>
    http.get<PolicyDefinition[]>(`${v1}/policy-definitions`, { query: { scope }, signal }),
  /** the project's own roles */
  roles: {
    ...inProject<Role, RoleBody>('roles'),
    create: (projectName: string, body: RoleBody) =>
      http.post<unknown>(`${v1}/roles`, body, { query: { projectName } }),
  },
  /** public roles, shared by every project (the preset ones among them) */
  publicRoles: {
    ...inProject<Role, RoleBody>('public-roles', 'preset-roles'),
    create: (projectName: string, body: RoleBody) =>
      http.post<unknown>(`${v1}/public-roles`, body, { query: { projectName } }),
  },
  policies: {
    ...inProject<Policy, PolicyBody>('policies'),
    create: (projectName: string, body: PolicyBody) =>
      http.post<unknown>(`${v1}/policies`, { policies: [body] }, { query: { projectName } }),
  },
  /** user groups by id */
  groups: {
    list: (projectName: string, signal?: AbortSignal) =>
      http.get<UserGroup[]>(`${v1}/groups`, { query: { projectName }, signal }),
    create: (projectName: string, body: UserGroupBody) =>
      http.post<UserGroup>(`${v1}/groups`, body, { query: { projectName } }),
    update: (projectName: string, id: number, body: UserGroupBody) =>
      http.put<UserGroup>(itemPath('groups', id), body, { query: { projectName } }),
    remove: (projectName: string, id: number) =>
      http.delete<unknown>(itemPath('groups', id), { query: { projectName } }),
  },

  members: (projectName: string, signal?: AbortSignal) =>
    http.get<ProjectMember[]>(`${v1}/picket/bindings`, { query: { projectName }, signal }),
  /** Grants each item's role to its user (or group). */
  bind: (projectName: string, grants: ProjectRoleBindingBody[]) =>
    http.post<unknown>(`${v1}/rolebindings`, grants, { query: { projectName, bulk: true } }),
  /** Makes `grants` exactly the roles a user holds in the project; none removes the member. */
  setUserRoles: (projectName: string, uid: string, grants: ProjectRoleBindingBody[]) =>
    http.post<unknown>(`${v1}/rolebindings/update`, grants, {
      query: { projectName, bulk: true, userID: uid },
    }),
};
