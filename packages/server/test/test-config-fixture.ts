import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

/**
 * Saves a function test of `project` through the tests API: no repositories, a 10-minute timeout,
 * the focal image; `fields` add to or replace these.
 */
export async function saveTestConfig(
  t: TestApp,
  project: string,
  name: string,
  fields: Record<string, unknown>,
) {
  const res = await t.request({
    method: 'POST',
    url: `/api/aslan/testing/test?projectName=${project}`,
    token: t.admin.token,
    payload: {
      name,
      product_name: project,
      test_type: 'function',
      repos: [],
      timeout: 10,
      pre_test: { build_os: 'focal', res_req: 'low', envs: [] },
      ...fields,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}
