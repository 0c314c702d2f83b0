import { roleNameSchema, SERIAL_ID_MAX } from '@slipway/contracts';
import { z } from 'zod';

/** What the RBAC routes share: project permissions, common parameters. */
export const tags = ['rbac'];
const byQuery = { from: 'query', key: 'projectName' } as const;
export const projectAdmin = { permission: { kind: 'projectAdmin', project: byQuery } } as const;
export const projectView = { permission: { kind: 'projectView', project: byQuery } } as const;
export const nameParams = z.object({ name: roleNameSchema });
export const idParams = z.object({ id: z.coerce.number().int().positive().max(SERIAL_ID_MAX) });
export const userIdQuery = z.object({ userID: z.string().uuid({ error: 'validation.user.unknown' }) });
