import type { LoginResponse, ProjectCreate, ProjectTemplate } from '@slipway/contracts';
import { bindProjectRoles, createProject } from '../../../test/projects.fixture.js';
import type { TestApp } from '../../../test/test-app.js';

export const picket = (name: string) => `/api/v1/picket/projects/${name}`;
export const products = (name: string) => `/api/aslan/project/products/${name}`;

/** The calls the project suites make, in English, as the given users. */
export function projectCalls(t: TestApp) {
  const en = { cookie: 'language=en' };
  return {
    /** A private project administered by `owner`, with `reader` holding read-only. */
    async ownedProject(
      owner: LoginResponse,
      reader: LoginResponse,
      body: Partial<ProjectCreate> = {},
    ): Promise<ProjectTemplate> {
      const project = await createProject(t, { admins: [owner.uid], ...body });
      await bindProjectRoles(t, project.product_name, [reader.uid], ['read-only']);
      return project;
    },
    /** The project's template as the system administrator reads it. */
    async read(name: string): Promise<ProjectTemplate> {
      return (await t.request({ method: 'GET', url: products(name), token: t.admin.token })).json();
    },
    send(method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) {
      return t.request({ method, url, token, headers: en, ...(payload ? { payload } : {}) });
    },
  };
}
