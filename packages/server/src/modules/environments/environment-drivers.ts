import type { WorkloadDriver } from '../../workloads/workload-driver.js';

/** Where an environment finds the driver of its cluster (`local` is this machine). */
export interface DriverSource {
  driverFor(clusterId: string): WorkloadDriver | Promise<WorkloadDriver>;
}

/** Until the cluster drivers are wired, every cluster is unavailable: changes fail with the reason. */
export const noDrivers: DriverSource = {
  driverFor() {
    throw new Error('no workload driver is configured for clusters');
  },
};
