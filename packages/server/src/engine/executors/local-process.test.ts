import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runLocalProcess } from './local-process.js';
import { hostPlan } from './sandbox.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'slipway-process-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a step whose output comes faster than it is written', () => {
  it('is paused while the writer is behind, and loses nothing', async () => {
    const step = path.join(dir, 'loud.sh');
    await writeFile(step, 'head -c 20000000 /dev/zero | tr "\\0" x\n');
    let received = 0;
    let behind = false;
    // chunks delivered during one pause, and the most in any pause
    let deliveredThisPause = 0;
    let mostInOnePause = 0;
    let pauses = 0;
    const result = await runLocalProcess({
      plan: hostPlan(step),
      cwd: dir,
      env: { PATH: '/usr/bin:/bin' },
      pidFile: path.join(dir, 'loud.pid'),
      timeoutMs: 60_000,
      signal: new AbortController().signal,
      onOutput: (chunk) => {
        if (behind) {
          deliveredThisPause += chunk.length;
          mostInOnePause = Math.max(mostInOnePause, deliveredThisPause);
        }
        received += chunk.length;
        // a slow writer: behind after every megabyte
        if (received % (1024 * 1024) < chunk.length) {
          behind = true;
          deliveredThisPause = 0;
          pauses++;
        }
        return !behind;
      },
      drained: () =>
        new Promise((resolve) =>
          setTimeout(() => {
            behind = false;
            resolve();
          }, 5),
        ),
    });
    expect(result.status).toBe('passed');
    expect(received).toBe(20_000_000);
    expect(pauses).toBeGreaterThan(10);
    // per pause, at most the spawner's window of unacknowledged output (1 MiB) and a chunk; without
    // pausing, the megabytes printed while the writer catches up would arrive
    expect(mostInOnePause).toBeLessThanOrEqual(1024 * 1024 + 64 * 1024);
  });
});
