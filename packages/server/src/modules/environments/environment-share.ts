import type { EnvironmentCreateBody } from '@slipway/contracts';
import { BadRequestError } from '../../lib/errors.js';
import type { EnvironmentsService } from './environments.service.js';

/**
 * Creates a K8s YAML environment; with `share_env` it becomes a self-test sub-environment of a base
 * that shares its services. The base is checked before anything is made, so a refused link leaves
 * nothing behind.
 */
export async function createEnvironment(
  envs: EnvironmentsService,
  projectName: string,
  body: EnvironmentCreateBody,
  by: string,
) {
  const share = body.share_env;
  if (!share?.enable || share.isBase || !share.base_env) return envs.create(projectName, body, by);
  const base = await envs.get(projectName, share.base_env);
  if (!base.share.enable || !base.share.is_base)
    throw new BadRequestError('validation.environment.shareBaseNotShared', base.name);
  // the sub-environment reaches the base's services through the cluster's mesh: same cluster only
  if (body.cluster_id && body.cluster_id !== base.clusterId)
    throw new BadRequestError('validation.environment.shareOtherCluster', base.name);
  const env = await envs.create(projectName, { ...body, cluster_id: base.clusterId }, by);
  const link = { enable: true, is_base: false, base_env: base.name };
  await envs.repository.patch(env.id, { share: link });
  return { ...env, share: link };
}
