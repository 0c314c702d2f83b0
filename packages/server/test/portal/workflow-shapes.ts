import type { Shape } from './portal-contract.js';

/** What the portal's custom workflow pages send and read (see workflows.test.ts). */

/** The workflow as the editor builds it before `jsyaml.dump(this.payload)`. */
export const editorPayload = (project: string, name: string, script: string) => ({
  name,
  project,
  description: 'built in the editor',
  multi_run: true,
  params: [
    { name: 'BRANCH', type: 'string', value: 'main', default: 'main', is_credential: false },
    { name: 'WANT_KEY', type: 'string', value: '', default: '', is_credential: false },
  ],
  stages: [
    {
      name: 'build',
      parallel: false,
      jobs: [
        {
          name: 'compile',
          type: 'freestyle',
          spec: {
            properties: {
              timeout: 10,
              envs: [
                { key: 'MODE', type: 'string', value: 'fast', is_credential: false },
                { key: 'API_KEY', type: 'string', value: 'stored-secret', is_credential: true },
              ],
            },
            steps: [{ name: 'run', type: 'shell', spec: { script } }],
          },
        },
      ],
    },
  ],
});

/** The fields of a workflow the editor, the detail page and the run dialog read. */
export const workflowShape: Shape = {
  name: 'string',
  display_name: 'string',
  project: 'string',
  description: 'string',
  multi_run: 'boolean',
  updated_by: 'string',
  update_time: 'seconds',
  params: [{ name: 'string', type: 'string', value: 'string', is_credential: 'boolean' }],
  share_storages: 'array',
  stages: [
    {
      name: 'string',
      parallel: 'boolean',
      approval: { enabled: 'boolean' },
      jobs: [
        {
          name: 'string',
          type: 'string',
          spec: {
            steps: [{ name: 'string', type: 'string', spec: 'object' }],
            properties: {
              envs: [{ key: 'string', value: 'string', type: 'string', is_credential: 'boolean' }],
              share_storage_info: 'object',
            },
          },
        },
      ],
    },
  ],
};
export const recentTaskShape: Shape = { taskID: 'integer', status: 'string' };
export const taskRowShape: Shape = {
  task_id: 'integer',
  status: 'string',
  task_creator: 'string',
  create_time: 'seconds',
  start_time: 'integer',
  end_time: 'integer',
  stages: 'array',
};
export const taskDetailShape: Shape = {
  ...taskRowShape,
  workflow_name: 'string',
  stages: [
    {
      name: 'string',
      status: 'string',
      approval: { enabled: 'boolean', approve_users: 'array' },
      jobs: [{ name: 'string', type: 'string', status: 'string', spec: 'object' }],
    },
  ],
};
