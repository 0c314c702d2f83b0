import { commonBuildJob } from './common-build.js';
import { customDeployJob } from './custom-deploy.js';
import { distributeStorageJob } from './distribute-storage.js';
import { ExtensionCallbacks } from './extension-callbacks.js';
import { freestyleJob } from './freestyle.js';
import type { JobType } from './job-type.js';
import { k8sPatchJob } from './k8s-patch.js';
import type { PackageInstaller } from './package-installs.js';
import { pluginJob } from './plugin.js';
import { productExtensionJob } from './product-extension.js';
import { releaseImageJob } from './release-image.js';
import { type ZadigBuildDeps, zadigBuildJob } from './zadig-build.js';
import { zadigDeployJob } from './zadig-deploy.js';
import type { HostDeploys } from './zadig-deploy-hosts.js';
import type { DeployTargets } from './zadig-deploy-targets.js';
import { type ZadigScanningDeps, zadigScanningJob } from './zadig-scanning.js';
import { type ZadigTestDeps, zadigTestJob } from './zadig-test.js';

/**
 * What job types may use beyond their spec and job context (code hosts for checkouts, the object
 * store for artifacts…). Each job type that needs a service adds it here; app.ts provides it.
 */
export interface JobTypeDeps {
  /** scanners by name, their Sonar servers, and checkouts of their repositories */
  scanning: ZadigScanningDeps;
  /** test configurations, where test runs are recorded, the object store for reports */
  testing: ZadigTestDeps;
  /** builds, registries, object storage, checkouts and podman for image builds */
  building: ZadigBuildDeps;
  /** software packages builds, tests and scans install before their checkout */
  installs: PackageInstaller;
  /** environments and clusters deploy jobs act on (deploy jobs fail, saying so, without them) */
  deploying?: DeployTargets;
  /** host services' deploys over SSH */
  hostDeploys?: HostDeploys;
  /** product workflows' extension stages waiting for their callback */
  extensionCallbacks?: ExtensionCallbacks;
}

export type JobTypes = Record<string, JobType<never>>;

/** Job types by name; the engine looks jobs up here and knows nothing of their kinds. */
export function createJobTypes(deps: JobTypeDeps): JobTypes {
  return {
    freestyle: freestyleJob as JobType<never>,
    // common workflows' builds (the older v3 kind): installs and checkouts as builds make them
    'common-build': commonBuildJob({
      checkout: deps.building.checkout,
      installs: deps.installs,
    }) as JobType<never>,
    'zadig-scanning': zadigScanningJob({ ...deps.scanning, installs: deps.installs }) as JobType<never>,
    'zadig-test': zadigTestJob({ ...deps.testing, installs: deps.installs }) as JobType<never>,
    'zadig-build': zadigBuildJob({ ...deps.building, installs: deps.installs }) as JobType<never>,
    'zadig-deploy': zadigDeployJob(deps.deploying, deps.hostDeploys) as JobType<never>,
    'custom-deploy': customDeployJob(deps.deploying) as JobType<never>,
    'k8s-resource-patch': k8sPatchJob(deps.deploying) as JobType<never>,
    plugin: pluginJob as JobType<never>,
    // product workflows' distribute and extension stages (no custom workflow job has these types)
    'product-release-image': releaseImageJob(deps.building) as JobType<never>,
    'product-distribute-storage': distributeStorageJob(deps.building) as JobType<never>,
    'product-extension': productExtensionJob(
      deps.extensionCallbacks ?? new ExtensionCallbacks(),
    ) as JobType<never>,
  };
}
