import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** podman as this machine needs it (runc, explicit ulimits: machine-notes.md). */
export function podmanEnv(dir: string): Record<string, string> {
  const conf = path.join(dir, 'containers.conf');
  writeFileSync(
    conf,
    '[containers]\ndefault_ulimits = ["nofile=1024:1024", "nproc=1024:1024"]\n[engine]\nruntime = "runc"\n',
  );
  return { PATH: process.env.PATH ?? '', HOME: dir, CONTAINERS_CONF: conf };
}

/**
 * A base image made here, since none can be pulled: Debian's static busybox with its applets as
 * links (`podman import`, PATH set so that commands are found).
 */
export function makeBusyboxImage(reference: string): void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'slipway-base-'));
  try {
    const root = path.join(dir, 'root');
    for (const folder of ['bin', 'proc', 'dev', 'sys', 'tmp', 'etc'])
      mkdirSync(path.join(root, folder), { recursive: true });
    execFileSync('cp', ['/bin/busybox', path.join(root, 'bin/busybox')]);
    writeFileSync(path.join(root, 'etc/slipway-base-image'), 'the busybox base image\n');
    for (const applet of ['sh', 'cat', 'echo', 'ls', 'mkdir', 'cp', 'id', 'sleep', 'test', 'true', 'wc'])
      symlinkSync('busybox', path.join(root, 'bin', applet));
    const tar = path.join(dir, 'root.tar');
    execFileSync('tar', ['-C', root, '-cf', tar, '.']);
    execFileSync('podman', ['import', '--change', 'ENV PATH=/bin', tar, reference], {
      env: podmanEnv(dir),
      stdio: 'pipe',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A tiny HTTP service image built FROM `base`: busybox httpd on port 8080 answering `text` at `/`,
 * tagged `reference`; `dir` holds the build context.
 */
export function buildPageImage(dir: string, base: string, reference: string, text: string): void {
  const context = mkdtempSync(path.join(dir, 'page-image-'));
  writeFileSync(
    path.join(context, 'Containerfile'),
    `FROM ${base}\nRUN mkdir -p /www && echo ${text} > /www/index.html\n` +
      'CMD ["/bin/busybox", "httpd", "-f", "-v", "-p", "8080", "-h", "/www"]\n',
  );
  execFileSync('podman', ['build', '-q', '-t', reference, context], { env: podmanEnv(dir), stdio: 'pipe' });
}
