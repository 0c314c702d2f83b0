import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireActor } from './permissions.js';
import { answersSuccess, succeeded, systemAdmin } from './route-options.js';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What a service of administrator-managed records offers: `by` is the account that changes it. */
export interface AdminRecords<Body> {
  create(body: Body, by: string): Promise<unknown>;
  update(id: string, body: Body, by: string): Promise<unknown>;
  delete(id: string): Promise<unknown>;
}

export interface AdminRecordsApi<Body extends z.ZodType> {
  tags: string[];
  /** where records are listed and created */
  collection: string;
  /** one record, by its `:id` */
  record: string;
  body: Body;
  params: z.ZodType<{ id: string }>;
}

/**
 * The create, update and delete routes of records only system administrators change (the settings of
 * system integration); each answers the portal's success body. Reads differ from module to module
 * and stay with them.
 */
export function adminRecordRoutes<Body extends z.ZodType>(
  app: ZodApp,
  api: AdminRecordsApi<Body>,
  records: AdminRecords<z.output<Body>>,
) {
  const { tags, body, params } = api;
  app.post(api.collection, { config: systemAdmin, schema: { tags, body, response: answersSuccess } }, (req) =>
    succeeded(records.create(req.body as z.output<Body>, requireActor(req).account)),
  );
  app.put(
    api.record,
    { config: systemAdmin, schema: { tags, params, body, response: answersSuccess } },
    (req) => succeeded(records.update(req.params.id, req.body as z.output<Body>, requireActor(req).account)),
  );
  app.delete(api.record, { config: systemAdmin, schema: { tags, params, response: answersSuccess } }, (req) =>
    succeeded(records.delete(req.params.id)),
  );
}
