import type { Transport } from '../transport.js';
import type {
  EmailPayload,
  Subscription,
  SubscriptionUpdate,
  SubscriptionUserAddPayload,
  SubscriptionUserEntry,
  User,
  UserUpdate,
  VerifyKvkPayload,
} from '../types.js';

/** The logged-in user's own account (SPEC.md section 7.1). */
export function accountCalls({ request }: Transport) {
  return {
    /** GET /rest-auth/inlener-user/ */
    getUser(): Promise<User> {
      return request<User>({ method: 'GET', path: '/rest-auth/inlener-user/', auth: true });
    },

    /** PUT /rest-auth/inlener-user/, for example to withdraw a help request (uitlener_asked_for_help). */
    updateUser(changes: UserUpdate): Promise<User> {
      return request<User>({ method: 'PUT', path: '/rest-auth/inlener-user/', body: changes, auth: true });
    },

    /** DELETE /rest-auth/inlener-user/ */
    async deleteUser(): Promise<void> {
      await request({ method: 'DELETE', path: '/rest-auth/inlener-user/', auth: true });
    },

    /** POST /rest-auth/inlener-change-email/: mails a verification link to the new address. */
    async changeEmail(payload: EmailPayload): Promise<void> {
      await request({ method: 'POST', path: '/rest-auth/inlener-change-email/', body: payload, auth: true });
    },

    /** PUT /rest-auth/verify-kvk/: checks company name and KVK number; answers with the updated user. */
    verifyKvk(payload: VerifyKvkPayload): Promise<User> {
      return request<User>({ method: 'PUT', path: '/rest-auth/verify-kvk/', body: payload, auth: true });
    },
  };
}

/** The company's subscription and its users (SPEC.md section 7.1). */
export function subscriptionCalls({ request }: Transport) {
  return {
    /** GET /rest-auth/subscription/ */
    get(): Promise<Subscription> {
      return request<Subscription>({ method: 'GET', path: '/rest-auth/subscription/', auth: true });
    },

    /** The update SPEC.md calls PATCH /rest-auth/subscription/; it is sent as PUT. */
    patch(changes: SubscriptionUpdate): Promise<Subscription> {
      return request<Subscription>({
        method: 'PUT',
        path: '/rest-auth/subscription/',
        body: changes,
        auth: true,
      });
    },

    /** GET /rest-auth/subscription-users/ */
    listUsers(): Promise<SubscriptionUserEntry[]> {
      return request<SubscriptionUserEntry[]>({
        method: 'GET',
        path: '/rest-auth/subscription-users/',
        auth: true,
      });
    },

    /** POST /rest-auth/inlener-subscription-user-add/: invites a sub-user. */
    async addUser(payload: SubscriptionUserAddPayload): Promise<void> {
      await request({
        method: 'POST',
        path: '/rest-auth/inlener-subscription-user-add/',
        body: payload,
        auth: true,
      });
    },

    /** DELETE /rest-auth/subscription-users/ with the user's e-mail. */
    async removeUser(payload: EmailPayload): Promise<void> {
      await request({ method: 'DELETE', path: '/rest-auth/subscription-users/', body: payload, auth: true });
    },
  };
}

export type AccountCalls = ReturnType<typeof accountCalls>;
export type SubscriptionCalls = ReturnType<typeof subscriptionCalls>;
