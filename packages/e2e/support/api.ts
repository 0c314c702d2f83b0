import type { APIRequestContext, APIResponse } from '@playwright/test';

/** What POST /api/v1/login answers; the web app keeps exactly this object as its session user. */
export interface LoginResponse {
  uid: string;
  token: string;
  name: string;
  email: string;
  phone: string;
  account: string;
  identityType: string;
}

export interface Preference {
  theme: 'light' | 'dark';
  log_bg_color: string;
  log_font_color: string;
}

/** A role the user holds (GET /api/v1/userbindings). */
export interface RoleBinding {
  name: string;
  uid: string;
  role: string;
  preset: boolean;
}

export interface Credentials {
  account: string;
  password: string;
}

export interface CreatedUser extends Credentials {
  uid: string;
  name: string;
  email: string;
}

/** A project to create: identifier, display name and kind (Zadig's deployType). */
export interface NewProject {
  name: string;
  alias: string;
  type: 'k8s' | 'helm' | 'external' | 'cloud_host';
}

const productFeatures: Record<NewProject['type'], object> = {
  k8s: { basic_facility: 'kubernetes', deploy_type: 'k8s', create_env_type: 'system' },
  helm: { basic_facility: 'kubernetes', deploy_type: 'helm', create_env_type: 'system' },
  external: { basic_facility: 'kubernetes', deploy_type: 'k8s', create_env_type: 'external' },
  cloud_host: { basic_facility: 'cloud_host', deploy_type: 'k8s', create_env_type: 'system' },
};

/** A shell step, a freestyle job and a stage of a custom workflow, as the API takes them. */
export interface ShellStep {
  name: string;
  type: 'shell';
  spec: { script: string };
}

export interface FreestyleJob {
  name: string;
  type: 'freestyle';
  spec: { steps: ShellStep[] };
}

/** The part of a stored workflow the specs look at, as GET /api/aslan/workflow/v4/preset/{name} answers it. */
export interface Workflow {
  name: string;
  project: string;
  stages: Array<{
    name: string;
    approval: {
      enabled: boolean;
      native_approval: { approve_users: Array<{ user_id: string }>; needed_approvers: number };
    };
  }>;
}

/** GET/POST /api/aslan/system/concurrency/workflow (packages/contracts/src/system/concurrency.schema.ts). */
export interface WorkflowConcurrency {
  workflow_concurrency: number;
  build_concurrency: number;
}

export interface NewWorkflow {
  name: string;
  project: string;
  stages: { name: string; jobs: FreestyleJob[] }[];
}

