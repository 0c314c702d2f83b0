import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { browserKeyServer } from '../../../test/browserKeyServer';
import { chooseOption, typeInto } from '../../../test/formActions';

const keys = browserKeyServer();
const host = { id: 3, type: 'gitlab', address: 'https://gitlab.example.com', alias: 'corp', auth_type: '' };

/** What the repository picker of a Git trigger item reads: one GitLab host with team/app. */
export const repoPickerAnswers = {
  'GET /api/aslan/system/rsaKey/publicKey': keys.publicKeyAnswer,
  'GET /api/v1/codehosts': { status: 200, body: [host] },
  'GET /api/aslan/code/codehost/3/namespaces': {
    status: 200,
    body: [{ name: 'team', path: 'team', kind: 'group' }],
  },
  'GET /api/aslan/code/codehost/3/projects': { status: 200, body: [{ name: 'app', namespace: 'team' }] },
  'GET /api/aslan/code/codehost/3/branches': { status: 200, body: [{ name: 'main' }, { name: 'dev' }] },
};

/** Adds a timer running every 10 minutes through the schedule editor's dialog. */
export async function addGapSchedule() {
  fireEvent.click(await screen.findByTestId('schedule-add'));
  fireEvent.click(within(await screen.findByTestId('schedule-type')).getByLabelText('Interval'));
  await screen.findByTestId('schedule-unit');
  fireEvent.change(screen.getByTestId('schedule-number'), { target: { value: '10' } });
  await chooseOption('schedule-unit', 'Minutes');
  fireEvent.click(screen.getByTestId('schedule-submit'));
  await waitFor(() => expect(screen.queryByTestId('schedule-submit')).toBeNull());
}

/**
 * Adds a Git trigger item `on-dev` on team/app for pushes and pull requests: branch dev picked from
 * the list, or, given a pattern, the regular-expression box ticked and the pattern typed.
 */
export async function addHookItem(pattern?: string) {
  fireEvent.click(await screen.findByTestId('hook-item-add'));
  typeInto('hook-item-name', 'on-dev');
  await chooseOption('hook-item-repo-row-0-codehost', 'gitlab https://gitlab.example.com (corp)');
  await chooseOption('hook-item-repo-row-0-owner', 'team');
  await chooseOption('hook-item-repo-row-0-repo', 'app');
  if (pattern) {
    fireEvent.click(screen.getByTestId('hook-item-regular'));
    typeInto('hook-item-repo-row-0-branch-input', pattern);
  } else await chooseOption('hook-item-repo-row-0-branch', 'dev');
  fireEvent.click(within(screen.getByTestId('hook-item-events')).getByLabelText('Pull request'));
  fireEvent.click(screen.getByTestId('hook-item-submit'));
  await waitFor(() => expect(screen.queryByTestId('hook-item-submit')).toBeNull());
}

/** The hook item `addHookItem` makes, as saved. */
export const addedHookRepo = {
  name: 'on-dev',
  source: 'gitlab',
  codehost_id: 3,
  repo_owner: 'team',
  repo_namespace: 'team',
  repo_name: 'app',
  branch: 'dev',
  is_regular: false,
  events: ['push', 'pull_request'],
  match_folders: ['/', '!.md'],
};
