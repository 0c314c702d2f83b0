/**
 * Who may call each API route, written from spec §6 independently of the routes' own declarations,
 * so that a wrong declaration and a wrong check both show up in the permission matrix.
 *
 * public       anyone, signed in or not
 * signedIn     any signed-in user
 * self         the user named in the path, and system admins
 * selfQuery    the user named by ?uid=, and system admins
 * admin        system admins only (system_verbs grant nothing more here)
 * projectView  members of the project, everybody signed in for a public project, system admins
 * projectAdmin the project's administrators and system admins
 * { action }   project admins, system admins, and members whose project_verbs hold the action
 *              (one of them, when several are named)
 */
export type Expectation =
  | 'public'
  | 'signedIn'
  | 'self'
  | 'selfQuery'
  | 'admin'
  | 'projectView'
  | 'projectAdmin'
  | { action: string | readonly string[] };

/**
 * A system setting listed at `list`: every signed-in user reads it (the forms that pick from it),
 * administrators add it there and change and remove it at `list/:id`.
 */
const systemSetting = (list: string): Record<string, Expectation> => ({
  [`GET ${list}`]: 'signedIn',
  [`POST ${list}`]: 'admin',
  [`PUT ${list}/:id`]: 'admin',
  [`DELETE ${list}/:id`]: 'admin',
});

