import { useEffect } from 'react';

/**
 * Hook point of spec §2 "If the route has project_name, that project's permissions are loaded".
 * Called by the root layout with the project_name of the current route whenever it changes.
 * Project permissions (spec §6) arrive with the permissions issue; until then nothing is loaded
 * and nothing is assumed.
 */
export function useProjectPermissions(projectName: string | undefined): void {
  useEffect(() => {
    if (!projectName) return;
    // Permission loading for `projectName` goes here.
  }, [projectName]);
}
