import { type ExternalLink, type ExternalLinkBody, SERIAL_ID_MAX } from '@slipway/contracts';
import { NotFoundError } from '../../lib/errors.js';
import type { ExternalLinkRow, ExternalLinksRepository } from './external-links.repository.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const SERIAL_ID = /^[1-9]\d{0,9}$/;

const toExternalLink = (row: ExternalLinkRow): ExternalLink => ({
  id: row.id,
  name: row.name,
  url: row.url,
  create_time: seconds(row.createdAt),
  update_time: seconds(row.updatedAt),
  update_by: row.updatedBy,
});

/** The id named by a URL; one that cannot exist is simply not found. */
function linkId(id: string): number {
  const value = SERIAL_ID.test(id) ? Number(id) : 0;
  if (value < 1 || value > SERIAL_ID_MAX) throw new NotFoundError('error.linkNotFound');
  return value;
}

/** Quick links of the page header: everybody reads them, system administrators keep them. */
export class ExternalLinksService {
  constructor(private readonly links: ExternalLinksRepository) {}

  async list(): Promise<ExternalLink[]> {
    return (await this.links.all()).map(toExternalLink);
  }

  create(body: ExternalLinkBody, by: string): Promise<void> {
    return this.links.create({ ...body, updatedBy: by });
  }

  async update(id: string, body: ExternalLinkBody, by: string): Promise<void> {
    if (!(await this.links.update(linkId(id), { ...body, updatedBy: by })))
      throw new NotFoundError('error.linkNotFound');
  }

  async delete(id: string): Promise<void> {
    if (!(await this.links.delete(linkId(id)))) throw new NotFoundError('error.linkNotFound');
  }
}
