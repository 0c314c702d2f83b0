import type { WorkloadDriver, WorkloadRef } from '../../workloads/workload-driver.js';

/** A service of an environment as deploy jobs see it: its kind and the containers it runs. */
export interface DeployService {
  name: string;
  type: 'k8s' | 'helm' | 'pm';
  containers: { name: string; image: string }[];
}

/** An environment deploy jobs act on: where it runs and what runs there. */
export interface DeployEnvironment {
  project: string;
  name: string;
  namespace: string;
  clusterId: string;
  driver: WorkloadDriver;
  services: DeployService[];
}

/** A Helm release upgrade: the service's chart with the environment's values and these images. */
export interface HelmDeployRequest {
  environment: DeployEnvironment;
  service: string;
  images: { container: string; image: string }[];
  timeoutMs: number;
  log: (line: string) => void;
  signal: AbortSignal;
}

/**
 * What deploy jobs need of environments and clusters. Every method rejects with a message fit for
 * the job's error (environment missing, cluster unreachable, helm missing…).
 */
export interface DeployTargets {
  environment(project: string, env: string): Promise<DeployEnvironment>;
  /** the driver of a cluster by id, for jobs that name a cluster and namespace themselves */
  cluster(clusterId: string): Promise<WorkloadDriver>;
  /**
   * sets one container's image of a service in an environment, on its workloads and in the
   * environment's record; answers the workloads it changed
   */
  deployImage(
    environment: DeployEnvironment,
    service: string,
    container: string,
    image: string,
  ): Promise<WorkloadRef[]>;
  /** `helm upgrade --install` of a Helm service with its merged values and the given images */
  deployHelm(request: HelmDeployRequest): Promise<void>;
}

/**
 * Sets a container's image on every workload of the service (label `s-service`) that runs a
 * container of that name, straight through the cluster's driver.
 */
export async function setServiceImage(
  driver: WorkloadDriver,
  namespace: string,
  service: string,
  container: string,
  image: string,
): Promise<WorkloadRef[]> {
  const workloads = (await driver.workloads(namespace)).filter(
    (w) => w.service === service && w.images.some((i) => i.container === container),
  );
  if (workloads.length === 0)
    throw new Error(`no workload of the service ${service} runs a container ${container}`);
  for (const workload of workloads) await driver.setImage(namespace, workload, container, image);
  return workloads.map(({ kind, name }) => ({ kind, name }));
}
