/**
 * What the API shows instead of a credential value that is set. Sent back unchanged (in a
 * workflow body or a run's params) it keeps the stored value; an empty value clears it.
 */
export const CREDENTIAL_MASK = '********';

/** The fields of a param or env variable that carry its value. */
const VALUE_FIELDS = new Set(['value', 'default']);

/**
 * A copy of JSON data with `change` applied to the value fields (`value`, `default`) of every
 * object marked `is_credential: true`, at any depth: workflow params, the env variables of
 * job specs, the params of a task.
 */
export function mapCredentialValues<T>(data: T, change: (text: string) => string): T {
  return copyWith(data, change) as T;
}

function copyWith(node: unknown, change: (text: string) => string): unknown {
  if (Array.isArray(node)) return node.map((item) => copyWith(item, change));
  if (node === null || typeof node !== 'object') return node;
  const isCredential = (node as { is_credential?: unknown }).is_credential === true;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(node)) {
    copy[key] =
      isCredential && VALUE_FIELDS.has(key) && typeof item === 'string'
        ? change(item)
        : copyWith(item, change);
  }
  return copy;
}

/** Credential values as the API shows them: the mask when set, empty when not. */
export const maskCredentials = <T>(data: T): T =>
  mapCredentialValues(data, (text) => (text === '' ? '' : CREDENTIAL_MASK));
