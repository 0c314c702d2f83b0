import { describe, expect, it } from 'vitest';
import { hookItemsOf } from './hook-items.js';

const mainRepo = (extra: Record<string, unknown> = {}) => ({
  name: 'on-main',
  codehost_id: 3,
  source: 'gitlab',
  repo_owner: 'platform',
  repo_name: 'diaspora',
  branch: 'main',
  is_regular: false,
  events: ['push', 'merge'],
  match_folders: ['/', '!.md'],
  ...extra,
});

describe('hookItemsOf', () => {
  it('reads an enabled item into the receiver terms, keeping the stored item', () => {
    const item = { main_repo: mainRepo(), auto_cancel: true, workflow_args: { namespace: 'dev' } };
    expect(hookItemsOf({ enabled: true, items: [item] })).toEqual([
      {
        name: 'on-main',
        repo: {
          source: 'gitlab',
          codehost_id: 3,
          repo_owner: 'platform',
          repo_namespace: '',
          repo: 'diaspora',
          branch: 'main',
          is_regular: false,
          events: ['push'],
          match_folders: ['/', '!.md'],
        },
        autoCancel: true,
        item,
      },
    ]);
  });

  it('answers nothing for a switched-off or malformed hook_ctl', () => {
    expect(hookItemsOf({ enabled: false, items: [{ main_repo: mainRepo() }] })).toEqual([]);
    expect(hookItemsOf(undefined)).toEqual([]);
    expect(hookItemsOf('junk')).toEqual([]);
    expect(hookItemsOf({ enabled: true, items: 'junk' })).toEqual([]);
  });

  it('skips items without a host, repository or known event, and names unnamed ones by position', () => {
    const items = [
      { main_repo: mainRepo({ codehost_id: 0 }) },
      { main_repo: mainRepo({ repo_name: '' }) },
      { main_repo: mainRepo({ events: ['merge'] }) },
      null,
      { main_repo: mainRepo({ name: undefined }) },
    ];
    expect(hookItemsOf({ enabled: true, items }).map((hook) => hook.name)).toEqual(['trigger-5']);
  });
});
