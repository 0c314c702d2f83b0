import { constants } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import type { InstallPackage } from '@slipway/contracts';
import type { InstalledTools, PreparedJob } from '../executors/job-executor.js';
import type { JobLogWriter } from '../logs/log-store.js';
import type { JobResult } from './job-type.js';
import type { PackageCache } from './package-cache.js';
import { downloadFile, downloadName } from './package-download.js';

export interface PackageInstallDeps {
  /** the enabled package of this name and version, undefined when it is missing or disabled */
  findPackage(name: string, version: string): Promise<InstallPackage | undefined>;
  /** the system proxy when package downloads use it */
  proxyUrl(): Promise<string | undefined>;
  /** installed packages kept for later jobs (sandboxed jobs only) */
  cache: PackageCache;
  maxDownloadBytes: number;
}

/** How the installs run within a job: its steps, log, stop signal and deadline. */
export interface InstallRun {
  job: PreparedJob;
  log: JobLogWriter;
  signal: AbortSignal;
  deadline: number;
  nextStep(): number;
}

/** The deps of a job type that installs packages: its own, and the installer. */
export type WithInstalls<Deps> = Deps & { installs: PackageInstaller };

type Outcome = { status: JobResult['status']; error: string };

/** The placeholder install scripts use for the downloaded file (as in Zadig). */
// biome-ignore lint/suspicious/noTemplateCurlyInString: a shell variable reference, not a template
const FILEPATH_PLACEHOLDER = '${FILEPATH}';

/** `$HOME` and `${HOME}` in a bin path or variable stand for the package's install folder. */
export const expandHome = (text: string, home: string) =>
  text.replace(/\$\{HOME\}|\$HOME(?![A-Za-z0-9_])/g, home);

/** `K=V` entries of a package (the first `=` splits), `$HOME` expanded. */
export function packageEnv(pkg: InstallPackage, home: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const entry of pkg.env) {
    const at = entry.indexOf('=');
    if (at > 0) env[entry.slice(0, at)] = expandHome(entry.slice(at + 1), home);
  }
  return env;
}

/** The install step: `set -ex` as Zadig, HOME the package's folder, FILEPATH the downloaded file. */
function installScript(pkg: InstallPackage, home: string, file: string): string {
  const quote = (value: string) => `'${value.replaceAll("'", "'\\''")}'`;
  return [
    `export HOME=${quote(home)}`,
    `export FILEPATH=${quote(file)}`,
    'cd "$HOME"',
    'set -ex',
    pkg.scripts.replaceAll(FILEPATH_PLACEHOLDER, file),
    '',
  ].join('\n');
}

/**
 * Gives the job's user the folder just made, through its descriptor: a container's processes live
 * between steps, and a name swapped for a link meanwhile must not make the server chown elsewhere.
 */
async function handOver(folder: string, uid: number): Promise<void> {
  const handle = await open(folder, constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW);
  try {
    await handle.chown(uid, -1);
  } finally {
    await handle.close();
  }
}

interface Prepared {
  pkg: InstallPackage;
  /** the install folder as the job sees it */
  home: string;
  hostHome: string;
  file: string;
  /** no script to run: the package came from the cache, or the job installed it already */
  cached: boolean;
}

/**
 * Installs a job's software packages before its checkout (docs/architecture.md "Software package
 * installs"): each package gets a folder of its own under the job's tools folder, the server fetches
 * its download into the job's downloads folder, and its install script runs as a step of the job
 * (sandbox or build image). Afterwards each package's bin path is on PATH and its variables are
 * set for every later step. Builds, tests and scans use this same piece.
 */
export class PackageInstaller {
  /** the packages (folder names) each running job has installed, for its later tests or scans */
  private readonly installed = new WeakMap<PreparedJob, Set<string>>();

  constructor(private readonly deps: PackageInstallDeps) {}

