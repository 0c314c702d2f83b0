import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const HELM_REPO_USER = 'chart-reader';
export const HELM_REPO_PASSWORD = 'chart-pass-1';
/** Helm's example index (fixtures/helm/index.yaml): alpine 0.2.0 and 0.1.0, nginx 1.1.0. */
export const HELM_INDEX_YAML = readFileSync(new URL('./fixtures/helm/index.yaml', import.meta.url), 'utf8');

export interface TestHelmRepo {
  /** the repository URL (an index is at `<url>/index.yaml`) */
  url: string;
  /** what each request asked for */
  requests: string[];
  /** what `<url>/index.yaml` answers from now on */
  serve(indexYaml: string): void;
  stop(): Promise<void>;
}

/**
 * A chart repository on loopback as `helm repo add` reads one: a static `index.yaml` under
 * `/charts`, behind HTTP basic auth.
 */
export async function startHelmRepo(): Promise<TestHelmRepo> {
  const requests: string[] = [];
  let index = HELM_INDEX_YAML;
  const expected = `Basic ${Buffer.from(`${HELM_REPO_USER}:${HELM_REPO_PASSWORD}`).toString('base64')}`;
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    if (req.headers.authorization !== expected) {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="charts"' }).end();
      return;
    }
    if (req.url !== '/charts/index.yaml') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/yaml' }).end(index);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/charts`,
    requests,
    serve: (yaml) => {
      index = yaml;
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
