import {
  DEFAULT_APPROVAL_TIMEOUT_MINUTES,
  DEFAULT_JOB_TIMEOUT_MINUTES,
  type NotifyCtl,
  type paramTypes,
  type ShareStorage,
  type WorkflowBody,
  type WorkflowCategory,
} from '@slipway/contracts';
import { type JobShares, noShares, sharesFromBody, sharesToBody } from './shareStorages';

/**
 * The workflow as the editor holds it: the model of the contracts (stages → jobs → steps) with
 * list keys for React and, per job, whether it has been saved (validated) since its last change.
 */

export type ParamType = (typeof paramTypes)[number];

export interface ParamDraft {
  name: string;
  type: ParamType;
  choice_option: string[];
  default: string;
  description: string;
  is_credential: boolean;
}

export interface EnvDraft {
  key: string;
  value: string;
  is_credential: boolean;
  /** kept as loaded: the form edits string variables */
  type: 'string' | 'choice';
  choice_option: string[];
}

export interface StepDraft {
  name: string;
  script: string;
}

export interface OutputDraft {
  name: string;
  description: string;
}

/** What the job form edits. */
export interface JobValues {
  name: string;
  /** the job type; a job of another type than freestyle keeps its `spec` as its own form made it */
  type?: string;
  spec?: unknown;
  timeout: number;
  envs: EnvDraft[];
  steps: StepDraft[];
  outputs: OutputDraft[];
  shares: JobShares;
}

export interface JobDraft extends JobValues {
  key: string;
  /** validated by the job form since it was added or last changed (spec §5: saved before another is added) */
  saved: boolean;
  skipped: boolean;
}

export interface Reviewer {
  user_id: string;
  user_name: string;
}

export interface ApprovalDraft {
  enabled: boolean;
  description: string;
  timeout: number;
  needed_approvers: number;
  approve_users: Reviewer[];
}

export interface StageDraft {
  key: string;
  name: string;
  parallel: boolean;
  approval: ApprovalDraft;
  jobs: JobDraft[];
}

export interface BaseInfo {
  name: string;
  display_name: string;
  description: string;
  multi_run: boolean;
  /** `release` for a release workflow, chosen on creation */
  category: WorkflowCategory;
}

export interface WorkflowDraft extends BaseInfo {
  params: ParamDraft[];
  share_storages: ShareStorage[];
  notify_ctls: NotifyCtl[];
  stages: StageDraft[];
}

let lastKey = 0;
/** A key for React lists, unique in this page's life. */
export const newKey = () => `k${++lastKey}`;

export const emptyDraft = (): WorkflowDraft => ({
  name: '',
  display_name: '',
  description: '',
  multi_run: false,
  category: '',
  params: [],
  share_storages: [],
  notify_ctls: [],
  stages: [],
});

export const emptyStage = (index: number): StageDraft => ({
  key: newKey(),
  name: `stage-${index + 1}`,
  parallel: false,
  approval: {
    enabled: false,
    description: '',
    timeout: DEFAULT_APPROVAL_TIMEOUT_MINUTES,
    needed_approvers: 1,
    approve_users: [],
  },
  jobs: [],
});

export const emptyJob = (type = 'freestyle', spec?: unknown): JobDraft => ({
  key: newKey(),
  saved: false,
  skipped: false,
  type,
  spec,
  name: '',
  timeout: DEFAULT_JOB_TIMEOUT_MINUTES,
  envs: [],
  steps: [{ name: 'shell', script: '' }],
  outputs: [],
  shares: noShares(),
});

export const emptyParam = (): ParamDraft => ({
  name: '',
  type: 'string',
  choice_option: [],
  default: '',
  description: '',
  is_credential: false,
});

type JobBody = WorkflowBody['stages'][number]['jobs'][number];

