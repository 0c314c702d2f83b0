import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * podman as the server runs it: HOME inside the server's data directory (so rootless storage is the
 * server's own) and a containers.conf with runc and explicit ulimits, which this machine needs.
 */
function podmanEnv(dataDir: string): Record<string, string> {
  const home = path.join(dataDir, 'containers');
  mkdirSync(home, { recursive: true, mode: 0o700 });
  const conf = path.join(home, 'e2e-containers.conf');
  writeFileSync(
    conf,
    '[containers]\ndefault_ulimits = ["nofile=1024:1024", "nproc=1024:1024"]\n[engine]\nruntime = "runc"\n',
  );
  return { PATH: process.env.PATH ?? '', HOME: home, CONTAINERS_CONF: conf };
}

function podman(dataDir: string, args: string[]): string {
  return execFileSync('podman', args, { env: podmanEnv(dataDir), stdio: 'pipe' }).toString('utf8');
}

/** Whether podman answers on this machine at all. */
export function podmanWorks(): boolean {
  try {
    execFileSync('podman', ['version', '--format', '{{.Client.Version}}'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

/**
 * An image that can run with no registry: the host's static busybox with a few applets as links,
 * imported under `reference`, whose default command sleeps so its pod stays up.
 */
export function makeSleepingBusyboxImage(dataDir: string, reference: string): void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'slipway-e2e-image-'));
  try {
    const root = path.join(dir, 'root');
    for (const folder of ['bin', 'proc', 'dev', 'sys', 'tmp', 'etc'])
      mkdirSync(path.join(root, folder), { recursive: true });
    execFileSync('cp', ['/bin/busybox', path.join(root, 'bin/busybox')]);
    for (const applet of ['sh', 'echo', 'ls', 'cat', 'sleep', 'true'])
      symlinkSync('busybox', path.join(root, 'bin', applet));
    const tar = path.join(dir, 'root.tar');
    execFileSync('tar', ['-C', root, '-cf', tar, '.']);
    podman(dataDir, [
      'import',
      '--change',
      'ENV PATH=/bin',
      '--change',
      'CMD ["/bin/busybox", "sleep", "86400"]',
      tar,
      reference,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Removes an image this run made; one already gone is fine. */
export function removeImage(dataDir: string, reference: string): void {
  try {
    podman(dataDir, ['rmi', '-f', reference]);
  } catch {
    // nothing left to remove
  }
}

/** Removes the podman pods whose name contains `marker` (only the ones this run made carry it). */
export function removePodsNamed(dataDir: string, marker: string): void {
  const names = podman(dataDir, ['pod', 'ps', '--format', '{{.Name}}'])
    .split('\n')
    .filter((name) => name.includes(marker));
  if (names.length) podman(dataDir, ['pod', 'rm', '-f', ...names]);
}
