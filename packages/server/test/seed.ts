import { projects } from '../src/db/schema.js';
import type { TestApp } from './test-app.js';

/**
 * Writes a project row directly, for suites that test permissions rather than projects
 * (the projects API has its own suite and fixture).
 */
export async function seedProject(t: TestApp, name: string, options: { isPublic?: boolean } = {}) {
  await t.database.db
    .insert(projects)
    .values({ name, alias: name, type: 'k8s', isPublic: options.isPublic ?? false });
}
