import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { SecretBox } from '../../lib/crypto/aes.js';
import type { ServerKeys } from '../../lib/keys.js';
import type { PermissionService } from '../rbac/permission.service.js';
import { HostProbeScheduler } from './host-probe-scheduler.js';
import { hostLoginCheck } from './host-ssh-check.js';
import { HostsRepository } from './hosts.repository.js';
import { hostsRoutes } from './hosts.routes.js';
import { HostsService } from './hosts.service.js';

/** Host management and the health probe that keeps each host's status; the probe runs while the app does. */
export async function registerHosts(
  app: FastifyInstance,
  deps: {
    db: Db;
    box: SecretBox;
    keys: ServerKeys;
    permissions: PermissionService;
    probeIntervalMs?: number;
    /** how long a save waits for the host's SSH server */
    sshCheckTimeoutMs?: number;
  },
) {
  const repository = new HostsRepository(deps.db);
  const hosts = new HostsService({
    repository,
    box: deps.box,
    keys: deps.keys,
    checkLogin: hostLoginCheck(deps.sshCheckTimeoutMs),
  });
  const hostProbes = new HostProbeScheduler(repository, deps.probeIntervalMs, (error) =>
    app.log.error({ err: error }, 'host health probe failed'),
  );
  await app.register(hostsRoutes(hosts, deps.permissions));
  app.addHook('onReady', async () => hostProbes.start());
  app.addHook('onClose', () => hostProbes.stop());
  return { hosts, hostProbes };
}
