import type { Koppeling } from '@beloning/core/schemas';
import { useRef, useState } from 'react';
import { ConfirmationDialog } from '../../components/confirmation-dialog';
import { disconnectText, NO_LINKS, reconnectText } from './links-texts';

export interface LinksTableProps {
  readonly koppelingen: readonly Koppeling[];
  /** Saves the link with `disabled` flipped; rejects with the error when the save failed. */
  readonly onToggle: (koppeling: Koppeling) => Promise<void>;
}

function statusOf(koppeling: Koppeling): { text: string; tone: '' | 'warning' | 'muted' } {
  if (koppeling.disabled) return { text: 'Ontkoppeld', tone: 'muted' };
  if (!koppeling.active) return { text: 'Uitlener heeft nog geen account', tone: 'warning' };
  if (koppeling.new) return { text: 'Nog niet bekeken', tone: '' };
  return { text: 'Bekeken door uitlener', tone: '' };
}

/**
 * The scheme's links with agencies (SPEC.md 2.10): each with a connected/disconnected switch that asks for
 * confirmation before the whole list is saved.
 */
export function LinksTable({ koppelingen, onToggle }: LinksTableProps) {
  const [pending, setPending] = useState<Koppeling | null>(null);
  const [busyKvk, setBusyKvk] = useState<string | null>(null);
  // The dialog has no trigger of its own, so focus is put back on the switch that opened it.
  const opener = useRef<HTMLButtonElement | null>(null);
  const refocus = () => setTimeout(() => opener.current?.focus(), 0);
  if (koppelingen.length === 0) return <p className="links__empty">{NO_LINKS}</p>;
  return (
    <>
      <ul className="links__list">
        {koppelingen.map((koppeling) => {
          const status = statusOf(koppeling);
          const connected = !koppeling.disabled;
          const nameId = `link-${koppeling.kvk_nr}`;
          return (
            <li key={koppeling.kvk_nr} className={`links__item${connected ? '' : ' links__item--off'}`}>
              <div className="links__who">
                <strong id={nameId}>{koppeling.handelsnaam}</strong>
                <span className="muted">KVK {koppeling.kvk_nr}</span>
                <span className="links__email">{koppeling.contact_email}</span>
              </div>
              <span className={`badge${status.tone ? ` badge--${status.tone}` : ''}`}>{status.text}</span>
              <button
                type="button"
                role="switch"
                aria-checked={connected}
                aria-labelledby={`${nameId} ${nameId}-switch`}
                className="switch"
                disabled={busyKvk !== null}
                aria-busy={busyKvk === koppeling.kvk_nr || undefined}
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setPending(koppeling);
                }}
              >
                <span className="switch__track" aria-hidden="true">
                  <span className="switch__thumb" />
                </span>
                <span id={`${nameId}-switch`} className="switch__label">
                  {connected ? 'Gekoppeld' : 'Ontkoppeld'}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <ConfirmationDialog
        open={pending !== null}
        text={
          pending === null
            ? ''
            : pending.disabled
              ? reconnectText(pending.handelsnaam)
              : disconnectText(pending.handelsnaam)
        }
        confirmLabel={pending?.disabled ? 'Koppelen' : 'Ontkoppelen'}
        danger={pending !== null && !pending.disabled}
        onRefute={() => {
          setPending(null);
          refocus();
        }}
        onConfirm={() => {
          const chosen = pending;
          setPending(null);
          if (chosen === null) return;
          setBusyKvk(chosen.kvk_nr);
          onToggle(chosen)
            .catch(() => undefined)
            .finally(() => {
              setBusyKvk(null);
              refocus();
            });
        }}
      />
    </>
  );
}
