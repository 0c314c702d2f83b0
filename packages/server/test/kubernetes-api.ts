import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for a Kubernetes API server (no cluster runs here), answering as the Kubernetes API
 * reference documents: create answers 201 with the object; `?watch=true` answers a stream of
 * newline-delimited `{type, object}` watch events (ADDED for the current state first, then
 * MODIFIED/DELETED); pod lists by `labelSelector`; `pods/{name}/log?follow=true` streams the log
 * until the container ends, from `sinceTime` (RFC 3339) when given: each line keeps the time it was
 * written, and lines before that time are left out; a create whose name exists answers 409 with a
 * `Status` of reason AlreadyExists; a Job is read by name and takes a merge patch of its annotations;
 * delete answers 200 with a `Status`; a wrong bearer token gets 401.
 * `/version`, namespaces, storage classes, PVCs and nodes answer the fixed CLUSTER_CONTENTS.
 * HTTPS with a self-signed certificate, so the client must trust the cluster CA it is given.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/** What a test's scenario does to a created Job: the cluster's side of the run. */
export interface RunControl {
  jobName: string;
  job: Record<string, unknown>;
  startPod(): void;
  /** the container writes `text`, stamped `at` (now unless given: a test dates lines in the past) */
  log(text: string, at?: Date): void;
  /** the container ends with this exit code; its log ends */
  finishPod(exitCode: number): void;
  setJobCondition(type: 'Complete' | 'Failed', reason?: string, message?: string): void;
}

export interface FakeCluster {
  server: string;
  token: string;
  caCert: string;
  requests: RecordedRequest[];
  secrets: Map<string, Record<string, unknown>>;
  jobs: Map<string, Record<string, unknown>>;
  stop(): Promise<void>;
}

interface RunState {
  job: Record<string, unknown> & { status: { conditions?: unknown[] } };
  pod?: { metadata: { name: string; labels: Record<string, string> }; status: Record<string, unknown> };
  logs: Array<{ at: number; text: string }>;
  logEnded: boolean;
  jobWatchers: Set<ServerResponse>;
  podWatchers: Set<ServerResponse>;
  /** each follower with the time its lines start at (sinceTime) */
  logFollowers: Map<ServerResponse, number>;
}

const status = (code: number, reason: string, message: string) => ({
  kind: 'Status',
  apiVersion: 'v1',
  metadata: {},
  status: code < 300 ? 'Success' : 'Failure',
  message,
  reason,
  code,
});

const exists = (kind: string, group: string, name: string) => ({
  ...status(409, 'AlreadyExists', `${group ? `${kind}.${group}` : kind} "${name}" already exists`),
  details: { name, ...(group ? { group } : {}), kind },
});

/** A self-signed certificate for 127.0.0.1 (the stand-ins' HTTPS), in `dir`. */
export function selfSigned(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'pipe' },
  );
  return { cert: readFileSync(cert, 'utf8'), key: readFileSync(key, 'utf8') };
}

/** What the stand-in cluster holds besides the runs: read by the settings page's lists. */
export const CLUSTER_CONTENTS = {
  version: { major: '1', minor: '30', gitVersion: 'v1.30.2' },
  namespaces: ['default', 'ci'],
  storageClasses: ['standard', 'fast-ssd'],
  pvcs: [{ name: 'build-cache', storage: '10Gi' }],
  node: { ip: '10.0.0.7', labels: { 'kubernetes.io/os': 'linux', pool: 'builds' } },
};

const list = (kind: string, items: unknown[]) => ({ kind, apiVersion: 'v1', metadata: {}, items });

/** The answers of the read-only lists the stand-in serves (version, namespaces, storage, nodes). */
function clusterContents(p: string): unknown {
  const c = CLUSTER_CONTENTS;
  if (p === '/version') return c.version;
  if (p === '/api/v1/namespaces')
    return list(
      'NamespaceList',
      c.namespaces.map((name) => ({ metadata: { name } })),
    );
  if (p === '/apis/storage.k8s.io/v1/storageclasses')
    return list(
      'StorageClassList',
      c.storageClasses.map((name) => ({ metadata: { name }, provisioner: 'rancher.io/local-path' })),
    );
  if (/^\/api\/v1\/namespaces\/[^/]+\/persistentvolumeclaims$/.test(p))
    return list(
      'PersistentVolumeClaimList',
      c.pvcs.map((pvc) => ({
        metadata: { name: pvc.name },
        spec: { resources: { requests: { storage: pvc.storage } } },
      })),
    );
  if (p === '/api/v1/nodes')
    return list('NodeList', [
      {
        metadata: { name: 'node-1', labels: c.node.labels },
        status: {
          addresses: [{ type: 'InternalIP', address: c.node.ip }],
          conditions: [{ type: 'Ready', status: 'True' }],
        },
      },
    ]);
  return undefined;
}

