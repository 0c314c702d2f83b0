import { gitHookEvents, type HookRepo } from '@slipway/contracts';
import { z } from 'zod';

const text = z.string().catch('');
const eventsSchema = z
  .array(z.unknown())
  .catch([])
  .transform((events) => gitHookEvents.filter((event) => events.includes(event)));

/** `main_repo` of a product workflow's or a test's trigger item, as the portal stores it. */
const itemRepoSchema = z.looseObject({
  name: text.optional(),
  source: text.default(''),
  codehost_id: z.coerce.number().int().catch(0),
  repo_owner: text.default(''),
  repo_namespace: text.default(''),
  repo_name: text.default(''),
  branch: text.default(''),
  is_regular: z.boolean().catch(false),
  events: eventsSchema.default([]),
  match_folders: z.array(z.string()).catch(['/', '!.md']).default(['/', '!.md']),
});

const hookCtlSchema = z.looseObject({
  enabled: z.boolean().catch(false),
  items: z.array(z.unknown()).catch([]).default([]),
});

/** One trigger item of an enabled `hook_ctl`, read into the receiver's terms. */
export interface HookItem {
  name: string;
  repo: HookRepo;
  autoCancel: boolean;
  /** the item as stored: its `workflow_args` or `test_args` */
  item: Record<string, unknown>;
}

/**
 * The items of a `hook_ctl` (`{enabled, items: [{main_repo, auto_cancel, …}]}`) that can fire: none
 * when it is off; an item naming no repository, host or event is skipped. An item without a name is
 * known by its position.
 */
export function hookItemsOf(hookCtl: unknown): HookItem[] {
  const ctl = hookCtlSchema.safeParse(hookCtl);
  if (!ctl.success || !ctl.data.enabled) return [];
  const items: HookItem[] = [];
  for (const [index, raw] of ctl.data.items.entries()) {
    if (!raw || typeof raw !== 'object') continue;
    const item = raw as Record<string, unknown>;
    const parsed = itemRepoSchema.safeParse(item.main_repo);
    if (!parsed.success) continue;
    const main = parsed.data;
    if (!main.codehost_id || !main.repo_name || main.events.length === 0) continue;
    items.push({
      name: main.name || `trigger-${index + 1}`,
      repo: {
        source: main.source,
        codehost_id: main.codehost_id,
        repo_owner: main.repo_owner,
        repo_namespace: main.repo_namespace,
        repo: main.repo_name,
        branch: main.branch,
        is_regular: main.is_regular,
        events: main.events,
        match_folders: main.match_folders,
      },
      autoCancel: item.auto_cancel === true,
      item,
    });
  }
  return items;
}
