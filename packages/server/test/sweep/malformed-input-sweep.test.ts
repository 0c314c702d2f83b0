import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProject } from '../seed.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { insertWorkflow, shellJob, stage } from '../workflow-fixture.js';
import { OVERSIZED_LABEL, type Probe, probesFor, USUAL_LABEL, type WantedText } from './malformed-inputs.js';
import { type OpenApiDocument, type Operation, operationsOf } from './operations.js';

/**
 * Sends every operation of the OpenAPI document malformed input — NUL characters, huge strings,
 * wrong JSON types, prototype keys, broken or oversized bodies, unknown content types — as the
 * system administrator (and anonymously), and expects no answer of 5xx: the server either serves
 * the call or says what is wrong with it.
 * Calls name an existing project and workflow where that is harmless, so that they get past the
 * lookups; DELETE calls name only things that do not exist, so nothing the sweep needs is destroyed.
 */
const PROJECT = 'sweep';
const WORKFLOW = 'sweep-flow';
const MISSING = 'sweep-missing';
/** What DELETE calls name: no row has this id, no role or project this name. */
const MISSING_ID = '999999';

/** Values that pass the checks of fields a sample string would not, so the calls go further. */
const FIELD_VALUES: Record<string, string> = {
  email: 'sweep@example.com',
  log_bg_color: '#000000',
  log_font_color: '#ffffff',
  variable_yaml: 'SWEEP: value',
  check_duplicate: 'false',
  end_time: '4102444800',
  path: '/data/sweep',
};

/**
 * The SSE routes (live job logs under /api/aslan/logs/sse/, task lists under
 * /api/aslan/workflow/sse/) stream until the client goes away: their answer is read from the
 * status line, then the sweep hangs up.
 */
const isStreaming = (operation: Operation) => operation.path.includes('/sse/');

/** An ordinary user whom calls on users may change: never the administrator making them. */
let bystanderUid = '';

const wantedText: WantedText = (operation, key) => {
  const isPathParameter = operation.parameters.some((p) => p.in === 'path' && p.name === key);
  if (operation.method === 'DELETE' && isPathParameter) return MISSING_ID;
  if (Object.hasOwn(FIELD_VALUES, key)) return FIELD_VALUES[key] as string;
  if (/^(uids?|userID|user_id|administrators)$/.test(key)) return bystanderUid;
  if (/^project(Name|_name)?$/.test(key)) return PROJECT;
  if (/^workflow(Name|_name)?$/.test(key)) return WORKFLOW;
  if (key === 'name' && /\/(picket\/projects|project\/products)\/\{name\}/.test(operation.path))
    return PROJECT;
  if (key === 'name' && /\/workflow\/v4\/(name\/|preset\/)?\{name\}$/.test(operation.path)) return WORKFLOW;
  return MISSING;
};

let t: TestApp;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp({ loginAttemptsPerMinute: 1_000_000 });
  bystanderUid = (await t.createUser('sweep-bystander')).uid;
  await seedProject(t, PROJECT);
  await insertWorkflow(t, {
    name: WORKFLOW,
    project: PROJECT,
    stages: [stage('s', [shellJob('j', 'true')])],
  });
  const document = await t.request({ method: 'GET', url: '/api/docs/json' });
  operations = operationsOf(document.json() as OpenApiDocument);
});
afterAll(() => t.close());

async function statusOf(operation: Operation, probe: Probe): Promise<number> {
  const streaming = isStreaming(operation);
  const res = await t.app.inject({
    method: operation.method as 'GET',
    url: probe.url,
    headers: { ...(probe.anonymous ? {} : { authorization: `Bearer ${t.admin.token}` }), ...probe.headers },
    ...(probe.payload === undefined ? {} : { payload: probe.payload }),
    ...(streaming ? { payloadAsStream: true } : {}),
  });
  // hanging up ends the stream on the server's side too
  if (streaming) (res.raw.res as ServerResponse).destroy();
  return res.statusCode;
}

/** Git providers' deliveries may be larger than API bodies: the receiver takes up to 5 MB. */
const LARGER_BODIES = new Set(['/api/aslan/webhook']);

describe('malformed input sweep', () => {
  it('reads the operations from the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  // hundreds of probes for an operation with a large body (builds, templates): the time grows with the API
  it('answers no malformed call with 5xx, NUL characters with 400 and oversized bodies with 413', async () => {
    const serverErrors: string[] = [];
    const nulNotRefused: string[] = [];
    const oversizedNotRefused: string[] = [];
    let usualCallsRefused = 0;
    for (const operation of operations) {
      for (const probe of probesFor(operation, wantedText)) {
        const status = await statusOf(operation, probe);
        const call = `${status} ${operation.method} ${operation.path} — ${probe.label}`;
        if (status >= 500) serverErrors.push(call);
        if (probe.label.includes('NUL') && status !== 400) nulNotRefused.push(call);
        if (probe.label === OVERSIZED_LABEL && status !== 413 && !LARGER_BODIES.has(operation.path))
          oversizedNotRefused.push(call);
        if (probe.label === USUAL_LABEL && status === 400) usualCallsRefused += 1;
      }
    }
    expect({ serverErrors, nulNotRefused, oversizedNotRefused }).toEqual({
      serverErrors: [],
      nulNotRefused: [],
      oversizedNotRefused: [],
    });
    expect(Object.prototype, 'a __proto__ or constructor key reached a prototype').not.toHaveProperty(
      'polluted',
    );
    // the spoiled calls only reach services and queries when the unspoiled ones pass validation
    expect(usualCallsRefused, 'unspoiled calls refused as invalid').toBeLessThan(operations.length / 3);
  }, 900_000);
});
