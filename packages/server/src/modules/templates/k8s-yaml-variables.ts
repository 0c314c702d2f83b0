import type { TemplateVariableItem } from '@slipway/contracts';

/** `{{.name}}` as Go's text/template writes a field of the data, spaces inside the braces allowed. */
const VARIABLE = /\{\{-?\s*\.([A-Za-z_][A-Za-z0-9_]*)\s*-?\}\}/g;

/** The variables a Kubernetes YAML template uses, in order of first use, each once, with no value. */
export function variablesOf(content: string): TemplateVariableItem[] {
  const keys = new Set<string>();
  for (const match of content.matchAll(VARIABLE)) keys.add(match[1] as string);
  return [...keys].map((key) => ({ key, value: '' }));
}

/**
 * The stored variables for new content: the variables the content uses, each keeping the value it
 * had (as the editor merges by key); variables the content no longer uses are dropped.
 */
export function mergeVariables(
  content: string,
  sent: readonly TemplateVariableItem[],
): TemplateVariableItem[] {
  const values = new Map(sent.map((v) => [v.key, v.value]));
  return variablesOf(content).map(({ key }) => ({ key, value: values.get(key) ?? '' }));
}

/** What fills the system variables (`$Product$` …) when a template becomes a service in an environment. */
export interface SystemValues {
  project: string;
  service: string;
  namespace: string;
  envName: string;
}

/**
 * A template's YAML for one service: each `{{.name}}` replaced by its value (a variable without one
 * becomes empty, as Go templates print a missing key with `missingkey=zero`), then the system variables.
 */
export function renderTemplate(
  content: string,
  variables: readonly TemplateVariableItem[],
  system: SystemValues,
): string {
  const values = new Map(variables.map((v) => [v.key, v.value]));
  return content
    .replace(VARIABLE, (_whole, key: string) => values.get(key) ?? '')
    .replaceAll('$Product$', system.project)
    .replaceAll('$Service$', system.service)
    .replaceAll('$Namespace$', system.namespace)
    .replaceAll('$EnvName$', system.envName);
}
