/** What a secret value is replaced with in the audit log. */
export const REDACTED = '********';

/** Longest body summary kept, in bytes of UTF-8. */
export const BODY_SUMMARY_MAX_BYTES = 2048;

/**
 * Key names that may carry a secret, compared lower-cased without '_' and '-':
 * password, oldPassword, new_password, passwd, token, secret, private_key, access_key_id, key, apiKey…
 * Erring on the side of hiding: a harmless field hidden costs less than a leaked password.
 */
const SECRET_KEY =
  /passw(or)?d|passphrase|^pass$|pwd|secret|token|credential|privatekey|accesskey|kubeconfig|authorization|cookie|keys?$/;

/** Deeper than this the summary shows REDACTED: it is cut at 2 KiB anyway, and recursion stays bounded. */
const MAX_DEPTH = 32;

export const isSecretKey = (name: string) => SECRET_KEY.test(name.toLowerCase().replace(/[_-]/g, ''));

/** The fields that carry the value of a param or env variable. */
const VALUE_FIELDS = new Set(['value', 'default']);

/**
 * Whether the value fields of an object are secret: a credential param or env variable
 * (`is_credential: true`), or a run's param (`{name, value}` in `params`), which does not say
 * whether it is one.
 */
function holdsSecretValue(value: object, inParams: boolean): boolean {
  const flag = (value as { is_credential?: unknown }).is_credential;
  return flag === true || (inParams && typeof flag !== 'boolean');
}

function redact(value: unknown, depth: number, inParams = false): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1, inParams));
  if (value instanceof Date) return value;
  const secretValues = holdsSecretValue(value, inParams);
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (key === 'is_credential' && typeof item === 'boolean') return [key, item];
      if (isSecretKey(key) || (secretValues && VALUE_FIELDS.has(key))) return [key, REDACTED];
      return [key, redact(item, depth + 1, key === 'params')];
    }),
  );
}

/** Cuts at a byte length without splitting a character. */
function truncateUtf8(text: string, maxBytes: number): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= maxBytes) return text;
  return bytes
    .subarray(0, maxBytes)
    .toString('utf8')
    .replace(/\uFFFD+$/, '');
}

/** The longest start of a text whose JSON string takes at most `maxBytes` (escapes take room too). */
function jsonText(text: string, maxBytes: number): string {
  const fits = (bytes: number) => Buffer.byteLength(JSON.stringify(truncateUtf8(text, bytes))) <= maxBytes;
  let [low, high] = [0, maxBytes];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return JSON.stringify(truncateUtf8(text, low));
}

/**
 * The parsed request body as JSON with every secret-looking key hidden, always valid JSON (the
 * portal parses it) of at most 2 KiB: a longer body is kept as the start of its text, a JSON string.
 * A body that is text (or a stream or buffer) cannot be searched for secrets, so it is hidden whole.
 */
export function summarizeBody(body: unknown): string {
  if (body === undefined || body === null || body === '') return '';
  const hiddenWhole = JSON.stringify(REDACTED);
  if (typeof body === 'string' || Buffer.isBuffer(body)) return hiddenWhole;
  if (typeof body === 'object' && typeof (body as { pipe?: unknown }).pipe === 'function') return hiddenWhole;
  const json = JSON.stringify(redact(body, 0)) ?? '';
  return Buffer.byteLength(json) <= BODY_SUMMARY_MAX_BYTES ? json : jsonText(json, BODY_SUMMARY_MAX_BYTES);
}
