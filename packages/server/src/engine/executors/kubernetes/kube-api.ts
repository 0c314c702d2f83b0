import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';

/** How to reach one cluster's API server. */
export interface KubernetesCluster {
  /** https://host:port of the API server */
  server: string;
  /** a service account token with rights on jobs, pods, pods/log and secrets in the namespace */
  token: string;
  /** PEM of the cluster CA; without it the system's CAs are trusted */
  caCert?: string;
}

export class KubeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A create refused because an object of that name exists (the API's 409 AlreadyExists). */
export const alreadyExists = (error: unknown) => error instanceof KubeApiError && error.status === 409;
export const notFound = (error: unknown) => error instanceof KubeApiError && error.status === 404;

/** The message of a Kubernetes Status body, else the raw text. */
function statusMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: string };
    return body.message ?? text;
  } catch {
    return text;
  }
}

/**
 * The few calls of the Kubernetes REST API the executor needs, over node:http(s) so the cluster
 * CA can be given per cluster. Answers are JSON; watch and log answers are streams.
 */
export class KubeApi {
  private readonly base: URL;
  private readonly agent: http.Agent;

  constructor(private readonly cluster: KubernetesCluster) {
    this.base = new URL(cluster.server);
    this.agent =
      this.base.protocol === 'https:'
        ? new https.Agent({ keepAlive: true, ...(cluster.caCert ? { ca: cluster.caCert } : {}) })
        : new http.Agent({ keepAlive: true });
  }

  /** `contentType` of the body: `application/merge-patch+json` for a PATCH. */
  async json<T>(method: string, path: string, body?: unknown, contentType = 'application/json'): Promise<T> {
    const res = await this.open(method, path, body, undefined, contentType);
    const text = await readText(res);
    if ((res.statusCode ?? 0) >= 300)
      throw new KubeApiError(res.statusCode ?? 0, `${method} ${path}: ${statusMessage(text)}`);
    return (text === '' ? {} : JSON.parse(text)) as T;
  }

  /** A streaming GET (watch, log follow); the caller reads it and destroys it when done. */
  async stream(path: string, signal: AbortSignal): Promise<IncomingMessage> {
    const res = await this.open('GET', path, undefined, signal);
    if ((res.statusCode ?? 0) >= 300) {
      const text = await readText(res);
      throw new KubeApiError(res.statusCode ?? 0, `GET ${path}: ${statusMessage(text)}`);
    }
    return res;
  }

  close(): void {
    this.agent.destroy();
  }

  private open(
    method: string,
    path: string,
    body?: unknown,
    signal?: AbortSignal,
    contentType = 'application/json',
  ): Promise<IncomingMessage> {
    const url = new URL(path, this.base);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = client.request(
        url,
        {
          method,
          agent: this.agent,
          headers: {
            authorization: `Bearer ${this.cluster.token}`,
            accept: 'application/json',
            ...(payload === undefined
              ? {}
              : { 'content-type': contentType, 'content-length': Buffer.byteLength(payload) }),
          },
          ...(signal ? { signal } : {}),
        },
        resolve,
      );
      req.on('error', reject);
      req.end(payload);
    });
  }
}

function readText(res: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    res.on('error', reject);
  });
}

/** Reads a watch answer: one JSON event `{type, object}` per line, until the stream ends. */
export async function* watchEvents<T>(res: IncomingMessage): AsyncGenerator<{ type: string; object: T }> {
  let pending = '';
  for await (const chunk of res) {
    pending += (chunk as Buffer).toString('utf8');
    let newline = pending.indexOf('\n');
    while (newline >= 0) {
      const line = pending.slice(0, newline).trim();
      pending = pending.slice(newline + 1);
      if (line !== '') yield JSON.parse(line) as { type: string; object: T };
      newline = pending.indexOf('\n');
    }
  }
  if (pending.trim() !== '') yield JSON.parse(pending) as { type: string; object: T };
}
