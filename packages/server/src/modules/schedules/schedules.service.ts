import {
  type Language,
  type ScheduleAnswer,
  type ScheduleItem,
  type Schedules,
  scheduleItemSchema,
  translate,
} from '@slipway/contracts';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { CronFieldError, parseCron } from '../../lib/schedule/cron-fields.js';
import { nextSlot, type ScheduleClock } from './schedule-clock.js';
import type { ScheduleOwnerKind } from './schedule-runners.js';
import type { ScheduleFields, ScheduleRow, SchedulesRepository } from './schedules.repository.js';

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : 0);

/** The custom workflows the API's items belong to. */
export interface ScheduledWorkflows {
  projectOf(workflowName: string): Promise<string | undefined>;
}

/** Refuses a crontab whose fields are out of range (the form rules only check its shape). */
function requireReadableCron(item: ScheduleItem): void {
  if (item.type !== 'crontab') return;
  try {
    parseCron(item.cron);
  } catch (error) {
    if (error instanceof CronFieldError)
      throw new BadRequestError('validation.schedule.cronInvalid', error.part);
    throw error;
  }
}

/** The stored item: what was sent, its id being the row's. */
const storedItem = ({ id: _id, ...item }: ScheduleItem): Record<string, unknown> => item;

/**
 * Schedule items of owners (docs/architecture.md "Workflow schedules"): the cron API of custom
 * workflows, and whole replacement for owners keeping their schedules inside their own object.
 */
export class SchedulesService {
  constructor(
    private readonly repository: SchedulesRepository,
    private readonly clock: ScheduleClock,
    private readonly workflows: ScheduledWorkflows,
  ) {}

  async list(workflowName: string, language: Language): Promise<{ cron_list: ScheduleAnswer[] }> {
    await this.requireWorkflow(workflowName);
    const rows = await this.repository.ofOwner('custom', workflowName);
    return { cron_list: rows.map((row) => this.answer(row, language)) };
  }

  async create(workflowName: string, item: ScheduleItem): Promise<void> {
    const project = await this.requireWorkflow(workflowName);
    requireReadableCron(item);
    await this.repository.insert({
      ownerKind: 'custom',
      projectName: project,
      ownerName: workflowName,
      ...this.timed(item, item.enabled),
    });
  }

  async update(id: number, project: string, item: ScheduleItem): Promise<void> {
    await this.requireCustom(id, project);
    requireReadableCron(item);
    await this.repository.replaceItem(id, this.timed(item, item.enabled));
  }

  async remove(id: number, project: string): Promise<void> {
    await this.requireCustom(id, project);
    await this.repository.delete(id);
  }

  /** Every item of one owner becomes those given, in one transaction; `enabled` switches them all. */
  async replaceOwnerSchedules(input: {
    kind: ScheduleOwnerKind;
    project: string;
    owner: string;
    schedules: Schedules;
  }): Promise<void> {
    const items = input.schedules.items.map((item) => scheduleItemSchema.parse(item));
    items.forEach(requireReadableCron);
    await this.repository.replaceOwner(
      input.kind,
      input.project,
      input.owner,
      items.map((item) => ({
        ownerKind: input.kind,
        projectName: input.project,
        ownerName: input.owner,
        ...this.timed(item, input.schedules.enabled && item.enabled),
      })),
    );
  }

  removeOwnerSchedules(kind: ScheduleOwnerKind, project: string, owner: string): Promise<void> {
    return this.repository.removeOwner(kind, owner, project);
  }

  /** A custom workflow's items, wherever it was (its name is unique across projects). */
  removeWorkflowSchedules(workflowName: string): Promise<void> {
    return this.repository.removeOwner('custom', workflowName);
  }

  /** The project of a custom workflow's item, for the permission check of routes naming it by id. */
  async projectOf(id: string): Promise<string | undefined> {
    const row = await this.repository.find(Number(id));
    return row?.ownerKind === 'custom' ? row.projectName : undefined;
  }

  /** The item as answered: what was saved with the scheduler's state. */
  answer(row: ScheduleRow, language: Language): ScheduleAnswer {
    const item = scheduleItemSchema.parse(row.item);
    return {
      ...item,
      id: String(row.id),
      job_type: item.type,
      workflow_v4_args: item.workflow_args ?? null,
      enabled: row.enabled,
      next_run_time: seconds(row.nextRunAt),
      consecutive_failures: row.consecutiveFailures,
      disabled_reason: row.disabledReason ? translate(row.disabledReason, language) : '',
    };
  }

  /** Saved now: gap intervals count from now, and the first slot is the next one after now. */
  private timed(
    item: ScheduleItem,
    enabled: boolean,
  ): Omit<ScheduleFields, 'ownerKind' | 'projectName' | 'ownerName'> {
    const now = this.clock.now();
    return {
      item: storedItem(item),
      enabled,
      anchorAt: now,
      nextRunAt: enabled ? nextSlot(this.clock, item, now, now) : null,
    };
  }

  private async requireWorkflow(workflowName: string): Promise<string> {
    const project = await this.workflows.projectOf(workflowName);
    if (project === undefined) throw new NotFoundError('error.workflowNotFound');
    return project;
  }

  /** An item of the API's custom workflows in the project named; any other is not found. */
  private async requireCustom(id: number, project: string): Promise<ScheduleRow> {
    const row = await this.repository.find(id);
    if (row?.ownerKind !== 'custom' || row.projectName !== project)
      throw new NotFoundError('error.scheduleNotFound');
    return row;
  }
}
