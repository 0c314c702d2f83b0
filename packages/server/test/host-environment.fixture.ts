/** The body createPmEnv.vue sends for a host environment: one service on the given hosts (portal-shapes §1.4). */
export const hostEnvironmentBody = (project: string, env: string, service: string, hostIds: string[]) => ({
  product_name: project,
  cluster_id: '',
  env_name: env,
  source: 'pm',
  namespace: '',
  revision: 1,
  isPublic: true,
  roleIds: [],
  registry_id: '',
  services: [
    [{ service_name: service, type: 'pm', env_configs: [{ env_name: env, host_ids: hostIds, labels: [] }] }],
  ],
});
