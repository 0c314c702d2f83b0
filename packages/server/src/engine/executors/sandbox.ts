import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Where a job's folders appear inside the sandbox. Outside it they live under DATA_DIR, which the
 * job never sees whole: only these folders are bound in (docs/architecture.md "Job sandbox").
 */
export const SANDBOX_PATHS = {
  workspace: '/workspace',
  steps: '/slipway/steps',
  outputs: '/slipway/outputs',
  tools: '/slipway/tools',
  downloads: '/slipway/downloads',
  home: '/home/job',
} as const;

/** The programs a job finds: the system's, read-only. */
export const JOB_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

/** System folders bound read-only; anything of DATA_DIR below them is hidden behind an empty tmpfs. */
const READ_ONLY_ROOTS = ['/usr', '/etc'];
const MERGED_USR_LINKS: Array<[link: string, target: string]> = [
  ['/bin', 'usr/bin'],
  ['/sbin', 'usr/sbin'],
  ['/lib', 'usr/lib'],
  ['/lib64', 'usr/lib64'],
];

export interface SandboxStatus {
  available: boolean;
  /** 'bubblewrap' when available */
  tool: string;
  version: string;
  /** why it is not available, for the start-up message and the settings page */
  reason: string;
}

export interface JobLimits {
  maxProcesses: number;
  maxOpenFiles: number;
}

/** Host folders of one job, and the script to run. */
export interface JobMounts {
  workspace: string;
  stepsDir: string;
  outputsDir: string;
  toolsDir: string;
  downloadsDir: string;
  /** extra read-write folders: host path → path inside the sandbox */
  shares: Array<{ hostPath: string; sandboxPath: string }>;
  /** a passwd file naming the job's user, bound over /etc/passwd (ssh and others look the user up) */
  passwdFile?: string;
}

export interface SpawnPlan {
  command: string;
  args: string[];
  /** the user the job runs as, when the server may choose one (it runs as root) */
  uid?: number;
  gid?: number;
}

/** The user ids jobs run as when the server is root: one per running job, so limits count per job. */
const JOB_UID_BASE = 200_000;
const JOB_UID_SLOTS = 10_000;

export class UidPool {
  private readonly used = new Set<number>();
  private next = 0;

  take(): number {
    for (let i = 0; i < JOB_UID_SLOTS; i++) {
      const uid = JOB_UID_BASE + ((this.next + i) % JOB_UID_SLOTS);
      if (this.used.has(uid)) continue;
      this.used.add(uid);
      this.next = (this.next + i + 1) % JOB_UID_SLOTS;
      return uid;
    }
    throw new Error('no free user id for a job');
  }

  give(uid: number): void {
    this.used.delete(uid);
  }
}

export const serverIsRoot = () => process.getuid?.() === 0;

/**
 * Runs a job's step in bubblewrap: new user, pid, ipc and uts namespaces, the system's programs
 * read-only, a private /tmp and home, the job's own folders, the host's network. Nothing else of
 * the host — DATA_DIR, the server's processes, its environment — is there.
 */
