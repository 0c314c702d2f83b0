/**
 * The build names a stored workflow definition refers to: the `service_and_builds[].build_name`
 * of its `zadig-build` jobs. Definitions are read loosely: anything else in them is ignored.
 */
export function buildNamesOfWorkflow(definition: unknown): Set<string> {
  const names = new Set<string>();
  for (const stage of arrayAt(definition, 'stages')) {
    for (const job of arrayAt(stage, 'jobs')) {
      if ((job as { type?: unknown }).type !== 'zadig-build') continue;
      for (const entry of arrayAt((job as { spec?: unknown }).spec, 'service_and_builds')) {
        const name = (entry as { build_name?: unknown }).build_name;
        if (typeof name === 'string' && name) names.add(name);
      }
    }
  }
  return names;
}

function arrayAt(node: unknown, key: string): unknown[] {
  if (node === null || typeof node !== 'object') return [];
  const value = (node as Record<string, unknown>)[key];
  return Array.isArray(value) ? value.filter((item) => item !== null && typeof item === 'object') : [];
}
