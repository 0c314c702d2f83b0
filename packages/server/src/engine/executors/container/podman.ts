import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { JobLimits } from '../sandbox.js';

/**
 * How podman is started on this kind of machine: its own containers.conf with runc and explicit
 * ulimits (crun fails on these cgroups, and podman's default ulimits are refused), and an
 * environment built from nothing, so no variable of the server reaches a build or a container.
 */
export class Podman {
  private conf: Promise<string> | undefined;

  constructor(
    private readonly dataDir: string,
    private readonly limits: JobLimits,
    readonly command = 'podman',
  ) {}

  /** `DATA_DIR/containers/containers.conf`, written once. */
  private confFile(): Promise<string> {
    this.conf ??= (async () => {
      const dir = path.join(this.dataDir, 'containers');
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, 'containers.conf');
      const { maxOpenFiles: files, maxProcesses: procs } = this.limits;
      await writeFile(
        file,
        `[containers]\ndefault_ulimits = ["nofile=${files}:${files}", "nproc=${procs}:${procs}"]\n[engine]\nruntime = "runc"\n`,
      );
      return file;
    })();
    return this.conf;
  }

  /** The environment podman runs with; `extra` for what one call needs (never credentials). */
  async env(extra: Record<string, string> = {}): Promise<Record<string, string>> {
    return {
      PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      HOME: path.join(this.dataDir, 'containers'),
      CONTAINERS_CONF: await this.confFile(),
      ...extra,
    };
  }

  /** Runs podman quietly and answers its exit code and output (for checks, not for job steps). */
  async run(args: string[]): Promise<{ code: number | null; output: string }> {
    const env = await this.env();
    return new Promise((resolve) => {
      const child = spawn(this.command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (c) => {
        output += c;
      });
      child.stderr.on('data', (c) => {
        output += c;
      });
      child.once('error', (e) => resolve({ code: null, output: e.message }));
      child.once('close', (code) => resolve({ code, output: output.trim() }));
    });
  }

  /** Whether podman answers here at all. */
  async works(): Promise<boolean> {
    return (await this.run(['version', '--format', '{{.Client.Version}}'])).code === 0;
  }

  /** Whether an image is in local storage (nothing is ever pulled). */
  async hasImage(reference: string): Promise<boolean> {
    if (!reference) return false;
    return (await this.run(['image', 'exists', reference])).code === 0;
  }
}
