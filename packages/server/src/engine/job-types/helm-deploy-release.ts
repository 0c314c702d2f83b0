import type { EnvironmentService } from '../../db/schema-environments.js';
import type { HelmReleaseDeployer } from './zadig-deploy-environments.js';

/** An environment row as far as a Helm redeploy needs it. */
interface HelmEnvironment {
  name: string;
  services: EnvironmentService[];
}

/**
 * Helm upgrades for deploy jobs through the environments' Helm deployer: the service's running
 * images are replaced by the job's (by the names the chart's values give them) and the chart is
 * deployed again with its merged values, which keep the running images (zadig-reference §5: the
 * image is replaced in the values).
 */
export function helmReleaseDeployer<Env extends HelmEnvironment>(
  environments: { get(project: string, name: string): Promise<Env> },
  deployer: { redeploy(env: Env, services: readonly string[], by: string): Promise<void> },
): HelmReleaseDeployer {
  return async ({ environment, service, images, log }) => {
    const env = await environments.get(environment.project, environment.name);
    const running = env.services.find((s) => s.name === service);
    if (!running) throw new Error(`the environment ${env.name} has no service ${service}`);
    const unknown = images.find((i) => !running.containers.some((c) => c.name === i.container));
    if (unknown)
      throw new Error(
        `the values of ${service} name no image ${unknown.container} (they name ${running.containers.map((c) => c.name).join(', ') || 'none'})`,
      );
    const withImages = (s: EnvironmentService): EnvironmentService => ({
      ...s,
      containers: s.containers.map((c) => {
        const next = images.find((i) => i.container === c.name);
        return next ? { ...c, image: next.image } : c;
      }),
    });
    const services = env.services.map((s) => (s.name === service ? withImages(s) : s));
    await deployer.redeploy({ ...env, services }, [service], 'workflow');
    log(`${service}: chart deployed with its merged values\n`);
  };
}
