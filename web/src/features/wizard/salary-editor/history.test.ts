import { describe, expect, it } from 'vitest';
import { EMPTY_HISTORY, HISTORY_LIMIT, canRedo, canUndo, recorded, redone, undone } from './history';

const one = { null: { A: { '1': '15.52' } } };
const two = { null: { A: { '1': '16.00' } } };
const three = { null: { A: { '1': '16.00', '2': '17.00' } } };

describe('the table history', () => {
  it('undoes and redoes changes in order', () => {
    let history = recorded(EMPTY_HISTORY, one, two);
    history = recorded(history, two, three);
    expect(canUndo(history, three)).toBe(true);
    const back = undone(history, three);
    expect(back?.table).toEqual(two);
    const backAgain = undone(back!.history, two);
    expect(backAgain?.table).toEqual(one);
    expect(undone(backAgain!.history, one)).toBeNull();
    const forward = redone(backAgain!.history, one);
    expect(forward?.table).toEqual(two);
    expect(redone(forward!.history, two)?.table).toEqual(three);
  });

  it('forgets what was undone once a new change is made', () => {
    const history = recorded(EMPTY_HISTORY, one, two);
    const back = undone(history, two)!;
    const changed = recorded(back.history, one, three);
    expect(canRedo(changed, three)).toBe(false);
    expect(undone(changed, three)?.table).toEqual(one);
  });

  it('does not record a change that changes nothing', () => {
    expect(recorded(EMPTY_HISTORY, one, { null: { A: { '1': '15.52' } } })).toBe(EMPTY_HISTORY);
  });

  it('starts again when the table changed elsewhere, so an undo never skips that change', () => {
    const history = recorded(EMPTY_HISTORY, one, two);
    expect(canUndo(history, three)).toBe(false);
    expect(undone(history, three)).toBeNull();
    const restarted = recorded(history, three, one);
    expect(restarted.past).toEqual([three]);
  });

  it('keeps at most HISTORY_LIMIT changes', () => {
    let history = EMPTY_HISTORY;
    let table = one;
    for (let index = 0; index < HISTORY_LIMIT + 5; index += 1) {
      const next = { null: { A: { '1': `${16 + index}.00` } } };
      history = recorded(history, table, next);
      table = next;
    }
    expect(history.past).toHaveLength(HISTORY_LIMIT);
  });
});
