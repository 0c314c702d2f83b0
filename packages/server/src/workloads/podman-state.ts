import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { checkName, type KubeObject } from './podman-manifests.js';

/** What the local cluster keeps of one applied service: its manifests, as set image and scale left them. */
export interface StoredService {
  project: string;
  service: string;
  objects: KubeObject[];
}

/**
 * What podman has no notion of, kept as files under `DATA_DIR/workloads/<namespace>/`: the
 * applied manifests of each service (so set image and scale can play them again), the host port of
 * each Service port, and plain objects (ConfigMaps, Secrets, Ingresses, PVCs).
 */
export class PodmanState {
  constructor(private readonly root: string) {}

  dir(namespace: string): string {
    checkName('namespace', namespace);
    return path.join(this.root, namespace);
  }

  /** The namespaces that have a folder (made by ensure, removed by drop). */
  async namespaces(): Promise<string[]> {
    const entries = await readdir(this.root, { withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isDirectory()).map((e) => e.name);
  }

  async ensure(namespace: string): Promise<void> {
    await mkdir(path.join(this.dir(namespace), 'services'), { recursive: true, mode: 0o700 });
  }

  async drop(namespace: string): Promise<void> {
    await rm(this.dir(namespace), { recursive: true, force: true });
  }

  private serviceFile(namespace: string, labels: { project: string; service: string }) {
    return path.join(
      this.dir(namespace),
      'services',
      `${fileSafe(labels.project)}.${fileSafe(labels.service)}.json`,
    );
  }

  async saveService(namespace: string, stored: StoredService): Promise<void> {
    await this.ensure(namespace);
    await writeFile(this.serviceFile(namespace, stored), JSON.stringify(stored));
  }

  async removeService(namespace: string, labels: { project: string; service: string }): Promise<void> {
    await rm(this.serviceFile(namespace, labels), { force: true });
  }

  async services(namespace: string): Promise<StoredService[]> {
    const dir = path.join(this.dir(namespace), 'services');
    const names = await readdir(dir).catch(() => [] as string[]);
    const all = await Promise.all(
      names.filter((n) => n.endsWith('.json')).map((n) => readJson<StoredService>(path.join(dir, n))),
    );
    return all.filter((s): s is StoredService => s !== undefined);
  }

  /** The host port of each Service port (`service/port`); new keys get a free loopback port. */
  async hostPorts(namespace: string, keys: string[]): Promise<Record<string, number>> {
    const file = path.join(this.dir(namespace), 'ports.json');
    const ports = (await readJson<Record<string, number>>(file)) ?? {};
    let changed = false;
    for (const key of keys)
      if (!ports[key]) {
        ports[key] = await freePort();
        changed = true;
      }
    if (changed) {
      await this.ensure(namespace);
      await writeFile(file, JSON.stringify(ports));
    }
    return ports;
  }

  async releasePorts(namespace: string, services: string[]): Promise<void> {
    const file = path.join(this.dir(namespace), 'ports.json');
    const ports = await readJson<Record<string, number>>(file);
    if (!ports) return;
    for (const key of Object.keys(ports)) if (services.includes(key.split('/')[0] ?? '')) delete ports[key];
    await writeFile(file, JSON.stringify(ports));
  }

  private resourceDir(namespace: string, kind: string) {
    return path.join(this.dir(namespace), 'resources', kind);
  }

  async resources(namespace: string, kind: string): Promise<KubeObject[]> {
    const dir = this.resourceDir(namespace, kind);
    const names = await readdir(dir).catch(() => [] as string[]);
    const all = await Promise.all(names.map((n) => readJson<KubeObject>(path.join(dir, n))));
    return all.filter((o): o is KubeObject => o !== undefined);
  }

  async putResource(namespace: string, kind: string, object: KubeObject): Promise<void> {
    const name = String(object.metadata?.name ?? '');
    checkName(kind, name);
    const dir = this.resourceDir(namespace, kind);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await writeFile(path.join(dir, `${name}.json`), JSON.stringify(object));
  }

  /** false when there was no such object */
  async deleteResource(namespace: string, kind: string, name: string): Promise<boolean> {
    checkName(kind, name);
    const file = path.join(this.resourceDir(namespace, kind), `${name}.json`);
    const existed = (await readJson(file)) !== undefined;
    await rm(file, { force: true });
    return existed;
  }
}

/** A name as a file-name part: nothing but letters, digits, `_`, `-` and escapes (no `.` or `/`). */
const fileSafe = (name: string) =>
  encodeURIComponent(name).replace(/[.!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** A loopback port nothing listens on now (the kernel's pick). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
