import type { EnvironmentService } from '../../db/schema-environments.js';
import { AppError, ConflictError } from '../../lib/errors.js';
import type { WorkloadDriver } from '../../workloads/workload-driver.js';
import { storedError } from './environment-errors.js';
import { serviceStatus, storedStatuses } from './environment-status.js';
import type { EnvironmentRow, EnvironmentsRepository } from './environments.repository.js';

export type RolloutFailure = 'error.environmentCreateFailed' | 'error.environmentUpdateFailed';

export interface RolloutPlan {
  apply: readonly EnvironmentService[];
  remove: readonly string[];
  failure: RolloutFailure;
  creating: boolean;
  timeoutMs: number;
  /** puts the services in place another way (Helm charts); answers the services it applied */
  deploy?: (driver: WorkloadDriver) => Promise<readonly EnvironmentService[]>;
}

/**
 * Rollouts run after the request that started them answered: they apply and remove services, wait
 * for the workloads and leave the environment `success`, `unstable` (with the message) or `failed`
 * (with the cause). One at a time per environment.
 */
export class EnvironmentRollouts {
  private readonly running = new Map<number, Promise<void>>();

  constructor(
    private readonly repository: EnvironmentsRepository,
    private readonly driverOf: (env: EnvironmentRow) => Promise<WorkloadDriver>,
  ) {}

  ensureIdle(env: EnvironmentRow) {
    if (this.running.has(env.id)) throw new ConflictError('error.environmentBusy');
  }

  async settled(id?: number): Promise<void> {
    if (id !== undefined) return this.running.get(id)?.catch(() => undefined);
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()]);
  }

  start(env: EnvironmentRow, plan: RolloutPlan) {
    const run = (async () => {
      await this.repository.setStatus(
        env.id,
        plan.creating ? storedStatuses.creating : storedStatuses.updating,
      );
      try {
        const driver = await this.driverOf(env);
        await driver.ensureNamespace(env.namespace);
        const labels = (service: string) => ({ project: env.project, service });
        for (const name of plan.remove) await driver.remove(env.namespace, labels(name));
        for (const service of plan.apply)
          await driver.apply(env.namespace, labels(service.name), service.rendered);
        const applied = plan.deploy ? await plan.deploy(driver) : plan.apply;
        const stable = await waitStable(driver, env.namespace, applied, plan.timeoutMs);
        await this.repository.setStatus(
          env.id,
          stable ? storedStatuses.success : storedStatuses.unstable,
          stable ? '' : storedError('error.environmentUnstable'),
        );
      } catch (error) {
        await this.repository.setStatus(
          env.id,
          storedStatuses.failed,
          storedError(plan.failure, causeOf(error)),
        );
      }
    })().finally(() => this.running.delete(env.id));
    this.running.set(env.id, run);
  }
}

/** A failure's cause to store: an app error keeps its key (translated when read) and its detail. */
function causeOf(error: unknown): string {
  if (error instanceof AppError)
    return error.description ? `${error.messageKey}\n${error.description}` : error.messageKey;
  return error instanceof Error ? error.message : String(error);
}

/** Waits for every workload of the applied services; false if one does not become ready in time. */
async function waitStable(
  driver: WorkloadDriver,
  namespace: string,
  applied: readonly EnvironmentService[],
  timeoutMs: number,
): Promise<boolean> {
  const names = new Set(applied.map((s) => s.name));
  const workloads = (await driver.workloads(namespace)).filter((w) => names.has(w.service));
  const results = await Promise.allSettled(workloads.map((w) => driver.waitRollout(namespace, w, timeoutMs)));
  if (results.some((r) => r.status === 'rejected')) return false;
  const now = (await driver.workloads(namespace)).filter((w) => names.has(w.service));
  return [...names].every((n) => serviceStatus(now.filter((w) => w.service === n)) !== 'Error');
}
