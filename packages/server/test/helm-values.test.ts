import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { AppError } from '../src/lib/errors.js';
import { unpackChartArchive } from '../src/lib/helm/chart-archive.js';
import { entriesIn, valuesFileOf } from '../src/lib/helm/chart-files.js';
import { imagesInValues } from '../src/lib/helm/values-images.js';
import { applyOverride, mergeValues, mergeValuesYaml, parseSetKey } from '../src/lib/helm/values-merge.js';
import { chartFiles, packChart, packWithStoredName } from './fixtures/charts/chart-fixture.js';

/**
 * Values of a real chart (test/fixtures/charts/web) merged as a release gets them: chart values.yaml,
 * then the environment's defaults, then the service's values, then `--set`-style overrides
 * (zadig-reference.md §5); images found by the preset rules; the chart packed by tar and unpacked.
 */
const chartValues = valuesFileOf(chartFiles('web'));

/** The web chart's values as the assertions read them. */
interface WebValues {
  replicaCount: number;
  image: { repository: string; tag: string; pullPolicy: string };
  env: { name?: string; value: string }[];
  service: { type: string; port: number };
  resources: { limits: Record<string, string> };
  autoscaling: { enabled: boolean };
}

const keyOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? error.messageKey : String(error);
  }
  return 'no error';
};

describe('values merge order', () => {
  it('chart < environment defaults < service values < overrides; maps merge, lists are replaced', () => {
    const merged = mergeValues({
      chartValues,
      envDefaultValues:
        'replicaCount: 2\nservice:\n  type: NodePort\nenv:\n  - name: MODE\n    value: staging\n',
      serviceValues: 'replicaCount: 3\nimage:\n  tag: "1.1.0"\n',
      overrides: [
        { key: 'image.tag', value: '1.2.0' },
        { key: 'env[1].value', value: 'debug' },
        { key: 'resources.limits.cpu', value: '500m' },
        { key: 'autoscaling.enabled', value: 'true' },
        { key: 'service.port', value: '8080' },
      ],
    }) as unknown as WebValues;
    expect(merged.replicaCount).toBe(3);
    expect(merged.image).toEqual({
      repository: 'registry.local/shop/web',
      tag: '1.2.0',
      pullPolicy: 'IfNotPresent',
    });
    // the environment's list replaced the chart's; the override then added the second item
    expect(merged.env).toEqual([{ name: 'MODE', value: 'staging' }, { value: 'debug' }]);
    expect(merged.service).toEqual({ type: 'NodePort', port: 8080 });
    expect(merged.resources.limits).toEqual({ cpu: '500m', memory: '128Mi' });
    expect(merged.autoscaling).toEqual({ enabled: true });
  });

  it('the merged YAML parses back to the same values and leaves the chart text alone', () => {
    const yaml = mergeValuesYaml({ chartValues, overrides: [{ key: 'image.tag', value: 'v2' }] });
    expect((parse(yaml) as WebValues).image.tag).toBe('v2');
    expect((parse(chartValues) as WebValues).image.tag).toBe('1.0.0');
  });

  it('override keys: escaped dots, list indexes, typed values; bad keys are a clear 400', () => {
    expect(parseSetKey('a.b[0].c')).toEqual(['a', 'b', 0, 'c']);
    expect(parseSetKey('annotations.kubernetes\\.io/role')).toEqual(['annotations', 'kubernetes.io/role']);
    expect(parseSetKey('m[1][2]')).toEqual(['m', 1, 2]);
    const values: Record<string, unknown> = {};
    applyOverride(values, { key: 'x[2]', value: 'null' });
    expect(values).toEqual({ x: [null, null, null] });
    for (const bad of ['', '.a', 'a.', 'a..b', '[0]', 'a[x]', 'a[1', 'a[0]b'])
      expect(
        keyOf(() => parseSetKey(bad)),
        bad,
      ).toBe('error.helmSetInvalid');
  });

  it('values that are not a YAML map are refused with their own message', () => {
    expect(keyOf(() => mergeValues({ chartValues: '- a\n- b' }))).toBe('error.helmValuesInvalid');
    expect(keyOf(() => mergeValues({ chartValues, serviceValues: 'a: [' }))).toBe('error.helmValuesInvalid');
    expect(mergeValues({ chartValues: '' })).toEqual({});
  });

  it('a null in a later layer removes the chart default, as helm -f does', () => {
    const merged = mergeValues({ chartValues, serviceValues: 'resources: null\nsidecar:\n  image: null\n' });
    expect(Object.hasOwn(merged, 'resources')).toBe(false);
    expect(merged.sidecar).toEqual({});
  });

  it('a key named __proto__ stays a plain key', () => {
    const merged = mergeValues({ chartValues: 'a: 1', serviceValues: '__proto__:\n  polluted: true\n' });
    expect(Object.hasOwn(merged, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('images in values (preset searching rules)', () => {
  it('finds image.repository + image.tag at the top and image strings in nested maps', () => {
    const images = imagesInValues(mergeValues({ chartValues }), 'web');
    expect(images).toEqual([
      {
        name: 'web',
        image: 'registry.local/shop/web:1.0.0',
        image_name: 'web',
        repoPath: 'image.repository',
        tagPath: 'image.tag',
      },
      {
        name: 'sidecar',
        image: 'registry.local/shop/log-agent:2.3',
        image_name: 'log-agent',
        repoPath: 'sidecar.image',
        tagPath: '',
      },
    ]);
  });
});

describe('chart archives', () => {
  it('a chart packed by tar unpacks to its files, top folder removed', () => {
    expect(unpackChartArchive(packChart('web'))).toEqual(chartFiles('web'));
    expect(entriesIn(chartFiles('web'), '')).toEqual([
      { name: 'templates', is_dir: true, parent: '' },
      { name: 'Chart.yaml', is_dir: false, parent: '' },
      { name: 'values.yaml', is_dir: false, parent: '' },
    ]);
    expect(entriesIn(chartFiles('web'), '/templates').map((e) => [e.name, e.parent])).toEqual([
      ['deployment.yaml', '/templates'],
      ['service.yaml', '/templates'],
    ]);
  });

  it('refuses .. and absolute names, non-gzip data and archives over the size limit', () => {
    expect(keyOf(() => unpackChartArchive(packWithStoredName('web', '../evil.yaml')))).toBe(
      'error.helmArchiveInvalid',
    );
    expect(keyOf(() => unpackChartArchive(packWithStoredName('web', '/etc/evil.yaml')))).toBe(
      'error.helmArchiveInvalid',
    );
    expect(keyOf(() => unpackChartArchive(Buffer.from('not an archive')))).toBe('error.helmArchiveInvalid');
    expect(keyOf(() => unpackChartArchive(packChart('web'), 1024))).toBe('error.helmArchiveTooLarge');
  });
});
