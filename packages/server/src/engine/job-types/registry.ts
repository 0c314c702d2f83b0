import { freestyleJob } from './freestyle.js';
import type { JobType } from './job-type.js';
import type { PackageInstaller } from './package-installs.js';
import { type ZadigBuildDeps, zadigBuildJob } from './zadig-build.js';
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
}

export type JobTypes = Record<string, JobType<never>>;

/** Job types by name; the engine looks jobs up here and knows nothing of their kinds. */
export function createJobTypes(deps: JobTypeDeps): JobTypes {
  return {
    freestyle: freestyleJob as JobType<never>,
    'zadig-scanning': zadigScanningJob({ ...deps.scanning, installs: deps.installs }) as JobType<never>,
    'zadig-test': zadigTestJob({ ...deps.testing, installs: deps.installs }) as JobType<never>,
    'zadig-build': zadigBuildJob({ ...deps.building, installs: deps.installs }) as JobType<never>,
  };
}
