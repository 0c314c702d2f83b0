import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { codehostOauthTokens, codehosts } from '../../../db/schema.js';

export interface SealedTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date | null;
}

/** The tokens an OAuth provider issued for a code host; they arrive and leave sealed. */
export class CodehostTokensRepository {
  constructor(private readonly db: Db) {}

  async refreshOf(codehostId: number): Promise<{ refreshToken: string; expiresAt: Date | null } | undefined> {
    const [row] = await this.db
      .select()
      .from(codehostOauthTokens)
      .where(eq(codehostOauthTokens.codehostId, codehostId));
    return row;
  }

  async save(codehostId: number, tokens: SealedTokens): Promise<void> {
    const now = new Date();
    await this.db.transaction(async (tx) => {
      await tx
        .update(codehosts)
        .set({ accessToken: tokens.accessToken, updatedAt: now })
        .where(eq(codehosts.id, codehostId));
      const values = { refreshToken: tokens.refreshToken, expiresAt: tokens.expiresAt, updatedAt: now };
      await tx
        .insert(codehostOauthTokens)
        .values({ codehostId, ...values })
        .onConflictDoUpdate({ target: codehostOauthTokens.codehostId, set: values });
    });
  }
}
