// fetch is stubbed because no server runs in unit tests: it answers the project's registries and
// the object storages the section picks from.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetchStub';
import { chooseOption } from '../../../test/formActions';
import { renderRoutes } from '../../../test/renderRoutes';
import { signedInForEachTest } from '../../../test/signedIn';
import { editableProductWorkflow } from '../editor/productDraft';
import { productWorkflowIssues } from '../editor/productRules';
import type { ProductWorkflow } from '../productWorkflow.types';
import { presets, storedWorkflow } from '../testing/productFixtures';
import { DistributeSection } from './DistributeSection';

const answers = {
  'GET /api/aslan/system/registry': {
    status: 200,
    body: [
      { id: 'reg-1', reg_addr: 'https://build.example.com', namespace: 'team', is_default: true },
      { id: 'reg-2', reg_addr: 'https://release.example.com', namespace: 'prod', is_default: false },
    ],
  },
  'GET /api/aslan/system/s3storage': {
    status: 200,
    body: [{ id: 's3-1', endpoint: 'minio.example.com', bucket: 'packages' }],
  },
};

let latest: ProductWorkflow | undefined;

/** The section as the editor holds it: the workflow in state, the issues the editor finds on it. */
function Harness() {
  const [workflow, setWorkflow] = useState(() => editableProductWorkflow(storedWorkflow, presets));
  latest = workflow;
  const issues = productWorkflowIssues(workflow, [], true).filter((issue) => issue.section === 'distribute');
  return <DistributeSection workflow={workflow} onChange={setWorkflow} issues={issues} />;
}

const render = () => renderRoutes([{ path: '*', Component: Harness }], '/');

signedInForEachTest();

describe('DistributeSection', { timeout: 30_000 }, () => {
  it('switches the stage on, picks per module what is distributed and where, and says what is missing', async () => {
    stubFetch(answers);
    render();
    fireEvent.click(await screen.findByTestId('pwf-distribute-enabled'));
    // switched on with nothing picked: the rule says so beside the modules
    expect((await screen.findByTestId('issue-distributes')).textContent).toBe(
      'choose image or object storage distribution for at least one service module',
    );

    fireEvent.click(screen.getByTestId('pwf-distribute-image-web'));
    expect((await screen.findByTestId('issue-releases')).textContent).toBe(
      'image distribution needs a target registry',
    );
    await chooseOption('pwf-distribute-registries', 'https://release.example.com/prod');
    await waitFor(() => expect(screen.queryByTestId('issue-releases')).toBeNull());

    fireEvent.click(screen.getByTestId('pwf-distribute-package-web'));
    expect((await screen.findByTestId('issue-s3_storage_id')).textContent).toBe(
      'object storage distribution needs an object storage',
    );
    await chooseOption('pwf-distribute-storage', 'minio.example.com/packages');
    await waitFor(() => expect(screen.queryByTestId('issue-s3_storage_id')).toBeNull());
    expect(screen.queryByTestId('issue-distributes')).toBeNull();

    expect(latest?.distribute_stage).toMatchObject({
      enabled: true,
      s3_storage_id: 's3-1',
      releases: [{ repo_id: 'reg-2', deploy_enabled: false, deploy_env: '' }],
      distributes: [
        {
          target: { service_name: 'web', service_module: 'web' },
          image_distribute: true,
          qstack_distribute: true,
        },
      ],
    });

    // a module distributed nowhere is left out
    fireEvent.click(screen.getByTestId('pwf-distribute-image-web'));
    fireEvent.click(screen.getByTestId('pwf-distribute-package-web'));
    await waitFor(() => expect(latest?.distribute_stage.distributes).toEqual([]));
  });

  it('disables the choices while the stage is off', async () => {
    stubFetch(answers);
    render();
    const image = await screen.findByTestId('pwf-distribute-image-web');
    expect((image as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('pwf-distribute-enabled').getAttribute('aria-checked')).toBe('false');
  });
});
