// fetch is stubbed because no server runs in unit tests: it answers the deletion.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirmsDeletion } from '../../../components/TypeNameToDelete/confirmsDeletion';
import { stubFetch } from '../../../test/fetchStub';
import { renderRoutes } from '../../../test/renderRoutes';
import { signedInForEachTest } from '../../../test/signedIn';
import { DeleteProjectDialog } from './DeleteProjectDialog';

const routes = [
  {
    path: '/v1/projects/detail/shop/detail',
    Component: () => <DeleteProjectDialog name="shop" open onClose={() => {}} />,
  },
  { path: '/v1/projects', Component: () => <p data-testid="project-list">list</p> },
];

signedInForEachTest();

describe('confirmsDeletion', () => {
  it('needs the identifier exactly, apart from surrounding spaces', () => {
    expect(confirmsDeletion('shop', 'shop')).toBe(true);
    expect(confirmsDeletion(' shop ', 'shop')).toBe(true);
    expect(confirmsDeletion('Shop', 'shop')).toBe(false);
    expect(confirmsDeletion('', 'shop')).toBe(false);
  });
});

// The first render loads antd's modal code, which takes seconds in jsdom.
describe('DeleteProjectDialog', { timeout: 20_000 }, () => {
  it("refuses a mismatching name with 'project name mismatch' and deletes nothing", async () => {
    const { calls } = stubFetch({});
    renderRoutes(routes, '/v1/projects/detail/shop/detail');
    fireEvent.change(await screen.findByTestId('project-delete-confirm'), { target: { value: 'shopp' } });
    fireEvent.click(screen.getByTestId('project-delete-submit'));
    expect((await screen.findByTestId('project-delete-mismatch')).textContent).toBe('project name mismatch');
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it('deletes the project once its identifier is typed, then shows the list', async () => {
    const { calls } = stubFetch({
      'DELETE /api/v1/picket/projects/shop': { status: 200, body: { message: 'success' } },
    });
    const { router } = renderRoutes(routes, '/v1/projects/detail/shop/detail');
    fireEvent.change(await screen.findByTestId('project-delete-confirm'), { target: { value: 'shop' } });
    fireEvent.click(screen.getByTestId('project-delete-submit'));
    await screen.findByTestId('project-list');
    expect(router.state.location.pathname).toBe('/v1/projects');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(
        '/api/v1/picket/projects/shop?projectName=shop&is_delete=true',
      ),
    );
  });
});
