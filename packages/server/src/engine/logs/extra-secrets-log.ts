import type { JobLogWriter } from './log-store.js';
import { SecretMasker } from './secret-masker.js';

/** A job log that also masks these values: credentials a job type opens while it runs. */
export interface ExtraSecretsLog extends JobLogWriter {
  /** hands over what the masker held back (the start of a possible secret) */
  flush(): void;
}

export function withExtraSecrets(log: JobLogWriter, secrets: string[]): ExtraSecretsLog {
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
