import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { basicImages, builds } from '../../db/schema.js';
import { BUILT_IN_IMAGE_FROM, builtInImages } from './built-in-images.js';

export type BasicImageRow = typeof basicImages.$inferSelect;
export type BasicImageFields = Pick<
  BasicImageRow,
  'label' | 'value' | 'imageFrom' | 'imageType' | 'updatedBy'
>;

export interface BasicImageFilter {
  imageFrom?: string | undefined;
  /** '' lists every image except scanner ones */
  imageType: string;
}

/** Basic image rows; built-in rows are written by `ensureBuiltIns` only. */
export class BasicImagesRepository {
  constructor(private readonly db: Db) {}

  /** Adds the built-in images that are missing; existing rows are left as they are. */
  async ensureBuiltIns(): Promise<void> {
    await this.db
      .insert(basicImages)
      .values(
        builtInImages.map((image) => ({
          id: image.id,
          label: image.label,
          value: image.value,
          imageType: image.imageType,
          imageFrom: BUILT_IN_IMAGE_FROM,
          builtIn: true,
        })),
      )
      .onConflictDoNothing();
  }

  list(filter: BasicImageFilter): Promise<BasicImageRow[]> {
    const conditions = [
      filter.imageType === ''
        ? ne(basicImages.imageType, 'sonar')
        : eq(basicImages.imageType, filter.imageType),
    ];
    if (filter.imageFrom) conditions.push(eq(basicImages.imageFrom, filter.imageFrom));
    return this.db
      .select()
      .from(basicImages)
      .where(and(...conditions))
      .orderBy(desc(basicImages.builtIn), asc(basicImages.createdAt), asc(basicImages.id));
  }

  async find(id: string): Promise<BasicImageRow | undefined> {
    const [row] = await this.db.select().from(basicImages).where(eq(basicImages.id, id));
    return row;
  }

  async findByValue(value: string): Promise<BasicImageRow | undefined> {
    const [row] = await this.db.select().from(basicImages).where(eq(basicImages.value, value));
    return row;
  }

  async create(fields: BasicImageFields): Promise<string> {
    const id = randomUUID();
    await this.db.insert(basicImages).values({ ...fields, id, builtIn: false });
    return id;
  }

  async update(id: string, fields: BasicImageFields): Promise<void> {
    await this.db
      .update(basicImages)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(basicImages.id, id));
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(basicImages).where(eq(basicImages.id, id));
  }

  /** "project/build" of every build whose environment is this image. */
  async buildsUsing(id: string): Promise<string[]> {
    const rows = await this.db
      .select({ project: builds.projectName, name: builds.name })
      .from(builds)
      .where(sql`${builds.definition}->'pre_build'->>'image_id' = ${id}`)
      .orderBy(asc(builds.projectName), asc(builds.name));
    return rows.map((r) => `${r.project}/${r.name}`);
  }
}
