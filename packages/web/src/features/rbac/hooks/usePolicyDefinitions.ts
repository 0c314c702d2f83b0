import { type GrantableVerbs, grantableOf } from '@slipway/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/useLanguage';
import type { PolicyDefinition } from '../rbac.api';
import { definitionsQuery } from './rbacQueries';

export interface Definitions {
  list: PolicyDefinition[];
  /** resource → the verbs that may be granted on it, to turn chosen verbs into a role's rules */
  grantable: GrantableVerbs;
  /** the text of an action or a resource, or the name itself when unknown */
  alias: (name: string) => string;
  /** the actions grouped by resource, e.g. 'Workflow: View, Run; Environment: View' */
  summary: (actions: readonly string[]) => string;
  isPending: boolean;
}

/** What may be granted in a project, with its texts in the user's language. */
export function useProjectDefinitions(): Definitions {
  const { data = [], isPending } = useQuery(definitionsQuery('project', useLanguage()));
  const aliases = new Map<string, string>();
  for (const definition of data) {
    aliases.set(definition.resource, definition.alias);
    for (const rule of definition.rules) aliases.set(rule.action, rule.alias);
  }
  const summary = (actions: readonly string[]) =>
    data
      .map((definition) => ({
        resource: definition.alias,
        held: definition.rules.filter((rule) => actions.includes(rule.action)).map((rule) => rule.alias),
      }))
      .filter((group) => group.held.length > 0)
      .map((group) => `${group.resource}: ${group.held.join(', ')}`)
      .join('; ');
  return {
    list: data,
    grantable: grantableOf(data),
    alias: (name) => aliases.get(name) ?? name,
    summary,
    isPending,
  };
}
