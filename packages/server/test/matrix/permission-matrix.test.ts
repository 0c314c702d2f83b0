import { randomUUID } from 'node:crypto';
import {
  projectResources,
  readOnlyProjectActions,
  rulesOfVerbs,
  workflowBodySchema,
} from '@slipway/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflows } from '../../src/db/schema.js';
import { seedProject } from '../seed.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { type Expectation, expectedPermissions } from './expected-permissions.js';

/**
 * Walks every registered API route as each kind of caller and compares what happens with spec §6:
 * a call the spec denies must answer 401 (anonymous) or 403, a call it allows must not.
 * Mutating calls carry bodies or ids that fail after the permission check, so nothing is destroyed.
 */
type Persona =
  | 'anonymous'
  | 'ordinary'
  | 'publicMember'
  | 'privateMember'
  | 'readOnly'
  | 'projectAdmin'
  | 'systemAdmin';
const personas: Persona[] = [
  'anonymous',
  'ordinary',
  'publicMember',
  'privateMember',
  'readOnly',
  'projectAdmin',
  'systemAdmin',
];
const PRIVATE = 'matrix-private';
const PUBLIC = 'matrix-public';
/** What the member role holds: a few actions, config_environment among them. */
const memberActions = ['get_workflow', 'run_workflow', 'get_environment', 'config_environment'];

let t: TestApp;
const tokens = new Map<Persona, string>();
let ordinaryUid = '';

beforeAll(async () => {
  t = await createTestApp({ loginAttemptsPerMinute: 10_000 });
  await seedProject(t, PRIVATE);
  await seedProject(t, PUBLIC, { isPublic: true });
  const admin = t.admin.token;
  const grant = async (project: string, uid: string, role: string) => {
    const res = await t.request({
      method: 'POST',
      url: `/api/v1/rolebindings?projectName=${project}&bulk=true`,
      token: admin,
      payload: [{ uid, role, preset: true, type: 'custom' }],
    });
    expect(res.statusCode).toBe(200);
  };
  await t.request({
    method: 'POST',
    url: '/api/v1/public-roles',
    token: admin,
    payload: { name: 'member', rules: rulesOfVerbs(memberActions, projectResources) },
  });

  const ordinary = await t.createUser('ordinary');
  ordinaryUid = ordinary.uid;
  const publicMember = await t.createUser('public-member');
  const privateMember = await t.createUser('private-member');
  const readOnly = await t.createUser('read-only-member');
  const projectAdmin = await t.createUser('project-admin-user');
  await grant(PUBLIC, publicMember.uid, 'member');
  await grant(PRIVATE, privateMember.uid, 'member');
  await grant(PRIVATE, readOnly.uid, 'read-only');
  await grant(PRIVATE, projectAdmin.uid, 'project-admin');
  tokens.set('ordinary', ordinary.token);
  tokens.set('publicMember', publicMember.token);
  tokens.set('privateMember', privateMember.token);
  tokens.set('readOnly', readOnly.token);
  tokens.set('projectAdmin', projectAdmin.token);
  tokens.set('systemAdmin', admin);
}, 120_000);
afterAll(() => t.close());

/** Whether spec §6 lets `persona` make the call on `project`. */
function allowed(expectation: Expectation, persona: Persona, project: string): boolean {
  if (expectation === 'ownSecret') return false;
  if (persona === 'anonymous') return expectation === 'public';
  if (persona === 'systemAdmin') return true;
  const isPublic = project === PUBLIC;
  const memberOf = (p: Persona) =>
    (p === 'publicMember' && isPublic) ||
    (!isPublic && ['privateMember', 'readOnly', 'projectAdmin'].includes(p));
  const verbs = (p: Persona): string[] => {
    if (p === 'projectAdmin' && !isPublic) return ['*'];
    const own = memberOf(p) ? (p === 'readOnly' ? readOnlyProjectActions : memberActions) : [];
    return isPublic ? [...own, ...readOnlyProjectActions] : own;
  };
  switch (expectation) {
    case 'public':
    case 'signedIn':
      return true;
    case 'self':
    case 'selfQuery':
      return persona === 'ordinary';
    case 'admin':
      return false;
    case 'projectView':
      return isPublic || memberOf(persona);
    case 'projectAdmin':
      return persona === 'projectAdmin' && !isPublic;
    default: {
      const held = verbs(persona);
      return held.includes('*') || [expectation.action].flat().some((action) => held.includes(action));
    }
  }
}

