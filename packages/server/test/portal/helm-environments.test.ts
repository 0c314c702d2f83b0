import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environments } from '../../src/db/schema-environments.js';
import { services } from '../../src/db/schema-services.js';
import { Podman } from '../../src/engine/executors/container/podman.js';
import { findHelm, HelmCli } from '../../src/lib/helm/helm-cli.js';
import { EnvironmentAccess } from '../../src/modules/environment-configs/environment-access.js';
import { EnvironmentConfigsRepository } from '../../src/modules/environment-configs/environment-configs.repository.js';
import { HelmEnvironmentDeployer } from '../../src/modules/environment-configs/helm-environment-deploy.js';
import { KubernetesWorkloads } from '../../src/workloads/kubernetes-workloads.js';
import { PodmanWorkloads } from '../../src/workloads/podman-workloads.js';
import { addGitDaemonCodehost } from '../codehost-fixture.js';
import { type GitServer, startGitServer } from '../git-daemon.js';
import { writeHelmStandIn } from '../helm-stand-in.js';
import { createProject } from '../projects.fixture.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectPortalAnswer } from './portal-contract.js';

/**
 * The Helm environment values calls (portal-shapes §2.6–2.9, §3.5–3.9, §6.12): render infos,
 * estimated values merged chart < environment defaults < service values < key overrides, and the
 * releases, images and running values an environment keeps. Changing a release needs helm; where
 * it is missing the change is refused with a clear error and nothing is kept.
 */
const ID = `${process.pid}${Date.now().toString(36)}`.slice(-8);
let t: TestApp;
let project: string;
let helmHere: boolean;
let git: GitServer;
let hostId: number;

