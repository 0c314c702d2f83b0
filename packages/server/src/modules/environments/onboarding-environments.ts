import type { Language } from '@slipway/contracts';
import { LOCAL_CLUSTER_ID } from '@slipway/contracts';
import {
  describeStoredError,
  ServicesModifiedError,
  servicesInSubEnvironments,
  servicesModifiedIn,
} from './environment-errors.js';
import { storedStatuses } from './environment-status.js';
import { defaultNamespace, type EnvironmentsService, isHostProject } from './environments.service.js';

/** The environments onboarding makes (spec §9): `{project}-dev` and `{project}-qa`. */
export const onboardingEnvironmentNames = (project: string) => [`${project}-dev`, `${project}-qa`];

/**
 * Calls that act on several environments of a project at once: the one-click environments of the
 * onboarding wizard, updating many from the service page, taking services out of a base environment.
 */
export class OnboardingEnvironments {
  constructor(private readonly envs: EnvironmentsService) {}

  /**
   * Creates the onboarding environments that are missing, with every service of the project, and
   * reports each one's state; the wizard calls this every second until both run (portal-shapes §2.5).
   */
  async ensure(projectName: string, by: string, language: Language) {
    const project = await this.envs.project(projectName);
    const services = await this.envs.repository.projectServices(projectName);
    const hosts = isHostProject(project);
    const answers = [];
    for (const name of onboardingEnvironmentNames(projectName)) {
      let env = await this.envs.repository.find(projectName, name);
      if (!env) {
        try {
          env = await this.envs.insert(project, {
            name,
            clusterId: hosts ? '' : LOCAL_CLUSTER_ID,
            namespace: hosts ? '' : defaultNamespace(projectName, name),
            registryId: '',
            production: false,
            vars: [],
            choices: services.filter((s) => s.type !== 'helm').map((s) => ({ name: s.name })),
            by,
          });
        } catch (error) {
          // a concurrent call of the wizard made it first
          env = await this.envs.repository.find(projectName, name);
          if (!env) throw error;
        }
      }
      const failed = env.status === storedStatuses.failed;
      answers.push({
        env_name: name,
        status: env.status === storedStatuses.creating ? 'Creating' : failed ? 'Error' : 'Running',
        err_message: failed ? describeStoredError(env.error, language) : '',
      });
    }
    return answers;
  }

  /** PUT …/environments?auto=true: each element adds or updates services (and variables) of one env. */
  async updateMany(
    projectName: string,
    changes: ReadonlyArray<{
      env_name: string;
      service_names?: string[] | null | undefined;
      vars?: Array<{ key: string; value: string; services: string[] }> | null | undefined;
    }>,
    force: boolean,
    by: string,
  ) {
    for (const change of changes) {
      try {
        await this.envs.update(
          projectName,
          change.env_name,
          { vars: change.vars ?? [], serviceNames: change.service_names, force },
          by,
        );
      } catch (error) {
        // the service page reads `{ "<env>": [{name}…] }` from this call's description
        if (error instanceof ServicesModifiedError) {
          const names = [...error.description.matchAll(/"name":"([^"]*)"/g)].map((m) => m[1] ?? '');
          throw servicesModifiedIn(change.env_name, names);
        }
        throw error;
      }
    }
  }

  /** Refuses to take out services that sub-environments of this base environment run (code 6094). */
  async removeServices(projectName: string, envName: string, names: readonly string[], by: string) {
    const env = await this.envs.get(projectName, envName);
    if (env.share.enable && env.share.is_base) {
      const subs = (await this.envs.list(projectName)).filter(
        (e) => e.share.enable && e.share.base_env === envName,
      );
      const used: Record<string, string[]> = {};
      for (const name of names) {
        const users = subs.filter((s) => s.services.some((x) => x.name === name)).map((s) => s.name);
        if (users.length > 0) used[name] = users;
      }
      if (Object.keys(used).length > 0) throw servicesInSubEnvironments(used);
    }
    return this.envs.removeServices(projectName, envName, names, by);
  }
}
