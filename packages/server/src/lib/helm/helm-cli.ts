import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BadRequestError, ServiceUnavailableError } from '../errors.js';
import { type ChartFile, chartPath } from './chart-files.js';

/** helm is not on the server's PATH: deploying charts needs it installed there. */
export class HelmMissingError extends ServiceUnavailableError {
  constructor() {
    super('error.helmMissing', 'helm was not found on PATH');
  }
}

/** helm ran and failed; the description is the end of what it printed. */
export class HelmFailedError extends BadRequestError {
  constructor(description: string) {
    super('error.helmFailed', description);
  }
}

/** The first executable `helm` in the PATH's folders. */
export async function findHelm(pathVariable = process.env.PATH ?? ''): Promise<string | undefined> {
  for (const dir of pathVariable.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, 'helm');
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

export interface ReleaseTarget {
  release: string;
  namespace: string;
  /** kubeconfig text of the cluster; the default one of the server's user when absent */
  kubeconfig?: string;
}

export interface ChartRelease extends ReleaseTarget {
  files: readonly ChartFile[];
  /** merged values as YAML */
  values: string;
}

export interface HelmRelease {
  name: string;
  namespace: string;
  revision: string;
  status: string;
  chart: string;
  app_version: string;
}

const OUTPUT_LIMIT = 32 * 1024 * 1024;

/** Runs the helm command (never through a shell) with charts, values and kubeconfig written to a private folder. */
export class HelmCli {
  constructor(
    /** the helm binary; found on PATH when not given */
    private readonly binary?: string,
    private readonly timeoutMs = 10 * 60_000,
  ) {}

  async available(): Promise<boolean> {
    return (await this.locate()) !== undefined;
  }

  /** `helm template`: the manifests the chart renders with the values. */
  template(release: ChartRelease): Promise<string> {
    return this.withWorkdir(release, (dir, args) =>
      this.run(['template', release.release, dir.chart, '--namespace', release.namespace, ...args]),
    );
  }

  /** `helm upgrade --install`, waiting until the release's resources are ready (or `timeout` passes). */
  upgradeInstall(release: ChartRelease, timeoutSeconds = 300): Promise<string> {
    return this.withWorkdir(release, (dir, args) =>
      this.run([
        'upgrade',
        '--install',
        release.release,
        dir.chart,
        '--namespace',
        release.namespace,
        '--create-namespace',
        '--wait',
        '--timeout',
        `${Math.max(1, Math.floor(timeoutSeconds))}s`,
        ...args,
      ]),
    );
  }

  uninstall(target: ReleaseTarget): Promise<string> {
    return this.withWorkdir({ ...target, files: [], values: '' }, (_dir, args) =>
      this.run(['uninstall', target.release, '--namespace', target.namespace, ...args.slice(2)]),
    );
  }

  /** The releases of a namespace as `helm list -o json` reports them. */
  async list(target: Omit<ReleaseTarget, 'release'>): Promise<HelmRelease[]> {
    const output = await this.withWorkdir({ ...target, release: '', files: [], values: '' }, (_dir, args) =>
      this.run(['list', '--namespace', target.namespace, '--output', 'json', ...args.slice(2)]),
    );
    const parsed = JSON.parse(output || '[]') as Record<string, unknown>[];
    const text = (v: unknown) => (v == null ? '' : String(v));
    return parsed.map((r) => ({
      name: text(r.name),
      namespace: text(r.namespace),
      revision: text(r.revision),
      status: text(r.status),
      chart: text(r.chart),
      app_version: text(r.app_version),
    }));
  }

  private async locate(): Promise<string | undefined> {
    if (!this.binary) return findHelm();
    try {
      await access(this.binary, constants.X_OK);
      return this.binary;
    } catch {
      return undefined;
    }
  }

  /** Args start with `-f values.yaml`, then `--kubeconfig` when one is given. */
  private async withWorkdir<T>(
    release: ChartRelease,
    use: (dir: { chart: string }, args: string[]) => Promise<T>,
  ): Promise<T> {
    if (!(await this.locate())) throw new HelmMissingError();
    const root = await mkdtemp(path.join(tmpdir(), 'slipway-helm-'));
    try {
      const chart = path.join(root, 'chart');
      for (const file of release.files) {
        const target = path.join(chart, chartPath(file.path));
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, file.content);
      }
      const valuesFile = path.join(root, 'values.yaml');
      await writeFile(valuesFile, release.values, { mode: 0o600 });
      const args = ['-f', valuesFile];
      if (release.kubeconfig) {
        const kubeconfig = path.join(root, 'kubeconfig');
        await writeFile(kubeconfig, release.kubeconfig, { mode: 0o600 });
        args.push('--kubeconfig', kubeconfig);
      }
      return await use({ chart }, args);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }

  private async run(args: string[]): Promise<string> {
    const binary = await this.locate();
    if (!binary) throw new HelmMissingError();
    return new Promise((resolve, reject) => {
      execFile(
        binary,
        args,
        { timeout: this.timeoutMs, maxBuffer: OUTPUT_LIMIT, env: { ...process.env, HELM_NAMESPACE: '' } },
        (error, stdout, stderr) => {
          if (!error) return resolve(stdout);
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return reject(new HelmMissingError());
          reject(new HelmFailedError(String(stderr || error.message).slice(-2000)));
        },
      );
    });
  }
}
