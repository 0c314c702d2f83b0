import { mapCredentialValues } from '@slipway/contracts';
import type { SecretBox } from './aes.js';

/**
 * Credential values (params and env variables marked `is_credential`) are sealed in every JSON
 * column they are written to and opened when read, so code above the repositories sees plain values.
 */
export const sealCredentials = <T>(box: SecretBox, data: T): T =>
  mapCredentialValues(data, (text) => box.seal(text));

export const openCredentials = <T>(box: SecretBox, data: T): T =>
  mapCredentialValues(data, (text) => box.open(text));
