import type { K8sPatchSpec } from '@slipway/contracts';
import type { WorkloadDriver } from '../../workloads/workload-driver.js';
import type { JobContext, JobResult, JobType } from './job-type.js';
import { applyPatch, renderPatch } from './k8s-patch-apply.js';
import { DEPLOYS_UNAVAILABLE } from './zadig-deploy.js';
import type { DeployTargets } from './zadig-deploy-targets.js';

const failed = (error: string): JobResult => ({ status: 'failed', outputs: {}, error });

type Metadata = { name?: string; namespace?: string };
const metadataOf = (object: Record<string, unknown>) => (object.metadata ?? {}) as Metadata;

/**
 * Patches named objects of a namespace of a cluster, in order (zadig-reference §2
 * `k8s-resource-patch`): each object is read, patched as `kubectl patch --type` would (merge,
 * strategic-merge or json, `{{.param}}` filled in) and written back. The first failure stops the job;
 * an object's name and namespace cannot be patched away.
 */
export function k8sPatchJob(targets: DeployTargets | undefined): JobType<K8sPatchSpec> {
  return {
    secrets: (spec) =>
      spec.patch_items.flatMap((item) =>
        item.resource_kind === 'Secret' ? item.params.map((p) => p.value).filter(Boolean) : [],
      ),

    async run(spec, ctx: JobContext): Promise<JobResult> {
      if (!targets) return failed(DEPLOYS_UNAVAILABLE);
      const log = (line: string) => ctx.log.write(line);
      let driver: WorkloadDriver;
      try {
        driver = await targets.cluster(spec.cluster_id);
      } catch (error) {
        log(`${(error as Error).message}\n`);
        return failed((error as Error).message);
      }
      for (const item of spec.patch_items) {
        const label = `${item.resource_kind}/${item.resource_name}`;
        try {
          const objects = await driver.listResources(spec.namespace, item.resource_kind);
          const object = objects.find((o) => metadataOf(o).name === item.resource_name);
          if (!object) throw new Error(`not found in the namespace ${spec.namespace}`);
          const patched = applyPatch(
            object,
            item.patch_strategy,
            renderPatch(item.patch_content, item.params),
          );
          const metadata = metadataOf(patched);
          if (
            metadata.name !== item.resource_name ||
            (metadata.namespace ?? spec.namespace) !== spec.namespace
          )
            throw new Error('a patch cannot change the name or namespace');
          await driver.putResource(spec.namespace, item.resource_kind, patched);
          log(`${label}: patched (${item.patch_strategy})\n`);
        } catch (error) {
          const message = `${label}: ${(error as Error).message}`;
          log(`${message}\n`);
          return failed(message);
        }
      }
      return { status: 'passed', outputs: {}, error: '' };
    },
  };
}
