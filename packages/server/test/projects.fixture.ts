import type { ProjectCreate, ProjectTemplate } from '@slipway/contracts';
import type { TestApp } from './test-app.js';

let created = 0;

/** The portal's new-project body of a K8s YAML project, for suites that talk to a running server. */
export const newProjectBody = (identifier: string, displayName = identifier) => ({
  project_name: displayName,
  product_name: identifier,
  product_feature: { basic_facility: 'kubernetes', deploy_type: 'k8s', create_env_type: 'system' },
});

/**
 * Creates a project through the API as the system administrator, with the portal's body: a K8s YAML
 * project with a fresh identifier unless given. Answers the project as GET …/products/{p} shows it.
 */
export async function createProject(t: TestApp, body: Partial<ProjectCreate> = {}): Promise<ProjectTemplate> {
  created += 1;
  const name = body.product_name ?? `project-${created}`;
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/picket/projects',
    token: t.admin.token,
    payload: { ...newProjectBody(name), ...body },
  });
  if (res.statusCode !== 200) throw new Error(`create project ${name} failed: ${res.statusCode} ${res.body}`);
  const read = await t.request({
    method: 'GET',
    url: `/api/aslan/project/products/${name}`,
    token: t.admin.token,
  });
  return read.json();
}

/** Grants project roles (e.g. 'read-only') to users, as the system administrator, with the portal's body. */
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
