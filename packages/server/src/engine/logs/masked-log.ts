import type { JobLogWriter } from './log-store.js';
import { SecretMasker } from './secret-masker.js';

/**
 * A job's log with more secrets masked on top of the job's own: for credentials a job type only
 * learns while it runs (a code host's password, a Sonar token). `flush` writes what the masker holds.
 */
export function withSecretsMasked(log: JobLogWriter, secrets: string[]): JobLogWriter & { flush(): void } {
  const masker = new SecretMasker(secrets.filter(Boolean));
  return {
    write: (chunk) => log.write(masker.push(chunk)),
    drained: () => log.drained(),
    close: () => log.close(),
    flush: () => {
      log.write(masker.flush());
    },
  };
}
