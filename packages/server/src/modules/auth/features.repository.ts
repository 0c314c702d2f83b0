import type { FeatureName } from '@slipway/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { features } from '../../db/schema.js';

export class FeaturesRepository {
  constructor(private readonly db: Db) {}

  async isEnabled(name: FeatureName): Promise<boolean> {
    const [row] = await this.db.select().from(features).where(eq(features.name, name));
    return row?.enabled ?? false;
  }

  async set(name: FeatureName, enabled: boolean): Promise<void> {
    await this.db
      .insert(features)
      .values({ name, enabled })
      .onConflictDoUpdate({ target: features.name, set: { enabled, updatedAt: new Date() } });
  }
}
