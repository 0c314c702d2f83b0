import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';

export function installAuditLog(_app: FastifyInstance, _deps: { db: Db }): void {}
