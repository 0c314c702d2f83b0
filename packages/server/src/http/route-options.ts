import { messageResponseSchema } from '@slipway/contracts';

/** Who may call a route, for the kinds that take no argument (the rules are spec §6). */
export const signedIn = { permission: { kind: 'signedIn' } } as const;
export const systemAdmin = { permission: { kind: 'systemAdmin' } } as const;

/** The portal treats any answer to a change but exactly this body as a failure. */
export const success = { message: 'success' };
/** The response schema of a route that answers `success`. */
export const answersSuccess = { 200: messageResponseSchema };

/**
 * What the handler of a change answers once the change is done: `(req) => succeeded(svc.update(req.body))`.
 * Whatever the change returns stays on the server.
 */
export async function succeeded(change: Promise<unknown>) {
  await change;
  return success;
}
