import type { InstallPackage, PackageBody } from '@slipway/contracts';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { unixSeconds } from '../../lib/unix-seconds.js';
import type { PackageFields, PackageRow, PackagesRepository } from './packages.repository.js';

const toPackage = (row: PackageRow): InstallPackage => ({
  name: row.name,
  version: row.version,
  bin_path: row.binPath,
  download_path: row.downloadPath,
  scripts: row.scripts,
  env: row.env,
  enabled: row.enabled,
  update_time: unixSeconds(row.updatedAt),
  update_by: row.updatedBy,
});

/** Compares versions part by part, numbers as numbers ("1.10" after "1.9"). */
export const compareVersions = (a: string, b: string) =>
  a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

/**
 * Software packages builds install before their script. A name has many versions; name + version
 * is the identity, so an update cannot rename a package and a create cannot overwrite one.
 */
export class PackagesService {
  constructor(private readonly repository: PackagesRepository) {}

  /** `available`: only the enabled ones (what build forms offer). Sorted by name, then version. */
  async list(available: boolean): Promise<InstallPackage[]> {
    const rows = await this.repository.list(available);
    return rows
      .sort((a, b) => a.name.localeCompare(b.name) || compareVersions(a.version, b.version))
      .map(toPackage);
  }

  async create(body: PackageBody, by: string): Promise<void> {
    if (!(await this.repository.create(fieldsOf(body, by))))
      throw new BadRequestError('error.packageExists', `${body.name} ${body.version}`);
  }

  async update(body: PackageBody, by: string): Promise<void> {
    if (!(await this.repository.update(fieldsOf(body, by))))
      throw new NotFoundError('error.packageNotFound', `${body.name} ${body.version}`);
  }

  async delete(name: string, version: string): Promise<void> {
    if (!(await this.repository.delete(name, version)))
      throw new NotFoundError('error.packageNotFound', `${name} ${version}`);
  }
}

const fieldsOf = (body: PackageBody, by: string): PackageFields => ({
  name: body.name,
  version: body.version,
  binPath: body.bin_path,
  downloadPath: body.download_path,
  scripts: body.scripts,
  env: body.env,
  enabled: body.enabled,
  updatedBy: by,
});
