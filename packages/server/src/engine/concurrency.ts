import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { systemSettings } from '../db/schema.js';

/** Defaults of zadig-reference §7: two tasks at once, five jobs in parallel per task. */
export const concurrencySchema = z.object({
  workflow_concurrency: z.number({ error: 'validation.invalidType' }).int().min(1).max(100),
  build_concurrency: z.number({ error: 'validation.invalidType' }).int().min(1).max(100),
});
export type Concurrency = z.infer<typeof concurrencySchema>;
export const defaultConcurrency: Concurrency = { workflow_concurrency: 2, build_concurrency: 5 };

const KEY = 'concurrency';

export class ConcurrencySettings {
  private cached: Concurrency | undefined;

  constructor(private readonly db: Db) {}

  async get(): Promise<Concurrency> {
    if (this.cached) return this.cached;
    const [row] = await this.db.select().from(systemSettings).where(eq(systemSettings.key, KEY));
    const parsed = concurrencySchema.safeParse(row?.value);
    this.cached = parsed.success ? parsed.data : { ...defaultConcurrency };
    return this.cached;
  }

  async set(value: Concurrency): Promise<Concurrency> {
    await this.db
      .insert(systemSettings)
      .values({ key: KEY, value })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: new Date() } });
    this.cached = value;
    return value;
  }
}
