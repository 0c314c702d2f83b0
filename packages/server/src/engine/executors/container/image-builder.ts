import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { insideWorkspace } from '../../job-types/workspace-files.js';
import { registryHost } from '../../job-types/zadig-build-env.js';
import type { JobLogWriter } from '../../logs/log-store.js';
import { runLocalProcess } from '../local-process.js';
import type { Podman } from './podman.js';

/** The registry an image is pushed to, with its credentials opened. */
export interface PushTarget {
  host: string;
  username: string;
  password: string;
  /** whether the registry's TLS certificate is checked (`--tls-verify`) */
  tlsVerify: boolean;
  /** PEM of the CA the registry's certificate is checked against besides the system ones; '' for none */
  caCert: string;
}

export interface ImageBuild {
  /** the job's workspace on the host */
  workspace: string;
  /** the build context, relative to the workspace */
  contextDir: string;
  /** the Dockerfile's text, read by the caller from inside the job's view of the workspace */
  dockerfile: string;
  /** `--build-arg` values as `KEY=value` lines */
  buildArgs: string[];
  image: string;
  push: PushTarget | undefined;
  log: JobLogWriter;
  signal: AbortSignal;
  timeoutMs: number;
}

/** An image in one registry released under another name, in the same or another registry. */
export interface ImageCopy {
  source: string;
  /** the registry the source is pulled from, signed in */
  from: PushTarget | undefined;
  target: string;
  to: PushTarget;
  log: JobLogWriter;
  signal: AbortSignal;
  timeoutMs: number;
}

type StepRequest = Pick<ImageBuild, 'log' | 'signal' | 'timeoutMs'>;

export class ImageBuildError extends Error {}

/** How much of a step's last output is kept to explain its failure. */
const OUTPUT_TAIL_CHARS = 4096;
/** What podman (Go's TLS) says when no trusted CA signed the registry's certificate. */
const UNTRUSTED_CERTIFICATE = /x509: certificate signed by unknown authority|certificate is not trusted/;

/**
 * Builds an image from the job's workspace and pushes it. The Dockerfile is as untrusted as a job
 * script: it is built only after the job's steps are over (no job process can move things under it),
 * from a context that must lie inside the workspace, never pulling base images; RUN steps get
 * podman's default isolation (own namespaces, reduced capabilities, seccomp). Registry credentials
 * go in an auth file in a private folder, never on a command line, and leave with the folder.
 */
export class ImageBuilder {
  /** what builds of a server that stopped mid-build left (auth files among them) goes first */
  private readonly leftoversGone: Promise<void>;

  constructor(
    private readonly podman: Podman,
    private readonly scratchDir: string,
  ) {
    this.leftoversGone = rm(scratchDir, { recursive: true, force: true }).catch(() => undefined);
  }

  async build(request: ImageBuild): Promise<void> {
    await this.leftoversGone;
    const context = await this.contextInside(request.workspace, request.contextDir);
    await mkdir(this.scratchDir, { recursive: true, mode: 0o700 });
    const privateDir = await mkdtemp(path.join(this.scratchDir, 'image-'));
    try {
      const dockerfile = path.join(privateDir, 'Dockerfile');
      await writeFile(dockerfile, request.dockerfile, { mode: 0o600 });
      const buildArgs = request.buildArgs.flatMap((arg) => ['--build-arg', arg]);
      await this.step(request, privateDir, [
        'build',
        '--pull=never',
        '--layers=false',
        '-f',
        dockerfile,
        '-t',
        request.image,
        ...buildArgs,
        context,
      ]);
      if (!request.push) return;
      await this.step(request, privateDir, [
        'push',
        ...(await this.pushOptions(request.push, privateDir)),
        request.image,
      ]);
    } finally {
      await rm(privateDir, { recursive: true, force: true });
      // the image lives on in the registry; the local copy would only fill the disk
      if (request.push) await this.podman.run(['rmi', '--force', request.image]);
    }
  }

  /**
   * Pulls `source`, tags it `target` and pushes that: each registry's credentials in their own auth
   * file, as for a build's push. Neither copy stays in local storage.
   */
  async copy(request: ImageCopy): Promise<void> {
    await this.leftoversGone;
    await mkdir(this.scratchDir, { recursive: true, mode: 0o700 });
    const privateDir = await mkdtemp(path.join(this.scratchDir, 'copy-'));
    try {
      const pullDir = path.join(privateDir, 'pull');
      const pushDir = path.join(privateDir, 'push');
      await mkdir(pullDir, { mode: 0o700 });
      await mkdir(pushDir, { mode: 0o700 });
      const pullOptions = request.from ? await this.pushOptions(request.from, pullDir) : [];
      await this.step(request, privateDir, ['pull', ...pullOptions, request.source]);
      await this.step(request, privateDir, ['tag', request.source, request.target]);
      const pushOptions = await this.pushOptions(request.to, pushDir);
      await this.step(request, privateDir, ['push', ...pushOptions, request.target]);
    } finally {
      await rm(privateDir, { recursive: true, force: true });
      await this.podman.run(['rmi', '--force', request.source, request.target]);
    }
  }

  /**
   * The sign-in and TLS options of a push: an auth file, and a cert folder holding the registry's own
   * CA (podman reads every `*.crt` in it) unless the certificate is not checked at all.
   */
  private async pushOptions(push: PushTarget, privateDir: string): Promise<string[]> {
    const authFile = path.join(privateDir, 'auth.json');
    const auth = Buffer.from(`${push.username}:${push.password}`).toString('base64');
    const auths = push.username ? { [registryHost(push.host)]: { auth } } : {};
    await writeFile(authFile, JSON.stringify({ auths }), { mode: 0o600 });
    const options = [`--tls-verify=${push.tlsVerify}`, '--authfile', authFile];
    if (!push.tlsVerify || !push.caCert.trim()) return options;
    const certDir = path.join(privateDir, 'certs');
    await mkdir(certDir, { mode: 0o700 });
    await writeFile(path.join(certDir, 'ca.crt'), push.caCert, { mode: 0o600 });
    return [...options, '--cert-dir', certDir];
  }

  /** The context folder on the host; refused when it (through links the job made) leaves the workspace. */
  private async contextInside(workspace: string, relative: string): Promise<string> {
    const folder = await insideWorkspace(workspace, relative || '.');
    if (!folder)
      throw new ImageBuildError(`the build context ${relative} is missing or leaves the workspace`);
    return folder;
  }

  private async step(request: StepRequest, privateDir: string, args: string[]): Promise<void> {
    let tail = '';
    const result = await runLocalProcess({
      plan: { command: this.podman.command, args },
      cwd: privateDir,
      env: await this.podman.env(),
      pidFile: path.join(privateDir, 'podman.pid'),
      timeoutMs: request.timeoutMs,
      signal: request.signal,
      onOutput: (chunk) => {
        tail = (tail + chunk).slice(-OUTPUT_TAIL_CHARS);
        return request.log.write(chunk);
      },
      drained: () => request.log.drained(),
    });
    if (result.status === 'passed') return;
    if (UNTRUSTED_CERTIFICATE.test(tail))
      throw new ImageBuildError(
        `podman ${args[0]}: the registry's TLS certificate is not trusted; add the CA that signed it to the registry's settings, or turn certificate checks off there`,
      );
    throw new ImageBuildError(`podman ${args[0]}: ${result.error}`);
  }
}
