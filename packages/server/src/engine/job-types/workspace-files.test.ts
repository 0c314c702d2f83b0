import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  insideWorkspace,
  readWorkspaceFile,
  regularFilesBelow,
  WorkspaceFileError,
} from './workspace-files.js';

/** What a finished job left: files, and the links and odd files a hostile script could plant. */
const root = mkdtempSync(path.join(os.tmpdir(), 'slipway-ws-files-'));
const workspace = path.join(root, 'workspace');
const secret = path.join(root, 'server-secret.key');
mkdirSync(path.join(workspace, 'reports/nested'), { recursive: true });
writeFileSync(secret, 'the server key');
writeFileSync(path.join(workspace, 'reports/a.xml'), '<testsuite/>');
writeFileSync(path.join(workspace, 'reports/nested/b.xml'), '<testsuite/>');
symlinkSync(secret, path.join(workspace, 'reports/leak.xml'));
symlinkSync(root, path.join(workspace, 'escape'));
execFileSync('mkfifo', [path.join(workspace, 'reports/pipe.xml')]);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('reading what a job left in its workspace', () => {
  it('follows a path only while it stays inside the workspace', async () => {
    expect(await insideWorkspace(workspace, 'reports/a.xml')).toBe(path.join(workspace, 'reports/a.xml'));
    expect(await insideWorkspace(workspace, 'reports/leak.xml')).toBeUndefined();
    expect(await insideWorkspace(workspace, 'escape/server-secret.key')).toBeUndefined();
    expect(await insideWorkspace(workspace, '../server-secret.key')).toBeUndefined();
    expect(await insideWorkspace(workspace, 'missing.html')).toBeUndefined();
  });

  it('lists regular files only, never through links', async () => {
    expect(await regularFilesBelow(path.join(workspace, 'reports'), 100)).toEqual(['a.xml', 'nested/b.xml']);
    expect(await regularFilesBelow(workspace, 1)).toHaveLength(1);
  });

  it('reads regular files up to a size, and refuses links, pipes and folders', async () => {
    expect((await readWorkspaceFile(path.join(workspace, 'reports/a.xml'), 100)).toString()).toBe(
      '<testsuite/>',
    );
    await expect(readWorkspaceFile(path.join(workspace, 'reports/a.xml'), 5)).rejects.toThrow(
      WorkspaceFileError,
    );
    await expect(readWorkspaceFile(path.join(workspace, 'reports/leak.xml'), 100)).rejects.toThrow(
      WorkspaceFileError,
    );
    await expect(readWorkspaceFile(path.join(workspace, 'reports/pipe.xml'), 100)).rejects.toThrow(
      /not a regular file/,
    );
    await expect(readWorkspaceFile(path.join(workspace, 'reports'), 100)).rejects.toThrow(
      /not a regular file/,
    );
  });
});
