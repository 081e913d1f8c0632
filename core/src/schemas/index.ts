export * from './common.js';
export * from './salary-table.js';
export * from './cao.js';
export * from './forms.js';
export * from './fields.js';
export * from './errors.js';
