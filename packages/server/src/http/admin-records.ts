import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireActor } from './permissions.js';
import { answersSuccess, succeeded, systemAdmin } from './route-options.js';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What a service of administrator-managed records offers: `by` is the account that changes it. */
export interface AdminRecords<Body, Id> {
  create(body: Body, by: string): Promise<unknown>;
  update(id: Id, body: Body, by: string): Promise<unknown>;
  delete(id: Id): Promise<unknown>;
}

interface RecordsApi<Body extends z.ZodType> {
  tags: string[];
  /** where records are listed and created */
  collection: string;
  /** one record, by its `:id` */
  record: string;
  body: Body;
  params: z.ZodType<{ id: string }>;
}

/** A service that names records by something other than the text of the path says how to get it (`idOf`). */
export type AdminRecordsApi<Body extends z.ZodType, Id> = RecordsApi<Body> &
  (Id extends string ? { idOf?: undefined } : { idOf: (param: string) => Id });

/**
 * The create, update and delete routes of records only system administrators change (the settings of
 * system integration); each answers the portal's success body. Reads differ from module to module
 * and stay with them.
 */
export function adminRecordRoutes<Body extends z.ZodType, Id = string>(
  app: ZodApp,
  api: AdminRecordsApi<Body, Id>,
  records: AdminRecords<z.output<Body>, Id>,
) {
  const { tags, body, params } = api;
  // without idOf, Id is string (see AdminRecordsApi)
  const idOf = api.idOf ?? ((param: string) => param as Id);
  app.post(api.collection, { config: systemAdmin, schema: { tags, body, response: answersSuccess } }, (req) =>
    succeeded(records.create(req.body as z.output<Body>, requireActor(req).account)),
  );
  app.put(
    api.record,
    { config: systemAdmin, schema: { tags, params, body, response: answersSuccess } },
    (req) =>
      succeeded(records.update(idOf(req.params.id), req.body as z.output<Body>, requireActor(req).account)),
  );
  app.delete(api.record, { config: systemAdmin, schema: { tags, params, response: answersSuccess } }, (req) =>
    succeeded(records.delete(idOf(req.params.id))),
  );
}
