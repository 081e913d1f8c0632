export * from './common.js';
export * from './salary-table.js';
export * from './cao.js';
export * from './forms.js';
