import { ONBOARDING_DONE, type ProjectSummary } from '@slipway/contracts';
import { projectPaths } from './projectKinds';

/** Projects whose display name, identifier or description contain the search text (any case). */
export function searchProjects(projects: readonly ProjectSummary[], text: string): ProjectSummary[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...projects];
  return projects.filter((p) =>
    [p.alias, p.name, p.desc].some((value) => value?.toLowerCase().includes(needle)),
  );
}

/** Where a project in a list leads: its overview, or the initialization page while it is not set up. */
export function projectEntryPath(project: Pick<ProjectSummary, 'name' | 'onboarding_status'>): string {
  return project.onboarding_status === ONBOARDING_DONE
    ? projectPaths.detail(project.name)
    : projectPaths.initialize(project.name);
}
