import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartsOf, fetchHelmIndex } from '../src/modules/helm-repos/helm-index.js';
import {
  HELM_INDEX_YAML,
  HELM_REPO_PASSWORD,
  HELM_REPO_USER,
  startHelmRepo,
  type TestHelmRepo,
} from './helm-repo-server.js';

/** Reading a chart repository's index.yaml from a real HTTP server on loopback. */
let charts: TestHelmRepo;
beforeAll(async () => {
  charts = await startHelmRepo();
});
afterAll(() => charts.stop());

const source = () => ({
  url: charts.url,
  username: HELM_REPO_USER,
  password: HELM_REPO_PASSWORD,
  proxyUrl: undefined,
});

describe('fetchHelmIndex', () => {
  it('refuses an index larger than the limit instead of reading it whole', async () => {
    const size = Buffer.byteLength(HELM_INDEX_YAML);
    await expect(fetchHelmIndex(source(), { maxBytes: size - 1, timeoutMs: 10_000 })).rejects.toMatchObject({
      messageKey: 'error.helmRepoIndexFailed',
    });
    const index = await fetchHelmIndex(source(), { maxBytes: size, timeoutMs: 10_000 });
    expect(Object.keys(index.entries)).toEqual(['alpine', 'nginx']);
  });
});

describe('chartsOf', () => {
  it('reads plain data only: no custom tags, no alias bombs, a chart called __proto__ stays a chart', () => {
    expect(() => chartsOf('entries: !!js/function "x"')).toThrow('error.helmRepoIndexInvalid');
    // each level refers nine times to the one before: 9^9 nodes if aliases were expanded without bound
    const levels = Array.from(
      { length: 9 },
      (_, i) => `l${i + 1}: &l${i + 1} [${Array(9).fill(`*l${i}`).join(', ')}]`,
    );
    const bomb = ['l0: &l0 [x]', ...levels, 'entries: {}'].join('\n');
    expect(() => chartsOf(bomb)).toThrow('error.helmRepoIndexInvalid');
    const index = chartsOf('entries:\n  __proto__:\n    - version: 1.0.0\n');
    expect(Object.getPrototypeOf(index.entries)).toBe(Object.prototype);
    expect(Object.keys(index.entries)).toEqual(['__proto__']);
  });

  it('keeps versions that name a version and leaves out the rest', () => {
    const index = chartsOf(
      'entries:\n  web:\n    - version: 2\n    - description: none\n    - null\n  broken: 7\n',
    );
    expect(index.entries).toEqual({
      web: [{ name: 'web', version: '2', appVersion: '', description: '', created: '' }],
    });
  });
});
