import { constants } from 'node:fs';
import { open, readdir, realpath } from 'node:fs/promises';
import path from 'node:path';

/**
 * Reading what a finished job left in its workspace. The job wrote it, so nothing there is trusted:
 * a path is followed only while it stays inside the workspace, files are opened without following a
 * final link and must be regular files, and no more than `maxBytes` is read.
 */
export class WorkspaceFileError extends Error {}

/** The real path of `relative` inside the workspace, or undefined when it is missing or leads out. */
export async function insideWorkspace(workspace: string, relative: string): Promise<string | undefined> {
  const root = await realpath(workspace);
  const target = await realpath(path.resolve(root, relative)).catch(() => undefined);
  if (!target || (target !== root && !target.startsWith(root + path.sep))) return undefined;
  return target;
}

/** A regular file's bytes; throws WorkspaceFileError for links, folders, devices or too much data. */
export async function readWorkspaceFile(file: string, maxBytes: number): Promise<Buffer> {
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK).catch(
    (error: NodeJS.ErrnoException) => {
      throw new WorkspaceFileError(`${path.basename(file)}: ${error.code ?? error.message}`);
    },
  );
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw new WorkspaceFileError(`${path.basename(file)} is not a regular file`);
    if (stat.size > maxBytes)
      throw new WorkspaceFileError(
        `${path.basename(file)} is larger than ${Math.floor(maxBytes / 1024 / 1024)} MB`,
      );
    const buffer = Buffer.alloc(stat.size);
    const { bytesRead } = await handle.read(buffer, 0, stat.size, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Regular files below a folder (links are not followed), as paths relative to it, sorted; at most `limit`. */
export async function regularFilesBelow(folder: string, limit: number): Promise<string[]> {
  const found: string[] = [];
  const pending = [''];
  while (pending.length && found.length < limit) {
    const relative = pending.shift() as string;
    const entries = await readdir(path.join(folder, relative), { withFileTypes: true }).catch(() => []);
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) pending.push(child);
      else if (entry.isFile() && found.length < limit) found.push(child);
    }
  }
  return found;
}
