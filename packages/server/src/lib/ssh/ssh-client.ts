import type { Client, ClientChannel, ConnectConfig, SFTPWrapper } from 'ssh2';
import { sshUsablePrivateKey } from './private-key.js';

/** Where and as whom to log in: the private key is the PEM (PKCS#1, SEC1, PKCS#8) or OpenSSH text. */
export interface SshTarget {
  host: string;
  port: number;
  username: string;
  privateKey: string;
}

/** Why a session could not be opened: `auth` when the server refused the user or key. */
export class SshConnectError extends Error {
  constructor(
    readonly reason: 'auth' | 'key' | 'timeout' | 'network' | 'cancelled',
    message: string,
  ) {
    super(message);
    this.name = 'SshConnectError';
  }
}

export interface RunOptions {
  /** exported before the script runs; sent on stdin so values stay off command lines */
  env?: Record<string, string>;
  onOutput?: (chunk: Buffer) => void;
  signal?: AbortSignal;
}

/** The connect time limit when none is given: a save or a deploy step should not hang on a dead host. */
export const DEFAULT_SSH_CONNECT_TIMEOUT_MS = 10_000;

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A POSIX shell literal of any text. */
const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** The script as bash receives it on stdin: the variables exported first. */
export function scriptWithEnv(script: string, env: Record<string, string> = {}): string {
  const exports = Object.entries(env)
    .filter(([name]) => NAME.test(name))
    .map(([name, value]) => `export ${name}=${shellQuote(value)}\n`)
    .join('');
  return `${exports}${script}\n`;
}

function connectError(error: Error & { level?: string }): SshConnectError {
  if (error.level === 'client-authentication')
    return new SshConnectError('auth', 'the host refused the user name or private key');
  if (/private key|parse|passphrase|unsupported key/i.test(error.message))
    return new SshConnectError('key', `the private key cannot be read: ${error.message}`);
  if (/timed out/i.test(error.message)) return new SshConnectError('timeout', error.message);
  return new SshConnectError('network', error.message);
}

/**
 * One SSH session to a host, for the login check on save and for deploy scripts: connect, run a
 * script (bash on the host) with variables and streamed output, upload a file over SFTP, close.
 * Host keys are not pinned: hosts are registered by address and user, as Zadig does.
 */
export class SshSession {
  private constructor(private readonly client: Client) {}

  static async connect(
    target: SshTarget,
    options: { timeoutMs?: number; signal?: AbortSignal } = {},
  ): Promise<SshSession> {
    const { signal, timeoutMs = DEFAULT_SSH_CONNECT_TIMEOUT_MS } = options;
    // loaded with the first connection, not with the server
    const { Client } = await import('ssh2');
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(new SshConnectError('cancelled', 'cancelled'));
      const client = new Client();
      let settled = false;
      const finish = (error?: SshConnectError) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (!error) return resolve(new SshSession(client));
        // destroy, not end: a half-open socket would keep the peer's server from closing
        client.destroy();
        reject(error);
      };
      const onAbort = () => finish(new SshConnectError('cancelled', 'cancelled'));
      // the handshake's own limit does not cover a TCP connect that never answers
      const timer = setTimeout(
        () => finish(new SshConnectError('timeout', `no SSH session within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      signal?.addEventListener('abort', onAbort, { once: true });
      client.once('ready', () => finish());
      client.on('error', (error) => finish(connectError(error)));
      client.once('close', () => finish(new SshConnectError('network', 'the connection closed')));
      const config: ConnectConfig = {
        host: target.host,
        port: target.port,
        username: target.username,
        privateKey: sshUsablePrivateKey(target.privateKey),
        readyTimeout: timeoutMs,
        keepaliveInterval: 15_000,
      };
      try {
        client.connect(config);
      } catch (error) {
        finish(connectError(error as Error));
      }
    });
  }

  /**
   * Runs the script with bash and resolves to its exit code. The script runs as the leader of a
   * process group of its own, whose id it prints first (taken off the output): an abort kills the
   * whole group, so nothing the script started lingers on the host, and resolves 130.
   */
  run(script: string, options: RunOptions = {}): Promise<number> {
    const { signal, onOutput } = options;
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return resolve(130);
      this.client.exec(`exec setsid -w bash -c 'echo $$; exec bash -s'`, (error, channel: ClientChannel) => {
        if (error) return reject(error);
        let settled = false;
        let groupId = '';
        let head = '';
        const finish = (code: number) => {
          if (settled) return;
          settled = true;
          signal?.removeEventListener('abort', onAbort);
          resolve(code);
        };
        const onAbort = () => {
          if (/^\d+$/.test(groupId)) this.client.exec(`kill -KILL -- -${groupId}`, () => {});
          channel.close();
          finish(130);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        channel.on('data', (chunk: Buffer) => {
          if (groupId) return onOutput?.(chunk);
          head += chunk.toString('latin1');
          const end = head.indexOf('\n');
          if (end < 0) return;
          groupId = head.slice(0, end).trim();
          const rest = Buffer.from(head.slice(end + 1), 'latin1');
          if (rest.length) onOutput?.(rest);
        });
        channel.stderr.on('data', (chunk: Buffer) => onOutput?.(chunk));
        channel.once('close', (code: number | null) => finish(code ?? 255));
        channel.end(scriptWithEnv(script, options.env));
      });
    });
  }

  /** Writes the content to the path on the host (mode 0600 unless told). */
  async upload(content: Buffer | NodeJS.ReadableStream, remotePath: string, mode = 0o600): Promise<void> {
    const sftp = await new Promise<SFTPWrapper>((resolve, reject) =>
      this.client.sftp((error, wrapper) => (error ? reject(error) : resolve(wrapper))),
    );
    try {
      await new Promise<void>((resolve, reject) => {
        const out = sftp.createWriteStream(remotePath, { mode });
        out.once('error', reject);
        out.once('close', () => resolve());
        if (Buffer.isBuffer(content)) out.end(content);
        else {
          content.once('error', reject);
          content.pipe(out);
        }
      });
    } finally {
      sftp.end();
    }
  }

  close(): void {
    this.client.end();
  }
}

/** Opens a session and closes it: whether the user and key log in within the time limit. */
export async function checkSshLogin(target: SshTarget, timeoutMs?: number): Promise<void> {
  const session = await SshSession.connect(target, { timeoutMs });
  session.close();
}
