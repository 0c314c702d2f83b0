import type { policyDefinitionSchema, Role, RoleBody } from '@slipway/contracts';
import type { z } from 'zod';
import { http } from '../../../api/http';

/** A resource and the actions a role may be granted on it, named in the caller's language. */
export type PolicyDefinition = z.infer<typeof policyDefinitionSchema>;

/** The portal names the system scope `?projectName=*` when it reads or edits one system role. */
const SYSTEM_SCOPE = { projectName: '*' };

/** System roles (spec §6: data overview, insight, test center, delivery center, templates, projects). */
export const systemRolesApi = {
  list: (signal?: AbortSignal) => http.get<Role[]>('/api/v1/system-roles', { signal }),
  create: (body: RoleBody) => http.post<unknown>('/api/v1/system-roles', body),
  update: (body: RoleBody) =>
    http.put<unknown>(`/api/v1/roles/${encodeURIComponent(body.name)}`, body, { query: SYSTEM_SCOPE }),
  remove: (name: string) => http.delete<unknown>(`/api/v1/system-roles/${encodeURIComponent(name)}`),
  definitions: (signal?: AbortSignal) =>
    http.get<PolicyDefinition[]>('/api/v1/policy-definitions', { query: { scope: 'system' }, signal }),
};
