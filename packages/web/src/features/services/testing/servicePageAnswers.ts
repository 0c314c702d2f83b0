// fetch is stubbed because no server runs in unit tests: these are the answers the services page needs to open.

import type { ProjectTemplate } from '@slipway/contracts';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../../../test/renderRoutes';
import { projectTemplate } from '../../projects/testing/projectFixtures';
import { sessionAnswers } from '../../system/testFixtures';
import { ServicesPage } from '../ServicesPage';
import type { ServiceSummary } from '../services.api';

export const done = { status: 200, body: { message: 'success' } };

export const summary = (service_name: string, changes: Partial<ServiceSummary> = {}): ServiceSummary => ({
  service_name,
  type: 'k8s',
  product_name: 'shop',
  visibility: 'private',
  source: 'spock',
  ...changes,
});

/** A K8s YAML project `shop` with the given services; each service's editor answers with an empty YAML. */
export function k8sPageAnswers(services: ServiceSummary[], project: Partial<ProjectTemplate> = {}) {
  const editors = Object.fromEntries(
    services.flatMap((service) => [
      [
        `GET /api/aslan/service/services/${service.service_name}/k8s`,
        { status: 200, body: { ...service, yaml: '' } },
      ],
      [
        `GET /api/aslan/service/services/${service.service_name}`,
        { status: 200, body: { service_module: [], system_variable: [], custom_variable: [] } },
      ],
    ]),
  );
  return {
    ...sessionAnswers,
    'GET /api/aslan/project/products/shop': {
      status: 200,
      body: projectTemplate('shop', { services: [services.map((s) => s.service_name)], ...project }),
    },
    'GET /api/aslan/service/services': { status: 200, body: { data: services } },
    'PUT /api/aslan/service/services/yaml/validator': { status: 200, body: [] },
    'GET /api/aslan/environment/environments': { status: 200, body: [] },
    ...editors,
  };
}

export const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

export const openServicesPage = () =>
  renderRoutes(
    [{ path: '/v1/projects/detail/:project_name/services', Component: ServicesPage }],
    '/v1/projects/detail/shop/services',
  );

/** The first element of a freshly opened page: the page's lazy parts load slowly on a busy machine. */
export const findOnOpen = (testId: string) => screen.findByTestId(testId, undefined, { timeout: 15_000 });
