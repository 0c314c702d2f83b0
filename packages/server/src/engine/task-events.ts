import { EventEmitter } from 'node:events';

export interface TaskChange {
  workflow: string;
  taskId: number;
  projectName: string;
  status: string;
}

/** In-process announcements of task changes (persisted first, announced after). */
export class TaskEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  emit(change: TaskChange): void {
    this.emitter.emit('change', change);
  }

  subscribe(listener: (change: TaskChange) => void): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }
}
