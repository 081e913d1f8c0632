import type { CaoCompliance } from '@beloning/core/schemas';
import { useParams, useSearchParams } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { PageLoader } from '../../components/loader';
import { loadApi } from '../../lib/load-api';
import { useRemoteData } from '../../lib/use-remote-data';
import { LinksGuard } from './links-guard';
import { LinksScreen } from './links-screen';
import { LoadFailure } from './load-failure';

export const COMPLIANCE_NOT_FOUND = 'Deze cao-naleving bestaat niet of u heeft er geen toegang toe.';

/** The links of a cao compliance (route cao-compliance-koppelingen, query showInvites). */
export function ComplianceLinksPage() {
  return (
    <LinksGuard>
      <ComplianceLinks />
    </LinksGuard>
  );
}

function ComplianceLinks() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { state } = useRemoteData<CaoCompliance>(`compliance-links-${id}`, (api) => api.compliance.get(id));
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error') {
    return <LoadFailure title="Koppelingen" error={state.error} notFound={COMPLIANCE_NOT_FOUND} />;
  }
  const compliance = state.data;
  return (
    <LinksScreen
      title="Koppelingen"
      subject={
        <>
          Cao-naleving <strong>{compliance.cao_name}</strong>
        </>
      }
      koppelingen={compliance.koppelingen}
      showInvites={searchParams.get('showInvites') === 'true'}
      saved="compliance"
      detailPath={pathFor('cao-compliance-detail', {
        caoId: String(compliance.cao_id),
        id: String(compliance.id),
      })}
      save={async (koppelingen) => {
        const { api } = await loadApi();
        return (await api.koppelingen.updateForCompliance(compliance.id, koppelingen)).koppelingen;
      }}
    />
  );
}
