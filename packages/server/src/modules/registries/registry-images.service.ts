import type { RegistryImage, ReleaseRepo } from '@slipway/contracts';
import { DockerRegistryClient } from './docker-registry.client.js';
import type { RegistryRow } from './registries.repository.js';
import type { RegistriesService } from './registries.service.js';

/** The repository grammar of the distribution spec: a name outside it cannot be in any registry. */
const REPOSITORY_NAME = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:\/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*$/;

const hostOf = (address: string) => address.replace(/^[a-z]+:\/\//i, '');

/** What is stored in the registries: the tags of images, read live through the registry's own API. */
export class RegistryImagesService {
  constructor(private readonly registries: RegistriesService) {}

  /**
   * Every tag of the named images (names without tag, under the registry's namespace) in the named
   * registry, or the default one; with no names, of every image under the namespace. With a project,
   * only a registry open to it is read.
   */
  async images(registryId: string | undefined, names: string[], project?: string): Promise<RegistryImage[]> {
    const registry = await this.registries.resolve(registryId, project);
    const client = new DockerRegistryClient({
      address: registry.address,
      ...(await this.registries.signIn(registry)),
      tls: { verify: registry.enableTls, ca: registry.tlsCert },
    });
    const prefix = registry.namespace ? `${registry.namespace}/` : '';
    const wanted = names.length > 0 ? names : await this.namesUnder(client, prefix);
    const valid = [...new Set(wanted)].filter((name) => REPOSITORY_NAME.test(`${prefix}${name}`));
    const perName = await Promise.all(
      valid.map(async (name) =>
        (await client.tags(`${prefix}${name}`)).map((tag) => this.image(registry, name, tag)),
      ),
    );
    return perName.flat();
  }

  /** The registries as the distribution step's targets. */
  async releaseRepos(): Promise<ReleaseRepo[]> {
    const rows = await this.registries.listForProject(undefined);
    return rows.map((row) => ({ id: row.id, regAddr: row.reg_addr, regNamespace: row.namespace }));
  }

  private async namesUnder(client: DockerRegistryClient, prefix: string): Promise<string[]> {
    const repositories = await client.repositories();
    return repositories.filter((repo) => repo.startsWith(prefix)).map((repo) => repo.slice(prefix.length));
  }

  private image(registry: RegistryRow, name: string, tag: string): RegistryImage {
    return { name, tag, host: hostOf(registry.address), owner: registry.namespace };
  }
}
