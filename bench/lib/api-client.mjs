// JSON requests to the Slipway API as a signed-in user, each with a time limit.

const REQUEST_LIMIT_MS = 60_000;

export class ApiClient {
  /** @param {string} base @param {string} token */
  constructor(base, token) {
    this.base = base;
    this.token = token;
  }

  /** Signs in with account and password and returns a client holding the token. */
  /** @param {string} base @param {string} account @param {string} password */
  static async signIn(base, account, password) {
    const login = await new ApiClient(base, '').request('POST', '/api/v1/login', { account, password });
    return new ApiClient(base, /** @type {import('@slipway/contracts').LoginResponse} */ (login).token);
  }

  /**
   * Sends a request and returns the parsed JSON answer; anything but 2xx throws with the body.
   * @param {'GET' | 'POST' | 'PUT' | 'DELETE'} method
   * @param {string} path
   * @param {unknown} [body]
   * @returns {Promise<unknown>}
   */
  async request(method, path, body) {
    /** @type {Record<string, string>} */
    const headers = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res;
    try {
      res = await fetch(this.base + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
      });
    } catch (error) {
      throw new Error(`${method} ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 500)}`);
    return text ? JSON.parse(text) : undefined;
  }

  /** Milliseconds a GET takes until its whole body is read (it must succeed). */
  /** @param {string} path */
  async timeGet(path) {
    const started = performance.now();
    await this.request('GET', path);
    return performance.now() - started;
  }
}
