import { describe, expect, it } from 'vitest';
import { issue, issuesFromErrors, wizardErrorList } from './wizard-errors.js';

describe('issue', () => {
  it('keeps only the parts that are given', () => {
    expect(issue('Voeg ten minste een tabel toe')).toEqual({ message: 'Voeg ten minste een tabel toe' });
    expect(issue('Veld is vereist', { key: 't1', name: 'A' }, 'endDate')).toEqual({
      message: 'Veld is vereist',
      tableKey: 't1',
      tableName: 'A',
      field: 'endDate',
    });
    expect(issue('x', { key: 't1' })).toEqual({ message: 'x', tableKey: 't1' });
  });
});

describe('issuesFromErrors', () => {
  it('makes one issue per message of each failing field', () => {
    expect(issuesFromErrors({ a: ['m1', 'm2'] }, { key: 't1', name: 'A' })).toEqual([
      { message: 'm1', tableKey: 't1', tableName: 'A', field: 'a' },
      { message: 'm2', tableKey: 't1', tableName: 'A', field: 'a' },
    ]);
    expect(issuesFromErrors({})).toEqual([]);
  });
});

describe('wizardErrorList', () => {
  it('prefixes table errors with the table name and lists each line once', () => {
    const list = wizardErrorList([
      issue('Veld is vereist', { key: 't1', name: 'Uurlonen' }, 'hourDefinition'),
      issue('Veld is vereist', { key: 't1', name: 'Uurlonen' }, 'advComment'),
      issue('Veld is vereist', { key: 't2', name: 'Maandlonen' }, 'advComment'),
      issue('Veld is vereist', undefined, 'bonusCombination'),
    ]);
    expect(list.messages).toEqual([
      'In loontabel Uurlonen: Veld is vereist',
      'In loontabel Maandlonen: Veld is vereist',
      'Veld is vereist',
    ]);
  });
  it('lists each invalid tab once, and no tab for errors outside tables', () => {
    const list = wizardErrorList([
      issue('a', { key: 't2' }),
      issue('b', { key: 't2', name: 'X' }),
      issue('Voeg ten minste een tabel toe'),
    ]);
    expect(list.invalidTabs).toEqual(['t2']);
    expect(list.messages).toEqual(['a', 'In loontabel X: b', 'Voeg ten minste een tabel toe']);
  });
  it('is empty without issues', () => {
    expect(wizardErrorList([])).toEqual({ messages: [], invalidTabs: [] });
  });
});
