import { minValueMessage } from '@beloning/core/rules';
import type { SalaryTableForm } from '@beloning/core/schemas';
import { render } from 'ink-testing-library';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY, fixtureCao, tick } from '../../test-wizard.js';
import { SalaryGrid } from './salary-grid.js';
import { caoTableForms } from './tables.js';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function start() {
  const changes: SalaryTableForm[] = [];
  function Harness() {
    const [tables, setTables] = useState(() => caoTableForms(fixtureCao()).slice(0, 1));
    return (
      <SalaryGrid
        tables={tables}
        onChangeTable={(key, update) =>
          setTables((old) =>
            old.map((table) => {
              if (table.key !== key) return table;
              const next = update(table);
              changes.push(next);
              return next;
            }),
          )
        }
        onPrevious={() => undefined}
        onNext={() => undefined}
        onEscape={() => undefined}
        active
      />
    );
  }
  const app = render(<Harness />);
  cleanup = app.unmount;
  const press = async (...keys: string[]) => {
    for (const key of keys) {
      app.stdin.write(key);
      await tick();
    }
  };
  return { press, changes, frame: () => app.lastFrame() ?? '' };
}

describe('SalaryGrid', () => {
  it("refuses a wage below the cao original with core's message, and saves a higher one typed with a comma", async () => {
    const grid = start();
    await tick(50);
    expect(grid.frame()).toContain('Leeftijd: 17');
    expect(grid.frame()).toContain('10,94');
    await grid.press('9', ',', '5', KEY.enter);
    expect(grid.frame()).toContain(minValueMessage('10.94'));
    expect(grid.changes).toEqual([]);
    await grid.press(KEY.escape, '1', '1', ',', '2', '5', KEY.enter);
    expect(grid.changes.at(-1)?.fullTable['17']?.LG1?.['1']).toBe('11,25'.replace(',', '.'));
    expect(grid.frame()).toContain('11,25');
  });

  it("adds a payscale with core's next key and shows hourly wages on u", async () => {
    const grid = start();
    await tick(50);
    await grid.press('s');
    expect(grid.frame()).toContain('LG7');
    await grid.press('u');
    expect(grid.frame()).toContain('uurlonen');
  });
});
