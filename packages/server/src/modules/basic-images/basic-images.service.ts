import type { BasicImage, BasicImageBody } from '@slipway/contracts';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import type { BasicImageFilter, BasicImageRow, BasicImagesRepository } from './basic-images.repository.js';

const toBasicImage = (row: BasicImageRow): BasicImage => ({
  id: row.id,
  label: row.label,
  value: row.value,
  image_from: row.imageFrom,
  image_type: row.imageType,
  update_time: unixSeconds(row.updatedAt),
  update_by: row.updatedBy,
});

/**
 * Build images: the built-in ones (seeded on first use, never changed or deleted) and the custom
 * ones administrators add. An image a build runs on cannot be deleted.
 */
export class BasicImagesService {
  private seeded: Promise<void> | undefined;

  constructor(private readonly repository: BasicImagesRepository) {}

  async list(filter: BasicImageFilter): Promise<BasicImage[]> {
    await this.ensureSeeded();
    return (await this.repository.list(filter)).map(toBasicImage);
  }

  async create(body: BasicImageBody, by: string): Promise<void> {
    await this.ensureSeeded();
    if (await this.repository.findByValue(body.value))
      throw new BadRequestError('error.imageExists', body.value);
    await this.repository.create(this.fieldsOf(body, by));
  }

  async update(id: string, body: BasicImageBody, by: string): Promise<void> {
    await this.customImage(id);
    const same = await this.repository.findByValue(body.value);
    if (same && same.id !== id) throw new BadRequestError('error.imageExists', body.value);
    await this.repository.update(id, this.fieldsOf(body, by));
  }

  async delete(id: string): Promise<void> {
    await this.customImage(id);
    const users = await this.repository.buildsUsing(id);
    if (users.length > 0) throw new BadRequestError('error.imageInUse', users.join(', '));
    await this.repository.delete(id);
  }

  private async customImage(id: string): Promise<BasicImageRow> {
    await this.ensureSeeded();
    const row = await this.repository.find(id);
    if (!row) throw new NotFoundError('error.imageNotFound');
    if (row.builtIn) throw new BadRequestError('error.imageBuiltIn', row.label);
    return row;
  }

  private fieldsOf(body: BasicImageBody, by: string) {
    return {
      label: body.label,
      value: body.value,
      imageFrom: 'custom',
      imageType: body.image_type,
      updatedBy: by,
    };
  }

  /** Once per process; a failed attempt is tried again on the next call. */
  private ensureSeeded(): Promise<void> {
    this.seeded ??= this.repository.ensureBuiltIns().catch((error) => {
      this.seeded = undefined;
      throw error;
    });
    return this.seeded;
  }
}
