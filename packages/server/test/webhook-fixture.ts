import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

/** How many runs a workflow has, as its task list counts them: what a delivery started. */
export async function taskCount(t: TestApp, project: string, workflow: string): Promise<number> {
  const res = await t.request({
    method: 'GET',
    url: `/api/aslan/workflow/v4/workflowtask?workflow_name=${workflow}&page_num=1&page_size=50&projectName=${project}`,
    token: t.admin.token,
  });
  expect(res.statusCode).toBe(200);
  return res.json().total as number;
}