  async install(wanted: Array<{ name: string; version: string }>, run: InstallRun): Promise<Outcome> {
    if (!wanted.length) return { status: 'passed', error: '' };
    const packages: InstallPackage[] = [];
    const unique = new Map(wanted.map((w) => [`${w.name}\n${w.version}`, w]));
    for (const { name, version } of unique.values()) {
      const pkg = await this.deps.findPackage(name, version);
      if (!pkg) return this.fail(run, `software package ${name} ${version} does not exist or is disabled`);
      packages.push(pkg);
    }
    // only the sandbox installs alike for every job (a build image is the job author's choice), and
    // only before any step of the job ran may what an install leaves be kept for other jobs
    const fromCache = run.job.sandboxed && !run.job.inContainer;
    const toCache = fromCache && !run.job.anyStepRan;
    const prepared: Prepared[] = [];
    // every folder and download is in place before the first script runs
    for (const pkg of packages) {
      const result = await this.prepare(pkg, fromCache, run).catch(
        (error: Error) => `${pkg.name} ${pkg.version}: its folder could not be made (${error.message})`,
      );
      if (typeof result === 'string') return this.fail(run, result);
      prepared.push(result);
    }
    const tools: InstalledTools = { paths: [], env: {} };
    for (const item of prepared) {
      const { pkg, home } = item;
      if (!item.cached) {
        run.log.write(`installing ${pkg.name} ${pkg.version}\n`);
        const step = await run.job.runStep(run.nextStep(), {
          script: installScript(pkg, home, item.file),
          env: tools.env,
          timeoutMs: Math.max(run.deadline - Date.now(), 1),
          signal: run.signal,
          log: run.log,
        });
        if (step.status !== 'passed')
          return this.fail(
            run,
            `the install script of ${pkg.name} ${pkg.version} failed: ${step.error}`,
            step.status,
          );
        if (toCache) await this.keep(item, run.log);
      }
      this.installedIn(run.job).add(path.basename(item.hostHome));
      tools.paths.push(
        ...pkg.bin_path
          .split(':')
          .filter(Boolean)
          .map((bin) => expandHome(bin, home)),
      );
      Object.assign(tools.env, packageEnv(pkg, home));
      // a later package's script may use an earlier one
      run.job.useTools({ paths: [...tools.paths], env: { ...tools.env } });
    }
    return { status: 'passed', error: '' };
  }

  /** The package's folder, filled from the cache or made empty with its download beside; or an error. */
  private async prepare(
    pkg: InstallPackage,
    fromCache: boolean,
    run: InstallRun,
  ): Promise<Prepared | string> {
    const folders = run.job.toolFolders();
    const dirName = `${pkg.name}-${pkg.version}`;
    const hostHome = path.join(folders.hostTools, dirName);
    const home = path.posix.join(folders.tools, dirName);
    if (this.installedIn(run.job).has(dirName)) {
      run.log.write(`${pkg.name} ${pkg.version}: installed already in this job\n`);
      return { pkg, home, hostHome, file: '', cached: true };
    }
    await mkdir(hostHome);
    if (fromCache && (await this.deps.cache.restore(this.deps.cache.keyOf(pkg), hostHome))) {
      run.log.write(`${pkg.name} ${pkg.version}: installed from the package cache\n`);
      return { pkg, home, hostHome, file: '', cached: true };
    }
    if (folders.uid !== undefined) await handOver(hostHome, folders.uid);
    if (!pkg.download_path) return { pkg, home, hostHome, file: '', cached: false };
    const name = downloadName(pkg.download_path);
    await mkdir(path.join(folders.hostDownloads, dirName));
    try {
      const bytes = await downloadFile(pkg.download_path, path.join(folders.hostDownloads, dirName, name), {
        proxyUrl: await this.deps.proxyUrl(),
        maxBytes: this.deps.maxDownloadBytes,
        signal: run.signal,
        timeoutMs: Math.max(run.deadline - Date.now(), 1),
      });
      run.log.write(`${pkg.name} ${pkg.version}: downloaded ${name} (${bytes} bytes)\n`);
    } catch (error) {
      return `${pkg.name} ${pkg.version}: ${(error as Error).message}`;
    }
    return { pkg, home, hostHome, file: path.posix.join(folders.downloads, dirName, name), cached: false };
  }

  private installedIn(job: PreparedJob): Set<string> {
    let names = this.installed.get(job);
    if (!names) {
      names = new Set();
      this.installed.set(job, names);
    }
    return names;
  }

  /** Keeps a freshly installed package; the job goes on without the cache when that fails. */
  private async keep(item: Prepared, log: JobLogWriter): Promise<void> {
    try {
      await this.deps.cache.store(this.deps.cache.keyOf(item.pkg), item.hostHome);
    } catch {
      // the reason names the server's folders: the job's log only says it
      log.write(`${item.pkg.name} ${item.pkg.version}: not kept in the package cache\n`);
    }
  }

  private fail(run: InstallRun, error: string, status: JobResult['status'] = 'failed'): Outcome {
    run.log.write(`\u001b[31m${error}\u001b[0m\n`);
    return { status, error };
  }
}
