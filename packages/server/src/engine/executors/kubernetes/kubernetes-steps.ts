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
}

/** Where the job's workspace is inside the pod (job-manifest.ts). */
const POD_WORKSPACE = '/workspace';

/**
 * The starter `PreparedJob.runInContainer` takes for a job on a Kubernetes cluster: each step runs
 * as one batch/v1 Job in the build image (executors/kubernetes), its log copied into the job's log.
 * The pod's workspace is its own (an emptyDir), so a step sees nothing an earlier step left.
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
        });
        return { status: result.status, exitCode: result.exitCode, error: result.error };
      },
      stop: async () => executor.close(),
    };
  };
}
