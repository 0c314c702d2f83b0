/** What a system called by a product workflow's extension stage answers (reference: `POST /api/callback`). */
export interface ExtensionCallback {
  task_name: string;
  project_name: string;
  task_id: number;
  type: string;
  /** `success` passes the stage; anything else fails it with `status_message` */
  status: string;
  status_message: string;
  payload?: unknown;
}

const keyOf = (project: string, workflow: string, taskId: number) =>
  `${project}\u0000${workflow}\u0000${taskId}`;

/**
 * Extension stages waiting for their callback, by project, workflow and task id. A waiter is
 * registered before its call is sent, so a callback made while the call is still answered counts.
 */
export class ExtensionCallbacks {
  private readonly waiting = new Map<string, (callback: ExtensionCallback) => void>();

  expect(project: string, workflow: string, taskId: number) {
    const key = keyOf(project, workflow, taskId);
    let resolve: (callback: ExtensionCallback) => void = () => undefined;
    const received = new Promise<ExtensionCallback>((r) => {
      resolve = r;
    });
    this.waiting.set(key, resolve);
    return {
      received,
      dispose: () => {
        if (this.waiting.get(key) === resolve) this.waiting.delete(key);
      },
    };
  }

  private elsewhere: ((callback: ExtensionCallback) => Promise<boolean>) | undefined;

  /** From now on a callback no stage here waits for is handed to the replica running its task. */
  deliverElsewhere(send: (callback: ExtensionCallback) => Promise<boolean>): void {
    this.elsewhere = send;
  }

  /** Hands the callback to the stage waiting for it, here or on another replica; false when none is. */
  async deliverAnywhere(callback: ExtensionCallback): Promise<boolean> {
    return this.deliver(callback) || ((await this.elsewhere?.(callback)) ?? false);
  }

  /** Hands the callback to the stage waiting for it; false when none is. */
  deliver(callback: ExtensionCallback): boolean {
    const key = keyOf(callback.project_name, callback.task_name, callback.task_id);
    const resolve = this.waiting.get(key);
    if (!resolve) return false;
    this.waiting.delete(key);
    resolve(callback);
    return true;
  }
}
