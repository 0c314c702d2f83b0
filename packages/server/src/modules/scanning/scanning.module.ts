import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { CheckoutDeps } from '../../engine/checkout/checkout.js';
import type { Engine } from '../../engine/engine.js';
import type { ZadigScanningDeps } from '../../engine/job-types/zadig-scanning.js';
import type { LogStore } from '../../engine/logs/log-store.js';
import type { TaskEvents } from '../../engine/task-events.js';
import type { TaskRepository } from '../../engine/task-repository.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import type { ServerKeys } from '../../lib/keys.js';
import { SonarRepository } from '../sonar/sonar.repository.js';
import { sonarRoutes } from '../sonar/sonar.routes.js';
import { SonarService } from '../sonar/sonar.service.js';
import { scanTaskRoutes } from './scan-tasks.routes.js';
import { ScanTasksService } from './scan-tasks.service.js';
import { ScanningRepository } from './scanning.repository.js';
import { scanningRoutes } from './scanning.routes.js';
import { ScanningService } from './scanning.service.js';

export interface ScanningModuleDeps {
  db: Db;
  box: SecretBox;
  keys: ServerKeys;
  /** clone addresses and credentials of the scanners' repositories */
  checkout: CheckoutDeps;
  minuteMs: number;
  /** removes the logs and job folders of a deleted scanner's runs */
  removeTaskFiles(taskName: string): Promise<void>;
}

/**
 * Code scanning and the Sonar integration. Made in two steps: the services first (the
 * `zadig-scanning` job type needs them to build the engine), the routes once the engine exists.
 */
export function createScanning(deps: ScanningModuleDeps) {
  const sonar = new SonarService({
    repository: new SonarRepository(deps.db),
    box: deps.box,
    keys: deps.keys,
  });
  const scanning = new ScanningService({
    repository: new ScanningRepository(deps.db),
    sonar,
    removeTaskFiles: deps.removeTaskFiles,
  });
  const jobDeps: ZadigScanningDeps = {
    findScanner: (project, name) => scanning.target(project, name),
    checkout: deps.checkout,
    minuteMs: deps.minuteMs,
  };
  return { sonar, scanning, jobDeps };
}

export async function registerScanning(
  app: FastifyInstance,
  made: ReturnType<typeof createScanning>,
  engine: { engine: Engine; tasks: TaskRepository; events: TaskEvents; logs: LogStore },
) {
  const tasks = new ScanTasksService(made.scanning, engine.tasks, engine.engine);
  await app.register(sonarRoutes(made.sonar));
  await app.register(scanningRoutes(made.scanning));
  await app.register(
    scanTaskRoutes({ scanning: made.scanning, tasks, events: engine.events, logs: engine.logs }),
  );
}
