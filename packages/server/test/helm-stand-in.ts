import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * STAND-IN: helm is not installed on this machine, so `helm template` is played by this script,
 * answering as helm does: the chart's manifests on stdout, here one ConfigMap named
 * `<release>-values` holding the values file it was given with -f. Other helm commands fail.
 */
export const HELM_STAND_IN = `#!/bin/sh
[ "$1" = template ] || exit 1
release=$2
while [ $# -gt 0 ]; do [ "$1" = -f ] && values=$2; shift; done
printf 'apiVersion: v1\\nkind: ConfigMap\\nmetadata:\\n  name: %s-values\\ndata:\\n  values.yaml: |\\n' "$release"
sed 's/^/    /' "$values"
`;

/** Writes the stand-in as `<dir>/helm` (so a PATH holding dir finds it); answers its path. */
export function writeHelmStandIn(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'helm');
  writeFileSync(file, HELM_STAND_IN);
  chmodSync(file, 0o755);
  return file;
}
