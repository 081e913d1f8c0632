export * from './messages.js';
export * from './limits.js';
export * from './engine.js';
export * from './decimal.js';
export * from './generic.js';
export * from './kvk.js';
export * from './minimums.js';
