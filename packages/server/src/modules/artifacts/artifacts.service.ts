import type { ArtifactWorkspace } from '@slipway/contracts';
import { NotFoundError } from '../../lib/errors.js';
import type { ObjectStore } from '../../lib/object-store/object-store.js';
import { artifactPrefix } from './artifact-keys.js';
import { type TarEntry, tarGz } from './tar-gz.js';

export interface ArtifactsDeps {
  /** where archives are kept (the default object storage) */
  store(): Promise<ObjectStore>;
}

/** The archives a run stored: their names, and all of them as one download. */
export class ArtifactsService {
  constructor(private readonly deps: ArtifactsDeps) {}

  async workspace(workflow: string, taskId: number, dir: string): Promise<ArtifactWorkspace> {
    const folder = dir.replace(/^\/+|\/+$/g, '');
    const prefix = `${artifactPrefix(workflow, taskId)}${folder ? `${folder}/` : ''}`;
    const objects = await (await this.deps.store()).list(prefix);
    return { file_names: objects.map((o) => o.key.slice(prefix.length)), not_history_file_flag: true };
  }

  /** `<workflow>-<taskId>-artifacts.tar.gz` with every archive of the run. */
  async download(workflow: string, taskId: number) {
    const store = await this.deps.store();
    const prefix = artifactPrefix(workflow, taskId);
    const objects = await store.list(prefix);
    if (!objects.length) throw new NotFoundError();
    const entries: TarEntry[] = objects.map((o) => ({
      name: o.key.slice(prefix.length),
      size: o.size,
      open: () => store.get(o.key),
    }));
    return { fileName: `${workflow}-${taskId}-artifacts.tar.gz`, body: tarGz(entries) };
  }
}
