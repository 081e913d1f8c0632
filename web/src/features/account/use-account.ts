import type { Subscription, SubscriptionUser, User } from '@beloning/core/api';
import { CHANGE_SUBSCRIPTION_PERMISSION } from '@beloning/core/schemas';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { loadApi } from '../../lib/load-api';
import { userAtom } from '../../lib/session';

/** What the account screen shows: the user, the subscription's mail switch and (main user) its users. */
export interface AccountData {
  readonly user: User;
  readonly subscription: Subscription;
  /** Every user of the subscription, the main user first; empty for a sub-user, who may not list them. */
  readonly users: readonly SubscriptionUser[];
}

export type AccountState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | ({ readonly status: 'ready' } & AccountData);

export interface AccountControl {
  readonly state: AccountState;
  /** Fetches everything again (after an invite, a removal or a changed preference). */
  reload(): Promise<void>;
  /** Takes a user the server answered with (verify-kvk, a changed preference) without a new fetch. */
  setUser(user: User): void;
  setSubscription(subscription: Subscription): void;
}

/** Whether this user is the subscription's main user (SPEC.md section 6). */
export function isMainUser(user: User): boolean {
  return user.permissions.includes(CHANGE_SUBSCRIPTION_PERMISSION);
}

async function fetchAccount(): Promise<AccountData> {
  const { api } = await loadApi();
  const [user, subscription] = await Promise.all([api.account.getUser(), api.subscription.get()]);
  const users = isMainUser(user) ? await api.subscription.listUsers() : [];
  return { user, subscription, users };
}

/**
 * The account screen's data. The user fetched here also replaces the stored session user, so the gear's
 * unverified warning and the permissions follow the server (a failed user fetch leaves the screen's error).
 */
export function useAccount(): AccountControl {
  const [state, setState] = useState<AccountState>({ status: 'loading' });
  const setSessionUser = useSetAtom(userAtom);

  const reload = useCallback(async () => {
    try {
      const data = await fetchAccount();
      setSessionUser(data.user);
      setState({ status: 'ready', ...data });
    } catch {
      setState((current) => (current.status === 'ready' ? current : { status: 'failed' }));
    }
  }, [setSessionUser]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const setUser = useCallback(
    (user: User) => {
      setSessionUser(user);
      setState((current) => (current.status === 'ready' ? { ...current, user } : current));
    },
    [setSessionUser],
  );

  const setSubscription = useCallback((subscription: Subscription) => {
    setState((current) => (current.status === 'ready' ? { ...current, subscription } : current));
  }, []);

  return { state, reload, setUser, setSubscription };
}
