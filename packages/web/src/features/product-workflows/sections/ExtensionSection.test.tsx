import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { typeInto } from '../../../test/formActions';
import { renderRoutes } from '../../../test/renderRoutes';
import { signedInForEachTest } from '../../../test/signedIn';
import { editableProductWorkflow } from '../editor/productDraft';
import { productWorkflowIssues } from '../editor/productRules';
import type { ProductWorkflow } from '../productWorkflow.types';
import { presets, storedWorkflow } from '../testing/productFixtures';
import { ExtensionSection } from './ExtensionSection';

let latest: ProductWorkflow | undefined;

/** The section as the editor holds it: the workflow in state, the issues the editor finds on it. */
function Harness() {
  const [workflow, setWorkflow] = useState(() => editableProductWorkflow(storedWorkflow, presets));
  latest = workflow;
  const issues = productWorkflowIssues(workflow, [], true).filter((issue) => issue.section === 'extension');
  return <ExtensionSection workflow={workflow} onChange={setWorkflow} issues={issues} />;
}

signedInForEachTest();

describe('ExtensionSection', { timeout: 30_000 }, () => {
  it('edits the address, its path, the callback and the wait', async () => {
    renderRoutes([{ path: '*', Component: Harness }], '/');
    fireEvent.click(await screen.findByTestId('pwf-extension-enabled'));
    expect((await screen.findByTestId('issue-url')).textContent).not.toBe('');
    typeInto('pwf-extension-url', 'https://hooks.example.com');
    typeInto('pwf-extension-path', '/ci/done');
    fireEvent.click(screen.getByTestId('pwf-extension-callback'));
    await waitFor(() => expect(screen.queryByTestId('issue-url')).toBeNull());
    expect(latest?.extension_stage).toMatchObject({
      enabled: true,
      url: 'https://hooks.example.com',
      path: '/ci/done',
      is_callback: true,
      timeout: 10,
    });
  });
});
