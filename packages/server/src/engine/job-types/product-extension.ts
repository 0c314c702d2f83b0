import type { ExtensionCallback, ExtensionCallbacks } from './extension-callbacks.js';
import type { JobContext, JobResult, JobType } from './job-type.js';

/**
 * The product workflow's extension stage: at the end of a run, a POST of the task's summary to the
 * configured address (the reference's payload and `X-Zadig-Event: Workflow` header); with callback
 * on, the stage then waits up to its timeout for `POST /api/callback` naming this task.
 */
export interface ProductExtensionSpec {
  /** the product workflow's name, as the payload and the callback name it */
  workflow: string;
  url: string;
  path: string;
  headers: Array<{ key: string; value: string }>;
  is_callback: boolean;
  /** minutes */
  timeout: number;
  service_infos: Array<{ service_name: string; service_module: string; job_name: string }>;
}

/** Job outputs the task view shows. */
export const EXTENSION_OUTPUTS = {
  payload: 'PAYLOAD',
  code: 'RESPONSE_CODE',
  body: 'RESPONSE_BODY',
} as const;

/** How much of the receiver's answer is kept. */
const RESPONSE_KEEP_CHARS = 4096;

/** The address called: the URL, with the path joined on when one is set. */
export function extensionAddress(url: string, path: string): string {
  if (!path) return url;
  return `${url.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function productExtensionJob(callbacks: ExtensionCallbacks): JobType<ProductExtensionSpec> {
  return {
    // header values often hold tokens: logs and outputs mask them
    secrets: (spec) => spec.headers.map((header) => header.value).filter((value) => value.length >= 4),
    async run(spec, ctx: JobContext): Promise<JobResult> {
      const { project, taskId, creator, outputs } = ctx.templates;
      const payload = JSON.stringify({
        event_name: 'workflow',
        project_name: project,
        task_name: spec.workflow,
        task_id: taskId,
        service_infos: spec.service_infos.map((info) => ({
          service_name: info.service_name,
          service_module: info.service_module,
          image: outputs[info.job_name]?.IMAGE ?? '',
        })),
        creator,
        // the stage runs once every earlier stage passed
        workflow_status: 'passed',
      });
      const kept: Record<string, string> = { [EXTENSION_OUTPUTS.payload]: payload };
      const result = (status: JobResult['status'], error: string): JobResult => {
        if (error) ctx.log.write(`${error}\n`);
        return { status, error, outputs: kept };
      };
      const timeoutMs = Math.min(spec.timeout * ctx.minuteMs, ctx.timeoutMs);
      const address = extensionAddress(spec.url, spec.path);
      const waiter = spec.is_callback ? callbacks.expect(project, spec.workflow, taskId) : undefined;
      try {
        ctx.log.write(`POST ${address}\n`);
        let response: Response;
        try {
          response = await fetch(address, {
            method: 'POST',
            headers: {
              ...Object.fromEntries(spec.headers.filter((h) => h.key).map((h) => [h.key, h.value])),
              'content-type': 'application/json',
              'X-Zadig-Event': 'Workflow',
            },
            body: payload,
            redirect: 'error',
            signal: AbortSignal.any([ctx.signal, AbortSignal.timeout(timeoutMs)]),
          });
        } catch (error) {
          if (ctx.signal.aborted) return result('cancelled', '');
          const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
          return result('failed', `the extension call to ${address} failed: ${cause}`);
        }
        const body = (await response.text().catch(() => '')).slice(0, RESPONSE_KEEP_CHARS);
        kept[EXTENSION_OUTPUTS.code] = String(response.status);
        kept[EXTENSION_OUTPUTS.body] = body;
        ctx.log.write(`the extension answered HTTP ${response.status}\n`);
        if (!response.ok)
          return result('failed', `the extension call to ${address} answered HTTP ${response.status}`);
        if (!waiter) return result('passed', '');
        ctx.log.write(`waiting up to ${spec.timeout} min for the callback\n`);
        const outcome = await waitFor(waiter.received, ctx.signal, timeoutMs);
        if (outcome === 'cancelled') return result('cancelled', '');
        if (outcome === 'timeout') return result('timeout', `no callback came within ${spec.timeout} min`);
        ctx.log.write(
          `callback: ${outcome.status}${outcome.status_message ? ` (${outcome.status_message})` : ''}\n`,
        );
        return outcome.status === 'success'
          ? result('passed', '')
          : result('failed', `the callback says ${outcome.status}: ${outcome.status_message}`);
      } finally {
        waiter?.dispose();
      }
    },
  };
}

function waitFor(
  received: Promise<ExtensionCallback>,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<ExtensionCallback | 'timeout' | 'cancelled'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    const onAbort = () => finish('cancelled');
    const finish = (value: ExtensionCallback | 'timeout' | 'cancelled') => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve(value);
    };
    if (signal.aborted) return finish('cancelled');
    signal.addEventListener('abort', onAbort, { once: true });
    received.then(finish);
  });
}
