/** How long one robot call may take, and how long to wait before the single retry. */
const CALL_TIMEOUT_MS = 5_000;
const RETRY_WAIT_MS = 500;

/** A robot's address without what identifies it: the token sits in the path or the query. */
export function maskAddress(address: string): string {
  return URL.canParse(address) ? `${new URL(address).origin}/***` : '***';
}

export class WebhookError extends Error {
  constructor(
    message: string,
    /** worth one more try: the receiver was unreachable or failed itself */
    readonly transient: boolean,
  ) {
    super(message);
  }
}

/** The vendors answer 200 with an error code in the body: DingTalk and WeChat Work `errcode`, Feishu `code`. */
function vendorError(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const answer = body as Record<string, unknown>;
  const code = answer.errcode ?? answer.code ?? answer.StatusCode;
  if (code === undefined || code === 0 || code === '0') return undefined;
  const text = answer.errmsg ?? answer.msg ?? answer.StatusMessage ?? '';
  return `error code ${String(code)}${text ? `: ${String(text).slice(0, 200)}` : ''}`;
}

async function postOnce(address: string, payload: object): Promise<void> {
  let response: Response;
  try {
    response = await fetch(address, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    throw new WebhookError(`unreachable (${cause})`, true);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new WebhookError(`HTTP ${response.status}`, response.status >= 500);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const refused = vendorError(body);
  if (refused) throw new WebhookError(refused, false);
}

/**
 * Posts one JSON message to a robot, retrying once when the receiver was unreachable or answered
 * 5xx. Errors name the address only masked.
 */
export async function postWebhook(address: string, payload: object): Promise<void> {
  try {
    await postOnce(address, payload);
  } catch (error) {
    if (!(error instanceof WebhookError) || !error.transient) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_WAIT_MS));
    await postOnce(address, payload);
  }
}