const chartFiles = [
  { path: 'Chart.yaml', content: 'apiVersion: v2\nname: web\nversion: 1.2.3\n' },
  {
    path: 'values.yaml',
    content:
      'replicaCount: 1\nimage:\n  repository: nginx\n  tag: "1.25"\nservice:\n  port: 80\nlist: [a, b]\n',
  },
  { path: 'templates/deployment.yaml', content: 'kind: Deployment\n' },
];

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.request({
    method,
    url,
    token: t.admin.token,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
  const res = await call(method, url, payload);
  expectPortalAnswer(res, 200);
  return res.json();
};
const base = '/api/aslan/environment/environments';

beforeAll(async () => {
  helmHere = (await findHelm()) !== undefined;
  t = await createTestApp();
  git = await startGitServer({
    'team/values': {
      'dev.yaml': 'replicaCount: 4\nimage:\n  tag: dev\n',
      'extra.yaml': 'image:\n  tag: extra\n',
    },
  });
  hostId = await addGitDaemonCodehost(t, git, '');
  project = (await createProject(t, { product_name: `helm-${ID}` })).product_name;
  const db = t.database.db;
  await db.insert(services).values({
    project,
    name: 'web',
    type: 'helm',
    source: 'spock',
    spec: { chart: { name: 'web', version: '1.2.3', files: chartFiles }, override_yaml: 'replicaCount: 2\n' },
  });
  await db.insert(environments).values({
    project,
    name: 'dev',
    namespace: `helm-${ID}`,
    clusterId: 'local',
    source: 'helm',
    status: 'success',
    defaultValues: 'service:\n  port: 8080\n',
    services: [
      {
        name: 'web',
        type: 'helm',
        revision: 1,
        variable_yaml: '',
        rendered: 'replicaCount: 2\nimage:\n  repository: nginx\n  tag: "1.25"\n',
        containers: [{ name: 'web', image: 'nginx:1.25', image_name: 'nginx' }],
        updated_at: 1_700_000_000,
      },
    ],
  });
  await db.insert(environments).values({ project, name: 'yaml', namespace: `yaml-${ID}`, source: 'spock' });
}, 60_000);

afterAll(async () => {
  await git?.stop();
  await t?.close();
});

describe('render infos', () => {
  it('of a new environment start from the chart and the service values', async () => {
    const infos = await ok('GET', `${base}//estimated-renderchart?projectName=${project}&serviceName=web`);
    expect(infos).toEqual([
      {
        serviceName: 'web',
        chartVersion: '1.2.3',
        overrideYaml: 'replicaCount: 2\n',
        overrideValues: [],
        yaml_data: { auto_sync: false, source_detail: null },
      },
    ]);
  });

  it('of an existing environment list its services', async () => {
    const infos = await ok(
      'GET',
      `/api/aslan/environment/rendersets/renderchart?projectName=${project}&envName=dev&serviceName=`,
    );
    expect(infos.map((i: { serviceName: string }) => i.serviceName)).toEqual(['web']);
    const defaults = await ok(
      'GET',
      `/api/aslan/environment/rendersets/default-values?projectName=${project}&envName=dev`,
    );
    expect(defaults).toEqual({
      defaultValues: 'service:\n  port: 8080\n',
      yaml_data: { auto_sync: false, source_detail: null },
    });
    const none = await ok(
      'GET',
      `/api/aslan/environment/rendersets/default-values?projectName=${project}&envName=`,
    );
    expect(none.defaultValues).toBe('');
  });
});

describe('estimated values', () => {
  it('merge chart, defaults, service values and overrides, as keys or as YAML', async () => {
    const body = {
      overrideYaml: 'replicaCount: 3\n',
      defaultValues: 'service:\n  port: 9090\n',
      overrideValues: [{ key: 'image.tag', value: '1.26' }],
    };
    const flat = await ok(
      'POST',
      `${base}/dev/estimated-values?projectName=${project}&serviceName=web&format=flatMap&scene=updateEnv`,
      body,
    );
    expect(flat).toMatchObject({
      replicaCount: 3,
      'image.repository': 'nginx',
      'image.tag': '1.26',
      'service.port': 9090,
      'list[0]': 'a',
      'list[1]': 'b',
    });
    const preview = await ok(
      'POST',
      `${base}//estimated-values?projectName=${project}&serviceName=web&format=yaml&scene=createEnv`,
      {
        overrideYaml: '',
      },
    );
    expect(preview.yamlContent).toContain('replicaCount: 1');
    expect(preview.yamlContent).toContain('port: 80');
  });

  it('refuses broken YAML, a bad override key and an unknown service with a 400', async () => {
    const url = `${base}/dev/estimated-values?projectName=${project}&serviceName=web&format=yaml`;
    expectPortalAnswer(await call('POST', url, { overrideYaml: 'a: [' }), 400);
    expectPortalAnswer(await call('POST', url, { overrideYaml: '- a list' }), 400);
    expectPortalAnswer(await call('POST', url, { overrideValues: [{ key: 'a..b', value: 'x' }] }), 400);
    expectPortalAnswer(
      await call(
        'POST',
        `${base}/dev/estimated-values?projectName=${project}&serviceName=nope&format=yaml`,
        {},
      ),
      400,
    );
    expectPortalAnswer(await call('POST', `${url.replace('format=yaml', 'format=xml')}`, {}), 400);
  });
});

describe('a Helm environment', () => {
  it('lists its releases, running values, images and charts', async () => {
    expect(await ok('GET', `${base}/dev/helm/releases?projectName=${project}`)).toEqual([
      { serviceName: 'web', status: 'deployed', error: '', updatable: true },
    ]);
    const values = await ok('GET', `${base}/dev/helm/values?projectName=${project}&serviceName=web`);
    expect(values.valuesYaml).toContain('replicaCount: 2');
    const images = await ok('GET', `${base}/dev/helm/images?projectName=${project}&serviceName=web`);
    expect(images.serviceImages[0].imageData).toEqual([
      { imageName: 'nginx', imageTag: '1.25', selected: true },
    ]);
    const charts = await ok('GET', `${base}/dev/helm/charts?projectName=${project}&serviceName=web`);
    expect(charts.chartInfos).toEqual([{ serviceName: 'web', revision: 1 }]);
    expect(charts.fileInfos).toEqual([
      { name: 'templates', is_dir: true, parent: '' },
      { name: 'Chart.yaml', is_dir: false, parent: '' },
      { name: 'values.yaml', is_dir: false, parent: '' },
    ]);
    expectPortalAnswer(
      await call('GET', `${base}/dev/helm/values?projectName=${project}&serviceName=nope`),
      404,
    );
  });

  it('changes chart values only when helm can apply them', async () => {
    const body = {
      chartValues: [
        {
          serviceName: 'web',
          overrideYaml: 'replicaCount: 5\n',
          overrideValues: [{ key: 'image.tag', value: '1.27' }],
          valuesData: { yamlSource: 'customEdit', autoSync: false },
        },
      ],
      updateServiceTmpl: false,
    };
    const res = await call('PUT', `${base}/dev/helm/charts?projectName=${project}`, body);
    const infos = await ok(
      'GET',
      `/api/aslan/environment/rendersets/renderchart?projectName=${project}&envName=dev&serviceName=web`,
    );
    if (helmHere) {
      expectPortalAnswer(res, 200);
      expect(infos[0]).toMatchObject({
        overrideYaml: 'replicaCount: 5\n',
        overrideValues: [{ key: 'image.tag', value: '1.27' }],
      });
    } else {
      expectPortalAnswer(res, 503);
      expect(res.json().description).toContain('helm');
      expect(infos[0].overrideYaml).toBe('replicaCount: 2\n');
    }
  });

  it('refuses bad values and services it does not run before anything else', async () => {
    const url = `${base}/dev/helm/charts?projectName=${project}`;
    expectPortalAnswer(
      await call('PUT', url, { chartValues: [{ serviceName: 'web', overrideYaml: 'a: [' }] }),
      400,
    );
    expectPortalAnswer(
      await call('PUT', url, { chartValues: [{ serviceName: 'other', overrideYaml: '' }] }),
      400,
    );
    expectPortalAnswer(
      await call('PUT', `${base}/dev/helm/default-values?projectName=${project}`, {
        defaultValues: 'x: [',
        valuesData: null,
      }),
      400,
    );
    expectPortalAnswer(await call('GET', `${base}/yaml/helm/releases?projectName=${project}`), 400);
    expectPortalAnswer(await call('GET', `${base}/nope/helm/releases?projectName=${project}`), 404);
  });

  it('keeps default values and their repository source when helm can apply them', async () => {
    const res = await call('PUT', `${base}/dev/helm/default-values?projectName=${project}`, {
      defaultValues: 'service:\n  port: 7070\n',
      valuesData: {
        yamlSource: 'repo',
        gitRepoConfig: {
          codehostID: 3,
          owner: 'team',
          repo: 'values',
          branch: 'main',
          valuesPaths: ['dev.yaml'],
        },
        autoSync: true,
      },
    });
    const defaults = await ok(
      'GET',
      `/api/aslan/environment/rendersets/default-values?projectName=${project}&envName=dev`,
    );
    if (!helmHere) {
      expectPortalAnswer(res, 503);
      expect(defaults.defaultValues).toBe('service:\n  port: 8080\n');
      return;
    }
    expectPortalAnswer(res, 200);
    expect(defaults).toEqual({
      defaultValues: 'service:\n  port: 7070\n',
      yaml_data: {
        auto_sync: true,
        source_detail: {
          load_path: ['dev.yaml'],
          git_repo_config: { codehost_id: 3, owner: 'team', repo: 'values', branch: 'main', namespace: '' },
        },
      },
    });
  });
});

describe('values files from a repository', () => {
  const load = (paths: string) =>
    call(
      'GET',
      `/api/aslan/environment/rendersets/yamlContent?codehostID=${hostId}&owner=team&repo=values&branch=main&valuesPaths=${encodeURIComponent(paths)}&namespace=`,
    );

  it('answers one file as it is and several merged in order, as a YAML string', async () => {
    const one = await load('dev.yaml');
    expectPortalAnswer(one, 200);
    // the page takes the body as YAML text (axios leaves a body that is not JSON as it is)
    expect(one.headers['content-type']).toMatch(/^text\/plain/);
    expect(one.body).toBe('replicaCount: 4\nimage:\n  tag: dev\n');
    const both = await load('dev.yaml,extra.yaml');
    expect(both.body).toBe('replicaCount: 4\nimage:\n  tag: extra\n');
  });

  it('refuses a missing file, a path leaving the repository and a missing field with a 400', async () => {
    expectPortalAnswer(await load('nope.yaml'), 400);
    expectPortalAnswer(await load('../etc/passwd'), 400);
    expectPortalAnswer(
      await call(
        'GET',
        '/api/aslan/environment/rendersets/yamlContent?codehostID=99999999999&owner=team&repo=values&branch=main&valuesPaths=dev.yaml',
      ),
      400,
    );
    expectPortalAnswer(
      await call('GET', `/api/aslan/environment/rendersets/yamlContent?codehostID=${hostId}&owner=team`),
      400,
    );
  });
});

/**
 * helm is not installed on this machine, so `helm template` is played by a stand-in script that
 * answers as helm does: the chart's manifests on stdout, here one ConfigMap holding the values
 * file it was given with -f. The manifests go to the real local cluster driver.
 */

describe('a Helm environment deployer', () => {
  it('renders each chart with the merged values, applies it and records values and images', async () => {
    const helmPath = writeHelmStandIn(path.join(t.dataDir, 'helm-stand-in'));
    const cluster = new PodmanWorkloads(
      new Podman(t.dataDir, { maxOpenFiles: 1024, maxProcesses: 1024 }),
      t.dataDir,
    );
    const access = new EnvironmentAccess(new EnvironmentConfigsRepository(t.database.db), {
      driverFor: () => cluster,
    });
    const deployer = new HelmEnvironmentDeployer(access, new HelmCli(helmPath));
    await deployer.ensureAvailable();
    const env = await access.get(project, 'dev');
    await access.repository.saveChartValues(
      env.id,
      'web',
      {
        chartVersion: '',
        overrideYaml: 'replicaCount: 6\n',
        overrideValues: [{ key: 'service.port', value: '81' }],
        source: { auto_sync: false, source_detail: null },
      },
      'admin',
    );
    await deployer.redeploy(env, ['web'], 'admin');

    const [configMap] = await cluster.listResources(env.namespace, 'ConfigMap');
    const applied = String((configMap?.data as Record<string, string> | undefined)?.['values.yaml']);
    expect(applied).toContain('replicaCount: 6');
    expect(applied).toContain('port: 81');
    // the image the environment runs stays the one it ran
    expect(applied).toContain('tag: "1.25"');
    const after = await access.get(project, 'dev');
    expect(after.services[0]?.rendered).toContain('replicaCount: 6');
    expect(after.services[0]?.containers).toEqual([
      { name: 'web', image: 'nginx:1.25', image_name: 'nginx' },
    ]);
    await cluster.removeNamespace(env.namespace).catch(() => {});
  });

  it('on a Kubernetes cluster installs each chart as a Helm release with the cluster’s kubeconfig', async () => {
    // STAND-IN for helm (not installed here): records its arguments, the values and the kubeconfig it was given
    const dir = path.join(t.dataDir, 'helm-recorder');
    mkdirSync(dir, { recursive: true });
    const record = path.join(dir, 'calls');
    const helmPath = path.join(dir, 'helm');
    writeFileSync(
      helmPath,
      `#!/bin/sh\necho "$*" >> '${record}'\nwhile [ $# -gt 0 ]; do case "$1" in -f) cat "$2" >> '${record}';; --kubeconfig) cat "$2" >> '${record}';; esac; shift; done\n`,
    );
    chmodSync(helmPath, 0o755);
    const applied: string[] = [];
    const cluster = new KubernetesWorkloads({ server: 'https://kube.example:6443', token: 'tok-123' });
    const driver = Object.assign(Object.create(cluster), {
      apply: async (_ns: string, _labels: unknown, manifests: string) => {
        applied.push(manifests);
      },
    });
    const access = new EnvironmentAccess(new EnvironmentConfigsRepository(t.database.db), {
      driverFor: () => driver,
    });
    const env = await access.get(project, 'dev');
    await new HelmEnvironmentDeployer(access, new HelmCli(helmPath)).redeploy(env, ['web'], 'admin');
    const calls = readFileSync(record, 'utf8');
    expect(calls).toMatch(
      new RegExp(
        `^upgrade --install \\S+ \\S+/chart --namespace ${env.namespace} --create-namespace --wait --timeout 300s -f \\S+/values.yaml --kubeconfig \\S+/kubeconfig`,
        'm',
      ),
    );
    expect(calls).toContain('replicaCount: 6');
    expect(calls).toContain('server: https://kube.example:6443');
    expect(calls).toContain('token: tok-123');
    // the release is helm's: nothing rendered and applied by the driver
    expect(applied).toEqual([]);
    cluster.close();
  });
});
