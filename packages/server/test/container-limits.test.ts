import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContainerExecutor } from '../src/engine/executors/container/container-steps.js';
import { Podman } from '../src/engine/executors/container/podman.js';
import { ContainerResourceLimits } from '../src/engine/executors/container/resource-limits.js';
import { JobExecutor } from '../src/engine/executors/job-executor.js';
import { jobResources } from '../src/engine/executors/job-resources.js';
import { memoryLog } from './memory-log.js';
import { makeBusyboxImage } from './podman-base-image.js';

/**
 * Resource limits of the container executor with real podman and a busybox image made here. A
 * second podman is a stand-in: a script in front of the real one that refuses `--cpus`/`--memory`
 * as a machine without cgroup limits does, so the refusal can be shown on any machine.
 */
const BASE = 'localhost/slipway-test-limits:1';
const LIMITS = { maxProcesses: 256, maxOpenFiles: 1024 };
let dir: string;
let executor: JobExecutor;
let probes: string;
let refusingPodman: string;
let task = 0;

beforeAll(async () => {
  makeBusyboxImage(BASE);
  dir = mkdtempSync(path.join(os.tmpdir(), 'slipway-limits-'));
  chmodSync(dir, 0o711);
  mkdirSync(path.join(dir, 'data'));
  executor = new JobExecutor({
    dataDir: path.join(dir, 'data'),
    bwrapPath: 'bwrap',
    limits: LIMITS,
    allowUnsandboxed: async () => false,
  });
  await executor.init();
  probes = path.join(dir, 'probes');
  refusingPodman = path.join(dir, 'podman-without-cgroup-limits');
  writeFileSync(
    refusingPodman,
    [
      '#!/bin/sh',
      'for arg in "$@"; do case "$arg" in --cpus*|--memory*)',
      `  echo probe >> '${probes}'`,
      '  echo "Error: crun: the cgroup limits cannot be set here (stand-in)" >&2; exit 125;;',
      'esac; done',
      'exec podman "$@"',
    ].join('\n'),
    { mode: 0o755 },
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One job in a container of BASE with the 'min' preset; answers its log. */
async function runInContainer(containers: ContainerExecutor, script: string) {
  const job = await executor.prepare({ workflow: 'limits', taskId: ++task, job: 'build' }, []);
  const { log, text } = memoryLog();
  try {
    const resources = jobResources('min', {});
    const note = (line: string) => log.write(line);
    await job.runInContainer(containers.starter(BASE, `limits/${task}`, 60_000, { resources, note }));
    const signal = new AbortController().signal;
    const result = await job.runStep(0, { script, env: {}, timeoutMs: 30_000, signal, log });
    expect(result.status, text()).toBe('passed');
    return text();
  } finally {
    await job.dispose();
  }
}

const MEMORY_LIMIT =
  'cat /sys/fs/cgroup/memory/memory.limit_in_bytes 2>/dev/null || cat /sys/fs/cgroup/memory.max';

describe('resource limits of job containers', () => {
  it("puts the preset's limit on the container when this machine accepts cgroup limits", async () => {
    const podman = new Podman(path.join(dir, 'data'), LIMITS);
    const support = await new ContainerResourceLimits(podman).detect(BASE);
    const log = await runInContainer(new ContainerExecutor(podman), MEMORY_LIMIT);
    if (support.accepted) {
      expect(log).toContain('resource limits: 2 CPUs, 2048 MiB memory');
      expect(log).toContain(String(2048 * 1024 * 1024));
    } else {
      expect(log).toContain(`resource limits not applied: ${support.reason}`);
    }
  });

  it('runs the job without limits where they are refused, says why, and asks only once', async () => {
    const podman = new Podman(path.join(dir, 'data'), LIMITS, refusingPodman);
    const containers = new ContainerExecutor(podman);
    const first = await runInContainer(containers, 'cat /etc/slipway-base-image');
    expect(first).toContain(
      'resource limits not applied: Error: crun: the cgroup limits cannot be set here (stand-in)',
    );
    expect(first).toContain('the busybox base image');
    const second = await runInContainer(containers, 'true');
    expect(second).toContain('resource limits not applied');
    expect(readFileSync(probes, 'utf8').trim().split('\n')).toEqual(['probe']);
  });
});
