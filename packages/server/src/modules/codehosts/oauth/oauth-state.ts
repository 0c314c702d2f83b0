import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a started authorisation may take before its callback is refused. */
export const STATE_TTL_MS = 10 * 60 * 1000;

export interface OauthState {
  codehostId: number;
  /** the page of this site the browser returns to */
  redirect: string;
  /** also kept in a cookie of the browser that started: only that browser completes the flow */
  nonce: string;
  /** when the state stops being accepted, epoch ms */
  expires: number;
}

/**
 * The OAuth `state`: which code host is being authorised and where the browser goes back to, signed
 * with the server's key so that a callback can only complete an authorisation this server started.
 */
export class OauthStateSigner {
  constructor(private readonly key: Uint8Array) {}

  sign(state: Omit<OauthState, 'expires' | 'nonce'>, now = Date.now()): { state: string; nonce: string } {
    const nonce = randomBytes(16).toString('hex');
    const payload = Buffer.from(JSON.stringify({ ...state, nonce, expires: now + STATE_TTL_MS })).toString(
      'base64url',
    );
    return { state: `${payload}.${this.mac(payload)}`, nonce };
  }

  /** The state when it is genuine and not expired, else null. */
  verify(text: string, now = Date.now()): OauthState | null {
    const [payload, mac] = text.split('.');
    if (!payload || !mac) return null;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as OauthState;
      if (
        typeof state.codehostId !== 'number' ||
        typeof state.redirect !== 'string' ||
        typeof state.nonce !== 'string'
      )
        return null;
      return state.expires > now ? state : null;
    } catch {
      return null;
    }
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update('codehost-oauth-state').update(payload).digest('base64url');
  }
}
