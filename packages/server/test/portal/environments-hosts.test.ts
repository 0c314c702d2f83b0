import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../src/db/schema-services.js';
import { hostEnvironmentBody } from '../host-environment.fixture.js';
import { createProject } from '../projects.fixture.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { expectShape, portalCaller } from './portal-contract.js';

/**
 * Environments of a host project (env/pmEnv/createPmEnv.vue, envDetailComp.vue; portal-shapes §1.4,
 * §2.3): no cluster and no namespace, each service listed with the hosts it runs on.
 */
let t: TestApp;
const call = portalCaller(() => t);
const PROJECT = 'env-hosts';
const q = `projectName=${PROJECT}`;

beforeAll(async () => {
  t = await createTestApp();
  await createProject(t, {
    product_name: PROJECT,
    product_feature: { basic_facility: 'cloud_host', deploy_type: 'k8s', create_env_type: 'system' },
  });
  // the host service as the host service form stores it (its own calls are another area)
  await t.database.db.insert(services).values({ project: PROJECT, name: 'api', type: 'pm', spec: {} });
});
afterAll(() => t.close());

describe('a host project environment', () => {
  it('is created without cluster and lists its services with their hosts', async () => {
    await call(
      'POST',
      `/api/aslan/environment/environments?${q}`,
      hostEnvironmentBody(PROJECT, 'prod-like', 'api', ['h1', 'h2']),
    );
    const detail = (await call('GET', `/api/aslan/environment/environments/prod-like?${q}`)).json();
    expect(detail).toMatchObject({ source: 'pm', cluster_id: '', namespace: '', services: [['api']] });
    const res = await call(
      'GET',
      `/api/aslan/environment/environments/prod-like/groups?${q}&serviceName=&perPage=20&page=1`,
    );
    expect(res.headers['x-total']).toBe('1');
    expectShape(res.json(), [
      {
        service_name: 'string',
        type: 'string',
        env_statuses: 'array',
        revision: 'integer',
        env_configs: [{ env_name: 'string', host_ids: 'array', labels: 'array' }],
      },
    ] as never);
    expect(res.json()[0]).toMatchObject({
      type: 'pm',
      env_configs: [{ env_name: 'prod-like', host_ids: ['h1', 'h2'] }],
    });
    const list = (await call('GET', `/api/aslan/environment/environments?${q}`)).json();
    expect(list).toMatchObject([{ name: 'prod-like', source: 'pm', status: 'success', cluster_id: '' }]);
  });

  it('refuses workload calls, which hosts do not have, with a 400', async () => {
    await call(
      'POST',
      `/api/aslan/environment/environments/prod-like/services/api/restartNew?${q}&type=Deployment&name=api`,
      undefined,
      undefined,
      400,
    );
  });

  it('makes the one-click environments of the onboarding wizard for hosts too', async () => {
    const answer = (await call('POST', `/api/aslan/environment/environments?${q}&auto=true&envType=`)).json();
    expect(answer).toEqual([
      { env_name: `${PROJECT}-dev`, status: 'Running', err_message: '' },
      { env_name: `${PROJECT}-qa`, status: 'Running', err_message: '' },
    ]);
  });

  it('deletes the environment', async () => {
    await call('DELETE', `/api/aslan/environment/environments/prod-like?${q}&envType=&is_delete=true`);
    await call('GET', `/api/aslan/environment/environments/prod-like?${q}`, undefined, undefined, 404);
  });
});
