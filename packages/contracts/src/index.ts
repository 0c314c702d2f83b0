export * from './auth/auth.schema.js';
export * from './common/errors.js';
export * from './common/fields.js';
export * from './common/messages.js';
export * from './paths.js';
export * from './product.js';
export * from './user/user.schema.js';
