/**
 * Toasts and notifications for code outside React (HTTP client, route loaders).
 * FeedbackBridge connects it to antd's App context; calls made before that are queued.
 */
export interface FeedbackApi {
  error(text: string): void;
  success(text: string): void;
  notifyError(title: string, description?: string): void;
}

type Call = (api: FeedbackApi) => void;

let target: FeedbackApi | undefined;
const queue: Call[] = [];

function dispatch(call: Call): void {
  if (target) call(target);
  else queue.push(call);
}

export function connectFeedback(api: FeedbackApi | undefined): void {
  target = api;
  if (!api) return;
  for (const call of queue.splice(0)) call(api);
}

export const feedback: FeedbackApi = {
  error: (text) => dispatch((api) => api.error(text)),
  success: (text) => dispatch((api) => api.success(text)),
  notifyError: (title, description) => dispatch((api) => api.notifyError(title, description)),
};
