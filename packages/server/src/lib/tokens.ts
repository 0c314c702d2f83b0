import { errors, jwtVerify, SignJWT } from 'jose';

const AUDIENCE = 'slipway';
/** How long an API token lasts: years, like the portal's; a new password replaces it sooner. */
const API_TOKEN_TTL_SECONDS = 10 * 365 * 24 * 3600;

export interface SessionClaims {
  uid: string;
  name: string;
  email: string;
  preferred_username: string;
}

/** A verified session: its claims and when it was issued, to the millisecond. */
export interface VerifiedSession extends SessionClaims {
  issuedAtMs: number;
}

export type TokenCheck<T> = { ok: true; claims: T } | { ok: false; reason: 'expired' | 'invalid' };

/** Session tokens and password-reset tokens share one key but never one purpose. */
export class TokenService {
  constructor(
    private readonly secret: Uint8Array,
    private readonly sessionTtlSeconds: number,
  ) {}

  signSession(claims: SessionClaims): Promise<string> {
    // `iat` to the millisecond (NumericDate may have a fraction, RFC 7519 §2): a password change ends
    // the sessions issued before it, and the new one issued in the same second must stay valid.
    const issuedAt = Date.now() / 1000;
    return new SignJWT({ ...claims, purpose: 'session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(AUDIENCE)
      .setSubject(claims.uid)
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.floor(issuedAt) + this.sessionTtlSeconds)
      .sign(this.secret);
  }

  /**
   * A user's API token: a session that lasts years. Issued at `issuedAt` (when the user's sessions last
   * became valid) with claims that never change, it reads the same every time it is shown, and the
   * password change that ends the user's sessions replaces it.
   */
  signApiToken(user: { uid: string; account: string }, issuedAt: Date): Promise<string> {
    const issuedAtSeconds = issuedAt.getTime() / 1000;
    return new SignJWT({ uid: user.uid, preferred_username: user.account, purpose: 'session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(AUDIENCE)
      .setSubject(user.uid)
      .setIssuedAt(issuedAtSeconds)
      .setExpirationTime(Math.floor(issuedAtSeconds) + API_TOKEN_TTL_SECONDS)
      .sign(this.secret);
  }

  signReset(uid: string, resetId: string, expiresAt: Date): Promise<string> {
    return new SignJWT({ purpose: 'reset' })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(AUDIENCE)
      .setSubject(uid)
      .setJti(resetId)
      .setIssuedAt()
      .setExpirationTime(Math.ceil(expiresAt.getTime() / 1000))
      .sign(this.secret);
  }

  verifySession(token: string): Promise<TokenCheck<VerifiedSession>> {
    return this.verify(token, 'session', (p) =>
      typeof p.uid === 'string' && typeof p.iat === 'number'
        ? {
            uid: p.uid,
            name: String(p.name ?? ''),
            email: String(p.email ?? ''),
            preferred_username: String(p.preferred_username ?? ''),
            issuedAtMs: Math.round(p.iat * 1000),
          }
        : undefined,
    );
  }

  verifyReset(token: string): Promise<TokenCheck<{ uid: string; resetId: string }>> {
    return this.verify(token, 'reset', (p) =>
      typeof p.sub === 'string' && typeof p.jti === 'string' ? { uid: p.sub, resetId: p.jti } : undefined,
    );
  }

  private async verify<T>(
    token: string,
    purpose: string,
    read: (payload: Record<string, unknown>) => T | undefined,
  ): Promise<TokenCheck<T>> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { audience: AUDIENCE, algorithms: ['HS256'] });
      const claims = payload.purpose === purpose ? read(payload) : undefined;
      return claims ? { ok: true, claims } : { ok: false, reason: 'invalid' };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
