import { BadRequestError } from '../../lib/errors.js';
import { checkSshLogin, SshConnectError, type SshTarget } from '../../lib/ssh/ssh-client.js';

/** How long a save waits for the host's SSH server before it saves the host as it is (offline). */
export const HOST_SAVE_SSH_TIMEOUT_MS = 5_000;

/** Checks a host's SSH login before it is saved; throws when the save must not happen. */
export type HostLoginCheck = (target: SshTarget) => Promise<void>;

/**
 * Logs in to the host with its user, port and key. A key that cannot be read, or that the host
 * refuses, stops the save with a clear 400. A host that does not answer within the limit is saved
 * anyway: hosts may be registered before they are up, and the health probe shows them offline.
 */
export function hostLoginCheck(timeoutMs = HOST_SAVE_SSH_TIMEOUT_MS): HostLoginCheck {
  return async (target) => {
    try {
      await checkSshLogin(target, timeoutMs);
    } catch (error) {
      if (!(error instanceof SshConnectError)) throw error;
      const where = `${target.username}@${target.host}:${target.port}`;
      if (error.reason === 'auth') throw new BadRequestError('error.hostSshRefused', where);
      if (error.reason === 'key') throw new BadRequestError('error.hostSshKeyUnreadable', error.message);
    }
  };
}

/** The PEM text of the key as the dialog uploads it (base64). */
export const pemOf = (base64Key: string) =>
  Buffer.from(base64Key.replace(/\s+/g, ''), 'base64').toString('utf8');