export function bubblewrapPlan(
  bwrapPath: string,
  dataDir: string,
  mounts: JobMounts,
  stepFile: string,
  limits: JobLimits,
  uid: number | undefined,
  jobGid: number,
): SpawnPlan {
  const args = [
    '--unshare-user',
    '--unshare-pid',
    '--unshare-ipc',
    '--unshare-uts',
    '--unshare-cgroup-try',
    '--hostname',
    'job',
    '--die-with-parent',
    // no --new-session: the step has no terminal (the server starts bwrap in a session of its own),
    // and staying in bwrap's process group lets restart recovery kill a sandbox caught half set up
  ];
  for (const root of READ_ONLY_ROOTS) args.push('--ro-bind', root, root);
  for (const [link, target] of MERGED_USR_LINKS) args.push('--symlink', target, link);
  for (const root of READ_ONLY_ROOTS) {
    if (isWithin(dataDir, root)) args.push('--tmpfs', dataDir);
  }
  args.push(
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--tmpfs',
    '/tmp',
    '--tmpfs',
    '/home',
    '--dir',
    SANDBOX_PATHS.home,
  );
  args.push('--bind', mounts.workspace, SANDBOX_PATHS.workspace);
  args.push('--ro-bind', mounts.stepsDir, SANDBOX_PATHS.steps);
  args.push('--bind', mounts.outputsDir, SANDBOX_PATHS.outputs);
  args.push('--bind', mounts.toolsDir, SANDBOX_PATHS.tools);
  args.push('--ro-bind', mounts.downloadsDir, SANDBOX_PATHS.downloads);
  for (const share of mounts.shares) args.push('--bind', share.hostPath, share.sandboxPath);
  if (mounts.passwdFile) args.push('--ro-bind', mounts.passwdFile, '/etc/passwd');
  // the job's environment is the one bwrap is started with, built from nothing by the engine: values
  // never go on a command line, where other users of the machine could read them
  args.push('--chdir', SANDBOX_PATHS.workspace);
  args.push(
    '--',
    'bash',
    '--noprofile',
    '--norc',
    '-c',
    // `ulimit` without -S/-H sets both limits: the job cannot raise them again; umask 002 lets
    // the jobs of a task change each other's files in share storages
    `ulimit -u ${limits.maxProcesses} && ulimit -n ${limits.maxOpenFiles} && umask 002 && exec bash --noprofile --norc "$0"`,
    path.posix.join(SANDBOX_PATHS.steps, path.basename(stepFile)),
  );
  return { command: bwrapPath, args, ...(uid === undefined ? {} : { uid, gid: jobGid }) };
}

/**
 * The host's users plus the job's own (`job`, home /home/job): a uid without a name makes ssh
 * refuse to start ("No user exists for uid").
 */
export function passwdWithJobUser(hostPasswd: string, uid: number, gid: number): string {
  const lines = hostPasswd.split('\n').filter((line) => line && !line.startsWith('job:'));
  return `${[...lines, `job:x:${uid}:${gid}:job:${SANDBOX_PATHS.home}:/bin/bash`].join('\n')}\n`;
}

/** Runs a step directly on the host: only when an administrator allowed unsandboxed jobs. */
export function hostPlan(stepFile: string): SpawnPlan {
  return { command: 'bash', args: ['--noprofile', '--norc', path.resolve(stepFile)] };
}

function isWithin(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Tries the sandbox once with a trivial job; its answer is what the server reports. */
export async function detectSandbox(bwrapPath: string): Promise<SandboxStatus> {
  const unavailable = (reason: string): SandboxStatus => ({
    available: false,
    tool: 'bubblewrap',
    version: '',
    reason,
  });
  const version = await runQuietly(bwrapPath, ['--version'], undefined);
  if (version.code !== 0) return unavailable(version.error || `${bwrapPath} --version failed`);
  const uid = serverIsRoot() ? JOB_UID_BASE + JOB_UID_SLOTS : undefined;
  const probe = await runQuietly(
    bwrapPath,
    [
      '--unshare-user',
      '--unshare-pid',
      '--die-with-parent',
      '--ro-bind',
      '/usr',
      '/usr',
      ...MERGED_USR_LINKS.flatMap(([link, target]) => ['--symlink', target, link]),
      '--proc',
      '/proc',
      '--dev',
      '/dev',
      '--',
      'true',
    ],
    uid,
  );
  if (probe.code !== 0)
    return unavailable(probe.error || `bubblewrap could not start a sandbox (exit ${probe.code})`);
  return {
    available: true,
    tool: 'bubblewrap',
    version: version.output.replace(/^bubblewrap\s*/, ''),
    reason: '',
  };
}

function runQuietly(
  command: string,
  args: string[],
  uid: number | undefined,
): Promise<{ code: number | null; output: string; error: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: JOB_PATH },
      ...(uid === undefined ? {} : { uid, gid: uid }),
    });
    let output = '';
    let error = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      error += chunk;
    });
    child.once('error', (e) => resolve({ code: null, output, error: e.message }));
    child.once('close', (code) => resolve({ code, output: output.trim(), error: error.trim() }));
  });
}
