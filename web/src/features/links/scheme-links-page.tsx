import type { InlenersCao } from '@beloning/core/schemas';
import { useParams, useSearchParams } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { PageLoader } from '../../components/loader';
import { loadApi } from '../../lib/load-api';
import { useRemoteData } from '../../lib/use-remote-data';
import { LinksGuard } from './links-guard';
import { LinksScreen } from './links-screen';
import { LoadFailure } from './load-failure';

/** The links of a scheme (route inleners-cao-koppelingen, query showInvites). */
export function SchemeLinksPage() {
  return (
    <LinksGuard>
      <SchemeLinks />
    </LinksGuard>
  );
}

function SchemeLinks() {
  const { guid = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { state } = useRemoteData<InlenersCao>(`links-${guid}`, (api) => api.schemes.get(guid));
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error') {
    return (
      <LoadFailure
        title="Koppelingen"
        error={state.error}
        notFound="Deze beloningsregeling bestaat niet of u heeft er geen toegang toe."
      />
    );
  }
  const scheme = state.data;
  return (
    <LinksScreen
      title="Koppelingen"
      subject={
        <>
          Beloningsregeling <strong>{scheme.full_name}</strong>
        </>
      }
      koppelingen={scheme.koppelingen}
      showInvites={searchParams.get('showInvites') === 'true'}
      detailPath={pathFor('inleners-cao-detail', { guid: scheme.guid })}
      save={async (koppelingen) => {
        const { api } = await loadApi();
        return (await api.koppelingen.updateForScheme(scheme.guid, koppelingen)).koppelingen;
      }}
    />
  );
}
