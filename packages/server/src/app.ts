import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { ErrorCode, PRODUCT_NAME, PRODUCT_VERSION, translate } from '@slipway/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { ConcurrencySettings } from './engine/concurrency.js';
import { Engine } from './engine/engine.js';
import { Podman } from './engine/executors/container/podman.js';
import { JobExecutor } from './engine/executors/job-executor.js';
import { type ExtensionCallback, ExtensionCallbacks } from './engine/job-types/extension-callbacks.js';
import { helmReleaseDeployer } from './engine/job-types/helm-deploy-release.js';
import { hostDeploysOf } from './engine/job-types/host-deploy-source.js';
import { createJobTypes } from './engine/job-types/registry.js';
import { zadigBuildDeps } from './engine/job-types/zadig-build-deps.js';
import { environmentDeployTargets } from './engine/job-types/zadig-deploy-environments.js';
import { LogArchive } from './engine/logs/log-archive.js';
import { LogStore } from './engine/logs/log-store.js';
import { LogRelay } from './engine/replicas/log-relay.js';
import { PgReplicaBus } from './engine/replicas/pg-replica-bus.js';
import { SoloBus } from './engine/replicas/replica-bus.js';
import { replicaIdOf } from './engine/replicas/replica-id.js';
import { TaskEvents } from './engine/task-events.js';
import { TaskRepository } from './engine/task-repository.js';
import { sendError } from './http/error-mapper.js';
import { installNulGuard } from './http/nul-guard.js';
import { type Actor, installPermissions } from './http/permissions.js';
import { requestLanguage } from './http/request-language.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { SecretBox } from './lib/crypto/aes.js';
import { NotFoundError } from './lib/errors.js';
import type { ServerKeys } from './lib/keys.js';
import { createMailer } from './lib/mailer.js';
import type { ObjectStores } from './lib/object-store/object-stores.js';
import { TokenService } from './lib/tokens.js';
import { announcementsRoutes } from './modules/announcements/announcements.routes.js';
import { workflowArtifactsPrefix } from './modules/artifacts/artifact-keys.js';
import { artifactsRoutes } from './modules/artifacts/artifacts.routes.js';
import { ArtifactsService } from './modules/artifacts/artifacts.service.js';
import { testRunFilesOf } from './modules/artifacts/test-run-files.js';
import { installAuditLog } from './modules/audit/audit.hook.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { AccountService } from './modules/auth/account.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { FeaturesRepository } from './modules/auth/features.repository.js';
import { PasswordResetsRepository } from './modules/auth/password-resets.repository.js';
import { registerBasicImages } from './modules/basic-images/register.js';
import { registerBuilds } from './modules/builds/builds.module.js';
import { registerClusters } from './modules/clusters/register.js';
import { checkoutRemotes } from './modules/codehosts/checkout-remotes.js';
import { registerCodehosts } from './modules/codehosts/codehosts.module.js';
import { createCommonWorkflows } from './modules/common-workflows/common-workflows.module.js';
import { registerEnvironmentConfigs } from './modules/environment-configs/register.js';
import { registerEnvironments } from './modules/environments/register.js';
import { externalLinksRoutes } from './modules/external-links/external-links.routes.js';
import { registerHelmRepos } from './modules/helm-repos/register.js';
import { chartFolderReader } from './modules/helm-services/chart-folder-reader.js';
import { registerHelmServices } from './modules/helm-services/register.js';
import type { HostProbeScheduler } from './modules/hosts/host-probe-scheduler.js';
import { registerHosts } from './modules/hosts/register.js';
import { jobExecutorRoutes } from './modules/job-executor/job-executor.routes.js';
import { JobExecutorSettings } from './modules/job-executor/job-executor.settings.js';
import { logsRoutes } from './modules/logs/logs.routes.js';
import { MailSettingsRepository } from './modules/mail/mail-settings.repository.js';
import { mailSettingsRoutes } from './modules/mail/mail-settings.routes.js';
import { MailSettingsService } from './modules/mail/mail-settings.service.js';
import { NotificationsRepository } from './modules/notifications/notifications.repository.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { NotificationsService } from './modules/notifications/notifications.service.js';
import { packageInstaller } from './modules/packages/package-installer.js';
import { registerPackages } from './modules/packages/register.js';
import { pluginsRoutes } from './modules/plugins/plugins.routes.js';
import { registerPodExec } from './modules/pod-exec/register.js';
import { productHookSource } from './modules/product-workflows/product-hooks.js';
import { productTaskName } from './modules/product-workflows/product-workflow-engine.js';
import { createProductWorkflows } from './modules/product-workflows/product-workflows.module.js';
import { projectsRoutes } from './modules/projects/projects.routes.js';
import type { ProjectCleanup } from './modules/projects/projects.service.js';
import { registerProxy } from './modules/proxy/register.js';
import { PermissionService } from './modules/rbac/permission.service.js';
import { RbacRepository } from './modules/rbac/rbac.repository.js';
import { rbacRoutes } from './modules/rbac/rbac.routes.js';
import { RbacService } from './modules/rbac/rbac.service.js';
import { systemRoleBindingRoutes } from './modules/rbac/system-rolebindings.routes.js';
import { SystemRoleBindingsService } from './modules/rbac/system-rolebindings.service.js';
import { RegistriesRepository } from './modules/registries/registries.repository.js';
import { registriesRoutes } from './modules/registries/registries.routes.js';
import { RegistriesService } from './modules/registries/registries.service.js';
import { RegistryImagesService } from './modules/registries/registry-images.service.js';
import { createScanning, registerScanning } from './modules/scanning/scanning.module.js';
import { createSchedules, registerSchedules } from './modules/schedules/register.js';
import type { ScheduleRunners } from './modules/schedules/schedule-runners.js';
import type { Scheduler } from './modules/schedules/scheduler.js';
import type { SchedulesService } from './modules/schedules/schedules.service.js';
import { registerServices } from './modules/services/register.js';
import type { ServicesService } from './modules/services/services.service.js';
import { registerStorage } from './modules/storage/register.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { registerLibraryTemplates } from './modules/templates/register.js';
import { testHookSource } from './modules/testing/test-hooks.js';
import { createTesting, registerTesting, testTaskListKind } from './modules/testing/testing.module.js';
import { UsersRepository } from './modules/users/users.repository.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { isSystemAdmin, UsersService } from './modules/users/users.service.js';
import { usersAdminRoutes } from './modules/users/users-admin.routes.js';
import { variableSetsRoutes } from './modules/variable-sets/variable-sets.routes.js';
import { HookSources } from './modules/webhooks/hook-sources.js';
import { registerWebhooks } from './modules/webhooks/webhooks.module.js';
import { registerWorkflowNotify } from './modules/workflow-notify/register.js';
import { taskStreamsRoutes } from './modules/workflow-tasks/task-streams.routes.js';
import { tasksRoutes } from './modules/workflow-tasks/tasks.routes.js';
import { TasksService } from './modules/workflow-tasks/tasks.service.js';
import { workflowViewsRoutes } from './modules/workflow-views/workflow-views.routes.js';
import { sealStoredCredentials } from './modules/workflows/credential-sweep.js';
import { picketWorkflowsRoutes } from './modules/workflows/picket-workflows.routes.js';
import { WorkflowsRepository } from './modules/workflows/workflows.repository.js';
import { workflowsRoutes } from './modules/workflows/workflows.routes.js';
import { webDistDir } from './paths.js';
import { ClusterDrivers } from './workloads/cluster-drivers.js';

