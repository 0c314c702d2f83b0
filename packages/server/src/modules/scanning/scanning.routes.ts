import {
  scannerBodySchema,
  scannerCreateQuerySchema,
  scannerParamsSchema,
  scannerQuerySchema,
  scannerSchema,
  scannerSummaryListSchema,
  scanningPaths,
} from '@slipway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type RoutePermission, requireActor } from '../../http/permissions.js';
import { answersSuccess, succeeded } from '../../http/route-options.js';
import type { ScanningService } from './scanning.service.js';

const tags = ['code scanning'];
type ScanVerb = 'get_scan' | 'create_scan' | 'edit_scan' | 'delete_scan' | 'run_scan';

/** A verb of the project named by `?projectName=`. */
export const inQueryProject = (action: ScanVerb) => ({
  permission: {
    kind: 'project',
    project: { from: 'query', key: 'projectName' },
    action,
  } satisfies RoutePermission,
});

/**
 * A verb of the project the scanner in the path belongs to: the query's project name counts only
 * when there is no such scanner (the call then ends in 404).
 */
export const scannerProject = (scanning: ScanningService, action: ScanVerb) => ({
  permission: {
    kind: 'project',
    project: {
      from: 'query',
      key: 'projectName',
      owner: { param: 'id', projectOf: (id: string) => scanning.projectOf(id) },
    },
    action,
  } satisfies RoutePermission,
});

/** Create and update answer a non-empty body: the portal shows success only for a truthy one. */
const saved = z.object({ message: z.string(), id: z.string() });

/** Code scanners of a project (spec §3 "Scanning", portal-shapes §4). */
export const scanningRoutes =
  (scanning: ScanningService): FastifyPluginAsyncZod =>
  async (app) => {
    const params = scannerParamsSchema;
    app.get(
      scanningPaths.scanners,
      {
        config: inQueryProject('get_scan'),
        schema: { tags, querystring: scannerCreateQuerySchema, response: { 200: scannerSummaryListSchema } },
      },
      (req) => scanning.list(req.query.projectName),
    );
    app.get(
      scanningPaths.scanner,
      {
        config: scannerProject(scanning, 'get_scan'),
        schema: { tags, params, querystring: scannerQuerySchema, response: { 200: scannerSchema } },
      },
      (req) => scanning.get(req.params.id),
    );
    app.post(
      scanningPaths.scanners,
      {
        config: inQueryProject('create_scan'),
        schema: {
          tags,
          querystring: scannerCreateQuerySchema,
          body: scannerBodySchema,
          response: { 200: saved },
        },
      },
      async (req) => {
        const id = await scanning.create(req.query.projectName, req.body, requireActor(req).account);
        return { message: 'success', id };
      },
    );
    app.put(
      scanningPaths.scanner,
      {
        config: scannerProject(scanning, 'edit_scan'),
        schema: {
          tags,
          params,
          querystring: scannerQuerySchema,
          body: scannerBodySchema,
          response: { 200: saved },
        },
      },
      async (req) => {
        await scanning.update(req.params.id, req.body, requireActor(req).account);
        return { message: 'success', id: req.params.id };
      },
    );
    app.delete(
      scanningPaths.scanner,
      {
        config: scannerProject(scanning, 'delete_scan'),
        schema: {
          tags,
          params,
          querystring: scannerQuerySchema,
          response: answersSuccess,
        },
      },
      (req) => succeeded(scanning.delete(req.params.id)),
    );
  };
