export * from './messages.js';
export * from './limits.js';