export async function startFakeCluster(scenario: (run: RunControl) => void): Promise<FakeCluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'slipway-kube-'));
  const tls = selfSigned(dir);
  const token = 'cluster-token-1';
  const requests: RecordedRequest[] = [];
  const secrets = new Map<string, Record<string, unknown>>();
  const jobs = new Map<string, Record<string, unknown>>();
  const runs = new Map<string, RunState>();
  const open = new Set<ServerResponse>();

  const event = (res: ServerResponse, type: string, object: unknown) =>
    res.write(`${JSON.stringify({ type, object })}\n`);
  const startStream = (res: ServerResponse, contentType: string) => {
    res.writeHead(200, { 'content-type': contentType, 'transfer-encoding': 'chunked' });
    open.add(res);
    res.on('close', () => open.delete(res));
  };
  const json = (res: ServerResponse, code: number, body: unknown) => {
    res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const control = (name: string, state: RunState): RunControl => ({
    jobName: name,
    job: state.job,
    startPod() {
      const labels = (
        state.job as unknown as { spec: { template: { metadata: { labels: Record<string, string> } } } }
      ).spec.template.metadata.labels;
      state.pod = {
        metadata: { name: `${name}-x7k2p`, labels: { ...labels, 'job-name': name } },
        status: {
          phase: 'Running',
          containerStatuses: [{ name: 'job', state: { running: { startedAt: new Date().toISOString() } } }],
        },
      };
      for (const w of state.podWatchers) event(w, 'ADDED', state.pod);
    },
    log(text, at = new Date()) {
      state.logs.push({ at: at.getTime(), text });
      for (const [f, since] of state.logFollowers) if (at.getTime() >= since) f.write(text);
    },
    finishPod(exitCode) {
      if (!state.pod) return;
      state.pod.status = {
        phase: exitCode === 0 ? 'Succeeded' : 'Failed',
        containerStatuses: [
          {
            name: 'job',
            state: { terminated: { exitCode, reason: exitCode === 0 ? 'Completed' : 'Error' } },
          },
        ],
      };
      state.logEnded = true;
      for (const f of state.logFollowers.keys()) f.end();
      for (const w of state.podWatchers) event(w, 'MODIFIED', state.pod);
    },
    setJobCondition(type, reason, message) {
      state.job.status = { conditions: [{ type, status: 'True', reason, message }] };
      for (const w of state.jobWatchers) event(w, 'MODIFIED', state.job);
    },
  });

  const handle = (req: IncomingMessage, res: ServerResponse, body: unknown) => {
    const url = new URL(req.url ?? '/', 'https://cluster');
    requests.push({ method: req.method ?? '', path: `${url.pathname}${url.search}`, body });
    if (req.headers.authorization !== `Bearer ${token}`)
      return json(res, 401, status(401, 'Unauthorized', 'Unauthorized'));
    const p = url.pathname;
    const q = url.searchParams;
    const secretOne = /^\/api\/v1\/namespaces\/[^/]+\/secrets\/([^/]+)$/.exec(p);
    const jobOne = /^\/apis\/batch\/v1\/namespaces\/[^/]+\/jobs\/([^/]+)$/.exec(p);
    const podLog = /^\/api\/v1\/namespaces\/[^/]+\/pods\/([^/]+)\/log$/.exec(p);

    if (req.method === 'POST' && /^\/api\/v1\/namespaces\/[^/]+\/secrets$/.test(p)) {
      const secret = body as { metadata: { name: string } };
      if (secrets.has(secret.metadata.name))
        return json(res, 409, exists('secrets', '', secret.metadata.name));
      secrets.set(secret.metadata.name, secret as Record<string, unknown>);
      return json(res, 201, {
        ...secret,
        metadata: { ...secret.metadata, uid: 'secret-uid', resourceVersion: '1' },
      });
    }
    if (req.method === 'DELETE' && secretOne) {
      if (!secrets.delete(secretOne[1] ?? ''))
        return json(res, 404, status(404, 'NotFound', `secrets "${secretOne[1]}" not found`));
      return json(res, 200, status(200, '', ''));
    }
    if (req.method === 'POST' && /^\/apis\/batch\/v1\/namespaces\/[^/]+\/jobs$/.test(p)) {
      const job = body as RunState['job'] & { metadata: { name: string } };
      if (jobs.has(job.metadata.name)) return json(res, 409, exists('jobs', 'batch', job.metadata.name));
      const created = {
        ...job,
        metadata: { ...job.metadata, uid: 'job-uid', resourceVersion: '2' },
        status: {},
      };
      jobs.set(job.metadata.name, created);
      const state: RunState = {
        job: created,
        logs: [],
        logEnded: false,
        jobWatchers: new Set(),
        podWatchers: new Set(),
        logFollowers: new Map(),
      };
      runs.set(job.metadata.name, state);
      json(res, 201, created);
      setImmediate(() => scenario(control(job.metadata.name, state)));
      return;
    }
    if (
      req.method === 'GET' &&
      /^\/apis\/batch\/v1\/namespaces\/[^/]+\/jobs$/.test(p) &&
      q.get('watch') === 'true'
    ) {
      const name = (q.get('fieldSelector') ?? '').replace(/^metadata\.name=/, '');
      const state = runs.get(name);
      startStream(res, 'application/json');
      if (state) {
        state.jobWatchers.add(res);
        event(res, 'ADDED', state.job);
      }
      return;
    }
    if (req.method === 'GET' && jobOne) {
      const job = jobs.get(jobOne[1] ?? '');
      if (!job) return json(res, 404, status(404, 'NotFound', `jobs.batch "${jobOne[1]}" not found`));
      return json(res, 200, job);
    }
    if (req.method === 'PATCH' && jobOne) {
      const job = jobs.get(jobOne[1] ?? '') as
        | { metadata: { annotations?: Record<string, string> } }
        | undefined;
      if (!job) return json(res, 404, status(404, 'NotFound', `jobs.batch "${jobOne[1]}" not found`));
      if (req.headers['content-type'] !== 'application/merge-patch+json')
        return json(
          res,
          415,
          status(415, 'UnsupportedMediaType', 'the body of the request was in an unknown format'),
        );
      const patch = (body as { metadata?: { annotations?: Record<string, string | null> } }).metadata
        ?.annotations;
      const annotations = { ...job.metadata.annotations };
      for (const [key, value] of Object.entries(patch ?? {}))
        if (value === null) delete annotations[key];
        else annotations[key] = value;
      job.metadata.annotations = annotations;
      return json(res, 200, job);
    }
    if (req.method === 'DELETE' && jobOne) {
      const name = jobOne[1] ?? '';
      const state = runs.get(name);
      if (!state || !jobs.delete(name))
        return json(res, 404, status(404, 'NotFound', `jobs.batch "${name}" not found`));
      json(res, 200, {
        ...status(200, '', ''),
        details: { name, group: 'batch', kind: 'jobs', uid: 'job-uid' },
      });
      for (const w of state.jobWatchers) event(w, 'DELETED', state.job);
      for (const f of state.logFollowers.keys()) f.end();
      return;
    }
    if (req.method === 'GET' && /^\/api\/v1\/namespaces\/[^/]+\/pods$/.test(p)) {
      const name = (q.get('labelSelector') ?? '').replace(/^slipway\.dev\/run=/, '');
      const state = runs.get(name);
      if (q.get('watch') !== 'true')
        return json(res, 200, {
          kind: 'PodList',
          apiVersion: 'v1',
          metadata: {},
          items: state?.pod ? [state.pod] : [],
        });
      startStream(res, 'application/json');
      if (state) {
        state.podWatchers.add(res);
        if (state.pod) event(res, 'ADDED', state.pod);
      }
      return;
    }
    if (req.method === 'GET' && podLog) {
      const state = [...runs.values()].find((s) => s.pod?.metadata.name === podLog[1]);
      if (!state) return json(res, 404, status(404, 'NotFound', `pods "${podLog[1]}" not found`));
      const sinceTime = q.get('sinceTime');
      // the API reads sinceTime as RFC 3339 in whole seconds
      const since = sinceTime === null ? 0 : Date.parse(sinceTime);
      if (sinceTime !== null && (Number.isNaN(since) || !/Z$|[+-]\d\d:\d\d$/.test(sinceTime)))
        return json(res, 400, status(400, 'BadRequest', `invalid sinceTime "${sinceTime}"`));
      startStream(res, 'text/plain');
      for (const line of state.logs) if (line.at >= since) res.write(line.text);
      if (state.logEnded || q.get('follow') !== 'true') res.end();
      else {
        state.logFollowers.set(res, since);
        res.on('close', () => state.logFollowers.delete(res));
      }
      return;
    }
    const listed = req.method === 'GET' ? clusterContents(p) : undefined;
    if (listed) return json(res, 200, listed);
    json(res, 404, status(404, 'NotFound', 'the server could not find the requested resource'));
  };

  const server = https.createServer({ cert: tls.cert, key: tls.key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      handle(req, res, text === '' ? undefined : JSON.parse(text));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    token,
    caCert: tls.cert,
    requests,
    secrets,
    jobs,
    stop: async () => {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