/** A freestyle job as the API takes it; the paths of its share storages are the workflow's `storages`. */
export function jobToBody(
  job: JobValues & { skipped?: boolean },
  storages: readonly ShareStorage[] = [],
): JobBody {
  if (job.type && job.type !== 'freestyle')
    return { name: job.name, type: job.type, skipped: job.skipped ?? false, spec: job.spec } as JobBody;
  return {
    name: job.name,
    type: 'freestyle',
    skipped: job.skipped ?? false,
    spec: {
      properties: {
        timeout: job.timeout,
        envs: job.envs.map(({ key, value, type, choice_option, is_credential }) => ({
          key,
          value,
          type,
          choice_option,
          is_credential,
        })),
        share_storage_info: sharesToBody(job.shares, storages),
      },
      steps: job.steps.map((step) => ({ name: step.name, type: 'shell', spec: { script: step.script } })),
      outputs: job.outputs.map(({ name, description }) => ({ name, description })),
    },
  };
}

/** The request body of the draft (POST or PUT), in the project of the page. */
export function draftToBody(draft: WorkflowDraft, project: string): WorkflowBody {
  return {
    name: draft.name,
    display_name: draft.display_name,
    project,
    description: draft.description,
    multi_run: draft.multi_run,
    category: draft.category,
    params: draft.params.map((param) => ({
      ...param,
      choice_option: param.type === 'choice' ? param.choice_option : [],
      value: param.default,
    })),
    share_storages: draft.share_storages.map(({ name, path }) => ({ name, path })),
    notify_ctls: draft.notify_ctls,
    stages: draft.stages.map((stage) => ({
      name: stage.name,
      parallel: stage.parallel,
      approval: {
        enabled: stage.approval.enabled,
        type: 'native',
        description: stage.approval.description,
        native_approval: {
          timeout: stage.approval.timeout,
          approve_users: stage.approval.approve_users.map(({ user_id, user_name }) => ({
            user_id,
            user_name,
          })),
          needed_approvers: stage.approval.needed_approvers,
        },
      },
      jobs: stage.jobs.map((job) => jobToBody(job, draft.share_storages)),
    })),
  };
}

/** A validated workflow as a draft: every job is saved. */
export function bodyToDraft(
  body: Omit<WorkflowBody, 'project' | 'notify_ctls'> & { notify_ctls?: NotifyCtl[] },
): WorkflowDraft {
  return {
    name: body.name,
    display_name: body.display_name,
    description: body.description,
    multi_run: body.multi_run,
    category: body.category ?? '',
    params: body.params.map((param) => ({
      name: param.name,
      type: param.type,
      choice_option: [...param.choice_option],
      default: param.default || param.value,
      description: param.description,
      is_credential: param.is_credential,
    })),
    share_storages: body.share_storages.map(({ name, path }) => ({ name, path })),
    notify_ctls: body.notify_ctls ?? [],
    stages: body.stages.map((stage) => ({
      key: newKey(),
      name: stage.name,
      parallel: stage.parallel,
      approval: {
        enabled: stage.approval.enabled,
        description: stage.approval.description,
        timeout: stage.approval.native_approval.timeout,
        needed_approvers: stage.approval.native_approval.needed_approvers,
        approve_users: stage.approval.native_approval.approve_users.map(({ user_id, user_name }) => ({
          user_id,
          user_name,
        })),
      },
      jobs: stage.jobs.map(jobFromBody),
    })),
  };
}

type StoredJob = Omit<WorkflowBody, 'project'>['stages'][number]['jobs'][number];

/** A stored job as a saved draft; a job of another type than freestyle keeps its spec as it is. */
function jobFromBody(job: StoredJob): JobDraft {
  if (job.type !== 'freestyle')
    return { ...emptyJob(job.type, job.spec), saved: true, skipped: job.skipped, name: job.name };
  return {
    key: newKey(),
    saved: true,
    skipped: job.skipped,
    type: job.type,
    name: job.name,
    timeout: job.spec.properties.timeout,
    envs: job.spec.properties.envs.map((env) => ({ ...env, choice_option: [...env.choice_option] })),
    steps: job.spec.steps.map((step) => ({ name: step.name, script: step.spec.script })),
    outputs: job.spec.outputs.map(({ name, description }) => ({ name, description })),
    shares: sharesFromBody(job.spec.properties.share_storage_info),
  };
}
