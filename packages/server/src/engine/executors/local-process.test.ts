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
    let deliveredWhileBehind = 0;
    let pauses = 0;
    const result = await runLocalProcess({
      plan: hostPlan(step),
      cwd: dir,
      env: { PATH: '/usr/bin:/bin' },
      pidFile: path.join(dir, 'loud.pid'),
      timeoutMs: 60_000,
      signal: new AbortController().signal,
      onOutput: (chunk) => {
        if (behind) deliveredWhileBehind++;
        received += chunk.length;
        // a slow writer: behind after every megabyte
        if (received % (1024 * 1024) < chunk.length) {
          behind = true;
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
    // at most a chunk each stream had already read before it was paused
    expect(deliveredWhileBehind).toBeLessThanOrEqual(2);
  });
});
