import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { Button } from '../../components/button';
import { ConfirmButton } from '../../components/confirm-button';
import { Dialog } from '../../components/dialog';
import { Loader } from '../../components/loader';
import { loadApi } from '../../lib/load-api';
import { tokensAtom, userAtom } from '../../lib/session';
import { announceUnauthorized } from '../../lib/session-end';
import { ACCOUNT_DELETE_FAILED } from '../../lib/texts';

type Deletion = 'idle' | 'deleting' | 'deleted' | 'failed';

/**
 * Deleting the account (SPEC.md 2.7 and section 4): confirm, in progress, then on success a dialog whose
 * button logs out and goes to login, or on failure a dialog that says to contact support. The main user
 * deletes the whole company account; a sub-user only themself (server/README.md).
 */
export function DeleteAccountSection({ mainUser }: { readonly mainUser: boolean }) {
  const [deletion, setDeletion] = useState<Deletion>('idle');
  const setTokens = useSetAtom(tokensAtom);
  const setUser = useSetAtom(userAtom);

  const deleteAccount = async () => {
    setDeletion('deleting');
    try {
      await (await loadApi()).api.account.deleteUser();
      setDeletion('deleted');
    } catch {
      setDeletion('failed');
    }
  };

  /**
   * The logout after a deletion. The server already revoked every session of the deleted user, so there is
   * nothing to log out there and any call would be a 401: the session ends here the way a 401 ends it, which
   * sends the visitor to login rather than home.
   */
  const toLogin = () => {
    announceUnauthorized();
    setTokens(null);
    setUser(null);
  };

  return (
    <section className="card account-section account-danger" aria-labelledby="account-delete-title">
      <h2 id="account-delete-title">Account verwijderen</h2>
      <p>
        {mainUser
          ? 'Hiermee verwijdert u het account van uw bedrijf, met alle gebruikers. Niemand kan daarna nog inloggen. Uw vastgelegde beloningen blijven zichtbaar voor de uitleners met wie u ze deelde.'
          : 'Hiermee verwijdert u uw eigen gebruikersaccount. U kunt daarna niet meer inloggen; het account van uw bedrijf blijft bestaan.'}
      </p>
      <div className="row">
        <ConfirmButton
          variant="danger"
          busy={deletion === 'deleting'}
          confirmText={
            mainUser
              ? 'Weet u zeker dat u het account van uw bedrijf wilt verwijderen? Dit kan niet ongedaan worden gemaakt.'
              : 'Weet u zeker dat u uw account wilt verwijderen? Dit kan niet ongedaan worden gemaakt.'
          }
          confirmLabel="Ja, verwijderen"
          onConfirmed={() => void deleteAccount()}
        >
          Account verwijderen
        </ConfirmButton>
      </div>
      {deletion === 'deleting' ? <Loader fullScreen label="Account wordt verwijderd..." /> : null}
      <Dialog
        open={deletion === 'deleted'}
        title="Account verwijderd"
        showClose={false}
        onClose={toLogin}
        description="Uw account is verwijderd. U wordt uitgelogd."
        actions={<Button onClick={toLogin}>Naar inloggen</Button>}
      />
      <Dialog
        open={deletion === 'failed'}
        title="Verwijderen mislukt"
        showClose={false}
        onClose={() => setDeletion('idle')}
        description={ACCOUNT_DELETE_FAILED}
        actions={<Button onClick={() => setDeletion('idle')}>Sluiten</Button>}
      />
    </section>
  );
}
