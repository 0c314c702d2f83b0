import { sessionStore } from '../session/sessionStore';
import { isPrivateHost } from './privateHost';
import { visitApi } from './visit.api';
import { encryptVisitRecord } from './visitPayload';

let publicKey: Promise<string> | undefined;

function serverPublicKey(): Promise<string> {
  publicKey ??= visitApi.publicKey().then((response) => response.publicKey);
  publicKey.catch(() => {
    publicKey = undefined;
  });
  return publicKey;
}

/** Sends an encrypted visit record for a signed-in user on a public host; failures stay silent. */
export async function recordVisit(url: string, location: Location = window.location): Promise<void> {
  const user = sessionStore.getState().user;
  if (!user || !globalThis.crypto?.subtle || isPrivateHost(location.hostname)) return;
  try {
    const payload = await encryptVisitRecord(await serverPublicKey(), {
      domain: location.host,
      username: user.account,
      url,
      createdAt: Date.now(),
    });
    await visitApi.record(payload);
  } catch {
    // Visit records are best effort.
  }
}
