import type { RequestInit as UndiciRequestInit } from 'undici';

/**
 * `fetch`, through the proxy at `proxyUrl` when one is given. The undici package (for its proxy
 * agent) is loaded only then, not with the server.
 */
export async function fetchThrough(
  url: string | URL,
  init: RequestInit,
  proxyUrl?: string,
): Promise<Response> {
  if (!proxyUrl) return fetch(url, init);
  const { fetch: undiciFetch, ProxyAgent } = await import('undici');
  const response = await undiciFetch(url, {
    ...(init as UndiciRequestInit),
    dispatcher: new ProxyAgent(proxyUrl),
  });
  return response as unknown as Response;
}
