import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { migrationsDir } from '../paths.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const migration = readFileSync(path.join(migrationsDir, '0007_portal_system_verbs.sql'), 'utf8');
const actionsOf = async (name: string, projectName: string) =>
  (
    await queryRows<{ actions: string[] }>(
      t.database.db,
      sql`select actions from roles where name = ${name} and project_name = ${projectName}`,
    )
  )[0]?.actions;

describe('migration 0007: system verbs named as the portal checks them', () => {
  it('renames the verbs system roles saved before, and leaves project roles alone', async () => {
    await t.database.db.execute(sql`insert into roles (name, project_name, type, actions) values
      ('old-viewer', '', 'system', '["view_data_overview","view_insight","view_delivery_center","edit_delivery_center","view_template","create_template","view_test_center","create_project"]'),
      ('nothing-left', '', 'system', '["edit_delivery_center"]'),
      ('runner', 'shop', 'private', '["get_workflow","run_workflow"]')`);
    await t.database.db.execute(sql.raw(migration));
    expect(await actionsOf('old-viewer', '')).toEqual([
      'create_project',
      'create_template',
      'data_over',
      'delivery_get',
      'efficiency_over',
      'get_template',
      'get_test',
      'release_get',
    ]);
    expect(await actionsOf('nothing-left', '')).toEqual([]);
    expect(await actionsOf('runner', 'shop')).toEqual(['get_workflow', 'run_workflow']);
  });
});
