import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { WebSocketServer } from 'ws';
import { selfSigned } from './kubernetes-api.js';

/**
 * A contract stand-in for the workload side of a Kubernetes API server (no cluster runs here),
 * answering as the Kubernetes API reference documents: objects under `/api/v1` and
 * `/apis/{group}/{version}` are created (POST, 201; 409 if present), replaced (PUT with the
 * current resourceVersion, else 409), read, listed with `labelSelector`/`fieldSelector`, deleted
 * (200 Status; 404 if absent) and watched (`?watch=1`: ADDED for what exists, then MODIFIED and
 * DELETED). A Deployment controller makes one Running pod per replica and sets the status fields
 * (observedGeneration, updated/ready/available replicas) a rollout is judged by, and records a
 * ScalingReplicaSet event; `scale` is the autoscaling/v1 Scale subresource; `pods/{name}/log`
 * serves text; `pods/{name}/exec` is the `v4.channel.k8s.io` WebSocket, answering `echo` lines and
 * ending on `exit N` with the documented error-channel Status. A wrong bearer token gets 401.
 * `GET /api/v1/namespaces` answers a NamespaceList of the namespaces created so far (and `default`).
 * A Deployment annotated `standin/stuck: "true"` never becomes ready; `standin/ready-after-ms`
 * delays its readiness; `standin/conflicts: "N"` makes the next N replaces of an object meet a
 * concurrent write (its resourceVersion moves on between the read and the replace: 409). `endWatches()` ends every open watch, as an API server does after its timeout.
 */
export interface WorkloadCluster {
  server: string;
  token: string;
  caCert: string;
  requests: { method: string; path: string; body: unknown }[];
  objects: Map<string, Obj>;
  /** WebSocket exec calls: the query they came with and the resize messages they got */
  execs: { query: URLSearchParams; resizes: unknown[] }[];
  endWatches(): void;
  stop(): Promise<void>;
}

type Obj = Record<string, unknown> & {
  kind?: string;
  metadata: Record<string, unknown> & {
    name: string;
    labels?: Record<string, string>;
    resourceVersion?: string;
  };
  spec?: Record<string, unknown>;
  status?: Record<string, unknown>;
};

const KIND_OF_PLURAL: Record<string, string> = {
  deployments: 'Deployment',
  statefulsets: 'StatefulSet',
  daemonsets: 'DaemonSet',
  jobs: 'Job',
  cronjobs: 'CronJob',
  serviceaccounts: 'ServiceAccount',
  pods: 'Pod',
  services: 'Service',
  configmaps: 'ConfigMap',
  secrets: 'Secret',
  ingresses: 'Ingress',
  persistentvolumeclaims: 'PersistentVolumeClaim',
  events: 'Event',
};

const statusBody = (code: number, reason: string, message: string) => ({
  kind: 'Status',
  apiVersion: 'v1',
  metadata: {},
  status: code < 300 ? 'Success' : 'Failure',
  message,
  reason,
  code,
});

/** `/api/v1/namespaces/ns/pods/name/log` → collection `/api/v1/namespaces/ns/pods`, name, sub `log`. */
function parsePath(p: string) {
  const m =
    /^(\/api\/v1|\/apis\/[^/]+\/[^/]+)\/namespaces\/([^/]+)\/([^/]+)(?:\/([^/]+))?(?:\/([^/]+))?$/.exec(p);
  if (!m) return undefined;
  return {
    collection: `${m[1]}/namespaces/${m[2]}/${m[3]}`,
    namespace: m[2] ?? '',
    plural: m[3] ?? '',
    name: m[4],
    sub: m[5],
  };
}

function selected(object: Obj, q: URLSearchParams): boolean {
  for (const pair of (q.get('labelSelector') ?? '').split(',').filter(Boolean)) {
    const [key, value] = pair.split('=');
    if (object.metadata.labels?.[key ?? ''] !== value) return false;
  }
  for (const pair of (q.get('fieldSelector') ?? '').split(',').filter(Boolean)) {
    const [field, value] = pair.split('=');
    const actual = (field ?? '')
      .split('.')
      .reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], object);
    if (actual !== value) return false;
  }
  return true;
}

