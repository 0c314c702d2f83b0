import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installPermissions, type PermissionSource } from './permissions.js';

const noPermissions: PermissionSource = {
  resolveActor: async () => null,
  global: async () => ({ is_system_admin: false, project_admin_list: [], system_verbs: [] }),
  project: async () => ({
    is_system_admin: false,
    is_project_admin: false,
    project_verbs: [],
    workflow_verbs_map: {},
    environment_verbs_map: {},
    canView: false,
  }),
  projectOfWorkflow: async () => undefined,
};

describe('route permission declarations', () => {
  it('stops start-up when an API route declares no permission', async () => {
    const app = Fastify();
    installPermissions(app, noPermissions);
    expect(() => app.get('/api/v1/forgotten', async () => 'x')).toThrow(
      'Route GET /api/v1/forgotten declares no permission',
    );
  });

  it('records every declared route for the permission matrix', async () => {
    const app = Fastify();
    installPermissions(app, noPermissions);
    app.get('/api/v1/open', { config: { permission: { kind: 'public' } } }, async () => 'x');
    app.put('/api/v1/closed', { config: { permission: { kind: 'systemAdmin' } } }, async () => 'x');
    await app.ready();
    expect(app.registeredRoutes).toEqual([
      { method: 'GET', url: '/api/v1/open', permission: { kind: 'public' } },
      { method: 'PUT', url: '/api/v1/closed', permission: { kind: 'systemAdmin' } },
    ]);
  });

  it('every route of the real app declares one', async () => {
    const { createTestApp } = await import('../../test/test-app.js');
    const t = await createTestApp();
    try {
      const routes = t.app.registeredRoutes.map((r) => `${r.method} ${r.url}`);
      expect(routes).toEqual(
        expect.arrayContaining(['POST /api/v1/login', 'PUT /api/v1/users/:id/setting', 'GET /api/health']),
      );
      expect(routes.length).toBeGreaterThanOrEqual(16);
    } finally {
      await t.close();
    }
  });
});
