import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A point where a job's script waits until the test lets it go on, so the test can look at a job
 * that is surely still running without guessing how long anything takes. Jobs run sandboxed and see
 * none of the test's files, but they share the machine's network: the gate is a small HTTP server on
 * loopback that answers 200 once opened (bash's /dev/tcp asks it, so the job needs no client tool).
 */
export class JobGate {
  private opened = false;
  private readonly server: Server = createServer((_req, res) => {
    res.writeHead(this.opened ? 200 : 404).end();
  });
  private readonly listening = new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));

  static async create(): Promise<JobGate> {
    const gate = new JobGate();
    await gate.listening;
    return gate;
  }

  /** Shell that waits until the gate is open, or `seconds` at most (a failed test holds no job long). */
  waitScript(seconds = 60): string {
    const { port } = this.server.address() as AddressInfo;
    const ask = `{ exec 3<>/dev/tcp/127.0.0.1/${port} && printf 'GET / HTTP/1.0\\r\\n\\r\\n' >&3 && read -r _ code _ <&3 && exec 3>&-; } 2>/dev/null`;
    return `for n in $(seq 1 ${seconds * 10}); do code=; ${ask}; [ "$code" = 200 ] && break; sleep 0.1; done`;
  }

  open(): void {
    this.opened = true;
  }

  remove(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
