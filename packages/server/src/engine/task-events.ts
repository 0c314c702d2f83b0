import { EventEmitter } from 'node:events';
import type { ReplicaBus } from './replicas/replica-bus.js';

export interface TaskChange {
  workflow: string;
  taskId: number;
  projectName: string;
  status: string;
}

/**
 * Announcements of task changes (persisted first, announced after): this replica's, and with
 * several replicas the others' too, told over the replica bus.
 */
export class TaskEvents {
  private readonly emitter = new EventEmitter();
  private bus: ReplicaBus | undefined;

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  /** From now on this replica's changes are told to the others, and theirs heard. */
  connect(bus: ReplicaBus): () => void {
    this.bus = bus;
    return bus.subscribe('slipway_task', (message) => {
      const { workflow, taskId, projectName, status } = message as unknown as TaskChange;
      this.emitter.emit('change', { workflow, taskId, projectName, status });
    });
  }

  emit(change: TaskChange): void {
    this.emitter.emit('change', change);
    this.emitter.emit('own', change);
    void this.bus?.publish('slipway_task', { ...change }).catch(() => undefined);
  }

  /** Every change, of any replica's task: what live views show. */
  subscribe(listener: (change: TaskChange) => void): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }

  /** Changes this replica made: what acts on a change (notifications, schedule outcomes) acts once. */
  subscribeOwn(listener: (change: TaskChange) => void): () => void {
    this.emitter.on('own', listener);
    return () => this.emitter.off('own', listener);
  }
}
