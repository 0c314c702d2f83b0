// fetch is stubbed because no server runs in unit tests: it answers the project list and permission reads.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { signedInForEachTest } from '../../../test/signedIn';
import { permissionAnswers, projectSummary } from '../testing/projectFixtures';
import { ProjectListPage } from './ProjectListPage';

const projects = [
  projectSummary('shop', { alias: 'Web shop', deployType: 'helm', public: true, updatedBy: 'bob' }),
  projectSummary('billing', { alias: 'Billing', deployType: 'cloud_host', desc: 'invoices and payments' }),
  projectSummary('legacy', { alias: 'Legacy', deployType: 'external', onboarding_status: 1, onboard: true }),
];

const render = () =>
  renderRoutes(
    [
      { path: '/v1/projects', Component: ProjectListPage },
      { path: '*', Component: () => <p data-testid="elsewhere">elsewhere</p> },
    ],
    '/v1/projects',
  );

signedInForEachTest();

// The first render loads antd's card, table and tag code, which takes seconds in jsdom.
describe('ProjectListPage', { timeout: 20_000 }, () => {
  it('shows each project with its kind, access, last update and link', async () => {
    stubFetch({
      ...permissionAnswers(['create_project']),
      'GET /api/v1/picket/projects': { status: 200, body: projects },
    });
    render();
    expect(screen.getByTestId('projects-loading')).toBeTruthy();
    const shop = await screen.findByTestId('project-shop');
    expect(within(shop).getByText('Web shop')).toBeTruthy();
    expect(screen.getByTestId('project-kind-tag-shop').textContent).toBe('K8s Helm Chart');
    expect(screen.getByTestId('project-access-tag-shop').textContent).toBe('Public');
    expect(screen.getByTestId('project-access-tag-billing').textContent).toBe('Private');
    // updatedAt is unix seconds: 2024-05-02 in every time zone of the test machines
    expect(within(shop).getByText(/2024-05-0[12] \d\d:\d\d bob/)).toBeTruthy();
    expect(within(shop).getByRole('link').getAttribute('href')).toBe('/v1/projects/detail/shop/detail');
    // not set up yet: the link leads to the initialization page
    const legacy = screen.getByTestId('project-legacy');
    expect(within(legacy).getByRole('link').getAttribute('href')).toBe('/v1/projects/initialize/legacy');
    await waitFor(() => expect(screen.getByTestId('project-create').hasAttribute('disabled')).toBe(false));
  });

  it('searches by name, identifier or description and switches to the table', async () => {
    stubFetch({
      ...permissionAnswers([]),
      'GET /api/v1/picket/projects': { status: 200, body: projects },
    });
    render();
    await screen.findByTestId('project-shop');
    fireEvent.change(screen.getByTestId('project-search'), { target: { value: 'PAYMENTS' } });
    expect(screen.queryByTestId('project-shop')).toBeNull();
    expect(screen.getByTestId('project-billing')).toBeTruthy();

    fireEvent.click(screen.getByTestId('project-view-table'));
    const row = await screen.findByTestId('project-billing');
    expect(row.tagName).toBe('TR');

    fireEvent.change(screen.getByTestId('project-search'), { target: { value: 'nothing like it' } });
    expect(screen.getByTestId('projects-no-match')).toBeTruthy();
  });

  it('offers to create the first project, disabled without create_project', async () => {
    stubFetch({
      ...permissionAnswers([]),
      'GET /api/v1/picket/projects': { status: 200, body: [] },
    });
    render();
    expect(await screen.findByTestId('projects-empty')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('project-create-empty').hasAttribute('disabled')).toBe(true),
    );
    expect(screen.getByTestId('project-create').hasAttribute('disabled')).toBe(true);
  });
});
