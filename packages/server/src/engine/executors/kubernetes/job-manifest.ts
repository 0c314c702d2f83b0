import { createHash } from 'node:crypto';
import { containerResources, type JobResources } from '../job-resources.js';

/** Which workflow run a Kubernetes Job belongs to; written into its labels. */
export interface KubernetesJobKey {
  workflow: string;
  taskId: number;
  job: string;
}

export interface KubernetesJobSpec {
  key: KubernetesJobKey;
  namespace: string;
  image: string;
  script: string;
  /** plain variables, set inline */
  env: Record<string, string>;
  /** credentials: kept in a Secret the container reads them from, never in the Job itself */
  secretEnv: Record<string, string>;
  /** the build's preset (or custom spec) and GPU limit */
  resources: JobResources;
  timeoutMs: number;
}

export const LABEL_PREFIX = 'slipway.dev';
/** The label the executor finds the Job's pod by. */
export const RUN_LABEL = `${LABEL_PREFIX}/run`;
export const CONTAINER_NAME = 'job';
const SCRIPT_KEY = 'script.sh';
const SCRIPT_DIR = '/slipway';

/** A label value: at most 63 characters of [A-Za-z0-9._-], starting and ending alphanumeric. */
export function labelValue(text: string): string {
  return text
    .replace(/[^A-Za-z0-9._-]/g, '-')
    .slice(0, 63)
    .replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '');
}

/**
 * The DNS-1123 name of one run: readable start, and a hash of the whole key at the end so cut names
 * still differ. The same key always gives the same name, so a restarted server finds its Jobs again
 * (a create answered AlreadyExists re-attaches, KubernetesExecutor).
 */
export function runName(key: KubernetesJobKey): string {
  const readable = `slipway-${key.workflow}-${key.taskId}-${key.job}`
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .replace(/-+/g, '-')
    .slice(0, 50)
    .replace(/-+$/, '');
  const hash = createHash('sha256')
    .update(JSON.stringify([key.workflow, key.taskId, key.job]))
    .digest('hex')
    .slice(0, 8);
  return `${readable}-${hash}`;
}

/** Secret keys allow [-._a-zA-Z0-9]; variable names are letters, digits and underscores. */
const envKey = (name: string) => `env.${name}`;

function labelsOf(key: KubernetesJobKey, name: string): Record<string, string> {
  return {
    'app.kubernetes.io/managed-by': 'slipway',
    [`${LABEL_PREFIX}/workflow`]: labelValue(key.workflow),
    [`${LABEL_PREFIX}/task`]: String(key.taskId),
    [`${LABEL_PREFIX}/job`]: labelValue(key.job),
    [RUN_LABEL]: name,
  };
}

/** The Secret holding the script and the credentials of one run. */
export function secretManifest(spec: KubernetesJobSpec, name: string) {
  const stringData: Record<string, string> = { [SCRIPT_KEY]: spec.script };
  for (const [key, value] of Object.entries(spec.secretEnv)) stringData[envKey(key)] = value;
  return {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name, namespace: spec.namespace, labels: labelsOf(spec.key, name) },
    type: 'Opaque',
    stringData,
  };
}

/**
 * A batch/v1 Job running the script once in the build image: no retries, the job's timeout as
 * its active deadline, the preset's request and limit (and the GPU limit); the script and the credentials
 * come from the run's Secret, so the Job object carries neither.
 */
export function jobManifest(spec: KubernetesJobSpec, name: string) {
  const labels = labelsOf(spec.key, name);
  const plainEnv = Object.entries(spec.env)
    .filter(([key]) => !(key in spec.secretEnv))
    .map(([key, value]) => ({ name: key, value }));
  const secretEnv = Object.keys(spec.secretEnv).map((key) => ({
    name: key,
    valueFrom: { secretKeyRef: { name, key: envKey(key) } },
  }));
  return {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name, namespace: spec.namespace, labels },
    spec: {
      backoffLimit: 0,
      activeDeadlineSeconds: Math.max(1, Math.ceil(spec.timeoutMs / 1000)),
      // finished Jobs are kept a while for inspection, then removed by the cluster
      ttlSecondsAfterFinished: 600,
      template: {
        metadata: { labels },
        spec: {
          restartPolicy: 'Never',
          automountServiceAccountToken: false,
          containers: [
            {
              name: CONTAINER_NAME,
              image: spec.image,
              command: ['/bin/sh', `${SCRIPT_DIR}/${SCRIPT_KEY}`],
              workingDir: '/workspace',
              env: [...plainEnv, ...secretEnv],
              resources: containerResources(spec.resources),
              volumeMounts: [
                { name: 'script', mountPath: SCRIPT_DIR, readOnly: true },
                { name: 'workspace', mountPath: '/workspace' },
              ],
            },
          ],
          volumes: [
            { name: 'script', secret: { secretName: name, items: [{ key: SCRIPT_KEY, path: SCRIPT_KEY }] } },
            { name: 'workspace', emptyDir: {} },
          ],
        },
      },
    },
  };
}
