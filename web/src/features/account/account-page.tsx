import { PageLoader } from '../../components/loader';
import { Button } from '../../components/button';
import { NETWORK_FAILED, UNVERIFIED_KVK_WARNING } from '../../lib/texts';
import { CompanySection } from './company-section';
import { DeleteAccountSection } from './delete-account-section';
import { EmailPreferencesSection } from './email-preferences-section';
import { isMainUser, useAccount, type AccountControl, type AccountData } from './use-account';
import { UserDetailsSection } from './user-details-section';
import { UsersSection } from './users-section';
import './account.css';

/**
 * The account screen (SPEC.md 2.7): the user's details and e-mail change, and for the main user (permission
 * customauth.change_subscription) the unverified-KVK warning, company details, the user list with invites,
 * the subscription's e-mail preferences; every user can delete their account. Sub-users see none of the
 * main user's parts (SPEC.md section 6).
 */
export function AccountPage() {
  const account = useAccount();
  const { state } = account;
  return (
    <div className="page account">
      <h1>Profiel</h1>
      {state.status === 'loading' ? <PageLoader label="Account laden..." /> : null}
      {state.status === 'failed' ? (
        <div className="notice notice--error" role="alert">
          <p>{NETWORK_FAILED}</p>
          <Button variant="secondary" onClick={() => void account.reload()}>
            Opnieuw proberen
          </Button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <AccountSections {...state} mainUser={isMainUser(state.user)} account={account} />
      ) : null}
    </div>
  );
}

function AccountSections({
  user,
  subscription,
  users,
  mainUser,
  account,
}: AccountData & { readonly mainUser: boolean; readonly account: AccountControl }) {
  return (
    <>
      {mainUser && !user.kvk_verified ? (
        <div className="notice notice--warning account-warning" role="alert">
          <p>
            <strong>{UNVERIFIED_KVK_WARNING}</strong>
          </p>
          <p>
            Zolang ze niet overeenkomen met het handelsregister, worden uw beloningen niet aan uitleners
            gegeven en kunt u geen uitleners koppelen. Controleer ze hieronder bij Bedrijfsgegevens.
          </p>
        </div>
      ) : null}
      <div className="account-columns">
        <UserDetailsSection user={user} />
        {mainUser ? <CompanySection user={user} onVerified={account.setUser} /> : null}
      </div>
      {mainUser ? (
        <UsersSection
          users={users}
          ownEmail={user.email}
          subscriptionMails={subscription.salary_table_update_emails}
          onChanged={account.reload}
        />
      ) : null}
      <EmailPreferencesSection
        user={user}
        subscription={subscription}
        mainUser={mainUser}
        onUser={account.setUser}
        onSubscription={async (next) => {
          account.setSubscription(next);
          await account.reload();
        }}
      />
      <DeleteAccountSection mainUser={mainUser} />
    </>
  );
}
