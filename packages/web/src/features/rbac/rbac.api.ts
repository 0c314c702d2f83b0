import type {
  Policy,
  PolicyBody,
  ProjectMember,
  ProjectRoleBody,
  Role,
  RoleBinding,
  RoleBindingsBulk,
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

/** Roles, user groups and policies share one shape: list, create, update and delete by ?projectName=. */
function projectResource<Item, Body>(path: string) {
  const one = (id: string | number) => `${v1}/${path}/${encodeURIComponent(String(id))}`;
  return {
    list: (projectName: string, signal?: AbortSignal) =>
      http.get<Item[]>(`${v1}/${path}`, { query: { projectName }, signal }),
    create: (projectName: string, body: Body) =>
      http.post<Item>(`${v1}/${path}`, body, { query: { projectName } }),
    update: (projectName: string, id: string | number, body: Body) =>
      http.put<Item>(one(id), body, { query: { projectName } }),
    remove: (projectName: string, id: string | number) =>
      http.delete<unknown>(one(id), { query: { projectName } }),
  };
}

/** A project's members, roles, bindings, user groups and policies (spec §7 "RBAC"). */
export const rbacApi = {
  definitions: (scope: 'system' | 'project', signal?: AbortSignal) =>
    http.get<PolicyDefinition[]>(`${v1}/policy-definitions`, { query: { scope }, signal }),
  /** roles by name */
  roles: projectResource<Role, ProjectRoleBody>('roles'),
  /** user groups by id */
  groups: projectResource<UserGroup, UserGroupBody>('groups'),
  /** policies by name */
  policies: projectResource<Policy, PolicyBody>('policies'),

  members: (projectName: string, signal?: AbortSignal) =>
    http.get<ProjectMember[]>(`${v1}/picket/bindings`, { query: { projectName }, signal }),
  bind: (projectName: string, body: RoleBindingsBulk) =>
    http.post<RoleBinding[]>(`${v1}/rolebindings`, body, { query: { projectName } }),
  /** Replaces the roles a user holds in the project; no roles removes the member. */
  setUserRoles: (projectName: string, uid: string, roles: string[]) =>
    http.put<RoleBinding[]>(`${v1}/rolebindings/update`, { roles }, { query: { projectName, userID: uid } }),
};
