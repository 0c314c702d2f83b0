import type { GlobalPermission, PermissionCheck, ProjectPermission } from '@slipway/contracts';
import { describe, expect, it } from 'vitest';
import { adminState, permitState } from './permitState';
import { isAdminOf } from './useProjectPermissions';

const user: GlobalPermission = {
  is_system_admin: false,
  project_admin_list: ['owned'],
  system_verbs: ['efficiency_over'],
};
const admin: GlobalPermission = { is_system_admin: true, project_admin_list: [], system_verbs: [] };
const member: ProjectPermission = {
  is_system_admin: false,
  is_project_admin: false,
  project_verbs: ['get_workflow', 'get_service'],
  workflow_verbs_map: { deploy: ['run_workflow'] },
  environment_verbs_map: { dev: ['debug_pod'] },
};
const loaded = (global?: GlobalPermission, project?: ProjectPermission) => ({
  global,
  project,
  loading: false,
});
const project = (
  action: PermissionCheck['action'],
  extra: Partial<PermissionCheck> = {},
): PermissionCheck => ({
  type: 'project',
  project: 'shop',
  action,
  ...extra,
});

describe('permitState', () => {
  it('permits system actions held in system_verbs and everything for system admins', () => {
    expect(permitState({ type: 'system', action: 'efficiency_over' }, loaded(user))).toBe('permitted');
    expect(permitState({ type: 'system', action: 'create_project' }, loaded(user))).toBe('denied');
    expect(permitState({ type: 'system', action: 'create_project' }, loaded(admin))).toBe('permitted');
  });

  it('permits project actions in project_verbs or in the named resource verbs', () => {
    expect(permitState(project('get_workflow'), loaded(user, member))).toBe('permitted');
    expect(permitState(project('run_workflow'), loaded(user, member))).toBe('denied');
    const deploy = { resource: { type: 'Workflow', name: 'deploy' } } as const;
    expect(permitState(project('run_workflow', deploy), loaded(user, member))).toBe('permitted');
    const dev = { resource: { type: 'Environment', name: 'dev' } } as const;
    expect(permitState(project('debug_pod', dev), loaded(user, member))).toBe('permitted');
    expect(permitState(project('debug_pod', deploy), loaded(user, member))).toBe('denied');
  });

  it('combines several actions with and (default) or or', () => {
    expect(permitState(project(['get_workflow', 'delete_workflow']), loaded(user, member))).toBe('denied');
    expect(
      permitState(project(['get_workflow', 'delete_workflow'], { operator: 'or' }), loaded(user, member)),
    ).toBe('permitted');
  });

  it('gives project administrators everything in their project', () => {
    expect(permitState({ ...project('delete_service'), project: 'owned' }, loaded(user))).toBe('permitted');
  });

  it('denies when permissions are missing, and waits while they load', () => {
    expect(permitState({ type: 'system', action: 'efficiency_over' }, loaded())).toBe('denied');
    expect(permitState(project('get_workflow'), loaded(user))).toBe('denied');
    expect(permitState(project('get_workflow'), { global: user, project: undefined, loading: true })).toBe(
      'loading',
    );
  });
});

describe('adminState', () => {
  it('follows the project admin list, the project read and the loading state', () => {
    expect(isAdminOf('owned', user, undefined)).toBe(true);
    expect(isAdminOf('shop', user, member)).toBe(false);
    expect(isAdminOf('shop', user, { ...member, is_project_admin: true })).toBe(true);
    expect(isAdminOf('shop', admin, undefined)).toBe(true);
    expect(isAdminOf(undefined, admin, undefined)).toBe(false);
    const data = { global: user, project: member, loading: false };
    expect(adminState({ ...data, isProjectAdmin: false })).toBe('denied');
    expect(adminState({ ...data, isProjectAdmin: false, loading: true })).toBe('loading');
    expect(adminState({ ...data, isProjectAdmin: true })).toBe('permitted');
  });
});
