export * from './product-run.schema.js';
export * from './product-stage-rules.js';
export * from './product-task.schema.js';
export * from './product-workflow.schema.js';
export * from './product-workflow-messages.js';
