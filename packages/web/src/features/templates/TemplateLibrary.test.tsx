// fetch is stubbed because no server runs in unit tests: each test lists the answers it needs.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetchStub';
import { renderRoutes } from '../../test/renderRoutes';
import { findText, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../system/screenTests';
import { sessionAnswers } from '../system/testFixtures';
import { DockerfileTemplatesPage, K8sYamlTemplatesPage } from './LibraryTemplatesPage';
import { ChartTemplatesPage, TemplateLibraryLayout } from './TemplateLibraryLayout';

const DEPLOYMENT = 'replicas: {{.replicas}}\nimage: {{.image}}';
const done = { status: 200, body: { message: 'success' } };
const summary = { update_by: 'admin', update_time: 1717228800 };
const answers = {
  ...sessionAnswers,
  'GET /api/aslan/template/yaml': {
    status: 200,
    body: { yaml_template: [{ id: '7', name: 'web', ...summary }], system_variables: [], total: 1 },
  },
  'GET /api/aslan/template/yaml/7': {
    status: 200,
    body: {
      id: '7',
      name: 'web',
      ...summary,
      content: DEPLOYMENT,
      variable: [{ key: 'replicas', value: '2' }],
    },
  },
  'GET /api/aslan/template/yaml/7/reference': { status: 200, body: [] },
  'POST /api/aslan/template/yaml/getVariables': {
    status: 200,
    body: [
      { key: 'replicas', value: '' },
      { key: 'image', value: '' },
    ],
  },
  'PUT /api/aslan/template/yaml/7': done,
  'DELETE /api/aslan/template/yaml/7': done,
  'GET /api/aslan/template/charts': { status: 200, body: { chartTemplates: [], systemVariables: [] } },
  'GET /api/aslan/template/dockerfile': {
    status: 200,
    body: { dockerfile_template: [{ id: '3', name: 'go', ...summary }], total: 1 },
  },
  'GET /api/aslan/template/dockerfile/3': {
    status: 200,
    body: { id: '3', name: 'go', ...summary, content: 'RUN make', variable: [] },
  },
  'GET /api/aslan/template/dockerfile/3/reference': {
    status: 200,
    body: [{ project_name: 'shop', build_name: 'web-build' }],
  },
  'POST /api/aslan/template/dockerfile/validation': {
    status: 200,
    body: { error: 'The first instruction of a Dockerfile must be FROM (line 1)' },
  },
};
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
const openLibrary = (path: string) =>
  renderRoutes(
    [
      {
        path: '/v1/template',
        Component: TemplateLibraryLayout,
        children: [
          { path: 'k8s-yamls', Component: K8sYamlTemplatesPage },
          { path: 'charts', Component: ChartTemplatesPage },
          { path: 'dockerfiles', Component: DockerfileTemplatesPage },
        ],
      },
    ],
    path,
  );

setUpScreenTests();

describe('template library', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows the K8s YAML tab first and the other kinds as tabs; the charts tab lists chart templates', async () => {
    stubFetch(answers);
    openLibrary('/v1/template/k8s-yamls');
    expect(await screen.findByTestId('library-template-row-7')).toBeTruthy();
    for (const tab of [
      'K8s YAML templates',
      'Helm chart templates',
      'Dockerfile templates',
      'Build templates',
    ])
      expect(screen.getAllByText(tab).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Helm chart templates' }));
    expect(await findText('No chart template yet: import a Helm chart from a code repository')).toBeTruthy();
  });

  it('edits a YAML template: the variables the content uses, with their default values, are saved', async () => {
    const { calls } = stubFetch(answers);
    openLibrary('/v1/template/k8s-yamls');
    fireEvent.click(await screen.findByTestId('library-template-edit-7'));
    const image = await screen.findByTestId('library-template-variable-image', undefined, { timeout: 5000 });
    expect((screen.getByTestId('library-template-variable-replicas') as HTMLInputElement).value).toBe('2');
    fireEvent.change(image, { target: { value: 'nginx:1.27' } });
    fireEvent.click(screen.getByTestId('library-template-submit'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'PUT')!.init)).toEqual({
      name: 'web',
      content: DEPLOYMENT,
      variable: [
        { key: 'replicas', value: '2' },
        { key: 'image', value: 'nginx:1.27' },
      ],
    });
  });

  it('a new template without content is refused before anything is sent', async () => {
    const { calls } = stubFetch(answers);
    openLibrary('/v1/template/k8s-yamls');
    fireEvent.click(await screen.findByTestId('library-template-create'));
    fireEvent.change(await screen.findByTestId('library-template-name'), { target: { value: 'bad name' } });
    fireEvent.click(screen.getByTestId('library-template-submit'));
    expect(
      await findText(
        'A template name holds letters, digits, dots, underscores and hyphens and starts with a letter or digit',
      ),
    ).toBeTruthy();
    expect(await findText('Please enter the template content')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/template/yaml'))).toBe(false);
  });

  it("shows a Dockerfile's problem as the server finds it, and the builds that use the template", async () => {
    stubFetch(answers);
    openLibrary('/v1/template/dockerfiles');
    fireEvent.click(await screen.findByTestId('library-template-edit-3'));
    expect(await findText('The first instruction of a Dockerfile must be FROM (line 1)')).toBeTruthy();
    expect(await findText(/shop\/web-build/)).toBeTruthy();
  });

  it('deletes a template only after the question is confirmed', async () => {
    const { calls } = stubFetch(answers);
    openLibrary('/v1/template/k8s-yamls');
    fireEvent.click(await screen.findByTestId('library-template-delete-7'));
    expect(await findText('Delete the template web?')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getAllByText('Delete').at(-1)!);
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
});
