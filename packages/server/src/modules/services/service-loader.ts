import path from 'node:path';
import {
  type LoaderLoadBody,
  type RepoLocationQuery,
  SERVICE_TEMPLATE_NAME_PATTERN,
} from '@slipway/contracts';
import { BadRequestError, ConflictError } from '../../lib/errors.js';
import type { CodehostsService } from '../codehosts/codehosts.service.js';
import type { RepoFiles } from '../codehosts/repo-files/repo-files.js';
import type { ServicesRepository } from './services.repository.js';
import type { ServicesService } from './services.service.js';

/** Where in a repository the services are read from, as the file tree and the load dialog send it. */
export interface RepoLocation {
  codehostId: number;
  /** the owner or, for GitLab groups, the namespace path */
  owner: string;
  repo: string;
  branch: string;
  path: string;
  isDir: boolean;
  remoteName?: string | undefined;
  repoUUID?: string | undefined;
}

/** One service found in a repository: its name and the files its YAML is made of. */
interface FoundService {
  name: string;
  loadPath: string;
  isDir: boolean;
  files: string[];
}

const isYamlFile = (name: string) => /\.ya?ml$/i.test(name);

export const locationOf = (
  codehostId: number,
  query: Omit<RepoLocationQuery, 'path' | 'isDir'> & { path?: string; isDir?: boolean },
): RepoLocation => ({
  codehostId,
  owner: query.namespace || query.repoOwner,
  repo: query.repoName,
  branch: query.branchName,
  path: query.path ?? '',
  isDir: query.isDir ?? false,
  remoteName: query.remoteName,
  repoUUID: query.repoUUID,
});

/**
 * K8s YAML services loaded from a code repository (portal-shapes §5.14), read with the code hosts'
 * file reading: a YAML file is one service named after it; a folder holding YAML files is one service
 * named after the folder; otherwise each sub-folder holding YAML files is one.
 */
export class ServiceLoader {
  constructor(
    private readonly files: RepoFiles,
    private readonly codehosts: CodehostsService,
    private readonly services: ServicesService,
    private readonly repository: ServicesRepository,
  ) {}

  /** The names of the services found at the location. */
  async preload(location: RepoLocation): Promise<string[]> {
    return (await this.find(location)).map((s) => s.name);
  }

  /** Reloading a service from a location must find that very service there. */
  async validateUpdate(location: RepoLocation, serviceName: string): Promise<void> {
    const names = await this.preload(location);
    if (!names.includes(serviceName)) throw new BadRequestError('error.serviceFolderMismatch', serviceName);
  }

  /**
   * Creates (POST) or reloads (PUT) the services found at the location. On create every name must be
   * free before any service is made; a reload updates the services that exist and creates the rest.
   */
  async load(
    project: string,
    location: RepoLocation,
    body: LoaderLoadBody,
    actor: string,
    mode: 'create' | 'reload',
  ): Promise<void> {
    if (body.product_name && body.product_name !== project)
      throw new BadRequestError('error.serviceProjectMismatch', body.product_name);
    await this.services.projectFor(project, 'k8s');
    const found = await this.find({ ...location, path: body.path, isDir: body.is_dir });
    const host = await this.codehosts.open(location.codehostId);
    if (mode === 'create') {
      for (const service of found)
        if (await this.repository.find(project, service.name))
          throw new ConflictError('error.serviceExists', service.name);
    }
    for (const service of found) {
      const yaml = (await Promise.all(service.files.map((file) => this.read(location, file)))).join(
        '\n---\n',
      );
      const text = {
        yaml,
        source: host.type,
        // a reload keeps the visibility the service has
        ...(mode === 'create' ? { visibility: body.visibility } : {}),
        spec: {
          codehost_id: location.codehostId,
          repo_owner: location.owner,
          repo_namespace: location.owner,
          repo_name: location.repo,
          repo_uuid: location.repoUUID ?? '',
          branch_name: location.branch,
          remote_name: location.remoteName || 'origin',
          load_path: service.loadPath,
          is_dir: service.isDir,
        },
      };
      const exists = await this.repository.find(project, service.name);
      if (exists) await this.services.updateK8s(project, service.name, text, actor);
      else await this.services.createK8s(project, service.name, text, actor);
    }
  }

  private async find(location: RepoLocation): Promise<FoundService[]> {
    const cleanPath = location.path.replace(/^\/+|\/+$/g, '');
    if (!location.isDir) {
      if (!isYamlFile(cleanPath)) throw new BadRequestError('error.serviceRepoNoYaml', location.path);
      const name = path.posix.basename(cleanPath).replace(/\.ya?ml$/i, '');
      return [checkedName({ name, loadPath: cleanPath, isDir: false, files: [cleanPath] })];
    }
    const entries = await this.list(location, cleanPath);
    const yamlFiles = entries.filter((e) => !e.is_dir && isYamlFile(e.name));
    if (yamlFiles.length > 0) {
      const name = cleanPath ? path.posix.basename(cleanPath) : location.repo;
      return [
        checkedName({ name, loadPath: cleanPath, isDir: true, files: yamlFiles.map((e) => e.full_path) }),
      ];
    }
    const found: FoundService[] = [];
    for (const folder of entries.filter((e) => e.is_dir)) {
      const files = (await this.list(location, folder.full_path)).filter(
        (e) => !e.is_dir && isYamlFile(e.name),
      );
      if (files.length > 0)
        found.push(
          checkedName({
            name: folder.name,
            loadPath: folder.full_path,
            isDir: true,
            files: files.map((e) => e.full_path),
          }),
        );
    }
    if (found.length === 0) throw new BadRequestError('error.serviceRepoNoYaml', location.path);
    return found;
  }

  private async list(location: RepoLocation, dir: string) {
    const entries = await this.files.tree({
      codehost_id: location.codehostId,
      repoLink: '',
      owner: location.owner,
      namespace: location.owner,
      repo: location.repo,
      branch: location.branch,
      path: dir,
    });
    return [...entries].sort((a, b) => a.name.localeCompare(b.name));
  }

  private read(location: RepoLocation, file: string): Promise<string> {
    return this.files.contents(location.codehostId, {
      repoOwner: location.owner,
      repoName: location.repo,
      branchName: location.branch,
      path: file,
      isDir: 'false',
      projectName: '',
    });
  }
}

/** A name found in a repository must follow the service name rule (spec §5). */
function checkedName(service: FoundService): FoundService {
  if (!SERVICE_TEMPLATE_NAME_PATTERN.test(service.name) || service.name.length > 64)
    throw new BadRequestError('validation.service.nameFormat', service.name);
  return service;
}
