import type { CaoCompliance } from '@beloning/core/schemas';
import { Link } from 'react-router-dom';
import { NewCaoComplianceButton } from '../../components/new-cao-compliance-button';
import { pathFor } from '../../lib/routes';

export interface ComplianceListProps {
  readonly compliances: readonly CaoCompliance[];
  readonly canEdit: boolean;
  readonly verified: boolean;
}

/** The company's cao compliances (short wizard), each with 'Bekijken' and, for editors, 'Koppelingen'. */
export function ComplianceList({ compliances, canEdit, verified }: ComplianceListProps) {
  return (
    <ul className="overview__list">
      {compliances.map((compliance) => {
        const titleId = `compliance-${compliance.id}`;
        const detailPath = pathFor('cao-compliance-detail', {
          caoId: String(compliance.cao_id),
          id: String(compliance.id),
        });
        const connected = compliance.koppelingen.filter((koppeling) => !koppeling.disabled).length;
        const [newCaoId, newCaoName] = compliance.new_cao_version;
        return (
          <li key={compliance.id} className="card overview__item" aria-labelledby={titleId}>
            <div className="overview__item-main">
              <h3 id={titleId} className="overview__item-title">
                <Link to={detailPath}>{compliance.cao_name}</Link>
              </h3>
              <p className="overview__meta">
                <span>Volgt de cao volledig</span>
                <span>Ondertekend door {compliance.signed_fullname}</span>
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
                <Link
                  className="button button--secondary"
                  aria-describedby={titleId}
                  to={
                    verified
                      ? pathFor('cao-compliance-koppelingen', { id: String(compliance.id) })
                      : pathFor('account')
                  }
                >
                  Koppelingen
                </Link>
              ) : null}
            </div>
            {newCaoId !== undefined ? (
              <div className="notice notice--info overview__notice">
                <p>
                  Er is een nieuwe versie van de cao beschikbaar
                  {typeof newCaoName === 'string' ? `: ${newCaoName}` : ''}.
                  {canEdit ? ' Leg met de knop hieronder vast dat u de nieuwe versie volgt.' : ''}
                </p>
                {canEdit ? <NewCaoComplianceButton compliance={compliance} describedBy={titleId} /> : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
