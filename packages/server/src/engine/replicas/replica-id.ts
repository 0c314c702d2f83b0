import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * This replica's name: the configured one, else one made once and kept in DATA_DIR, so that a
 * restarted replica knows the tasks it owned (and fails only those).
 */
export function replicaIdOf(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'replica-id');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept) return kept;
  } catch {
    // made below
  }
  const made = `${os
    .hostname()
    .replace(/[^A-Za-z0-9.-]/g, '-')
    .slice(0, 40)}-${randomBytes(4).toString('hex')}`;
  writeFileSync(file, `${made}\n`, { mode: 0o600 });
  return made;
}
