import type { Cao, SalaryTableForm } from '@beloning/core/schemas';
import {
  addFollowUpTable,
  canDeleteTable,
  deleteFollowUpTable,
  emptyPeriodicIncreaseAnswers,
  periodicIncreaseAnswers,
  type PeriodicIncreaseDialogAnswers,
} from '@beloning/core/wizard';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmationDialog } from '../../../components/confirmation-dialog';
import { useWizardAction } from '../store';
import { NewTableDialog } from './new-table-dialog';
import { PeriodicIncreaseDialog } from './periodic-increase-dialog';
import {
  appendTable,
  deleteTable,
  followUpTable,
  newTable,
  resetToCao,
  setTableValue,
  storePeriodicIncrease,
} from './table-actions';
import { TableSettings } from './table-settings';
import { panelId, TableTabs, tabId } from '../table-tabs';
import {
  NO_TABLES_TEXT,
  NOT_CLASSIFIABLE_TEXT,
  RESET_TO_CAO_TEXT,
  deleteTableText,
  followUpAddedText,
} from './step3-texts';
import './step3.css';

type Open =
  | { kind: 'none' }
  | { kind: 'new-table' }
  | { kind: 'not-classifiable'; tableKey: string }
  | { kind: 'delete'; index: number }
  | { kind: 'reset' }
  | { kind: 'periodic'; tableKey: string; index: number | null; answers: PeriodicIncreaseDialogAnswers };

export interface Step3TablesProps {
  readonly tables: readonly SalaryTableForm[];
  /** The cao the scheme follows, loaded; null for an own scheme or while it loads ('reset' needs it). */
  readonly cao: Cao | null;
  readonly invalidTabs: readonly string[];
}

/**
 * Step 3's body: the tables as tabs with the shown table's settings; a new table by name, a follow-up of
 * the shown table, deleting a follow-up and going back to the cao's tables, each with core's functions
 * and, where something is lost, a confirmation first.
 */
export function Step3Tables({ tables, cao, invalidTabs }: Step3TablesProps) {
  const apply = useWizardAction();
  const [selected, setSelected] = useState<string | null>(null);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const close = () => setOpen({ kind: 'none' });
  const index = Math.max(
    0,
    tables.findIndex((table) => table.key === selected),
  );
  const table = tables[index];
  const select = (key: string) => {
    setNotice(null);
    setSelected(key);
  };

  const addFollowUp = () => {
    const result = addFollowUpTable(tables, index);
    if (!result.ok) {
      setNotice({ tone: 'error', text: result.message });
      return;
    }
    apply(followUpTable(index));
    setSelected(result.table.key);
    setNotice({ tone: 'info', text: followUpAddedText(result.table.activePer) });
  };

  return (
    <>
      <div className="step3__toolbar">
        <Button variant="secondary" onClick={() => setOpen({ kind: 'new-table' })}>
          Nieuwe loontabel
        </Button>
        {cao === null ? null : (
          <Button variant="secondary" onClick={() => setOpen({ kind: 'reset' })}>
            Terug naar de cao
          </Button>
        )}
      </div>
      {table === undefined ? (
        <p className="notice notice--info">{NO_TABLES_TEXT}</p>
      ) : (
        <>
          <TableTabs
            step="step3"
            tables={tables}
            selected={table.key}
            invalid={invalidTabs}
            onSelect={select}
          />
          <div
            role="tabpanel"
            id={panelId('step3', table.key)}
            aria-labelledby={tabId('step3', table.key)}
            className="step3__panel"
          >
            <div className="step3__table-buttons">
              <Button variant="secondary" onClick={addFollowUp}>
                Opvolgende loontabel
              </Button>
              {canDeleteTable(tables, index) ? (
                <Button variant="danger" onClick={() => setOpen({ kind: 'delete', index })}>
                  Loontabel verwijderen
                </Button>
              ) : null}
            </div>
            <div role="status" className="step3__notice-slot">
              {notice === null ? null : (
                <p className={`notice notice--${notice.tone === 'error' ? 'error' : 'info'}`}>
                  {notice.text}
                </p>
              )}
            </div>
            <TableSettings
              key={table.key}
              table={table}
              onNotClassifiable={() => setOpen({ kind: 'not-classifiable', tableKey: table.key })}
              onEditPeriodicIncrease={(at) => {
                const rule = at === null ? undefined : table.periodiekVerhogingen[at];
                setOpen({
                  kind: 'periodic',
                  tableKey: table.key,
                  index: at,
                  answers:
                    rule === undefined ? emptyPeriodicIncreaseAnswers() : periodicIncreaseAnswers(rule),
                });
              }}
            />
          </div>
        </>
      )}

      {open.kind === 'new-table' ? (
        <NewTableDialog
          onClose={close}
          onAdd={(name) => {
            const added = newTable(name, tables);
            apply(appendTable(added));
            select(added.key);
            close();
          }}
        />
      ) : null}
      {open.kind === 'periodic' ? (
        <PeriodicIncreaseDialog
          title={`${open.index === null ? 'Nieuwe periodiekverhoging' : `Periodiekverhoging ${open.index + 1}`} van ${
            tables.find((found) => found.key === open.tableKey)?.name ?? ''
          }`}
          initial={open.answers}
          onClose={close}
          onSave={(answers) => {
            apply(storePeriodicIncrease(open.tableKey, open.index, answers));
            close();
          }}
        />
      ) : null}
      <ConfirmationDialog
        open={open.kind === 'not-classifiable'}
        text={NOT_CLASSIFIABLE_TEXT}
        onRefute={close}
        onConfirm={() => {
          if (open.kind === 'not-classifiable')
            apply(setTableValue(open.tableKey, 'conform', 'Niet indeelbaar'));
          close();
        }}
      />
      <ConfirmationDialog
        open={open.kind === 'delete'}
        text={deleteTableText(tables[open.kind === 'delete' ? open.index : -1]?.name ?? '')}
        danger
        confirmLabel="Verwijderen"
        onRefute={close}
        onConfirm={() => {
          if (open.kind === 'delete') {
            const deleted = deleteFollowUpTable(tables, open.index);
            apply(deleteTable(open.index));
            if (deleted !== null) select(deleted.show ?? '');
          }
          close();
        }}
      />
      <ConfirmationDialog
        open={open.kind === 'reset'}
        text={RESET_TO_CAO_TEXT}
        danger
        onRefute={close}
        onConfirm={() => {
          if (cao !== null) {
            apply(resetToCao(cao));
            select('');
          }
          close();
        }}
      />
    </>
  );
}
