// The messages, limits, storable-value tests, KVK number and uniqueness key live in core's bottom layer
// (src/base, which imports nothing else of core); this entry point keeps exporting them as it always has.
export * from '../base/messages.js';
export * from '../base/limits.js';
export * from '../base/storable.js';
export * from '../base/kvk.js';
export { uniqueKey } from '../base/unique-key.js';
// canonicalDecimal is format's (format/numbers.ts), so salary can use it without importing the rules.
export { canonicalDecimal } from '../format/numbers.js';
export * from './engine.js';
export * from './decimal.js';
export * from './generic.js';
export * from './number-rules.js';
export * from './wizard-generic.js';
export * from './kvk-rules.js';
export * from './minimums.js';
export * from './account-forms.js';
export * from './links-form.js';
export * from './wizard-forms.js';
export * from './table-forms.js';
export * from './step6-forms.js';
export * from './short-wizard-forms.js';
export * from './wizard-errors.js';
export * from './step-rules.js';
