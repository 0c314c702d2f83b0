import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A point where a job's script waits until the test lets it go on, so the test can look at a job
 * that is surely still running without guessing how long anything takes. It is a file: the e2e
 * server runs its jobs on this machine (local executor), where the test creates it.
 */
export class JobGate {
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'slipway-gate-'));
  private readonly file = path.join(this.dir, 'open');

  /** Shell that waits until the gate is open, or `seconds` at most (a failed test holds no job long). */
  waitScript(seconds = 60): string {
    return `for n in $(seq 1 ${seconds * 10}); do [ -e '${this.file}' ] && break; sleep 0.1; done`;
  }

  open(): void {
    writeFileSync(this.file, '');
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
