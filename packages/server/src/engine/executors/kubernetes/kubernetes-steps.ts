import { readFile } from 'node:fs/promises';
import type { ContainerSteps, StepRun } from '../job-executor.js';
import type { JobResources } from '../job-resources.js';
import type { ProcessResult } from '../local-process.js';
import type { KubernetesJobKey } from './job-manifest.js';
import type { KubernetesCluster } from './kube-api.js';
import { KubernetesExecutor, type KubernetesExecutorOptions } from './kubernetes-executor.js';

/** A cluster jobs run on: how to reach it, and the namespace its Jobs go to. */
export interface JobCluster {
  name: string;
  connection: KubernetesCluster;
  namespace: string;
}

/** Where a job runs on a cluster: the cluster, build image and preset resources. */
export interface KubernetesPlacement extends JobCluster {
  image: string;
  resources: JobResources;
  key: KubernetesJobKey;
  /** values that are credentials: variables holding them go through the run's Secret */
  secrets: string[];
  /** set when a restarted server takes the job up again: each step re-attaches to its Job */
  resumeSince?: Date;
}

/** Where the job's workspace is inside the pod (job-manifest.ts). */
const POD_WORKSPACE = '/workspace';

/**
 * The starter `PreparedJob.runInContainer` takes for a job on a Kubernetes cluster: each step runs
 * as one batch/v1 Job in the build image (executors/kubernetes), its log copied into the job's log.
 * The pod's workspace is its own (an emptyDir), so a step sees nothing an earlier step left.
 * Steps are numbered in the order they run, so their Jobs have the same names when a restarted
 * server runs the job again: each step then re-attaches to its Job (one that ended passes or fails
 * as it did) and the steps after it run as new.
 */
export function kubernetesStarter(placement: KubernetesPlacement, options: KubernetesExecutorOptions = {}) {
  return async (): Promise<ContainerSteps> => {
    const executor = new KubernetesExecutor(placement.connection, options);
    const secretValues = new Set(placement.secrets.filter((value) => value !== ''));
    let step = 0;
    return {
      run: async (stepFile: string, run: StepRun, env: Record<string, string>): Promise<ProcessResult> => {
        const plain: Record<string, string> = {};
        const secretEnv: Record<string, string> = {};
        for (const [name, value] of Object.entries({ ...env, WORKSPACE: POD_WORKSPACE, HOME: POD_WORKSPACE }))
          (secretValues.has(value) ? secretEnv : plain)[name] = value;
        const result = await executor.run({
          key: { ...placement.key, job: `${placement.key.job}-${step++}` },
          namespace: placement.namespace,
          image: placement.image,
          script: await readFile(stepFile, 'utf8'),
          env: plain,
          secretEnv,
          resources: placement.resources,
          timeoutMs: run.timeoutMs,
          signal: run.signal,
          log: run.log,
          ...(placement.resumeSince ? { resumeSince: placement.resumeSince } : {}),
        });
        return { status: result.status, exitCode: result.exitCode, error: result.error };
      },
      stop: async () => executor.close(),
    };
  };
}
