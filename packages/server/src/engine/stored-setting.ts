import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { systemSettings } from '../db/schema.js';

/** How long a read value is used before it is read again: another replica may have changed it. */
const FRESH_MS = 1000;

/** One system setting kept as JSON in `system_settings`, cached by this process for a moment. */
export class StoredSetting<T> {
  private cached: T | undefined;
  private readAt = 0;

  constructor(
    private readonly db: Db,
    private readonly key: string,
    private readonly schema: z.ZodType<T>,
    private readonly defaults: T,
  ) {}

  async get(): Promise<T> {
    if (this.cached && Date.now() - this.readAt < FRESH_MS) return this.cached;
    const [row] = await this.db.select().from(systemSettings).where(eq(systemSettings.key, this.key));
    const parsed = this.schema.safeParse(row?.value);
    this.cached = parsed.success ? parsed.data : structuredClone(this.defaults);
    this.readAt = Date.now();
    return this.cached;
  }

  async set(value: T): Promise<T> {
    await this.db
      .insert(systemSettings)
      .values({ key: this.key, value })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: new Date() } });
    this.cached = value;
    this.readAt = Date.now();
    return value;
  }
}