async function json<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) {
    throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

let sequence = 0;

/** An account name no other test (or worker, or earlier run) uses. */
export function uniqueAccount(prefix = 'e2e'): string {
  sequence += 1;
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}-${process.pid}-${sequence}-${random}`;
}

/** The account data of a new ordinary user with a unique account (`<prefix>-…`). */
export function newUserData(prefix: string): Omit<CreatedUser, 'uid'> {
  const account = uniqueAccount(prefix);
  return {
    account,
    name: `E2E ${account}`,
    email: `${account}@example.com`,
    password: 'e2e-User-Passw0rd',
  };
}

/** Calls of the Slipway API the tests need for setting up data; the UI under test is never bypassed. */
export class SlipwayApi {
  constructor(private readonly request: APIRequestContext) {}

  async login(credentials: Credentials): Promise<LoginResponse> {
    const response = await this.request.post('/api/v1/login', { data: credentials });
    return json<LoginResponse>(response, `login as ${credentials.account}`);
  }

  /** The system roles of the user, as the web app loads them after sign-in. */
  async roles(session: LoginResponse): Promise<RoleBinding[]> {
    const response = await this.request.get('/api/v1/userbindings', {
      headers: bearer(session),
      params: { uid: session.uid, projectName: '' },
    });
    return json<RoleBinding[]>(response, 'GET userbindings');
  }

  async preference(session: LoginResponse): Promise<Preference> {
    const response = await this.request.get(`/api/v1/users/${session.uid}/setting`, {
      headers: bearer(session),
    });
    return json<Preference>(response, 'GET setting');
  }

  async setPreference(session: LoginResponse, preference: Partial<Preference>): Promise<Preference> {
    const response = await this.request.put(`/api/v1/users/${session.uid}/setting`, {
      headers: bearer(session),
      data: preference,
    });
    return json<Preference>(response, 'PUT setting');
  }

  /** Removes the mail server and sender, so a test starts with mail not configured. */
  async removeMailSettings(admin: LoginResponse): Promise<void> {
    for (const path of ['/api/v1/emails/host', '/api/v1/emails/service']) {
      await json<unknown>(await this.request.delete(path, { headers: bearer(admin) }), `DELETE ${path}`);
    }
  }

  /** Turns sign-up on (feature RegisterTrigger); needs a super admin's session. */
  async enableSignup(admin: LoginResponse): Promise<void> {
    const response = await this.request.put('/api/v1/features/RegisterTrigger', {
      headers: bearer(admin),
      data: { enabled: true },
    });
    await json<unknown>(response, 'enable sign-up');
  }

  /**
   * Creates an ordinary (non-admin) user as the system admin would in the user screen; unlike the
   * public sign-up it is not rate limited, so a test may create several users.
   */
  async createUser(admin: LoginResponse, user: Omit<CreatedUser, 'uid'>): Promise<CreatedUser> {
    const response = await this.request.post('/api/v1/users', { headers: bearer(admin), data: user });
    const personal = await json<{ uid: string }>(response, `create user ${user.account}`);
    return { ...user, uid: personal.uid };
  }

  /** Creates a system role granting `verbs` of one system resource (the portal's rules). */
  async createSystemRole(
    admin: LoginResponse,
    name: string,
    resource: string,
    verbs: string[],
  ): Promise<void> {
    const response = await this.request.post('/api/v1/system-roles', {
      headers: bearer(admin),
      data: { name, desc: '', rules: [{ kind: 'resource', resources: [resource], verbs }] },
    });
    await json<unknown>(response, `create system role ${name}`);
  }

  /** Creates a project with the portal's body; the creating admin administers it. */
  async createProject(admin: LoginResponse, project: NewProject): Promise<void> {
    const response = await this.request.post('/api/v1/picket/projects', {
      headers: bearer(admin),
      data: {
        project_name: project.alias,
        product_name: project.name,
        admins: [admin.uid],
        cluster_ids: [],
        desc: '',
        enabled: true,
        public: false,
        product_feature: productFeatures[project.type],
      },
    });
    await json<unknown>(response, `create project ${project.name}`);
  }

  /**
   * Creates a custom workflow (POST /api/aslan/workflow/v4) as the portal sends it: YAML text (JSON is
   * YAML) in a form body; unset fields take their defaults.
   */
  async createWorkflow(session: LoginResponse, workflow: NewWorkflow): Promise<void> {
    const response = await this.request.post(`/api/aslan/workflow/v4?projectName=${workflow.project}`, {
      headers: { ...bearer(session), 'Content-Type': 'application/x-www-form-urlencoded' },
      data: JSON.stringify(workflow),
    });
    await json<unknown>(response, `create workflow ${workflow.name}`);
  }

  /** The whole stored workflow as the run dialog starts from it (GET /api/aslan/workflow/v4/preset/{name}). */
  async preset(session: LoginResponse, workflow: string): Promise<Workflow> {
    const response = await this.request.get(`/api/aslan/workflow/v4/preset/${workflow}`, {
      headers: bearer(session),
    });
    return json<Workflow>(response, `preset of ${workflow}`);
  }

  async concurrency(session: LoginResponse): Promise<WorkflowConcurrency> {
    const response = await this.request.get('/api/aslan/system/concurrency/workflow', {
      headers: bearer(session),
    });
    return json<WorkflowConcurrency>(response, 'GET workflow concurrency');
  }

  /** Sets the workflow concurrency (system settings); needs a super admin's session. */
  async setConcurrency(admin: LoginResponse, value: WorkflowConcurrency): Promise<void> {
    const response = await this.request.post('/api/aslan/system/concurrency/workflow', {
      headers: bearer(admin),
      data: value,
    });
    await json<unknown>(response, 'set workflow concurrency');
  }

  /** Creates an ordinary (non-admin) user through the public sign-up; sign-up must be on. */
  async signup(user: Omit<CreatedUser, 'uid'>): Promise<CreatedUser> {
    const response = await this.request.post('/api/v1/signup', { data: user });
    const personal = await json<{ uid: string }>(response, `sign up ${user.account}`);
    return { ...user, uid: personal.uid };
  }
}

function bearer(session: LoginResponse): Record<string, string> {
  return { Authorization: `Bearer ${session.token}` };
}
