export * from './common-workflow.schema.js';
export * from './common-workflow-messages.js';
export * from './common-workflow-task.js';
