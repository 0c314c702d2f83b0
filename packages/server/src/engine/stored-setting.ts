import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { systemSettings } from '../db/schema.js';

/** One system setting kept as JSON in `system_settings`, read once and cached by this process. */
export class StoredSetting<T> {
  private cached: T | undefined;

  constructor(
    private readonly db: Db,
    private readonly key: string,
    private readonly schema: z.ZodType<T>,
    private readonly defaults: T,
  ) {}

  async get(): Promise<T> {
    if (this.cached) return this.cached;
    const [row] = await this.db.select().from(systemSettings).where(eq(systemSettings.key, this.key));
    const parsed = this.schema.safeParse(row?.value);
    this.cached = parsed.success ? parsed.data : structuredClone(this.defaults);
    return this.cached;
  }

  async set(value: T): Promise<T> {
    await this.db
      .insert(systemSettings)
      .values({ key: this.key, value })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: new Date() } });
    this.cached = value;
    return value;
  }
}
