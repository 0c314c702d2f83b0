import { CUSTOM_WORKFLOW_TASK, type NotifyCtl, notifyCtlSchema } from '@slipway/contracts';
import { isInternalTaskName } from '../../engine/internal-tasks.js';
import type { TaskChange, TaskEvents } from '../../engine/task-events.js';
import type { TaskRepository, TaskRow } from '../../engine/task-repository.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { UsersRepository } from '../users/users.repository.js';
import { type DeliveryDeps, deliver } from './notify-delivery.js';
import { eventOf, isFinished, type SentEvent, settingsFor } from './notify-events.js';
import { notifyLanguage } from './notify-language.js';
import type { NotifyFacts } from './notify-message.js';
import type { NotifyNoticesRepository } from './notify-notices.repository.js';

export interface WorkflowNotifyDeps extends DeliveryDeps {
  users: Pick<UsersRepository, 'findById' | 'findByAccount' | 'getPreference'>;
  events: TaskEvents;
  tasks: Pick<TaskRepository, 'find'>;
  notices: NotifyNoticesRepository;
  notifications: NotificationsService;
  /** the web app's address, for task links */
  publicUrl: string | undefined;
  onError(error: unknown, context: string): void;
}

/** Where task links point when no public address is configured. */
const DEFAULT_PUBLIC_URL = 'http://localhost';

interface Definition {
  display_name?: string;
  /** who made the workflow: their preference is the language of its notifications */
  created_by?: string;
  notify_ctls?: unknown[];
  /** set on the tasks of product workflows */
  product_workflow?: { name?: string };
}

/** The task's own settings; one that does not parse (saved by an older version) is left out. */
function settingsOf(definition: Definition): NotifyCtl[] {
  return (definition.notify_ctls ?? []).flatMap((ctl) => {
    const parsed = notifyCtlSchema.safeParse(ctl);
    return parsed.success ? [parsed.data] : [];
  });
}

const seconds = (date: Date | null | undefined) => (date ? date.getTime() / 1000 : undefined);

/**
 * Workflow notifications (docs/architecture.md "Workflow notifications"): on each change of a
 * task's status, the settings in the task's own definition that asked for the event are sent to
 * their robots or by email; a failure is recorded as a notice of the task, whose status it never
 * changes. The task's creator also gets the in-app notice of a finished task.
 */
export class WorkflowNotify {
  /** the last status seen of each unfinished task, so repeated announcements send nothing */
  private readonly seen = new Map<string, string>();
  /** changes of one task are handled in order */
  private readonly chains = new Map<string, Promise<void>>();
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly deps: WorkflowNotifyDeps) {}

  start(): void {
    this.unsubscribe = this.deps.events.subscribeOwn((change) => this.onChange(change));
  }

  /** Stops listening and waits for notifications under way. */
  async stop(): Promise<void> {
    this.unsubscribe?.();
    await Promise.allSettled([...this.chains.values()]);
  }

  private onChange(change: TaskChange): void {
    const key = `${change.workflow}#${change.taskId}`;
    if (this.seen.get(key) === change.status) return;
    if (isFinished(change.status)) this.seen.delete(key);
    else this.seen.set(key, change.status);
    const previous = this.chains.get(key) ?? Promise.resolve();
    const next = previous
      .then(() => this.handle(change))
      .catch((error) => this.deps.onError(error, `notifications of ${key}`))
      .finally(() => {
        if (this.chains.get(key) === next) this.chains.delete(key);
      });
    this.chains.set(key, next);
  }

  private async handle(change: TaskChange): Promise<void> {
    const row = await this.deps.tasks.find(change.workflow, change.taskId);
    if (!row) return;
    const definition = row.definition as Definition;
    const product = definition.product_workflow?.name;
    if (isInternalTaskName(row.workflowName) && !product) return;
    const event = eventOf(change.status, row.isRestart);
    if (!event) return;
    if (isFinished(event)) await this.notifyCreator(row, event, product);
    const ctls = settingsOf(definition);
    if (ctls.length === 0) return;
    const previousStatus = isFinished(event)
      ? await this.deps.notices.previousFinishedStatus(row.workflowName, row.taskId)
      : undefined;
    const changed = previousStatus !== undefined && previousStatus !== event;
    const chosen = settingsFor(ctls, event, changed);
    if (chosen.length === 0) return;
    const facts = await this.factsOf(row, definition, event, changed ? previousStatus : undefined);
    await Promise.all(
      chosen.map(async (ctl) => {
        try {
          await deliver(this.deps, ctl, facts, row.creator);
        } catch (error) {
          const reason = (error as Error).message;
          await this.deps.notices.add({ taskRowId: row.id, webhookType: ctl.webhook_type, event, reason });
        }
      }),
    );
  }

  private async factsOf(
    row: TaskRow,
    definition: Definition,
    event: SentEvent,
    previousStatus?: string,
  ): Promise<NotifyFacts> {
    const product = definition.product_workflow?.name;
    const workflowName = product ?? row.workflowName;
    const base = (this.deps.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
    const kind = product ? 'multi' : 'custom';
    const link = `${base}/v1/projects/detail/${encodeURIComponent(row.projectName)}/pipelines/${kind}/${encodeURIComponent(workflowName)}/${row.taskId}?status=${event}`;
    const start = seconds(row.startedAt) ?? seconds(row.createdAt) ?? Date.now() / 1000;
    const end = seconds(row.endedAt) ?? Date.now() / 1000;
    return {
      project: row.projectName,
      workflow: definition.display_name || workflowName,
      taskId: row.taskId,
      link,
      event,
      creator: row.creator,
      durationSeconds: event === 'created' ? 0 : end - start,
      ...(previousStatus ? { previousStatus } : {}),
      language: await notifyLanguage(this.deps.users, definition.created_by || row.creator),
    };
  }

  /** The in-app notice of a finished task, for its creator when their subscription asks for it. */
  private async notifyCreator(row: TaskRow, status: SentEvent, product: string | undefined): Promise<void> {
    const creator = await this.deps.users.findByAccount(row.creator);
    if (!creator) return;
    await this.deps.notifications.notifyTaskStatus(creator.id, {
      task_id: row.taskId,
      product_name: row.projectName,
      pipeline_name: product ?? row.workflowName,
      type: product ? 'workflow' : CUSTOM_WORKFLOW_TASK,
      status,
    });
  }
}
