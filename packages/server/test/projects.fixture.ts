import type { Project, projectCreateSchema } from '@slipway/contracts';
import type { z } from 'zod';
import type { TestApp } from './test-app.js';

let created = 0;

/** Creates a project through the API as the system administrator; a fresh identifier unless given. */
export async function createProject(
  t: TestApp,
  body: Partial<z.input<typeof projectCreateSchema>> = {},
): Promise<Project> {
  created += 1;
  const name = body.name ?? `project-${created}`;
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/picket/projects',
    token: t.admin.token,
    payload: { name, alias: name, type: 'k8s', ...body },
  });
  if (res.statusCode !== 200) throw new Error(`create project ${name} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Grants project roles (e.g. 'read-only') to users, as the system administrator. */
export async function bindProjectRoles(t: TestApp, project: string, uids: string[], roles: string[]) {
  const res = await t.request({
    method: 'POST',
    url: `/api/v1/rolebindings?projectName=${project}&bulk=true`,
    token: t.admin.token,
    payload: projectRoleBindings(uids, roles),
  });
  if (res.statusCode !== 200)
    throw new Error(`bind ${roles} in ${project} failed: ${res.statusCode} ${res.body}`);
}

/**
 * The portal's add-member body: one item per user and role. `preset` marks a public role; a project's own
 * role of the name comes first when it is false, so roles are found either way.
 */
export const projectRoleBindings = (uids: readonly string[], roles: readonly string[]) =>
  uids.flatMap((uid) => roles.map((role) => ({ uid, role, preset: false, type: 'custom' })));
