import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServiceFixture } from '../fixtures/services/service-fixtures.js';
import { createProject } from '../projects.fixture.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { portalCaller } from './portal-contract.js';

/**
 * Shared services as serviceMgr/common/serviceTree.vue adds them (portal-shapes §5.3, §5.6, §5.12): a public
 * service of another project is listed by GET /service/name, then the project's template is sent back
 * with it in shared_services.
 */
let t: TestApp;
const call = portalCaller(() => t);
const OWNER = 'shared-owner';
const USER = 'shared-user';
const template = (project: string) => `/api/aslan/project/products/${project}`;
const services = (project: string) => `/api/aslan/service/services?projectName=${project}`;

beforeAll(async () => {
  t = await createTestApp();
  await createProject(t, { product_name: OWNER });
  await createProject(t, { product_name: USER });
  const yaml = readServiceFixture('web.yaml');
  for (const name of ['redis', 'secret'])
    await call('POST', services(OWNER), {
      product_name: OWNER,
      service_name: name,
      visibility: 'private',
      type: 'k8s',
      yaml,
      source: 'spock',
    });
  await call('PUT', services(OWNER), { service_name: 'redis', type: 'k8s', visibility: 'public' });
});
afterAll(() => t.close());

const sendShared = async (shared: { name: string; owner: string }[], status = 200) => {
  const project = (await call('GET', `${template(USER)}/services?projectName=${USER}`)).json();
  return call(
    'PUT',
    `${template(USER)}?projectName=${USER}`,
    { ...project, shared_services: shared },
    undefined,
    status,
  );
};

describe('adding shared services to a project', () => {
  it("adds a public service of another project and keeps it in the project's template", async () => {
    const offered = (await call('GET', `/api/aslan/service/name?projectName=${USER}`)).json();
    expect(offered.map((s: { service_name: string }) => s.service_name)).toEqual(['redis']);
    await sendShared([{ name: 'redis', owner: OWNER }]);
    const project = (await call('GET', `${template(USER)}/services?projectName=${USER}`)).json();
    expect(project.shared_services).toEqual([{ name: 'redis', owner: OWNER }]);
  });

  it('refuses a private service, an unknown one and a service of the project itself', async () => {
    await sendShared([{ name: 'secret', owner: OWNER }], 400);
    await sendShared([{ name: 'nothing', owner: OWNER }], 400);
    await call('PUT', services(OWNER), { service_name: 'redis', type: 'k8s', visibility: 'public' });
    const own = (await call('GET', `${template(OWNER)}/services?projectName=${OWNER}`)).json();
    await call(
      'PUT',
      `${template(OWNER)}?projectName=${OWNER}`,
      { ...own, shared_services: [{ name: 'redis', owner: OWNER }] },
      undefined,
      400,
    );
  });

  it('keeps a listed shared service after its owner makes it private, and lets it be removed', async () => {
    await call('PUT', services(OWNER), { service_name: 'redis', type: 'k8s', visibility: 'private' });
    await sendShared([{ name: 'redis', owner: OWNER }]);
    await sendShared([]);
    await sendShared([{ name: 'redis', owner: OWNER }], 400);
  });
});
