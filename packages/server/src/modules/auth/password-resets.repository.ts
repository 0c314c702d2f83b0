import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResets } from '../../db/schema.js';

export type PasswordResetRow = typeof passwordResets.$inferSelect;

export class PasswordResetsRepository {
  constructor(private readonly db: Db) {}

  async findActive(uid: string, now: Date): Promise<PasswordResetRow | undefined> {
    const [row] = await this.db
      .select()
      .from(passwordResets)
      .where(
        and(eq(passwordResets.uid, uid), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
      )
      .orderBy(desc(passwordResets.createdAt))
      .limit(1);
    return row;
  }

  async findById(id: string): Promise<PasswordResetRow | undefined> {
    const [row] = await this.db.select().from(passwordResets).where(eq(passwordResets.id, id));
    return row;
  }

  async create(uid: string, expiresAt: Date): Promise<PasswordResetRow> {
    const [row] = await this.db.insert(passwordResets).values({ uid, expiresAt }).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async remove(id: string): Promise<void> {
    await this.db.delete(passwordResets).where(eq(passwordResets.id, id));
  }

  /** Marks the code used; false when another request used it first. */
  async markUsed(id: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(passwordResets)
      .set({ usedAt: at })
      .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    return rows.length === 1;
  }
}
