import type { Readable } from 'node:stream';
import { BadRequestError } from '../errors.js';

/** One stored object as a listing shows it. */
export interface StoredObject {
  key: string;
  size: number;
}

/**
 * Where build artifacts, test reports, exported files and logs are kept.
 * Keys are `/`-separated relative paths ("proj/wf/12/build/app.tar.gz").
 */
export interface ObjectStore {
  putFile(key: string, filePath: string): Promise<void>;
  putBuffer(key: string, data: Buffer | string): Promise<void>;
  /** The object's bytes, or undefined when there is no such object. */
  get(key: string): Promise<Readable | undefined>;
  stat(key: string): Promise<{ size: number } | undefined>;
  /** Every object whose key starts with the prefix ("" lists everything), sorted by key. */
  list(prefix: string): Promise<StoredObject[]>;
  /** Removes every object whose key starts with the prefix; nothing there is not an error. */
  removePrefix(prefix: string): Promise<void>;
}

/** A key made from request input (a workflow name, a folder) can be bad: the caller gets a 400. */
export class InvalidObjectKeyError extends BadRequestError {
  constructor(key: string) {
    super(
      'error.badRequest',
      `invalid object key ${JSON.stringify(key)}: keys are relative "/"-separated paths`,
    );
  }
}

/**
 * The key in its normal form; throws on what could leave the store's root
 * (absolute keys, "..", NUL, backslashes) or name nothing.
 */
export function checkObjectKey(key: string): string {
  const parts = key.split('/');
  const bad =
    key === '' ||
    key.startsWith('/') ||
    key.includes('\0') ||
    key.includes('\\') ||
    parts.some((p) => p === '' || p === '.' || p === '..');
  if (bad) throw new InvalidObjectKeyError(key);
  return key;
}

/** A listing prefix: "" or a key-like text; a trailing "/" is allowed. */
export function checkObjectPrefix(prefix: string): string {
  if (prefix === '') return prefix;
  checkObjectKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}
