import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a loopback port that keeps what it receives. With `account`, it takes mail
 * only from a client that signs in with that user name and password (AUTH over the plain connection).
 */
export async function startSmtpReceiver(account?: { user: string; pass: string }) {
  const inbox: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: !account,
    allowInsecureAuth: true,
    disabledCommands: account ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    onAuth(auth, _session, callback) {
      if (auth.username === account?.user && auth.password === account?.pass)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid user name or password'));
    },
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** Resolves with the next mail that arrives (or one already waiting beyond `seen`). */
    async nextMail(seen: number): Promise<ReceivedMail> {
      while (inbox.length <= seen) await new Promise<void>((resolve) => waiters.push(resolve));
      return inbox[seen]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link from a mail body (quoted-printable soft breaks removed). */
export function resetTokenFrom(mail: ReceivedMail): string {
  const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = body.match(/\/login\/password\/reset\?token=([A-Za-z0-9_.-]+)/);
  if (!match?.[1]) throw new Error(`no reset link in mail:\n${mail.raw}`);
  return match[1];
}
