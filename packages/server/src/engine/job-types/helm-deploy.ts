import type { RolloutOutcome } from './zadig-deploy-rollout.js';
import type { DeployEnvironment, DeployTargets } from './zadig-deploy-targets.js';

/** How `helm` not being installed reads in a job's log and error. */
export const HELM_MISSING = 'helm missing: the helm command is not installed on the server';

/**
 * Upgrades (or installs) one Helm service's release in the environment with its new images: the
 * chart's values merged with the environment's and the service's, images replaced (zadig-reference
 * §5), `helm upgrade --install --wait` within the job's time.
 */
export async function deployHelmService(
  targets: DeployTargets,
  environment: DeployEnvironment,
  service: string,
  images: { service: string; container: string; image: string }[],
  run: { deadline: number; log: (line: string) => void; signal: AbortSignal },
): Promise<RolloutOutcome> {
  const own = images
    .filter((i) => i.service === service)
    .map(({ container, image }) => ({ container, image }));
  run.log(
    `${service}: helm upgrade --install with ${own.map((i) => `${i.container}=${i.image}`).join(', ')}\n`,
  );
  try {
    await targets.deployHelm({
      environment,
      service,
      images: own,
      timeoutMs: Math.max(run.deadline - Date.now(), 1),
      log: run.log,
      signal: run.signal,
    });
  } catch (error) {
    if (run.signal.aborted) return { status: 'cancelled', error: 'cancelled' };
    const message = `${service}: ${(error as Error).message}`;
    run.log(`${message}\n`);
    return { status: Date.now() >= run.deadline ? 'timeout' : 'failed', error: message };
  }
  run.log(`${service}: release upgraded\n`);
  return { status: 'passed', error: '' };
}