const workflowOf = (project: string) => `${project}-wf`;

/** Each project holds a workflow; calls that delete it are followed by putting it back. */
async function ensureWorkflows() {
  for (const project of [PRIVATE, PUBLIC]) {
    const definition = workflowBodySchema.parse({
      name: workflowOf(project),
      project,
      stages: [
        {
          name: 's',
          jobs: [
            {
              name: 'j',
              type: 'freestyle',
              spec: { steps: [{ name: 'x', type: 'shell', spec: { script: 'true' } }] },
            },
          ],
        },
      ],
    });
    await t.database.db
      .insert(workflows)
      .values({ name: definition.name, projectName: project, definition })
      .onConflictDoNothing();
  }
}

/** A concrete request for a route pattern: ids that exist only where the call is harmless. */
function requestFor(method: string, pattern: string, project: string) {
  const isProjectRoute = /\/picket\/projects\/|\/project\/products\//.test(pattern);
  const isWorkflowRoute = pattern.startsWith('/api/aslan/workflow/v4/') && !pattern.includes('workflowtask');
  const workflow = workflowOf(project);
  const url = pattern
    .replace(':projectName', project)
    .replace(':workflowName', workflow)
    .replace(':taskId', '999999')
    .replace(':status', '1')
    .replace(/:name/, () => {
      if (isProjectRoute) return project;
      if (isWorkflowRoute) return workflow;
      if (pattern.startsWith('/api/v1/features/')) return 'RegisterTrigger';
      return 'no-such-thing';
    })
    .replace(':id', () => {
      if (pattern.startsWith('/api/v1/users/:id')) return ordinaryUid;
      if (pattern.startsWith('/api/v1/picket/users/')) return randomUUID();
      return '999999';
    });
  const query = new URLSearchParams({
    projectName: project,
    project,
    workflow_name: workflow,
    workflow,
    uid: ordinaryUid,
    userID: randomUUID(),
    scope: 'project',
  });
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(method);
  // a run's body is the workflow itself, named by `name`
  const runsWorkflow = pattern === '/api/aslan/workflow/v4/workflowtask';
  const payload = {
    project_name: project,
    project,
    product_name: project,
    workflow_name: workflow,
    ...(runsWorkflow ? { name: workflow } : {}),
  };
  return { method: method as 'GET', url: `${url}?${query}`, ...(hasBody ? { payload } : {}) };
}

describe('permission matrix', () => {
  it('knows the expected permission of every registered route, and every expected route exists', () => {
    const registered = t.app.registeredRoutes.map((r) => `${r.method} ${r.url}`);
    expect(
      registered.filter((r) => !(r in expectedPermissions)),
      'routes missing from the expectations',
    ).toEqual([]);
    expect(
      Object.keys(expectedPermissions).filter((r) => !registered.includes(r)),
      'expected routes that are not registered',
    ).toEqual([]);
  });

  it('allows exactly what spec §6 allows, for every caller', async () => {
    const wrong: string[] = [];
    for (const route of t.app.registeredRoutes) {
      const expectation = expectedPermissions[`${route.method} ${route.url}`];
      if (!expectation) continue;
      const projectScoped = typeof expectation === 'object' || expectation.startsWith('project');
      for (const project of projectScoped ? [PRIVATE, PUBLIC] : [PRIVATE]) {
        for (const persona of personas) {
          await ensureWorkflows();
          const token = tokens.get(persona);
          const res = await t.request({ ...requestFor(route.method, route.url, project), token });
          const denied = res.statusCode === 401 || res.statusCode === 403;
          const shouldAllow = allowed(expectation, persona, project);
          if (denied === shouldAllow) {
            wrong.push(
              `${persona} ${route.method} ${route.url} on ${project}: got ${res.statusCode}, spec says ${shouldAllow ? 'allow' : 'deny'}`,
            );
          } else if (denied && expectation !== 'ownSecret') {
            expect(res.statusCode, `${persona} ${route.method} ${route.url}`).toBe(
              persona === 'anonymous' ? 401 : 403,
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});