export interface AppDeps {
  config: Config;
  database: Database;
  keys: ServerKeys;
  /** Folder of the built web app; served when it exists. */
  webDir?: string;
  logger?: boolean | object;
  now?: () => Date;
}

export interface App {
  app: FastifyInstance;
  accounts: AccountService;
  rbac: RbacService;
  engine: Engine;
  events: TaskEvents;
  executor: JobExecutor;
  /** in-app notices: other modules send task status changes and messages through it */
  notifications: NotificationsService;
  /** where artifacts, reports and logs are kept: the default object storage, else DATA_DIR/objects */
  objectStores: ObjectStores;
  /** the health probe of hosts: runs on its interval, `runOnce()` probes now */
  hostProbes: HostProbeScheduler;
  /** project services: what environments and deploy jobs read and render */
  services: ServicesService;
  /** workflow timers: owners register their runner and replace their items; `scheduler.tick(now)` fires due slots */
  schedules: { service: SchedulesService; runners: ScheduleRunners; scheduler: Scheduler };
}

/** Wires repositories, services and routes. Tests call it with their own deps and use inject(). */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database, keys } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // a body naming __proto__ or constructor.prototype is refused (400), never merged into objects
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  // First, so the headers are set before any hook can answer (a 401, a 429).
  await installSecurityHeaders(app);

  const db = database.db;
  const usersRepo = new UsersRepository(db);
  const rbacRepo = new RbacRepository(db);
  const rbac = new RbacService(rbacRepo);
  const permissions = new PermissionService(rbacRepo);
  const featuresRepo = new FeaturesRepository(db);
  const tokens = new TokenService(keys.jwtSecret, config.tokenTtlSeconds);
  const box = new SecretBox(keys.masterKey);
  const mailSettings = new MailSettingsService({
    repository: new MailSettingsRepository(db),
    box,
    keys,
    defaultSender: config.smtpFrom,
  });
  await mailSettings.seed(config.smtpUrl);
  const mailer = createMailer(() => mailSettings.smtpSettings());
  const systemBindings = new SystemRoleBindingsService(rbacRepo);
  const users = new UsersService({ users: usersRepo, roles: rbacRepo, systemBindings, tokens });
  const accounts = new AccountService({
    users: usersRepo,
    roles: rbacRepo,
    rbac,
    features: featuresRepo,
    resets: new PasswordResetsRepository(db),
    tokens,
    mailer,
    resetTtlMs: config.resetTtlMs,
    ...(deps.now ? { now: deps.now } : {}),
  });

  installNulGuard(app);
  installPermissions(app, {
    resolveActor: async (token): Promise<Actor | null> => {
      const check = await tokens.verifySession(token);
      if (!check.ok) return null;
      const user = await usersRepo.findById(check.claims.uid);
      // A deleted user has no row; a password change ends the sessions issued before it.
      if (!user || check.claims.issuedAtMs < (user.sessionsValidAfter?.getTime() ?? 0)) return null;
      return {
        uid: user.id,
        account: user.account,
        name: user.name,
        email: user.email,
        isSystemAdmin: isSystemAdmin(await rbacRepo.rolesOf(user.id)),
      };
    },
    global: (actor) => permissions.global(actor),
    project: (actor, projectName) => permissions.project(actor, projectName),
    projectOfWorkflow: (workflowName) => rbacRepo.projectOfWorkflow(workflowName),
  });
  installAuditLog(app, { db });

  await app.register(fastifyRateLimit, { global: false });
  // terminal frames are keystrokes: a megabyte is far more than any needs
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: PRODUCT_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(systemRoutes({ db, keys, databaseKind: database.kind }));
  await app.register(
    authRoutes({
      accounts,
      features: featuresRepo,
      publicUrl: config.publicUrl,
      loginAttemptsPerMinute: config.loginAttemptsPerMinute,
    }),
  );
  await app.register(usersRoutes(users, accounts));
  await app.register(usersAdminRoutes(users));
  await app.register(rbacRoutes(rbac, permissions));
  await app.register(systemRoleBindingRoutes(systemBindings));
  // modules registered later add what goes with a deleted project
  const projectCleanups: ProjectCleanup[] = [];
  await app.register(projectsRoutes({ db, rbac, permissions, cleanups: projectCleanups }));
  await app.register(variableSetsRoutes({ db }));
  await app.register(auditRoutes({ db }));
  await app.register(announcementsRoutes({ db }));
  const notifications = new NotificationsService(new NotificationsRepository(db));
  await app.register(notificationsRoutes(notifications));
  await app.register(externalLinksRoutes({ db }));
  await app.register(mailSettingsRoutes(mailSettings));
  const { codehosts, repoFiles } = await registerCodehosts(app, { db, box, keys, config });
  const registries = new RegistriesService({ repository: new RegistriesRepository(db), box, keys });
  await app.register(registriesRoutes(registries, new RegistryImagesService(registries)));
  const { objectStores } = await registerStorage(app, { db, box, keys, dataDir: config.dataDir });
  const { hostProbes } = await registerHosts(app, { db, box, keys, permissions });
  await registerBasicImages(app, { db });
  const { packages } = await registerPackages(app, { db });
  const { proxy } = await registerProxy(app, { db, box, testUrl: config.proxyTestUrl });
  await registerHelmRepos(app, { db, box, keys, proxy });
  const chartFolders = chartFolderReader(repoFiles);
  const podman = new Podman(config.dataDir, {
    maxProcesses: config.jobMaxProcesses,
    maxOpenFiles: config.jobMaxOpenFiles,
  });
  const { clusters } = await registerClusters(app, { db, box, localAvailable: () => podman.works() });
  const workloadDrivers = new ClusterDrivers(podman, config.dataDir, clusters);
  // project services: environments and deploy jobs read and render them through `services`
  const {
    services,
    templateServices,
    deleteProject: deleteProjectServices,
  } = await registerServices(app, {
    db,
    box,
    keys,
    permissions,
    repoFiles,
    codehosts,
    drivers: workloadDrivers,
  });
  const { charts } = await registerLibraryTemplates(app, { db, chartFolders, yamlUsage: templateServices });
  await registerHelmServices(app, { db, box, proxy, charts, chartFolders });
  await registerBuilds(app, { db, box, keys, objectStores });
  await registerPodExec(app, { db, drivers: workloadDrivers });
  const { helmDeployer } = await registerEnvironmentConfigs(app, {
    db,
    box,
    drivers: workloadDrivers,
    readRepoFile: (codehostId, query) => repoFiles.contents(codehostId, query),
  });
  const { environments: projectEnvironments } = await registerEnvironments(app, {
    db,
    drivers: workloadDrivers,
    helmDeployer,
  });
  projectCleanups.push((project) => projectEnvironments.deleteProject(project), deleteProjectServices);
  const logArchive = new LogArchive({
    store: () => objectStores.defaultStore(),
    mode: config.logArchive,
    onError: (error, context) => app.log.error({ err: error }, context),
  });
  const logs = new LogStore(path.join(config.dataDir, 'logs'), config.jobLogLimitBytes, logArchive);
  // onClose hooks run newest first: this one after the engine stopped, before the stores close
  app.addHook('onClose', () => logs.archived());
  const executorSettings = new JobExecutorSettings(db);
  const executor = new JobExecutor({
    dataDir: config.dataDir,
    bwrapPath: config.bwrapPath,
    limits: { maxProcesses: config.jobMaxProcesses, maxOpenFiles: config.jobMaxOpenFiles },
    allowUnsandboxed: async () => (await executorSettings.get()).allow_unsandboxed,
  });
  const sandbox = await executor.init();
  if (!sandbox.available)
    app.log.warn(
      { reason: sandbox.reason },
      'jobs have no sandbox: they are refused unless an administrator allows them',
    );
  await sealStoredCredentials(db, box);
  const scanning = createScanning({
    db,
    box,
    keys,
    checkout: checkoutRemotes(codehosts),
    minuteMs: config.minuteMs,
    removeTaskFiles: async (name) => {
      await logs.remove(name);
      await executor.removeWorkflow(name);
    },
  });
  const schedules = createSchedules({ db, box, config });
  const testing = createTesting({
    db,
    box,
    objectStores,
    checkout: checkoutRemotes(codehosts),
    minuteMs: config.minuteMs,
    removeTaskFiles: async (name) => {
      await logs.remove(name);
      await executor.removeWorkflow(name);
    },
    schedules,
  });
  const taskRepository = new TaskRepository(db, box);
  const concurrency = new ConcurrencySettings(db);
  const events = new TaskEvents();
  // replicas on one PostgreSQL tell each other of tasks; the embedded database has one process
  const replicaId = replicaIdOf(config.dataDir, config.replicaId);
  const bus = database.connectionString
    ? await PgReplicaBus.open(replicaId, database.connectionString, (error, context) =>
        app.log.error({ err: error }, context),
      )
    : new SoloBus(replicaId);
  const disconnectEvents = events.connect(bus);
  const extensionCallbacks = new ExtensionCallbacks();
  const engine = new Engine({
    tasks: taskRepository,
    logs,
    events,
    concurrency,
    executor,
    jobTypes: createJobTypes({
      scanning: scanning.jobDeps,
      testing: testing.jobDeps,
      building: zadigBuildDeps({
        db,
        box,
        registries,
        objectStores,
        checkout: checkoutRemotes(codehosts),
        podman,
        clusters,
        dataDir: config.dataDir,
        externalUrl: config.publicUrl ?? '',
      }),
      installs: packageInstaller({ packages, proxy, dataDir: config.dataDir }),
      deploying: environmentDeployTargets(app.environments, {
        deploy: helmReleaseDeployer(app.environments, helmDeployer),
      }),
      hostDeploys: hostDeploysOf(db, box, () => objectStores.defaultStore()),
      extensionCallbacks,
    }),
    dataDir: config.dataDir,
    minuteMs: config.minuteMs,
    replicas: { bus, leaseMs: config.taskLeaseMs },
    onError: (error, context) => app.log.error({ err: error }, context),
  });
  if (bus.shared)
    logs.followElsewhere(
      new LogRelay(
        bus,
        logs,
        async (key) => (await taskRepository.ownership(key.workflow, key.taskId))?.owner,
        (error, context) => app.log.error({ err: error }, context),
      ),
    );
  // an extension stage's callback may reach a replica other than the one whose stage waits for it
  const callbackRequest = 'extension-callback';
  engine.handleReplicaRequest(callbackRequest, async (body) => {
    if (!extensionCallbacks.deliver(body as unknown as ExtensionCallback))
      throw new NotFoundError('error.productWorkflow.callbackNotAwaited');
  });
  extensionCallbacks.deliverElsewhere((callback) =>
    engine
      .askOwner(productTaskName(callback.task_name), callback.task_id, callbackRequest, { ...callback })
      .catch((error) => {
        if (error instanceof NotFoundError) return false;
        throw error;
      }),
  );
  // a deleted workflow's logs, job folders, archives and schedules go with it
  const workflowFiles = {
    remove: async (name: string) => {
      await logs.remove(name);
      await executor.removeWorkflow(name);
      await (await objectStores.defaultStore()).removePrefix(workflowArtifactsPrefix(name));
      await schedules.service.removeWorkflowSchedules(name);
    },
  };
  // owners of git triggers register here; the webhook receiver checks deliveries against them all
  const hookSources = new HookSources();
  const productWorkflows = createProductWorkflows({
    db,
    box,
    engine,
    tasks: taskRepository,
    events,
    permissions,
    restartService: (project, env, service) => projectEnvironments.restartService(project, env, service),
    schedules,
    extensionCallbacks,
  });
  const commonWorkflows = createCommonWorkflows({
    db,
    box,
    engine,
    tasks: taskRepository,
    events,
    removeTaskFiles: async (name) => {
      await logs.remove(name);
      await executor.removeWorkflow(name);
    },
  });
  await app.register(
    workflowsRoutes({ db, logs: workflowFiles, box, productListItems: productWorkflows.listItems }),
  );
  await app.register(workflowViewsRoutes({ db, box }));
  await app.register(pluginsRoutes({ db }));
  await app.register(jobExecutorRoutes({ executor, settings: executorSettings, config }));
  await app.register(logsRoutes({ db, logs }));
  await app.register(picketWorkflowsRoutes({ db, permissions }));
  const tasksService = new TasksService(new WorkflowsRepository(db, box), taskRepository, engine);
  await app.register(tasksRoutes(tasksService, engine, concurrency));
  const scheduler = await registerSchedules(app, schedules, {
    db,
    box,
    tasks: tasksService,
    taskRepository,
    events,
  });
  await registerWebhooks(app, {
    db,
    box,
    codehosts,
    engine,
    tasks: taskRepository,
    sources: hookSources,
    sharedSecret: config.webhookSecret,
  });
  await productWorkflows.register(app);
  await commonWorkflows.register(app);
  await app.register(
    taskStreamsRoutes({
      tasks: taskRepository,
      service: tasksService,
      events,
      permissions,
      otherKinds: [testTaskListKind, productWorkflows.listKind],
    }),
  );
  await registerScanning(app, scanning, { engine, tasks: taskRepository, events, logs });
  const { testTasks } = await registerTesting(app, testing, {
    engine,
    tasks: taskRepository,
    events,
    logs,
    permissions,
    productTasks: productWorkflows.reads,
  });
  hookSources.register(productHookSource({ db, tasks: productWorkflows.tasks }));
  hookSources.register(testHookSource({ db, box, testTasks }));
  const artifacts = new ArtifactsService({
    store: () => objectStores.defaultStore(),
    projectOfWorkflow: (name) => rbacRepo.projectOfWorkflow(name),
    testRunFiles: testRunFilesOf(testTasks, testing.reportsRepository),
  });
  await app.register(artifactsRoutes(artifacts));
  app.addHook('onClose', async () => {
    await engine.stop();
    disconnectEvents();
    await bus.close();
  });
  await registerWorkflowNotify(app, {
    db,
    events,
    tasks: taskRepository,
    users: usersRepo,
    mailer,
    notifications,
    publicUrl: config.publicUrl,
  });

  const webDir = deps.webDir ?? webDistDir;
  const serveWeb = existsSync(path.join(webDir, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, { root: webDir, wildcard: false, index: false, maxAge: '1h' });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url === '/api' || url.startsWith('/api/') || !serveWeb) {
      return reply.status(404).send({
        type: 'error',
        code: ErrorCode.NotFound,
        message: translate('error.apiNotFound', requestLanguage(request)),
        description: `${request.method} ${url}`,
      });
    }
    // History mode: every other path is a route of the web app.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  await engine.recover();
  engine.start();
  return {
    app,
    accounts,
    rbac,
    engine,
    events,
    executor,
    notifications,
    objectStores,
    hostProbes,
    services,
    schedules: { service: schedules.service, runners: schedules.runners, scheduler },
  };
}
