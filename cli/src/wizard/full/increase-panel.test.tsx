import { MESSAGES, maxValueMessage } from '@beloning/core/rules';
import { increaseFullTable } from '@beloning/core/salary';
import type { SalaryTableForm } from '@beloning/core/schemas';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY, fixtureCao } from '../../test-wizard.js';
import { focus, press, renderSettled, type, unmountSettled } from '../../test-wizard-keys.js';
import { SalaryGrid } from './salary-grid.js';
import { caoTableForms } from '@beloning/core/wizard';

let cleanup: (() => Promise<void>) | undefined;
afterEach(() => cleanup?.());

/** Step 4's grid on the cao's first two tables; `v` opens the bulk increase. */
async function start() {
  const initial = caoTableForms(fixtureCao()).slice(0, 2);
  const changes: SalaryTableForm[] = [];
  function Harness() {
    const [tables, setTables] = useState(initial);
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
  const app = await renderSettled(<Harness />);
  cleanup = () => unmountSettled(app);
  return { app, initial, changes, frame: () => app.lastFrame() ?? '' };
}

describe('IncreasePanel (step 4)', { timeout: 30_000 }, () => {
  it("refuses text as a percentage and 101 decimals with core's messages, keeping what was typed", async () => {
    const s = await start();
    await press(s.app, 'v');
    expect(s.frame()).toContain('Lonen verhogen');
    await focus(s.app, 'Percentage *:');
    await type(s.app, 'twee');
    await focus(s.app, 'Decimalen');
    await press(s.app, KEY.backspace);
    await type(s.app, '101');
    await focus(s.app, '[ Verhogen ]');
    await press(s.app, KEY.enter);
    expect(s.frame()).toContain(MESSAGES.numeric);
    expect(s.frame()).toContain(maxValueMessage(100));
    expect(s.frame()).toContain('Percentage *: twee');
    expect(s.frame()).toContain('Decimalen *: 101');
    expect(s.changes).toEqual([]);
  });

  it("raises every table by 2,5 % rounded up with core's maths, and Esc closes without change", async () => {
    const s = await start();
    await press(s.app, 'v');
    expect(s.frame()).toContain('Lonen verhogen');
    // A newly shown form listens from its first effect on: press runs it before the next key.
    await press(s.app, KEY.escape);
    expect(s.frame()).not.toContain('Lonen verhogen');
    await press(s.app, 'v');
    await focus(s.app, 'Percentage *:');
    await type(s.app, '2,5');
    await press(s.app, KEY.tab, KEY.right); // Afronden: omhoog
    await focus(s.app, 'Voor');
    await press(s.app, KEY.right); // alle loontabellen
    await focus(s.app, '[ Verhogen ]');
    await press(s.app, KEY.enter);
    expect(s.frame()).not.toContain('Lonen verhogen');
    expect(s.frame()).toContain(`Lonen verhoogd: ${s.initial.map((table) => table.name).join(', ')}`);
    expect(s.changes.map((table) => table.fullTable)).toEqual(
      s.initial.map((table) =>
        increaseFullTable(table.fullTable, [{ type: 'percentage', value: '2,5' }], {
          mode: 'up',
          decimals: 2,
        }),
      ),
    );
  });
});
