// fetch is stubbed because no server runs in unit tests: it answers the permission reads.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { type CannedAnswer, stubFetch } from '../../test/fetchStub';
import { renderRoutes } from '../../test/renderRoutes';
import { signedInForEachTest } from '../../test/signedIn';
import { sessionStore } from '../session/sessionStore';
import { Permit, ProjectAdminPermit } from './Permit';

const globalRead = (system_verbs: string[], project_admin_list: string[] = []): CannedAnswer => ({
  status: 200,
  body: { is_system_admin: false, project_admin_list, system_verbs },
});

/** Any element marked kind="button" is treated as a button. */
function MarkedButton(props: { kind: 'button'; disabled?: boolean }) {
  return (
    <a data-testid="marked" href="#x" aria-disabled={props.disabled}>
      marked
    </a>
  );
}

function Guarded() {
  return (
    <>
      <Permit type="system" action="create_project">
        <Button data-testid="create">Create</Button>
        <span data-testid="badge">badge</span>
        <MarkedButton kind="button" />
      </Permit>
      <ProjectAdminPermit project="shop">
        <Button data-testid="admin-only">Settings</Button>
      </ProjectAdminPermit>
    </>
  );
}

const projectRead = (isAdmin: boolean): CannedAnswer => ({
  status: 200,
  body: {
    is_system_admin: false,
    is_project_admin: isAdmin,
    project_verbs: ['get_workflow'],
    workflow_verbs_map: {},
    environment_verbs_map: {},
  },
});

const render = () => renderRoutes([{ path: '/', Component: Guarded }], '/');

signedInForEachTest();

describe('Permit', () => {
  it('shows the children as they are when permitted', async () => {
    stubFetch({
      'GET /api/v1/policy/permission': globalRead(['create_project'], ['shop']),
      'GET /api/v1/policy/permission/project/shop': projectRead(false),
    });
    render();
    await waitFor(() => expect(screen.getByTestId('create').hasAttribute('disabled')).toBe(false));
    expect(screen.getByTestId('badge')).toBeTruthy();
    expect(screen.getByTestId('admin-only').hasAttribute('disabled')).toBe(false);
    expect(document.querySelector('[data-permit="denied"]')).toBeNull();
  });

  it('disables buttons with the no permission tip and removes other elements when denied', async () => {
    stubFetch({
      'GET /api/v1/policy/permission': globalRead([]),
      'GET /api/v1/policy/permission/project/shop': projectRead(false),
    });
    render();
    await waitFor(() => expect(document.querySelectorAll('[data-permit="denied"]')).toHaveLength(3));
    expect(screen.getByTestId('create').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('marked').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('admin-only').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('badge')).toBeNull();

    fireEvent.mouseEnter(screen.getByTestId('create').parentElement as HTMLElement);
    expect(await screen.findByText('no permission')).toBeTruthy();
  });

  it('disables buttons without the tip while the permissions load', async () => {
    // The permission reads never answer, so the page stays in the loading state.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    render();
    expect(screen.getByTestId('create').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('admin-only').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('badge')).toBeNull();
    expect(document.querySelector('[data-permit="denied"]')).toBeNull();
  });

  it('denies everything when nobody is signed in', async () => {
    sessionStore.clear();
    const { calls } = stubFetch({});
    render();
    expect(document.querySelectorAll('[data-permit="denied"]')).toHaveLength(3);
    expect(calls).toHaveLength(0);
  });
});
