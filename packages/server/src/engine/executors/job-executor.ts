import { createWriteStream } from 'node:fs';
import { chown, type FileHandle, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { JobLogWriter } from '../logs/log-store.js';
import {
  closeDataDirToOthers,
  JOB_GID,
  type JobFolders,
  type JobKey,
  jobFolder,
  makeJobFolders,
  makeShareFolder,
  openRegularFile,
  readOutputFiles,
  removeJobFolders,
  workflowFolder,
} from './job-folders.js';
import { killLeftovers, type ProcessResult, runLocalProcess } from './local-process.js';
import {
  bubblewrapPlan,
  detectSandbox,
  hostPlan,
  JOB_PATH,
  type JobLimits,
  passwdWithJobUser,
  SANDBOX_PATHS,
  type SandboxStatus,
  type SpawnPlan,
  serverIsRoot,
  UidPool,
} from './sandbox.js';

/** A share storage a job uses: its name in the workflow and where the job sees it. */
export interface ShareMount {
  name: string;
  path: string;
}

export interface JobExecutorDeps {
  dataDir: string;
  bwrapPath: string;
  limits: JobLimits;
  /** whether an administrator allowed jobs to run on the host when there is no sandbox */
  allowUnsandboxed(): Promise<boolean>;
}

/** A job that may not run here; its message is what the job's log says. */
export class JobRefusedError extends Error {}

export interface StepRun {
  script: string;
  env: Record<string, string>;
  timeoutMs: number;
  signal: AbortSignal;
  log: JobLogWriter;
}

/**
 * Starts jobs as isolated processes (docs/architecture.md "Job sandbox"): each job gets its own
 * empty workspace and, when the server is root, its own user; bubblewrap hides everything else.
 */
export class JobExecutor {
  private status: SandboxStatus = {
    available: false,
    tool: 'bubblewrap',
    version: '',
    reason: 'not checked yet',
  };
  private readonly uids = new UidPool();
  private readonly switchUsers = serverIsRoot();

  constructor(private readonly deps: JobExecutorDeps) {}

  /** Looks for the sandbox once, at start; its answer is reported at start and in system settings. */
  async init(): Promise<SandboxStatus> {
    this.status = await detectSandbox(this.deps.bwrapPath);
    if (this.status.available && this.switchUsers) await closeDataDirToOthers(this.deps.dataDir);
    return this.status;
  }

  sandbox(): SandboxStatus {
    return this.status;
  }

  /** Makes the job's folders; refuses when there is no sandbox and host jobs are not allowed. */
  async prepare(key: JobKey, shares: ShareMount[]): Promise<PreparedJob> {
    const sandboxed = this.status.available;
    if (!sandboxed && !(await this.deps.allowUnsandboxed())) {
      throw new JobRefusedError(
        `jobs are refused: this server has no job sandbox (${this.status.reason}). Install bubblewrap, ` +
          'or let an administrator allow jobs without a sandbox under system settings.',
      );
    }
    const uid = sandboxed && this.switchUsers ? this.uids.take() : undefined;
    try {
      const folders = await makeJobFolders(this.deps.dataDir, key, uid);
      const mounts = [];
      for (const share of shares) {
        const hostPath = await makeShareFolder(
          this.deps.dataDir,
          key.workflow,
          key.taskId,
          share.name,
          uid !== undefined,
        );
        mounts.push({ hostPath, sandboxPath: sandboxed ? share.path : hostPath });
      }
      return new PreparedJob(folders, mounts, sandboxed ? { uid, deps: this.deps } : undefined, () => {
        if (uid !== undefined) this.uids.give(uid);
      });
    } catch (error) {
      if (uid !== undefined) this.uids.give(uid);
      throw error;
    }
  }

  /** After a restart: stops what a job of the dead server left running, and removes its folders. */
  async reclaim(key: JobKey): Promise<void> {
    const root = jobFolder(this.deps.dataDir, key);
    await killLeftovers(root);
    await rm(root, { recursive: true, force: true });
  }

  /** Removes the folders of a workflow's jobs and share storages (the workflow is being deleted). */
  async removeWorkflow(workflow: string): Promise<void> {
    await rm(workflowFolder(this.deps.dataDir, workflow), { recursive: true, force: true });
  }
}

/** Where the steps of a job run when it runs in a container (executors/container). */
export interface ContainerSteps {
  run(stepFile: string, step: StepRun, env: Record<string, string>, pidFile: string): Promise<ProcessResult>;
  stop(): Promise<void>;
}

/** What a container is started with: the job's folders, share storages and user. */
export interface ContainerMounts {
  folders: JobFolders;
  shares: Array<{ hostPath: string; sandboxPath: string }>;
  /** the job's own user when the server is root */
  uid: number | undefined;
  gid: number;
}

/** What installed packages add to a job's later steps: PATH folders and variables, as the job sees them. */
export interface InstalledTools {
  paths: string[];
  env: Record<string, string>;
}

/** One job's folders and the way its steps are started. */
export class PreparedJob {
  private disposed = false;
  private container: ContainerSteps | undefined;
  private tools: InstalledTools = { paths: [], env: {} };
  private stepsStarted = 0;

  constructor(
    private readonly folders: JobFolders,
    private readonly shares: Array<{ hostPath: string; sandboxPath: string }>,
    private readonly sandbox: { uid: number | undefined; deps: JobExecutorDeps } | undefined,
    private readonly release: () => void,
  ) {}

  get sandboxed(): boolean {
    return this.sandbox !== undefined;
  }

  /** Where the job sees its workspace. */
  get workspace(): string {
    return this.sandbox || this.container ? SANDBOX_PATHS.workspace : this.folders.workspace;
  }

  /** From now on the job's steps run in the container `start` makes (the job's build image). */
  async runInContainer(start: (mounts: ContainerMounts) => Promise<ContainerSteps>): Promise<void> {
    const uid = this.sandbox?.uid;
    this.container = await start({ folders: this.folders, shares: this.shares, uid, gid: JOB_GID });
  }

  /** Whether the job's steps run in its build image rather than the sandbox. */
  get inContainer(): boolean {
    return this.container !== undefined;
  }

  /** Where the job's software packages go, and their downloads: on the server's disk and as the job sees them. */
  toolFolders() {
    const inside = this.sandbox || this.container;
    return {
      hostTools: this.folders.toolsDir,
      hostDownloads: this.folders.downloadsDir,
      tools: inside ? SANDBOX_PATHS.tools : this.folders.toolsDir,
      downloads: inside ? SANDBOX_PATHS.downloads : this.folders.downloadsDir,
      /** the job's own user when the server is root: it owns what it installs */
      uid: this.sandbox?.uid,
    };
  }

  /** Whether any step of the job ran yet (what a step leaves may be the job author's doing). */
  get anyStepRan(): boolean {
    return this.stepsStarted > 0;
  }

  /** Installed packages: their folders go first on PATH, their variables into every later step. */
  useTools(tools: InstalledTools): void {
    this.tools = tools;
  }

  /** The workspace on the server's disk: what the job left there is read through it after its steps. */
  get hostWorkspace(): string {
    return this.folders.workspace;
  }

  /** Share storages as the job sees them, by name. */
  sharePaths(): string[] {
    return this.shares.map((s) => s.sandboxPath);
  }

  async runStep(index: number, step: StepRun): Promise<ProcessResult> {
    this.stepsStarted++;
    const stepFile = path.join(this.folders.stepsDir, `step-${index}.sh`);
    await writeFile(stepFile, step.script, { mode: 0o640 });
    const pidFile = path.join(this.folders.root, `step-${index}.pid`);
    if (this.container) {
      if (this.sandbox?.uid !== undefined) await chown(stepFile, 0, JOB_GID);
      const inside = { LANG: 'C.UTF-8', WORKSPACE: SANDBOX_PATHS.workspace, HOME: SANDBOX_PATHS.home };
      const outputs = { SLIPWAY_OUTPUTS: SANDBOX_PATHS.outputs };
      const tools = { ...this.tools.env, SLIPWAY_TOOLS_PATH: this.tools.paths.join(':') };
      return this.container.run(stepFile, step, { ...tools, ...step.env, ...inside, ...outputs }, pidFile);
    }
    const env = {
      ...this.tools.env,
      ...step.env,
      PATH: [...this.tools.paths, JOB_PATH].join(':'),
      LANG: 'C.UTF-8',
      WORKSPACE: this.workspace,
      HOME: this.sandbox ? SANDBOX_PATHS.home : this.folders.workspace,
      SLIPWAY_OUTPUTS: this.sandbox ? SANDBOX_PATHS.outputs : this.folders.outputsDir,
    };
    let plan: SpawnPlan;
    if (this.sandbox) {
      const { deps, uid } = this.sandbox;
      let passwdFile: string | undefined;
      if (uid !== undefined) {
        await chown(stepFile, 0, JOB_GID);
        passwdFile = path.join(this.folders.stepsDir, 'passwd');
        const hostPasswd = await readFile('/etc/passwd', 'utf8').catch(() => '');
        await writeFile(passwdFile, passwdWithJobUser(hostPasswd, uid, JOB_GID), { mode: 0o644 });
      }
      const limits =
        uid === undefined
          ? { ...deps.limits, maxProcesses: await processLimitForOwnUser(deps.limits) }
          : deps.limits;
      plan = bubblewrapPlan(
        deps.bwrapPath,
        deps.dataDir,
        { ...this.folders, shares: this.shares, passwdFile },
        stepFile,
        limits,
        uid,
        JOB_GID,
      );
    } else {
      plan = hostPlan(stepFile);
    }
    return runLocalProcess({
      plan,
      cwd: this.folders.workspace,
      env,
      pidFile,
      timeoutMs: step.timeoutMs,
      signal: step.signal,
      onOutput: (chunk) => step.log.write(chunk),
      drained: () => step.log.drained(),
    });
  }

  /**
   * A file the job's steps may read but not change (a cache archive to unpack): written beside the
   * step scripts. Answers where the server and where the job find it.
   */
  async writeStepInput(name: string, source: Readable): Promise<{ hostPath: string; jobPath: string }> {
    const hostPath = path.join(this.folders.stepsDir, path.basename(name));
    await rm(hostPath, { force: true });
    await pipeline(source, createWriteStream(hostPath, { mode: 0o640, flags: 'wx' }));
    if (this.sandbox?.uid !== undefined) await chown(hostPath, 0, JOB_GID);
    const inside = this.sandbox || this.container;
    return {
      hostPath,
      jobPath: inside ? path.posix.join(SANDBOX_PATHS.steps, path.basename(name)) : hostPath,
    };
  }

  /** An output file the job left, opened whole (a regular file only), e.g. an archive to store. */
  openOutputFile(name: string): Promise<FileHandle | undefined> {
    return openRegularFile(path.join(this.folders.outputsDir, path.basename(name)));
  }

  readOutputs(names: string[]): Promise<Record<string, string>> {
    return readOutputFiles(this.folders.outputsDir, names);
  }

  /** Removes the job's workspace; share storages stay for the task's later jobs. */
  async dispose(): Promise<void> {
    if (this.disposed) return;
    this.disposed = true;
    try {
      await this.container?.stop();
      await removeJobFolders(this.folders);
    } finally {
      this.release();
    }
  }
}

/**
 * Without a user of its own, a job's process count adds to the server user's processes (the
 * kernel counts the threads of a user): its limit is what the user runs now plus the job's allowance.
 */
async function processLimitForOwnUser(limits: JobLimits): Promise<number> {
  const uid = process.getuid?.();
  let count = 0;
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    const realUid = /^Uid:\s+(\d+)/m.exec(status)?.[1];
    // the kernel counts threads
    if (realUid !== undefined && Number(realUid) === uid)
      count += Number(/^Threads:\s+(\d+)/m.exec(status)?.[1] ?? 1);
  }
  return count + limits.maxProcesses;
}
