import path from 'node:path';
import { PackageCache } from '../../engine/job-types/package-cache.js';
import { PackageInstaller } from '../../engine/job-types/package-installs.js';
import type { ProxyService } from '../proxy/proxy.service.js';
import type { PackagesService } from './packages.service.js';

/** Most a package's download may be. */
export const PACKAGE_DOWNLOAD_MAX_BYTES = 2 * 1024 * 1024 * 1024;

/** The installer of jobs' software packages, from the saved packages and the system proxy. */
export function packageInstaller(wiring: {
  packages: PackagesService;
  proxy: ProxyService;
  dataDir: string;
  maxDownloadBytes?: number;
}): PackageInstaller {
  return new PackageInstaller({
    findPackage: async (name, version) =>
      (await wiring.packages.list(true)).find((p) => p.name === name && p.version === version),
    proxyUrl: () => wiring.proxy.proxyUrl('application'),
    cache: new PackageCache(path.join(wiring.dataDir, 'packages-cache')),
    maxDownloadBytes: wiring.maxDownloadBytes ?? PACKAGE_DOWNLOAD_MAX_BYTES,
  });
}
