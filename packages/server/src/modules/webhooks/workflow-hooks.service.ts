import {
  CREDENTIAL_MASK,
  type WorkflowHook,
  type WorkflowHookBody,
  workflowHookBodySchema,
} from '@slipway/contracts';
import type { SecretBox } from '../../lib/crypto/aes.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import { compileUserRegex } from '../codehosts/branch-regex.js';
import type { WorkflowsRepository } from '../workflows/workflows.repository.js';
import type { WorkflowHookRow, WorkflowHooksRepository } from './workflow-hooks.repository.js';

/** A stored trigger with its secret opened: what the receiver verifies deliveries with. */
export interface OpenHook {
  workflowName: string;
  hook: WorkflowHookBody;
}

/** The git webhook triggers of custom workflows; secrets sealed at rest and answered masked. */
export class WorkflowHooksService {
  constructor(
    private readonly repository: WorkflowHooksRepository,
    private readonly workflows: WorkflowsRepository,
    private readonly box: SecretBox,
  ) {}

  async list(workflowName: string): Promise<WorkflowHook[]> {
    return (await this.repository.ofWorkflow(workflowName)).map((row) => this.toAnswer(row));
  }

  async create(workflowName: string, body: WorkflowHookBody): Promise<void> {
    await this.requireWorkflow(workflowName);
    checkBranchPattern(body);
    const created = await this.repository.insert(this.toFields(workflowName, body, undefined));
    if (!created) throw new ConflictError('error.workflowHookExists', body.name);
  }

  /** Replaces the trigger of the body's name; the mask as secret keeps the stored one. */
  async update(workflowName: string, body: WorkflowHookBody): Promise<void> {
    const stored = await this.repository.find(workflowName, body.name);
    if (!stored) throw new NotFoundError('error.workflowHookNotFound');
    checkBranchPattern(body);
    await this.repository.update(stored.id, this.toFields(workflowName, body, stored));
  }

  async delete(workflowName: string, name: string): Promise<void> {
    if (!(await this.repository.delete(workflowName, name)))
      throw new NotFoundError('error.workflowHookNotFound');
  }

  /** Every enabled trigger, secrets opened. A row that no longer parses is skipped, not fatal. */
  async enabled(): Promise<OpenHook[]> {
    const open: OpenHook[] = [];
    for (const row of await this.repository.all()) {
      const parsed = workflowHookBodySchema.safeParse({
        ...row.hook,
        secret: row.secret ? this.box.open(row.secret) : '',
      });
      if (parsed.success && parsed.data.enabled)
        open.push({ workflowName: row.workflowName, hook: parsed.data });
    }
    return open;
  }

  private async requireWorkflow(name: string): Promise<void> {
    if (!(await this.workflows.find(name))) throw new NotFoundError('error.workflowNotFound');
  }

  private toFields(workflowName: string, body: WorkflowHookBody, stored: WorkflowHookRow | undefined) {
    const { secret, ...hook } = body;
    const sealed = secret === CREDENTIAL_MASK && stored ? stored.secret : secret ? this.box.seal(secret) : '';
    return { workflowName, name: body.name, hook, secret: sealed };
  }

  private toAnswer(row: WorkflowHookRow): WorkflowHook {
    const hook = row.hook as Omit<WorkflowHookBody, 'secret'>;
    return { ...hook, secret: row.secret ? CREDENTIAL_MASK : '', updated_at: unixSeconds(row.updatedAt) };
  }
}

/** A branch pattern is checked when saved, so a bad one is a 400 now, not a silent miss later. */
function checkBranchPattern(body: WorkflowHookBody): void {
  if (body.main_repo.is_regular) compileUserRegex(body.main_repo.branch);
}
