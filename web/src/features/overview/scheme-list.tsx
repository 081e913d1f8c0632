import { formatDutchDate } from '@beloning/core/format';
import type { InlenersCaoListItem } from '@beloning/core/schemas';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { Button } from '../../components/button';
import { ConfirmationDialog } from '../../components/confirmation-dialog';
import { loadApi } from '../../lib/load-api';
import { NETWORK_FAILED } from '../../lib/texts';
import { NEW_CAO_VERSION_CONFIRMATION, NEW_TABLES_CONFIRMATION } from './overview-texts';
import { editScheme, editWithNewCaoVersion, editWithNewTables } from '../../lib/wizard-handoff';

export interface SchemeListProps {
  readonly schemes: readonly InlenersCaoListItem[];
  readonly canEdit: boolean;
  readonly verified: boolean;
  /** What the list says when there is nothing in it. */
  readonly empty: string;
}

/** The company's schemes, newest first, each with its buttons and out-of-date notices. */
export function SchemeList({ schemes, canEdit, verified, empty }: SchemeListProps) {
  if (schemes.length === 0) return <p className="overview__empty">{empty}</p>;
  return (
    <ul className="overview__list">
      {schemes.map((scheme) => (
        <SchemeItem key={scheme.guid} scheme={scheme} canEdit={canEdit} verified={verified} />
      ))}
    </ul>
  );
}

type Pending = { readonly kind: 'new-cao'; readonly caoId: number } | { readonly kind: 'new-tables' };

function SchemeItem({
  scheme,
  canEdit,
  verified,
}: {
  readonly scheme: InlenersCaoListItem;
  readonly canEdit: boolean;
  readonly verified: boolean;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'edit' | 'update' | null>(null);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const detailPath = pathFor('inleners-cao-detail', { guid: scheme.guid });
  const titleId = `scheme-${scheme.guid}`;
  const [newCaoId, newCaoName] = scheme.new_cao_version;
  const connected = scheme.koppelingen.filter((koppeling) => !koppeling.disabled).length;

  const run = async (kind: 'edit' | 'update', open: () => Promise<string>) => {
    setBusy(kind);
    setFailed(false);
    try {
      void navigate(await open());
    } catch {
      setFailed(true);
      setBusy(null);
    }
  };

  return (
    <li className="card overview__item" aria-labelledby={titleId}>
      <div className="overview__item-main">
        <h3 id={titleId} className="overview__item-title">
          <Link to={detailPath}>{scheme.full_name}</Link>
        </h3>
        <p className="overview__meta">
          <span>Versie {scheme.version}</span>
          <span>Bijgewerkt op {formatDutchDate(scheme.updated_at)}</span>
          <span>{scheme.based_on === null ? 'Eigen beloningsregeling' : `Cao: ${scheme.based_on}`}</span>
          <span>
            {connected === 0
              ? 'Nog met geen uitlener gedeeld'
              : `Gedeeld met ${connected} ${connected === 1 ? 'uitlener' : 'uitleners'}`}
          </span>
        </p>
      </div>
      <div className="overview__actions">
        <Link className="button button--secondary" to={detailPath} aria-describedby={titleId}>
          Bekijken
        </Link>
        {canEdit ? (
          <>
            <Button
              variant="secondary"
              aria-describedby={titleId}
              busy={busy === 'edit'}
              disabled={busy !== null}
              onClick={() => void run('edit', async () => editScheme((await loadApi()).api, scheme.guid))}
            >
              Wijzigen
            </Button>
            <Link
              className="button button--secondary"
              aria-describedby={titleId}
              to={verified ? pathFor('inleners-cao-koppelingen', { guid: scheme.guid }) : pathFor('account')}
            >
              Koppelingen
            </Link>
          </>
        ) : null}
      </div>
      {newCaoId !== undefined ? (
        <div className="notice notice--info overview__notice">
          <p>
            Er is een nieuwe versie van de cao beschikbaar
            {typeof newCaoName === 'string' ? `: ${newCaoName}` : ''}.
          </p>
          {canEdit ? (
            <Button
              variant="secondary"
              busy={busy === 'update'}
              disabled={busy !== null}
              onClick={() => setPending({ kind: 'new-cao', caoId: newCaoId })}
            >
              Bijwerken naar de nieuwe cao
            </Button>
          ) : null}
        </div>
      ) : null}
      {scheme.has_new_based_on_tables ? (
        <div className="notice notice--info overview__notice">
          <p>Er zijn nieuwe loontabellen van de cao waarop deze beloningsregeling is gebaseerd.</p>
          {canEdit ? (
            <Button
              variant="secondary"
              busy={busy === 'update'}
              disabled={busy !== null}
              onClick={() => setPending({ kind: 'new-tables' })}
            >
              Loontabellen bijwerken
            </Button>
          ) : null}
        </div>
      ) : null}
      {failed ? (
        <div className="notice notice--error overview__notice" role="alert">
          {NETWORK_FAILED}
        </div>
      ) : null}
      <ConfirmationDialog
        open={pending !== null}
        text={pending?.kind === 'new-cao' ? NEW_CAO_VERSION_CONFIRMATION : NEW_TABLES_CONFIRMATION}
        onRefute={() => setPending(null)}
        onConfirm={() => {
          const chosen = pending;
          setPending(null);
          if (chosen === null) return;
          void run('update', async () => {
            const { api } = await loadApi();
            return chosen.kind === 'new-cao'
              ? editWithNewCaoVersion(api, scheme.guid, chosen.caoId)
              : editWithNewTables(api, scheme.guid);
          });
        }}
      />
    </li>
  );
}
