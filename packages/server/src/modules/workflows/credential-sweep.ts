import { type AnyColumn, and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { systemSettings, workflows, workflowTasks } from '../../db/schema.js';
import { SealedValueError, type SecretBox } from '../../lib/crypto/aes.js';
import { sealCredentials } from '../../lib/crypto/credentials-at-rest.js';

/** Written once every stored credential is sealed; its check value tells a wrong master key at start. */
const SWEEP_DONE = 'credentials.sealed';
const CHECK_TEXT = 'sealed with this master key';
const BATCH = 200;

/** A JSON column that may hold a credential (jsonb prints `"key": value`). */
const mayHoldCredential = (column: AnyColumn) => sql`${column}::text like '%"is_credential": true%'`;

const changed = (before: unknown, after: unknown) => JSON.stringify(before) !== JSON.stringify(after);

/**
 * Seals the credential values of rows written before they were sealed, once; later starts only
 * check that the master key is the one those values were sealed with. Idempotent, so replicas
 * starting together do no harm.
 */
export async function sealStoredCredentials(db: Db, box: SecretBox): Promise<void> {
  const [done] = await db.select().from(systemSettings).where(eq(systemSettings.key, SWEEP_DONE));
  if (done) {
    const check = (done.value as { check?: unknown }).check;
    if (typeof check !== 'string' || box.open(check) !== CHECK_TEXT) throw new SealedValueError();
    return;
  }
  await sealWorkflows(db, box);
  await sealTasks(db, box);
  await db
    .insert(systemSettings)
    .values({ key: SWEEP_DONE, value: { check: box.seal(CHECK_TEXT) } })
    .onConflictDoNothing();
}

async function sealWorkflows(db: Db, box: SecretBox): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ name: workflows.name, definition: workflows.definition })
      .from(workflows)
      .where(mayHoldCredential(workflows.definition))
      .for('update');
    for (const row of rows) {
      const definition = sealCredentials(box, row.definition);
      if (changed(row.definition, definition))
        await tx.update(workflows).set({ definition }).where(eq(workflows.name, row.name));
    }
  });
}

async function sealTasks(db: Db, box: SecretBox): Promise<void> {
  const t = workflowTasks;
  let after = 0;
  for (;;) {
    const last = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: t.id, params: t.params, definition: t.definition, stages: t.stages })
        .from(t)
        .where(
          and(
            gt(t.id, after),
            or(mayHoldCredential(t.params), mayHoldCredential(t.definition), mayHoldCredential(t.stages)),
          ),
        )
        .orderBy(asc(t.id))
        .limit(BATCH)
        .for('update');
      for (const row of rows) {
        const sealed = {
          params: sealCredentials(box, row.params),
          definition: sealCredentials(box, row.definition),
          stages: sealCredentials(box, row.stages),
        };
        if (changed(row, { id: row.id, ...sealed })) await tx.update(t).set(sealed).where(eq(t.id, row.id));
      }
      return rows.at(-1)?.id;
    });
    if (last === undefined) return;
    after = last;
  }
}
