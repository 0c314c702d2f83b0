import { randomBytes } from 'node:crypto';
import {
  type GenericHook,
  type GenericHookBody,
  genericHookBodySchema,
  genericHookPaths,
} from '@slipway/contracts';
import type { Engine } from '../../engine/engine.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/errors.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import type { WorkflowsRepository } from '../workflows/workflows.repository.js';
import { workflowOf } from '../workflows/workflows.service.js';
import { cancelEarlierRuns, type UnfinishedTasks } from './cancel-earlier.js';
import { sameText } from './delivery-parts.js';
import { type GenericHookRequest, genericHookValues } from './generic-hook-values.js';
import type { GenericHookRow, GenericHooksRepository } from './generic-hooks.repository.js';

export interface GenericHooksDeps {
  repository: GenericHooksRepository;
  workflows: WorkflowsRepository;
  box: SecretBox;
  engine: Engine;
  tasks: UnfinishedTasks;
}

/** The run address of a hook, without its token. */
const runPath = (workflowName: string, name: string) =>
  genericHookPaths.run
    .replace(':workflowName', encodeURIComponent(workflowName))
    .replace(':hookName', encodeURIComponent(name));

/** 32 random bytes, URL-safe: the hook's secret. */
const newToken = () => randomBytes(32).toString('base64url');

/**
 * Generic webhooks of custom workflows: whoever holds a hook's token may run its workflow, with
 * params the hook's mappings read from the request. The token is sealed at rest and shown once.
 */
export class GenericHooksService {
  constructor(private readonly deps: GenericHooksDeps) {}

  async list(workflowName: string): Promise<GenericHook[]> {
    return (await this.deps.repository.ofWorkflow(workflowName)).map(toAnswer);
  }

  async create(workflowName: string, body: GenericHookBody) {
    if (!(await this.deps.workflows.find(workflowName))) throw new NotFoundError('error.workflowNotFound');
    const token = newToken();
    const { name, ...hook } = body;
    const created = await this.deps.repository.insert(
      { workflowName, name, hook },
      this.deps.box.seal(token),
    );
    if (!created) throw new ConflictError('error.genericHookExists', name);
    return { name, token, url: runPath(workflowName, name) };
  }

  /** Replaces the hook of that name; the token stays. */
  async update(workflowName: string, name: string, body: GenericHookBody): Promise<void> {
    const stored = await this.stored(workflowName, name);
    const { name: _sameName, ...hook } = body;
    await this.deps.repository.update(stored.id, hook);
  }

  /** A new token, answered once; the old one stops working. */
  async rotateToken(workflowName: string, name: string) {
    const stored = await this.stored(workflowName, name);
    const token = newToken();
    await this.deps.repository.replaceToken(stored.id, this.deps.box.seal(token));
    return { name, token, url: runPath(workflowName, name) };
  }

  async delete(workflowName: string, name: string): Promise<void> {
    if (!(await this.deps.repository.delete(workflowName, name)))
      throw new NotFoundError('error.genericHookNotFound');
  }

  /**
   * Runs the hook's workflow when the token matches (compared in constant time): an unknown hook or
   * a wrong token is a 401 and runs nothing, a disabled hook a 403.
   */
  async run(workflowName: string, name: string, token: string, request: GenericHookRequest) {
    const row = await this.deps.repository.find(workflowName, name);
    const expected = row ? this.deps.box.open(row.token) : newToken();
    if (!sameText(token, expected) || !row) throw new UnauthorizedError('error.genericHookToken');
    const hook = genericHookBodySchema.parse({ ...row.hook, name: row.name });
    if (!hook.enabled) throw new ForbiddenError('error.genericHookDisabled');
    const stored = await this.deps.workflows.find(workflowName);
    if (!stored) throw new NotFoundError('error.workflowNotFound');
    const workflow = workflowOf(stored);
    const given = genericHookValues(
      hook.params,
      request,
      new Set(workflow.params.map((param) => param.name)),
    );
    const creator = `generic-webhook:${hook.name}`;
    if (hook.auto_cancel) await cancelEarlierRuns(this.deps, workflowName, creator);
    const task = await this.deps.engine.create(workflow, given, creator);
    return { task_id: task.taskId, workflow_name: workflowName };
  }

  private async stored(workflowName: string, name: string): Promise<GenericHookRow> {
    const row = await this.deps.repository.find(workflowName, name);
    if (!row) throw new NotFoundError('error.genericHookNotFound');
    return row;
  }
}

function toAnswer(row: GenericHookRow): GenericHook {
  const hook = genericHookBodySchema.parse({ ...row.hook, name: row.name });
  return {
    ...hook,
    workflow_name: row.workflowName,
    url: runPath(row.workflowName, row.name),
    updated_at: unixSeconds(row.updatedAt),
  };
}