export const expectedPermissions: Record<string, Expectation> = {
  // accounts
  'GET /api/health': 'public',
  'GET /api/aslan/system/rsaKey/publicKey': 'public',
  'POST /api/v1/login': 'public',
  'GET /api/v1/login-enabled': 'public',
  'GET /api/v1/login': 'public',
  'GET /api/v1/features/:name': 'public',
  'PUT /api/v1/features/:name': 'admin',
  'POST /api/v1/signup': 'public',
  'GET /api/v1/retrieve': 'public',
  'POST /api/v1/reset': 'public',
  'POST /api/v1/visit-records': 'signedIn',
  'GET /api/v1/user/count': 'signedIn',
  'GET /api/v1/users/:id/personal': 'self',
  'PUT /api/v1/users/:id/personal': 'self',
  'PUT /api/v1/users/:id/password': 'self',
  'GET /api/v1/users/:id/setting': 'self',
  'PUT /api/v1/users/:id/setting': 'self',
  // user administration
  'POST /api/v1/users': 'admin',
  'PUT /api/v1/users/:id': 'admin',
  'DELETE /api/v1/picket/users/:id': 'admin',
  'POST /api/v1/users/search': 'signedIn',
  'POST /api/v1/picket/users': 'admin',
  // permission reads and definitions
  'GET /api/v1/policy-definitions': 'signedIn',
  'GET /api/v1/policy/permission': 'signedIn',
  'GET /api/v1/policy/permission/project/:projectName': 'signedIn',
  'GET /api/v1/userbindings': 'selfQuery',
  // system roles
  'GET /api/v1/system-roles': 'admin',
  'POST /api/v1/system-roles': 'admin',
  'DELETE /api/v1/system-roles/:name': 'admin',
  'GET /api/v1/system-rolebindings': 'admin',
  'POST /api/v1/system-rolebindings': 'admin',
  'POST /api/v1/system-rolebindings/update': 'admin',
  'DELETE /api/v1/system-rolebindings/:name': 'admin',
  'GET /api/v1/public-roles': 'signedIn',
  'POST /api/v1/public-roles': 'admin',
  'GET /api/v1/public-roles/:name': 'signedIn',
  'PUT /api/v1/public-roles/:name': 'admin',
  'DELETE /api/v1/public-roles/:name': 'admin',
  'GET /api/v1/preset-roles': 'signedIn',
  // project roles, members, groups, policies
  'GET /api/v1/roles': 'projectView',
  'POST /api/v1/roles': 'projectAdmin',
  'GET /api/v1/roles/:name': 'projectView',
  'PUT /api/v1/roles/:name': 'projectAdmin',
  'DELETE /api/v1/roles/:name': 'projectAdmin',
  'POST /api/v1/rolebindings': 'projectAdmin',
  'POST /api/v1/rolebindings/update': 'projectAdmin',
  'DELETE /api/v1/rolebindings/:name': 'projectAdmin',
  'GET /api/v1/picket/bindings': 'projectView',
  'GET /api/v1/groups': 'projectView',
  'POST /api/v1/groups': 'projectAdmin',
  'PUT /api/v1/groups/:id': 'projectAdmin',
  'DELETE /api/v1/groups/:id': 'projectAdmin',
  'GET /api/v1/policies': 'projectView',
  'GET /api/v1/policies/:name': 'projectView',
  'POST /api/v1/policies': 'projectAdmin',
  'PUT /api/v1/policies/:name': 'projectAdmin',
  'DELETE /api/v1/policies/:name': 'projectAdmin',
  // projects
  'GET /api/v1/picket/projects': 'signedIn',
  'POST /api/v1/picket/projects': 'admin',
  'PUT /api/v1/picket/projects/:name': 'projectAdmin',
  'DELETE /api/v1/picket/projects/:name': 'projectAdmin',
  'GET /api/aslan/project/products/:name': 'projectView',
  'PUT /api/aslan/project/products/:name': 'projectAdmin',
  'PATCH /api/aslan/project/products/:name': { action: 'edit_service' },
  'GET /api/aslan/project/products/:name/services': 'projectView',
  'PUT /api/aslan/project/products/:name/:status': 'projectAdmin',
  'GET /api/aslan/project/products/:name/searching-rules': { action: 'get_service' },
  'PUT /api/aslan/project/products/:name/searching-rules': { action: 'edit_service' },
  'GET /api/aslan/project/templates/info': 'signedIn',
  'GET /api/aslan/project/variablesets': 'projectView',
  'POST /api/aslan/project/variablesets': { action: 'config_environment' },
  'GET /api/aslan/project/variablesets/:id': 'projectView',
  'PUT /api/aslan/project/variablesets/:id': { action: 'config_environment' },
  'DELETE /api/aslan/project/variablesets/:id': { action: 'config_environment' },
  // workflow definitions and logs
  'GET /api/aslan/workflow/v4': 'projectView',
  'POST /api/aslan/workflow/v4': { action: 'create_workflow' },
  'POST /api/aslan/workflow/v4/lint': 'signedIn',
  'GET /api/aslan/workflow/v4/name/:name': { action: 'get_workflow' },
  'GET /api/aslan/workflow/v4/preset/:name': { action: 'get_workflow' },
  'PUT /api/aslan/workflow/v4/:name': { action: 'edit_workflow' },
  'DELETE /api/aslan/workflow/v4/:name': { action: 'delete_workflow' },
  'GET /api/aslan/logs/sse/v4/workflow/:workflowName/:taskId/:jobName/:lines': { action: 'get_workflow' },
  'GET /api/aslan/logs/log/v4/workflow/:workflowName/tasks/:taskId/jobs/:jobName': { action: 'get_workflow' },
  'GET /api/aslan/logs/log/v4/workflow/:workflowName/:taskId/jobs/:jobName/:lines': {
    action: 'get_workflow',
  },
  // workflow tasks
  'POST /api/aslan/workflow/v4/workflowtask': { action: 'run_workflow' },
  'GET /api/aslan/workflow/v4/workflowtask': { action: 'get_workflow' },
  'GET /api/aslan/workflow/v4/workflowtask/workflow/:workflowName/task/:taskId': { action: 'get_workflow' },
  'DELETE /api/aslan/workflow/v4/workflowtask/workflow/:workflowName/task/:taskId': {
    action: 'run_workflow',
  },
  'GET /api/aslan/workflow/v4/workflowtask/clone/workflow/:workflowName/task/:taskId': {
    action: 'get_workflow',
  },
  'POST /api/aslan/workflow/v4/workflowtask/retry/workflow/:workflowName/task/:taskId': {
    action: 'run_workflow',
  },
  'POST /api/aslan/workflow/v4/workflowtask/approve': { action: 'get_workflow' },
  'GET /api/aslan/workflow/sse/tasks/:list': 'signedIn',
  'GET /api/aslan/workflow/sse/workflowTasks/:list': 'signedIn',
  'GET /api/aslan/system/concurrency/workflow': 'signedIn',
  'POST /api/aslan/system/concurrency/workflow': 'admin',
  'GET /api/aslan/system/jobExecutor': 'admin',
  'PUT /api/aslan/system/jobExecutor': 'admin',
  'GET /api/aslan/workflow/v4/sharestorage': 'signedIn',
  // audit log and announcements
  'GET /api/aslan/system/operation': 'admin',
  'GET /api/aslan/system/announcement': 'signedIn',
  'GET /api/aslan/system/announcement/all': 'admin',
  'POST /api/aslan/system/announcement': 'admin',
  'PUT /api/aslan/system/announcement/update': 'admin',
  'DELETE /api/aslan/system/announcement/:id': 'admin',
  // the layout's own calls: notices, quick links, mail settings
  'GET /api/aslan/system/notification': 'signedIn',
  'PUT /api/aslan/system/notification/read': 'signedIn',
  'POST /api/aslan/system/notification/delete': 'signedIn',
  'GET /api/aslan/system/notification/subscribe': 'signedIn',
  'POST /api/aslan/system/notification/subscribe': 'signedIn',
  ...systemSetting('/api/aslan/system/externalLink'),
  'GET /api/v1/emails/host': 'admin',
  'GET /api/v1/emails/internal/host': 'admin',
  'POST /api/v1/emails/host': 'admin',
  'PATCH /api/v1/emails/host': 'admin',
  'DELETE /api/v1/emails/host': 'admin',
  'GET /api/v1/emails/service': 'admin',
  'POST /api/v1/emails/service': 'admin',
  'PATCH /api/v1/emails/service': 'admin',
  'DELETE /api/v1/emails/service': 'admin',
  // code hosts: every repository picker lists them, administrators change them
  'GET /api/v1/codehosts': 'signedIn',
  'GET /api/v1/codehosts/:id': 'signedIn',
  'POST /api/v1/codehosts': 'admin',
  'PATCH /api/v1/codehosts/:id': 'admin',
  'DELETE /api/v1/codehosts/:id': 'admin',
  'GET /api/aslan/code/codehost/:id/namespaces': 'signedIn',
  'GET /api/aslan/code/codehost/:id/projects': 'signedIn',
  'GET /api/aslan/code/codehost/:id/branches': 'signedIn',
  'GET /api/aslan/code/codehost/:id/tags': 'signedIn',
  // builds: project resources; the workflow editors and run dialogs read them as members
  'GET /api/aslan/build/build': { action: 'get_build' },
  'POST /api/aslan/build/build': { action: 'create_build' },
  'PUT /api/aslan/build/build': { action: 'edit_build' },
  'DELETE /api/aslan/build/build': { action: 'delete_build' },
  'GET /api/aslan/build/build/:name': 'projectView',
  'GET /api/aslan/build/build/serviceModule': 'projectView',
  'POST /api/aslan/build/build/targets': { action: 'edit_build' },
  'GET /api/aslan/build/targets': 'projectView',
  'GET /api/aslan/build/targets/:projectName': 'projectView',
  // build templates: global; project build forms pick and read them
  'GET /api/aslan/template/build/:id': 'signedIn',
  ...systemSetting('/api/aslan/template/build'),
  // Dockerfile and K8s YAML templates: global; build and service forms pick and read them
  ...systemSetting('/api/aslan/template/dockerfile'),
  'GET /api/aslan/template/dockerfile/:id': 'signedIn',
  'GET /api/aslan/template/dockerfile/:id/reference': 'signedIn',
  'POST /api/aslan/template/dockerfile/validation': 'signedIn',
  ...systemSetting('/api/aslan/template/yaml'),
  'GET /api/aslan/template/yaml/:id': 'signedIn',
  'GET /api/aslan/template/yaml/:id/reference': 'signedIn',
  'POST /api/aslan/template/yaml/:id/reference': 'admin',
  'POST /api/aslan/template/yaml/getVariables': 'signedIn',
  // Jenkins servers: Jenkins build forms pick servers, jobs and parameters
  ...systemSetting('/api/aslan/system/jenkins/integration'),
  'POST /api/aslan/system/jenkins/user/connection': 'admin',
  'GET /api/aslan/system/jenkins/exist': 'signedIn',
  'GET /api/aslan/system/jenkins/jobNames/:id': 'signedIn',
  'GET /api/aslan/system/jenkins/buildArgs/:id/:jobName': 'signedIn',
  // image registries
  'GET /api/aslan/system/registry/namespaces': 'admin',
  'POST /api/aslan/system/registry/namespaces': 'admin',
  'PUT /api/aslan/system/registry/namespaces/:id': 'admin',
  'DELETE /api/aslan/system/registry/namespaces/:id': 'admin',
  'GET /api/aslan/system/registry': 'signedIn',
  'POST /api/aslan/system/registry/images': 'signedIn',
  'GET /api/aslan/system/registry/release/repos': 'signedIn',
  // Helm repositories: Helm service forms of every project pick repositories and their charts
  ...systemSetting('/api/aslan/system/helm'),
  'GET /api/aslan/system/helm/:repoName/index': 'signedIn',
  // clusters: every form that places jobs or environments picks one; administrators manage them
  ...systemSetting('/api/aslan/cluster/clusters'),
  'PUT /api/aslan/cluster/clusters/:id/disconnect': 'admin',
  'PUT /api/aslan/cluster/clusters/:id/reconnect': 'admin',
  'GET /api/aslan/cluster/agent/:id/upgrade': 'admin',
  'GET /api/aslan/cluster/:id/storageclasses': 'admin',
  'GET /api/aslan/cluster/:id/:namespace/pvcs': 'admin',
  'GET /api/aslan/environment/kube/nodes': 'signedIn',
  // tests: project resources; a run's report is also read by those who see the workflow that ran it
  'GET /api/aslan/testing/test': { action: 'get_test' },
  'POST /api/aslan/testing/test': { action: 'create_test' },
  'PUT /api/aslan/testing/test': { action: 'edit_test' },
  'GET /api/aslan/testing/test/:name': { action: 'get_test' },
  'DELETE /api/aslan/testing/test/:name': { action: 'delete_test' },
  'GET /api/aslan/testing/testdetail': { action: 'get_test' },
  'GET /api/v1/picket/workflows/testName/:testName': { action: 'get_test' },
  'POST /api/aslan/testing/testtask': { action: 'run_test' },
  'POST /api/aslan/testing/testtask/productName/:projectName/id/:taskId/pipelines/:testJobName/restart': {
    action: 'run_test',
  },
  'DELETE /api/aslan/testing/testtask/productName/:projectName/id/:taskId/pipelines/:testJobName': {
    action: 'run_test',
  },
  'GET /api/aslan/testing/itreport/latest/service/:testName': { action: 'get_test' },
  'GET /api/aslan/testing/itreport/workflow/:workflowName/id/:taskId/names/:testJobName/service/:serviceName':
    {
      action: ['get_test', 'get_workflow'],
    },
  'GET /api/aslan/testing/report/workflow/:workflowName/id/:taskId/names/:testJobName/service/:serviceName': {
    action: ['get_test', 'get_workflow'],
  },
  'GET /api/aslan/testing/files/workflow/:workflowName/id/:taskId/names/:testJobName/service/:serviceName': {
    action: ['get_test', 'get_workflow'],
  },
  'GET /api/aslan/workflow/workflowtask/id/:taskId/pipelines/:workflowName': { action: 'get_test' },
  'GET /api/aslan/workflow/workflowtask/max/:max/start/:start/pipelines/:workflowName': {
    action: 'get_test',
  },
  'GET /api/aslan/workflow/sse/workflows/id/:taskId/pipelines/:workflowName': { action: 'get_test' },
  'GET /api/aslan/logs/sse/workflow/test/:testJobName/:taskId/:testName/:lines/:serviceName': {
    action: 'get_test',
  },
  'GET /api/aslan/logs/log/workflow/:workflowName/tasks/:taskId/tests/:testName/service/:serviceName': {
    action: 'get_test',
  },
  // code scanning: project resources; Sonar servers are system settings the scanner form picks from
  'GET /api/aslan/testing/scanning': { action: 'get_scan' },
  'POST /api/aslan/testing/scanning': { action: 'create_scan' },
  'GET /api/aslan/testing/scanning/:id': { action: 'get_scan' },
  'PUT /api/aslan/testing/scanning/:id': { action: 'edit_scan' },
  'DELETE /api/aslan/testing/scanning/:id': { action: 'delete_scan' },
  'GET /api/aslan/testing/scanning/:id/task': { action: 'get_scan' },
  'POST /api/aslan/testing/scanning/:id/task': { action: 'run_scan' },
  'GET /api/aslan/testing/scanning/:id/task/:taskId': { action: 'get_scan' },
  'POST /api/aslan/testing/scanning/:id/task/:taskId': { action: 'run_scan' },
  'DELETE /api/aslan/testing/scanning/:id/task/:taskId': { action: 'run_scan' },
  'GET /api/aslan/testing/scanning/:id/task/:taskId/sse': { action: 'get_scan' },
  'GET /api/aslan/logs/log/scanning/:id/task/:taskId': { action: 'get_scan' },
  'GET /api/aslan/logs/sse/scanning/:id/task/:taskId': { action: 'get_scan' },
  ...systemSetting('/api/aslan/system/sonar/integration'),
  'POST /api/aslan/system/sonar/validate': 'admin',
  // code hosts: OAuth (browser navigations), run dialogs, branch check, repository files
  'GET /api/v1/codehosts/:id/auth': 'public',
  'GET /api/directory/codehosts/callback': 'public',
  'PUT /api/aslan/code/codehost/infos': 'signedIn',
  'POST /api/aslan/code/codehost/branches/regular/check': 'signedIn',
  'GET /api/aslan/code/workspace/tree': 'signedIn',
  'GET /api/aslan/code/workspace/git/:codehostId': 'signedIn',
  'GET /api/aslan/code/workspace/getcontents/:codehostId': 'signedIn',
  'GET /api/aslan/code/workspace/codehub/:codehostId': 'signedIn',
  // git triggers of workflows; deliveries are authenticated by each trigger's secret
  'GET /api/aslan/workflow/v4/webhook': { action: 'get_workflow' },
  'POST /api/aslan/workflow/v4/webhook/:workflowName': { action: 'edit_workflow' },
  'PUT /api/aslan/workflow/v4/webhook/:workflowName': { action: 'edit_workflow' },
  'DELETE /api/aslan/workflow/v4/webhook/:workflowName/trigger/:triggerName': { action: 'edit_workflow' },
  'POST /api/aslan/webhook': 'public',
  // archives of a run: whoever sees the workflow's project; the download link carries its sign-in token as ?token=
  'GET /api/aslan/testing/workspace/workflow/:workflowName/taskId/:taskId': 'projectView',
  'GET /api/aslan/workflow/v2/tasks/workflow/:workflowName/taskId/:taskId': 'projectView',
  // object storages, build images, software packages: build forms read them, administrators change them
  ...systemSetting('/api/aslan/system/s3storage'),
  'POST /api/aslan/system/s3storage/:id/releases/search': 'signedIn',
  // hosts: pickers read system hosts (keys only for administrators); a project's administrators keep its hosts
  ...systemSetting('/api/aslan/system/privateKey'),
  'GET /api/aslan/system/privateKey/labels': 'signedIn',
  'POST /api/aslan/system/privateKey/batch': 'admin',
  'GET /api/aslan/project/pms': 'projectView',
  'POST /api/aslan/project/pms': 'projectAdmin',
  'POST /api/aslan/project/pms/batch': 'projectAdmin',
  'PUT /api/aslan/project/pms/:id': 'projectAdmin',
  'DELETE /api/aslan/project/pms/:id': 'projectAdmin',
  ...systemSetting('/api/aslan/system/basicImages'),
  'GET /api/aslan/system/install': 'signedIn',
  'POST /api/aslan/system/install': 'admin',
  'PUT /api/aslan/system/install': 'admin',
  'PUT /api/aslan/system/install/delete': 'admin',
  // the proxy is a settings page only
  'GET /api/aslan/system/proxyManage': 'admin',
  'POST /api/aslan/system/proxyManage': 'admin',
  'POST /api/aslan/system/proxyManage/connectionTest': 'admin',
  'PUT /api/aslan/system/proxyManage/:id': 'admin',
};
