import type { Workflow, WorkflowBody, WorkflowListItem, WorkflowTask } from '@slipway/contracts';
import { stringify } from 'yaml';
import type { JobValues } from '../editor/draft';
import { noShares } from '../editor/shareStorages';

export const PROJECT = 'shop';

export const jobValues = (name: string, changes: Partial<JobValues> = {}): JobValues => ({
  name,
  timeout: 60,
  envs: [],
  steps: [{ name: 'build', script: 'make build' }],
  outputs: [],
  shares: noShares(),
  ...changes,
});

/** The storage through which the build hands its files to the deployment. */
const builtFiles = { name: 'built', path: '/cache/built' };

/**
 * A workflow with every part the editor handles: params of each type, approval, envs, outputs,
 * a share storage used by both jobs.
 */
export const fullWorkflow: WorkflowBody = {
  name: 'release',
  display_name: 'Release',
  project: PROJECT,
  description: 'build, then deploy after approval',
  multi_run: true,
  notify_ctls: [],
  category: '',
  params: [
    {
      name: 'BRANCH',
      type: 'string',
      description: 'git branch',
      value: 'main',
      default: 'main',
      choice_option: [],
      is_credential: false,
    },
    {
      name: 'NOTES',
      type: 'text',
      description: '',
      value: 'a\nb',
      default: 'a\nb',
      choice_option: [],
      is_credential: false,
    },
    {
      name: 'ENV',
      type: 'choice',
      description: '',
      value: 'qa',
      default: 'qa',
      choice_option: ['dev', 'qa'],
      is_credential: false,
    },
    {
      name: 'TOKEN',
      type: 'string',
      description: '',
      value: 's3cret',
      default: 's3cret',
      choice_option: [],
      is_credential: true,
    },
  ],
  share_storages: [builtFiles],
  stages: [
    {
      name: 'build',
      parallel: true,
      approval: {
        enabled: false,
        type: 'native',
        description: '',
        native_approval: { timeout: 60, approve_users: [], needed_approvers: 1 },
      },
      jobs: [
        {
          name: 'compile',
          type: 'freestyle',
          skipped: false,
          spec: {
            properties: {
              timeout: 30,
              envs: [
                { key: 'GOOS', value: 'linux', type: 'string', choice_option: [], is_credential: false },
                { key: 'KEY', value: 'k', type: 'string', choice_option: [], is_credential: true },
              ],
              share_storage_info: { enabled: true, share_storages: [builtFiles] },
            },
            steps: [
              { name: 'deps', type: 'shell', spec: { script: 'go mod download' } },
              { name: 'build', type: 'shell', spec: { script: 'go build ./...\necho done' } },
            ],
            outputs: [{ name: 'VERSION', description: '' }],
          },
        },
      ],
    },
    {
      name: 'deploy',
      parallel: false,
      approval: {
        enabled: true,
        type: 'native',
        description: 'check the notes',
        native_approval: {
          timeout: 30,
          approve_users: [{ user_id: 'u-2', user_name: 'Bob' }],
          needed_approvers: 1,
        },
      },
      jobs: [
        {
          name: 'ship',
          type: 'freestyle',
          skipped: false,
          spec: {
            properties: {
              timeout: 600,
              envs: [],
              share_storage_info: { enabled: true, share_storages: [builtFiles] },
            },
            steps: [{ name: 'shell', type: 'shell', spec: { script: './deploy.sh' } }],
            outputs: [],
          },
        },
      ],
    },
  ],
};

/** A body as the server keeps it: with who made and changed it, and when (unix seconds). */
export const stored = (body: WorkflowBody): Workflow => ({
  ...body,
  created_by: 'ada',
  create_time: 1_714_550_400,
  updated_by: 'ada',
  update_time: 1_714_636_800,
});

/** GET …/name/:name answers the workflow as YAML text. */
export const yamlAnswer = (body: WorkflowBody) => ({ status: 200, body: stringify(stored(body)) });

export const listItem = (name: string, changes: Partial<WorkflowListItem> = {}): WorkflowListItem => ({
  name,
  display_name: name.toUpperCase(),
  projectName: PROJECT,
  description: '',
  create_time: 1_714_550_400,
  update_time: 1_714_636_800,
  updated_by: 'ada',
  multi_run: false,
  workflow_type: 'common_workflow',
  enabledStages: ['build'],
  recentTask: null,
  recentSuccessfulTask: null,
  recentFailedTask: null,
  averageExecutionTime: 0,
  successRate: 0,
  never_run: true,
  ...changes,
});

export const task = (taskId: number, changes: Partial<WorkflowTask> = {}): WorkflowTask => ({
  task_id: taskId,
  workflow_name: 'release',
  workflow_display_name: 'Release',
  project_name: PROJECT,
  params: [],
  status: 'running',
  task_creator: 'ada',
  task_revoker: '',
  create_time: 1_714_550_400,
  start_time: 1_714_550_401,
  end_time: 0,
  error: '',
  is_restart: false,
  multi_run: false,
  stages: [],
  ...changes,
});
