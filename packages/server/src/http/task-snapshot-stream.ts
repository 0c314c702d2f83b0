import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TaskEvents } from '../engine/task-events.js';
import { openSse, type SseStream } from './sse.js';

export interface TaskSnapshotStream {
  /** the task's workflow name on the engine, and its id */
  engineWorkflow: string;
  taskId: number;
  /** the task as the page reads it, built anew for each message */
  snapshot: () => Promise<unknown>;
  /** streams still open, ended when the server closes */
  openStreams: Set<SseStream>;
  events: TaskEvents;
}

/**
 * Sends the whole task on connect and after every change of it, one message at a time and in order;
 * the stream's pings keep it open. Product and common workflow task pages read their tasks this way.
 */
export function streamTaskSnapshots(
  req: FastifyRequest,
  reply: FastifyReply,
  stream: TaskSnapshotStream,
): void {
  const sse = openSse(req, reply);
  stream.openStreams.add(sse);
  sse.onClose(() => stream.openStreams.delete(sse));
  let sending = Promise.resolve();
  const send = () => {
    sending = sending
      .then(async () => {
        if (!sse.closed) sse.send(JSON.stringify(await stream.snapshot()));
      })
      .catch((error) => req.log.error({ err: error }, 'task stream'));
  };
  const unsubscribe = stream.events.subscribe((change) => {
    if (change.workflow === stream.engineWorkflow && change.taskId === stream.taskId) send();
  });
  sse.onClose(unsubscribe);
  send();
}
