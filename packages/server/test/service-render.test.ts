import { describe, expect, it } from 'vitest';
import { containersOf, imageNameOf, readManifests } from '../src/modules/services/service-manifests.js';
import {
  flattenVariables,
  mergeVariables,
  parseVariableYaml,
  renderServiceYaml,
  variableStates,
  variablesFromList,
  variablesUsed,
} from '../src/modules/services/service-render.js';
import { readServiceFixture } from './fixtures/services/service-fixtures.js';

/** The renderer and the manifest reader on real manifests (nginx Deployment, a StatefulSet, a CronJob…). */
describe('rendering service YAML', () => {
  const context = { project: 'shop', service: 'web', envName: 'dev', namespace: 'shop-env-dev' };

  it('fills flat and nested placeholders, built-ins and $…$ markers from the merged variables', () => {
    const yaml = readServiceFixture('web.yaml');
    const variables = mergeVariables(
      parseVariableYaml('replicas: 1\nimage:\n  repo: nginx\n  tag: "1.25"\n'),
      parseVariableYaml('image:\n  tag: "1.27"\n'),
      variablesFromList([{ key: 'port', value: '8080' }]),
    );
    const rendered = renderServiceYaml(yaml, variables, context);
    expect(rendered).toContain('replicas: 1');
    expect(rendered).toContain('image: nginx:1.27');
    expect(rendered).toContain('containerPort: 8080');
    expect(rendered).toContain('namespace: shop-env-dev');
    expect(rendered).toContain('app: web');
    expect(rendered).toContain('env-name: dev');
    expect(rendered).toContain('project: shop');
    expect(rendered).not.toMatch(/\{\{|\$Namespace\$/);
    const { manifests, problems } = readManifests(rendered);
    expect(problems).toEqual([]);
    expect(manifests.map((m) => m.kind)).toEqual(['Deployment', 'Service']);
  });

  it('prints a missing variable empty, trims around {{- -}}, and lists and maps as flow YAML', () => {
    const out = renderServiceYaml(
      'a: {{.missing}}\nb: x  {{- .name -}}  y\nc: {{ .list }}\nd: {{.map}}',
      { name: 'N', list: [1, 2], map: { k: 'v' } },
      context,
    );
    expect(out).toBe('a: \nb: xNy\nc: [1,2]\nd: {"k":"v"}');
  });

  it('takes linear time on long runs of white space and braces', () => {
    const started = Date.now();
    renderServiceYaml(`a:${' '.repeat(500_000)}x`, {}, context);
    renderServiceYaml(`${'{{ '.repeat(150_000)}`, {}, context);
    renderServiceYaml(`{{-${' '.repeat(500_000)}`, {}, context);
    expect(variablesUsed(`${' '.repeat(500_000)}{{`)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('finds a flat key holding a dot as well as the nested path', () => {
    expect(renderServiceYaml('{{.a.b}}', { 'a.b': 'flat' }, context)).toBe('flat');
    expect(renderServiceYaml('{{.a.b}}', { a: { b: 'nested' } }, context)).toBe('nested');
  });

  it('later layers win; mappings merge by key and lists are replaced', () => {
    expect(
      mergeVariables({ a: { x: 1, y: 2 }, l: [1, 2], s: 'p' }, { a: { y: 3 }, l: [9] }, { s: 'caller' }),
    ).toEqual({ a: { x: 1, y: 3 }, l: [9], s: 'caller' });
  });

  it('refuses a variable YAML that is not a mapping', () => {
    expect(() => parseVariableYaml('- a\n- b')).toThrow();
    expect(parseVariableYaml('')).toEqual({});
    expect(flattenVariables({ a: { b: 1 }, c: 'x' })).toEqual([
      { key: 'a.b', value: '1' },
      { key: 'c', value: 'x' },
    ]);
  });

  it('lists the variables used, each once, built-ins left out', () => {
    expect(variablesUsed(readServiceFixture('web.yaml'))).toEqual([
      'replicas',
      'image.repo',
      'image.tag',
      'port',
    ]);
  });

  it('states project variables as present, new or unused', () => {
    const states = variableStates(
      [
        { key: 'replicas', value: '2' },
        { key: 'old', value: 'x' },
      ],
      [{ name: 'web', yaml: readServiceFixture('web.yaml'), variables: { port: 80 } }],
    );
    expect(states).toEqual([
      { key: 'replicas', value: '2', alias: '{{.replicas}}', state: 'present', services: ['web'] },
      { key: 'old', value: 'x', alias: '{{.old}}', state: 'unused', services: [] },
      { key: 'image.repo', value: '', alias: '{{.image.repo}}', state: 'new', services: ['web'] },
      { key: 'image.tag', value: '', alias: '{{.image.tag}}', state: 'new', services: ['web'] },
      { key: 'port', value: '80', alias: '{{.port}}', state: 'new', services: ['web'] },
    ]);
  });
});

describe('reading manifests', () => {
  it('extracts the containers of Deployments, StatefulSets, Jobs, CronJobs and Pods', () => {
    const { manifests, problems } = readManifests(readServiceFixture('workloads.yaml'));
    expect(problems).toEqual([]);
    expect(containersOf(manifests)).toEqual([
      { name: 'db', image: 'docker.io/library/postgres:16', image_name: 'postgres' },
      { name: 'migrate', image: 'registry.example.com:5000/shop/migrate:v2', image_name: 'migrate' },
      { name: 'report', image: 'busybox', image_name: 'busybox' },
      { name: 'debug', image: `alpine@sha256:${'a'.repeat(64)}`, image_name: 'alpine' },
    ]);
  });

  it('reports documents that do not parse, are not objects, or lack a kind', () => {
    expect(readManifests('a: [').problems[0]?.key).toBe('validation.service.yamlParse');
    expect(readManifests('- 1\n- 2').problems[0]?.key).toBe('validation.service.yamlNotObject');
    expect(readManifests('apiVersion: v1\nmetadata: {}').problems[0]?.key).toBe(
      'validation.service.yamlKindMissing',
    );
    expect(readManifests('---\n---\n').problems[0]?.key).toBe('validation.service.yamlEmpty');
  });

  it('names images as Zadig does: last path segment without tag or digest', () => {
    expect(imageNameOf('ccr.example.com/koderover/nginx:stable')).toBe('nginx');
    expect(imageNameOf('localhost:5000/app')).toBe('app');
  });
});
