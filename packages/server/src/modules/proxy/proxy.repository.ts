import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { proxies } from '../../db/schema.js';

export type ProxyRow = typeof proxies.$inferSelect;
export type ProxyFields = Omit<typeof proxies.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The proxy row (the settings keep one; the oldest is the one in force). */
export class ProxyRepository {
  constructor(private readonly db: Db) {}

  async current(): Promise<ProxyRow | undefined> {
    const [row] = await this.db
      .select()
      .from(proxies)
      .orderBy(asc(proxies.createdAt), asc(proxies.id))
      .limit(1);
    return row;
  }

  async find(id: string): Promise<ProxyRow | undefined> {
    const [row] = await this.db.select().from(proxies).where(eq(proxies.id, id));
    return row;
  }

  async create(fields: ProxyFields): Promise<string> {
    const id = randomUUID();
    await this.db.insert(proxies).values({ ...fields, id });
    return id;
  }

  async update(id: string, fields: ProxyFields): Promise<void> {
    await this.db
      .update(proxies)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(proxies.id, id));
  }
}
