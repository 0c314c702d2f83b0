import { randomUUID } from 'node:crypto';
import { chown, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContainerMounts, ContainerSteps, StepRun } from '../job-executor.js';
import type { JobResources } from '../job-resources.js';
import { runLocalProcess } from '../local-process.js';
import { SANDBOX_PATHS } from '../sandbox.js';
import type { Podman } from './podman.js';
import { ContainerResourceLimits } from './resource-limits.js';

/**
 * Starts a step's script with the image's shell: bash when the image has it, else sh; `umask 002`
 * as in the sandbox (share storages). Installed packages' folders go before the image's own PATH.
 */
const STEP_COMMAND =
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell variable reference, not a template
  'umask 002; . "$1"; PATH="${SLIPWAY_TOOLS_PATH:+$SLIPWAY_TOOLS_PATH:}$PATH"; if command -v bash >/dev/null 2>&1; then exec bash "$0"; else exec sh "$0"; fi';

/** `export NAME='value'` lines; names a shell cannot export are left out. */
function exportLines(env: Record<string, string>): string {
  return Object.entries(env)
    .filter(([name]) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
    .map(([name, value]) => `export ${name}='${value.replaceAll("'", "'\\''")}'\n`)
    .join('');
}

/**
 * The container executor: a job's steps run in its build image, one container per job (podman, no
 * image ever pulled). The container has the job's folders at the sandbox's paths, a private /tmp and
 * home, the host's network (as the sandbox), the per-job ulimits (containers.conf), and runs as the
 * job's own user when the server is root. It lives at most as long as the job may (its main process
 * sleeps out the job's timeout, `--rm`), and is removed when the job ends.
 *
 * A step's variables are written beside its script, readable by the job only, and sourced by the
 * step: never in argv, never in podman's own environment (a job's LD_PRELOAD or PATH must not reach
 * a root process), and multi-line values (an SSH key) pass whole, which podman's env files cannot carry.
 */
export class ContainerExecutor {
  private readonly limits: ContainerResourceLimits;

  constructor(private readonly podman: Podman) {
    this.limits = new ContainerResourceLimits(podman);
  }

  /** Whether this job can run in `image`: podman works here and the image is in local storage. */
  async canRun(image: string): Promise<boolean> {
    return (await this.podman.works()) && (await this.podman.hasImage(image));
  }

  /**
   * The starter `PreparedJob.runInContainer` takes. With `resources`, the container gets their limit
   * when this machine accepts cgroup limits; `note` tells the job's log which it was.
   */
  starter(
    image: string,
    label: string,
    timeoutMs: number,
    resources?: { resources: JobResources; note(line: string): void },
  ) {
    return async (mounts: ContainerMounts) => {
      const limits = resources ? await this.limits.forJob(image, resources.resources) : undefined;
      if (limits) resources?.note(limits.note);
      return this.start(image, label, timeoutMs, mounts, limits?.args ?? []);
    };
  }

  private async start(
    image: string,
    label: string,
    timeoutMs: number,
    mounts: ContainerMounts,
    limitArgs: string[],
  ): Promise<ContainerSteps> {
    const name = `slipway-job-${randomUUID()}`;
    const { folders } = mounts;
    const args = [
      'run',
      '-d',
      '--rm',
      '--pull=never',
      '--name',
      name,
      '--label',
      `slipway.job=${label}`,
      '--network',
      'host',
      '--tmpfs',
      '/tmp:rw,mode=1777',
      '--tmpfs',
      `${SANDBOX_PATHS.home}:rw,mode=1777`,
      '-v',
      `${folders.workspace}:${SANDBOX_PATHS.workspace}`,
      '-v',
      `${folders.stepsDir}:${SANDBOX_PATHS.steps}:ro`,
      '-v',
      `${folders.outputsDir}:${SANDBOX_PATHS.outputs}`,
      '-v',
      `${folders.toolsDir}:${SANDBOX_PATHS.tools}`,
      '-v',
      `${folders.downloadsDir}:${SANDBOX_PATHS.downloads}:ro`,
      ...mounts.shares.flatMap((share) => ['-v', `${share.hostPath}:${share.sandboxPath}`]),
      '-w',
      SANDBOX_PATHS.workspace,
      ...(mounts.uid === undefined ? [] : ['--user', `${mounts.uid}:${mounts.gid}`]),
      ...limitArgs,
      '--entrypoint',
      'sh',
      image,
      '-c',
      `sleep ${Math.ceil(timeoutMs / 1000) + 60}`,
    ];
    const started = await this.podman.run(args);
    if (started.code !== 0) throw new Error(`the job's container did not start: ${started.output}`);
    return {
      run: async (stepFile: string, step: StepRun, env: Record<string, string>, pidFile: string) => {
        const inside = (file: string) => path.posix.join(SANDBOX_PATHS.steps, path.basename(file));
        const envFile = stepFile.replace(/\.sh$/, '.env');
        await writeFile(envFile, exportLines(env), { mode: 0o640 });
        if (mounts.uid !== undefined) await chown(envFile, 0, mounts.gid);
        const command = ['exec', name, 'sh', '-c', STEP_COMMAND, inside(stepFile), inside(envFile)];
        return runLocalProcess({
          plan: { command: this.podman.command, args: command },
          cwd: folders.root,
          env: await this.podman.env(),
          pidFile,
          timeoutMs: step.timeoutMs,
          signal: step.signal,
          onOutput: (chunk) => step.log.write(chunk),
          drained: () => step.log.drained(),
        }).finally(() => rm(envFile, { force: true }));
      },
      stop: async () => {
        await this.podman.run(['rm', '--force', '--time', '0', name]);
      },
    };
  }
}
