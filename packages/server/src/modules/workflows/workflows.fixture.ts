import { mapCredentialValues, maskCredentials, type Workflow, type WorkflowBody } from '@slipway/contracts';
import { parse, stringify } from 'yaml';
import type { TestApp } from '../../../test/test-app.js';

/** Bodies and calls shared by the workflow suites. */
export const workflowsBase = '/api/aslan/workflow/v4';
export const en = { cookie: 'language=en' };

const shell = (name: string, script: string) => ({ name, type: 'shell' as const, spec: { script } });
const noApproval = {
  enabled: false,
  type: 'native' as const,
  description: '',
  native_approval: { timeout: 60, approve_users: [], needed_approvers: 1 },
};
const noShares = { enabled: false, share_storages: [] };

/** The smallest valid workflow: one stage, one job, one step. */
export function minimalWorkflow(name: string, project: string) {
  return {
    name,
    project,
    stages: [
      {
        name: 'build',
        jobs: [{ name: 'compile', type: 'freestyle', spec: { steps: [shell('make', 'make all')] } }],
      },
    ],
  };
}

/**
 * A workflow that uses every field, every value given (so the stored model equals it), with
 * strings YAML would read as other types if they were written carelessly.
 */
export function fullWorkflow(name: string, project: string): WorkflowBody {
  return {
    name,
    display_name: 'Full 全部 workflow',
    project,
    description: 'Every field.\nSecond line: with a colon # and a hash',
    multi_run: true,
    category: '',
    share_storages: [{ name: 'cache', path: '/cache/shared' }],
    notify_ctls: [
      {
        enabled: true,
        webhook_type: 'dingding',
        dingding_webhook: 'https://oapi.dingtalk.com/robot/send?access_token=abc',
        weChat_webHook: '',
        feishu_webhook: '',
        at_mobiles: ['13800000000'],
        wechat_user_ids: [],
        lark_user_ids: [],
        is_at_all: false,
        notify_type: ['failed', 'changed'],
        mail_users: [],
      },
    ],
    params: [
      {
        name: 'BRANCH',
        description: 'branch to build',
        type: 'string',
        value: 'main',
        choice_option: [],
        default: 'main',
        is_credential: false,
      },
      {
        name: 'NOTES',
        description: '',
        type: 'text',
        value: 'line one\n  indented line two\ttab\n',
        choice_option: [],
        default: '',
        is_credential: false,
      },
      {
        name: 'TARGET',
        description: 'where to',
        type: 'choice',
        value: '',
        choice_option: ['dev', 'qa', 'prod', 'yes', '1.0'],
        default: 'qa',
        is_credential: false,
      },
      {
        name: 'TOKEN',
        description: 'registry token',
        type: 'string',
        value: 's3cr3t: "quoted"',
        choice_option: [],
        default: '',
        is_credential: true,
      },
      {
        name: 'VERSION',
        description: '',
        type: 'string',
        value: '0123',
        choice_option: [],
        default: 'null',
        is_credential: false,
      },
    ],
    stages: [
      {
        name: 'build',
        parallel: true,
        approval: noApproval,
        jobs: [
          {
            name: 'backend',
            type: 'freestyle',
            skipped: false,
            spec: {
              properties: {
                timeout: 45,
                share_storage_info: {
                  enabled: true,
                  share_storages: [{ name: 'cache', path: '/cache/shared' }],
                },
                envs: [
                  { key: 'GOOS', value: 'linux', type: 'string', choice_option: [], is_credential: false },
                  {
                    key: 'MODE',
                    value: 'fast',
                    type: 'choice',
                    choice_option: ['fast', 'safe'],
                    is_credential: false,
                  },
                  {
                    key: 'PASSWORD',
                    value: 'p@ss: word',
                    type: 'string',
                    choice_option: [],
                    is_credential: true,
                  },
                  { key: 'FLAG', value: 'true', type: 'string', choice_option: [], is_credential: false },
                  { key: 'EMPTY', value: '', type: 'string', choice_option: [], is_credential: false },
                ],
              },
              steps: [
                shell('prepare', 'echo "preparing $BRANCH"\n'),
                shell(
                  'compile',
                  '#!/bin/bash\nset -e\nif [ -n "$MODE" ]; then\n  echo \'mode: on\'   \nfi\n',
                ),
                shell('report', 'echo ~ && echo 1e3 > /tmp/out; echo "{{.workflow.params.TOKEN}}" {a: b}'),
              ],
              outputs: [
                { name: 'IMAGE', description: 'image built' },
                { name: 'DIGEST', description: '' },
              ],
            },
          },
          {
            name: 'frontend',
            type: 'freestyle',
            skipped: true,
            spec: {
              properties: { timeout: 600, envs: [], share_storage_info: noShares },
              steps: [shell('bundle', 'npm ci && npm run build')],
              outputs: [],
            },
          },
        ],
      },
      {
        name: 'release',
        parallel: false,
        approval: {
          enabled: true,
          type: 'native',
          description: 'Ship it?',
          native_approval: {
            timeout: 30,
            approve_users: [
              { user_id: 'u-1', user_name: 'alice' },
              { user_id: 'u-2', user_name: 'bob' },
            ],
            needed_approvers: 2,
          },
        },
        jobs: [
          {
            name: 'publish',
            type: 'freestyle',
            skipped: false,
            spec: {
              properties: { timeout: 10, envs: [], share_storage_info: noShares },
              steps: [shell('push', 'echo publishing')],
              outputs: [],
            },
          },
        ],
      },
    ],
  };
}

/** The form type the portal's HTTP client gives a string body: YAML workflows are sent so. */
export const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Creates a workflow as the portal does (YAML text in a form body); answers it as stored. */
export async function createWorkflow(t: TestApp, body: object, token = t.admin.token): Promise<Workflow> {
  const res = await t.request({
    method: 'POST',
    url: workflowsBase,
    token,
    headers: { ...en, 'content-type': FORM_TYPE },
    payload: stringify(body),
  });
  if (res.statusCode !== 200) throw new Error(`create workflow failed: ${res.statusCode} ${res.body}`);
  return readWorkflow(t, (body as { name: string }).name);
}

/** GET …/name/:name: the workflow's YAML text, parsed. */
export async function readWorkflow(t: TestApp, name: string, token = t.admin.token): Promise<Workflow> {
  const res = await t.request({ method: 'GET', url: `${workflowsBase}/name/${name}`, token });
  if (res.statusCode !== 200) throw new Error(`read workflow ${name} failed: ${res.statusCode} ${res.body}`);
  return parse(res.body);
}

/** The names of a project's workflows, as the list returns them. */
export async function workflowNames(t: TestApp, project: string): Promise<string[]> {
  const res = await t.request({
    method: 'GET',
    url: `${workflowsBase}?project=${project}`,
    token: t.admin.token,
  });
  return res.json().workflow_list.map((w: { name: string }) => w.name);
}

/** A definition as the API shows it once stored: credential values masked. */
export const shown = <T>(body: T): T => maskCredentials(body);

/** A definition whose credential values were never given (an import of an export, say). */
export const withoutCredentialValues = <T>(body: T): T => mapCredentialValues(body, () => '');
