import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { EnvironmentConfigsRepository } from '../environment-configs/environment-configs.repository.js';
import type { HelmDeployer } from '../environment-configs/helm-values.service.js';
import { EnvironmentChangeLogRepository } from './environment-changelog.repository.js';
import { environmentChangeLogRoutes } from './environment-changelog.routes.js';
import { EnvironmentChangeLogService } from './environment-changelog.service.js';
import type { DriverSource } from './environment-drivers.js';
import { EnvironmentServiceViews } from './environment-service-views.js';
import { environmentServicesRoutes } from './environment-services.routes.js';
import { EnvironmentViews } from './environment-views.js';
import { EnvironmentsRepository } from './environments.repository.js';
import { environmentsRoutes } from './environments.routes.js';
import { EnvironmentsService } from './environments.service.js';
import { HelmEnvironmentCreator } from './helm-environment-create.js';
import { OnboardingEnvironments } from './onboarding-environments.js';
import { podLogRoutes } from './pod-logs.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** the environments, for deploy jobs and environment configs; tests set stand-in drivers on it */
    environments: EnvironmentsService;
  }
}

/** Environments of K8s YAML and host projects, and the services and workloads in them. */
export async function registerEnvironments(
  app: FastifyInstance,
  deps: { db: Db; drivers?: DriverSource; helmDeployer?: HelmDeployer },
) {
  const environments = new EnvironmentsService({
    repository: new EnvironmentsRepository(deps.db),
    ...(deps.drivers ? { drivers: deps.drivers } : {}),
  });
  const views = new EnvironmentViews(environments);
  app.decorate('environments', environments);
  // rollouts write to the database: let them end before it closes
  app.addHook('onClose', () => environments.settled());
  const helm = deps.helmDeployer
    ? new HelmEnvironmentCreator(environments, new EnvironmentConfigsRepository(deps.db), deps.helmDeployer)
    : undefined;
  await app.register(environmentsRoutes(environments, views, new OnboardingEnvironments(environments), helm));
  await app.register(
    environmentServicesRoutes(environments, views, new EnvironmentServiceViews(environments, views)),
  );
  await app.register(podLogRoutes(environments));
  await app.register(
    environmentChangeLogRoutes(
      new EnvironmentChangeLogService(environments, new EnvironmentChangeLogRepository(deps.db)),
    ),
  );
  return { environments };
}
