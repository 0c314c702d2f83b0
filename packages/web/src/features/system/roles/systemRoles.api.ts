import type { policyDefinitionSchema, Role, SystemRoleBody } from '@slipway/contracts';
import type { z } from 'zod';
import { http } from '../../../api/http';

/** A resource and the actions a role may be granted on it, named in the caller's language. */
export type PolicyDefinition = z.infer<typeof policyDefinitionSchema>;
export type SystemRoleChanges = Omit<SystemRoleBody, 'name'>;

const rolePath = (name: string) => `/api/v1/system-roles/${encodeURIComponent(name)}`;

/** System roles (spec §6: data overview, insight, test center, delivery center, templates, projects). */
export const systemRolesApi = {
  list: (signal?: AbortSignal) => http.get<Role[]>('/api/v1/system-roles', { signal }),
  create: (body: SystemRoleBody) => http.post<Role>('/api/v1/system-roles', body),
  update: (name: string, body: SystemRoleChanges) => http.put<Role>(rolePath(name), body),
  remove: (name: string) => http.delete<{ message: string }>(rolePath(name)),
  definitions: (signal?: AbortSignal) =>
    http.get<PolicyDefinition[]>('/api/v1/policy-definitions', { query: { scope: 'system' }, signal }),
};
