import { CREDENTIAL_MASK, mapCredentialValues } from '@slipway/contracts';

/** Credential values as a reader without a browser key sees them: the mask when set. */
export const maskBuildCredentials = <T>(data: T): T =>
  mapCredentialValues(data, (text) => (text === '' ? '' : CREDENTIAL_MASK));

/**
 * The edit form sends credential values back as it read them: masked. A masked value keeps the
 * stored value of the variable with the same name at the same place; a new variable gets none.
 */
export function keepMaskedCredentials<T>(incoming: T, stored: unknown): T {
  return restore(incoming, stored) as T;
}

function restore(node: unknown, stored: unknown): unknown {
  if (Array.isArray(node)) {
    const storedItems = Array.isArray(stored) ? stored : [];
    return node.map((item, index) => restore(item, counterpart(item, storedItems, index)));
  }
  if (node === null || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  const storedRecord = isRecord(stored) ? stored : {};
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) copy[key] = restore(value, storedRecord[key]);
  if (record.is_credential === true && record.value === CREDENTIAL_MASK)
    copy.value =
      storedRecord.is_credential === true && typeof storedRecord.value === 'string' ? storedRecord.value : '';
  return copy;
}

/** The stored item a sent one stands for: a variable by its key or name, anything else by position. */
function counterpart(item: unknown, storedItems: unknown[], index: number): unknown {
  const name = nameOf(item);
  if (name === undefined) return storedItems[index];
  return storedItems.find((candidate) => nameOf(candidate) === name);
}

function nameOf(item: unknown): string | undefined {
  if (!isRecord(item)) return undefined;
  const name = item.key ?? item.name;
  return typeof name === 'string' && 'is_credential' in item ? name : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