export async function startWorkloadCluster(): Promise<WorkloadCluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'slipway-kube-wl-'));
  const tls = selfSigned(dir);
  const token = 'workload-token-1';
  const requests: WorkloadCluster['requests'] = [];
  const objects = new Map<string, Obj>();
  const namespaces = new Set<string>(['default']);
  const watchers = new Map<string, Set<{ res: ServerResponse; q: URLSearchParams }>>();
  const execs: WorkloadCluster['execs'] = [];
  const open = new Set<ServerResponse>();
  let version = 100;

  const json = (res: ServerResponse, code: number, body: unknown) =>
    res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const collectionOf = (key: string) => key.slice(0, key.lastIndexOf('/'));
  const notify = (key: string, type: string, object: Obj) => {
    for (const w of watchers.get(collectionOf(key)) ?? [])
      if (selected(object, w.q)) w.res.write(`${JSON.stringify({ type, object })}\n`);
  };
  const store = (key: string, object: Obj, type: 'ADDED' | 'MODIFIED') => {
    object.metadata.resourceVersion = String(++version);
    objects.set(key, object);
    notify(key, type, object);
  };
  const remove = (key: string) => {
    const object = objects.get(key);
    if (!object) return false;
    objects.delete(key);
    notify(key, 'DELETED', object);
    return true;
  };

  /** What the Deployment controller and kubelet do: pods for the replicas, then the status. */
  const reconcile = (key: string) => {
    const deployment = objects.get(key);
    if (deployment?.kind !== 'Deployment') return;
    const namespace = parsePath(key)?.namespace ?? '';
    const name = deployment.metadata.name;
    const spec = deployment.spec as {
      replicas?: number;
      template: {
        metadata: { labels: Record<string, string> };
        spec: { containers: { name: string; image: string }[] };
      };
    };
    const replicas = spec.replicas ?? 1;
    const generation = Number(deployment.metadata.generation ?? 1);
    deployment.status = { observedGeneration: generation, replicas, updatedReplicas: 0, readyReplicas: 0 };
    store(key, deployment, 'MODIFIED');
    if ((deployment.metadata.annotations as Record<string, string> | undefined)?.['standin/stuck'] === 'true')
      return;
    setTimeout(
      () => {
        // a later spec change started its own rollout, which finishes it; otherwise finish the stored object
        const latest = objects.get(key);
        if (!latest || Number(latest.metadata.generation ?? 1) !== generation) return;
        const podsPath = `/api/v1/namespaces/${namespace}/pods`;
        for (const podKey of [...objects.keys()])
          if (podKey.startsWith(`${podsPath}/${name}-`)) remove(podKey);
        for (let i = 0; i < replicas; i++) {
          const podName = `${name}-g${generation}-${i}`;
          store(
            `${podsPath}/${podName}`,
            {
              kind: 'Pod',
              metadata: {
                name: podName,
                labels: spec.template.metadata.labels,
                creationTimestamp: new Date().toISOString(),
              },
              spec: { containers: spec.template.spec.containers },
              status: {
                phase: 'Running',
                hostIP: '10.0.0.7',
                podIP: `10.1.0.${i + 10}`,
                conditions: [{ type: 'Ready', status: 'True' }],
                containerStatuses: spec.template.spec.containers.map((c) => ({
                  name: c.name,
                  image: c.image,
                  ready: true,
                  restartCount: 0,
                  state: { running: { startedAt: new Date().toISOString() } },
                })),
              },
            },
            'ADDED',
          );
        }
        latest.status = {
          observedGeneration: generation,
          replicas,
          updatedReplicas: replicas,
          readyReplicas: replicas,
          availableReplicas: replicas,
        };
        store(key, latest, 'MODIFIED');
        const eventName = `${name}.${version}`;
        store(
          `/api/v1/namespaces/${namespace}/events/${eventName}`,
          {
            kind: 'Event',
            metadata: { name: eventName },
            involvedObject: { kind: 'Deployment', name },
            reason: 'ScalingReplicaSet',
            message: `Scaled up replica set ${name} to ${replicas}`,
            type: 'Normal',
            count: 1,
            firstTimestamp: new Date().toISOString(),
            lastTimestamp: new Date().toISOString(),
          },
          'ADDED',
        );
      },
      Number(
        (deployment.metadata.annotations as Record<string, string> | undefined)?.['standin/ready-after-ms'] ??
          30,
      ),
    );
  };

  const handle = (req: IncomingMessage, res: ServerResponse, body: Obj | undefined) => {
    const url = new URL(req.url ?? '/', 'https://cluster');
    const p = url.pathname;
    const q = url.searchParams;
    requests.push({ method: req.method ?? '', path: `${p}${url.search}`, body });
    if (req.headers.authorization !== `Bearer ${token}`)
      return json(res, 401, statusBody(401, 'Unauthorized', 'Unauthorized'));
    if (p === '/version') return json(res, 200, { major: '1', minor: '30', gitVersion: 'v1.30.2' });
    const ns = /^\/api\/v1\/namespaces(?:\/([^/]+))?$/.exec(p);
    if (ns) {
      if (req.method === 'POST' && body) {
        namespaces.add(body.metadata.name);
        return json(res, 201, body);
      }
      if (!ns[1] && req.method === 'GET')
        return json(res, 200, {
          kind: 'NamespaceList',
          apiVersion: 'v1',
          metadata: { resourceVersion: String(version) },
          items: [...namespaces]
            .sort()
            .slice(0, Number(q.get('limit')) || undefined)
            .map((name) => ({
              metadata: { name, resourceVersion: String(version) },
              spec: { finalizers: ['kubernetes'] },
              status: { phase: 'Active' },
            })),
        });
      if (ns[1] && req.method === 'GET')
        return namespaces.has(ns[1])
          ? json(res, 200, { kind: 'Namespace', metadata: { name: ns[1] } })
          : json(res, 404, statusBody(404, 'NotFound', `namespaces "${ns[1]}" not found`));
      if (ns[1] && req.method === 'DELETE') {
        namespaces.delete(ns[1]);
        return json(res, 200, statusBody(200, '', ''));
      }
    }
    const at = parsePath(p);
    if (!at || !KIND_OF_PLURAL[at.plural])
      return json(res, 404, statusBody(404, 'NotFound', 'the server could not find the requested resource'));
    const key = at.name ? `${at.collection}/${at.name}` : '';
    const current = key ? objects.get(key) : undefined;
    const missing = () => json(res, 404, statusBody(404, 'NotFound', `${at.plural} "${at.name}" not found`));

    if (!at.name && req.method === 'GET' && (q.get('watch') === '1' || q.get('watch') === 'true')) {
      res.writeHead(200, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' });
      open.add(res);
      const watcher = { res, q };
      const set = watchers.get(at.collection) ?? new Set();
      watchers.set(at.collection, set.add(watcher));
      res.on('close', () => {
        open.delete(res);
        set.delete(watcher);
      });
      for (const [k, o] of objects)
        if (collectionOf(k) === at.collection && selected(o, q))
          res.write(`${JSON.stringify({ type: 'ADDED', object: o })}\n`);
      return;
    }
    if (!at.name && req.method === 'GET')
      return json(res, 200, {
        kind: 'List',
        metadata: {},
        items: [...objects]
          .filter(([k, o]) => collectionOf(k) === at.collection && selected(o, q))
          .map(([, o]) => o),
      });
    if (!at.name && req.method === 'POST' && body) {
      const newKey = `${at.collection}/${body.metadata.name}`;
      if (objects.has(newKey))
        return json(
          res,
          409,
          statusBody(409, 'AlreadyExists', `${at.plural} "${body.metadata.name}" already exists`),
        );
      body.metadata = {
        ...body.metadata,
        uid: `uid-${version}`,
        generation: 1,
        creationTimestamp: new Date().toISOString(),
      };
      // the API allocates a Service's cluster IP when it is created without one
      const spec = body.spec as { clusterIP?: string; clusterIPs?: string[] } | undefined;
      if (at.plural === 'services' && spec) {
        spec.clusterIP ||= `10.96.0.${version % 250}`;
        spec.clusterIPs ??= [spec.clusterIP];
      }
      store(newKey, body, 'ADDED');
      json(res, 201, body);
      return reconcile(newKey);
    }
    if (!current) return missing();
    if (at.sub === 'log') {
      const spec = current.spec as { containers: { name: string }[] };
      const container = q.get('container') ?? spec.containers[0]?.name;
      const lines = [1, 2, 3].map((n) => `${at.name}/${container} line ${n}\n`);
      const tail = q.get('tailLines');
      res.writeHead(200, { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' });
      for (const line of tail ? lines.slice(-Number(tail)) : lines) res.write(line);
      if (q.get('follow') !== 'true') return res.end();
      open.add(res);
      res.on('close', () => open.delete(res));
      return;
    }
    if (at.sub === 'scale') {
      const spec = current.spec as { replicas?: number };
      if (req.method === 'PUT' && body) {
        spec.replicas = (body.spec as { replicas: number }).replicas;
        current.metadata.generation = Number(current.metadata.generation ?? 1) + 1;
        reconcile(key);
      }
      return json(res, 200, {
        kind: 'Scale',
        apiVersion: 'autoscaling/v1',
        metadata: {
          name: at.name,
          namespace: at.namespace,
          resourceVersion: current.metadata.resourceVersion,
        },
        spec: { replicas: spec.replicas ?? 1 },
        status: { replicas: spec.replicas ?? 1 },
      });
    }
    if (req.method === 'GET') return json(res, 200, current);
    if (req.method === 'DELETE') {
      remove(key);
      return json(res, 200, statusBody(200, '', ''));
    }
    if (req.method === 'PUT' && body) {
      const annotations = current.metadata.annotations as Record<string, string> | undefined;
      const conflicts = Number(annotations?.['standin/conflicts'] ?? 0);
      if (annotations && conflicts > 0) {
        // a controller writes the object between the client's read and its replace
        annotations['standin/conflicts'] = String(conflicts - 1);
        store(key, current, 'MODIFIED');
      }
      if (body.metadata.resourceVersion !== current.metadata.resourceVersion)
        return json(
          res,
          409,
          statusBody(
            409,
            'Conflict',
            'the object has been modified; please apply your changes to the latest version and try again',
          ),
        );
      const specChanged = JSON.stringify(body.spec) !== JSON.stringify(current.spec);
      body.metadata = {
        ...current.metadata,
        ...body.metadata,
        generation: Number(current.metadata.generation ?? 1) + (specChanged ? 1 : 0),
      };
      body.status = current.status;
      store(key, body, 'MODIFIED');
      json(res, 200, body);
      return specChanged ? reconcile(key) : undefined;
    }
    json(res, 405, statusBody(405, 'MethodNotAllowed', 'method not allowed'));
  };

  const server = https.createServer({ cert: tls.cert, key: tls.key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      handle(req, res, text === '' ? undefined : (JSON.parse(text) as Obj));
    });
  });

  const sockets = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) => (protocols.has('v4.channel.k8s.io') ? 'v4.channel.k8s.io' : false),
  });
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'https://cluster');
    const at = parsePath(url.pathname);
    const exists = at?.sub === 'exec' && objects.has(`${at.collection}/${at.name}`);
    if (req.headers.authorization !== `Bearer ${token}` || !exists) {
      socket.end(`HTTP/1.1 ${exists ? '401 Unauthorized' : '404 Not Found'}\r\ncontent-length: 0\r\n\r\n`);
      return;
    }
    const record = { query: url.searchParams, resizes: [] as unknown[] };
    execs.push(record);
    sockets.handleUpgrade(req, socket, head, (ws) => {
      let pending = '';
      ws.on('message', (raw: Buffer) => {
        if (raw[0] === 4) return void record.resizes.push(JSON.parse(raw.subarray(1).toString('utf8')));
        if (raw[0] !== 0) return;
        pending += raw.subarray(1).toString('utf8').replace(/\r/g, '\n');
        for (let nl = pending.indexOf('\n'); nl >= 0; nl = pending.indexOf('\n')) {
          const line = pending.slice(0, nl).trim();
          pending = pending.slice(nl + 1);
          const exit = /^exit (\d+)$/.exec(line);
          if (exit) {
            const code = Number(exit[1]);
            const status =
              code === 0
                ? { status: 'Success' }
                : {
                    status: 'Failure',
                    reason: 'NonZeroExitCode',
                    message: `command terminated with non-zero exit code: ${code}`,
                    details: { causes: [{ reason: 'ExitCode', message: String(code) }] },
                  };
            ws.send(
              Buffer.concat([
                Buffer.from([3]),
                Buffer.from(JSON.stringify({ kind: 'Status', apiVersion: 'v1', metadata: {}, ...status })),
              ]),
            );
            return ws.close();
          }
          if (line.startsWith('echo '))
            ws.send(Buffer.concat([Buffer.from([1]), Buffer.from(`${line.slice(5)}\r\n`)]));
        }
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    token,
    caCert: tls.cert,
    requests,
    objects,
    execs,
    endWatches: () => {
      for (const set of watchers.values()) for (const watcher of set) watcher.res.end();
    },
    stop: async () => {
      for (const res of open) res.destroy();
      for (const ws of sockets.clients) ws.terminate();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
