import { constants } from 'node:fs';
import { chmod, chown, type FileHandle, lstat, mkdir, open, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** Identifies one job of one task. */
export interface JobKey {
  workflow: string;
  taskId: number;
  job: string;
}

/** The group every job process runs in when the server is root: share storages belong to it. */
export const JOB_GID = 199_999;

/**
 * Folders of one job on the host, below `DATA_DIR/jobs/<workflow>/<task>/<job>`: the workspace
 * (empty at every start), the step scripts, the outputs; the pid files of its steps beside them,
 * where the job cannot reach them. Share storages of the task are in `<task>/_share/<name>`
 * (job names never start with '_').
 */
export interface JobFolders {
  root: string;
  workspace: string;
  stepsDir: string;
  outputsDir: string;
  /** software packages the job installs (docs/architecture.md "Software package installs") */
  toolsDir: string;
  /** the packages' downloaded files: written by the server, read-only to the job */
  downloadsDir: string;
}

/** Most an output value may be: it travels in task rows and environment variables. */
const OUTPUT_MAX_BYTES = 64 * 1024;

export function workflowFolder(dataDir: string, workflow: string): string {
  return path.join(dataDir, 'jobs', workflow);
}

export function taskFolder(dataDir: string, workflow: string, taskId: number): string {
  return path.join(workflowFolder(dataDir, workflow), String(taskId));
}

export function jobFolder(dataDir: string, key: JobKey): string {
  return path.join(taskFolder(dataDir, key.workflow, key.taskId), key.job);
}

export function shareFolder(dataDir: string, workflow: string, taskId: number, name: string): string {
  return path.join(taskFolder(dataDir, workflow, taskId), '_share', name);
}

/**
 * Makes the job's folders anew. With `owner`, the job's user owns its workspace and outputs, and
 * the folders above are traversable (not listable) so the job's user can reach exactly these.
 */
export async function makeJobFolders(
  dataDir: string,
  key: JobKey,
  owner: number | undefined,
): Promise<JobFolders> {
  const root = jobFolder(dataDir, key);
  const folders: JobFolders = {
    root,
    workspace: path.join(root, 'workspace'),
    stepsDir: path.join(root, 'steps'),
    outputsDir: path.join(root, 'outputs'),
    toolsDir: path.join(root, 'tools'),
    downloadsDir: path.join(root, 'downloads'),
  };
  // a retried job starts from an empty workspace, like a new pod
  await rm(folders.workspace, { recursive: true, force: true });
  await rm(folders.outputsDir, { recursive: true, force: true });
  await rm(folders.stepsDir, { recursive: true, force: true });
  await rm(folders.toolsDir, { recursive: true, force: true });
  await rm(folders.downloadsDir, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  const ownFolders = [folders.workspace, folders.outputsDir, folders.toolsDir];
  const readOnlyFolders = [folders.stepsDir, folders.downloadsDir];
  for (const dir of [...ownFolders, ...readOnlyFolders]) await mkdir(dir);
  if (owner !== undefined) {
    await makeTraversable(dataDir, root);
    for (const dir of ownFolders) {
      await chown(dir, owner, JOB_GID);
      await chmod(dir, 0o700);
    }
    for (const dir of readOnlyFolders) {
      await chown(dir, 0, JOB_GID);
      await chmod(dir, 0o750);
    }
  }
  return folders;
}

/** A share storage of the task: made on first use, writable by every job of the task. */
export async function makeShareFolder(
  dataDir: string,
  workflow: string,
  taskId: number,
  name: string,
  shared: boolean,
): Promise<string> {
  const folder = shareFolder(dataDir, workflow, taskId, name);
  await mkdir(folder, { recursive: true });
  if (shared) {
    await makeTraversable(dataDir, folder);
    await chown(folder, 0, JOB_GID);
    // setgid: what one job writes keeps the jobs' group, so the next job may change it
    await chmod(folder, 0o2770);
  }
  return folder;
}

/** Gives every folder from DATA_DIR down to `folder` (exclusive) search permission only. */
async function makeTraversable(dataDir: string, folder: string): Promise<void> {
  const relative = path.relative(dataDir, path.dirname(folder));
  let current = dataDir;
  await chmod(current, 0o711);
  for (const part of relative.split(path.sep).filter(Boolean)) {
    current = path.join(current, part);
    await chmod(current, 0o711);
  }
}

/**
 * Reads the outputs a job left. Only regular files count: a link the job made there must not make
 * the server read a file of its own (the job cannot see the server's files, but the server can).
 */
export async function readOutputFiles(outputsDir: string, names: string[]): Promise<Record<string, string>> {
  const outputs: Record<string, string> = {};
  for (const name of names) {
    const value = await readRegularFile(path.join(outputsDir, name));
    if (value !== undefined) outputs[name] = value.replace(/\n$/, '');
  }
  return outputs;
}

/** Opens a file the job left, only when it is a regular file (never through a link the job made). */
export async function openRegularFile(file: string): Promise<FileHandle | undefined> {
  let handle: FileHandle;
  try {
    handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  if ((await handle.stat()).isFile()) return handle;
  await handle.close();
  return undefined;
}

async function readRegularFile(file: string): Promise<string | undefined> {
  const handle = await openRegularFile(file);
  if (!handle) return undefined;
  try {
    const stat = await handle.stat();
    const buffer = Buffer.alloc(Math.min(stat.size, OUTPUT_MAX_BYTES));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/** Removes what the job left, keeping nothing of its workspace (share storages stay with the task). */
export async function removeJobFolders(folders: JobFolders): Promise<void> {
  await rm(folders.root, { recursive: true, force: true });
}

/**
 * Makes DATA_DIR's own contents private to the server before DATA_DIR is opened to traversal:
 * job users may pass through it to their folders, and must find nothing else there.
 */
export async function closeDataDirToOthers(dataDir: string): Promise<void> {
  for (const name of await readdir(dataDir)) {
    if (name === 'jobs') continue;
    const entry = path.join(dataDir, name);
    const info = await lstat(entry);
    if (info.isSymbolicLink()) continue;
    if (info.mode & 0o077) await chmod(entry, info.isDirectory() ? 0o700 : 0o600);
  }
}
