import {
  subscriptionResponseSchema,
  subscriptionUserAddResponseSchema,
  subscriptionUsersResponseSchema,
  userResponseSchema,
} from '../../schemas/account-api.js';
import type { Transport } from '../transport.js';
import type {
  ChangeEmailPayload,
  Subscription,
  SubscriptionUpdatePayload,
  SubscriptionUser,
  SubscriptionUserAddPayload,
  SubscriptionUserDeletePayload,
  SubscriptionUserUpdatePayload,
  User,
  UserUpdatePayload,
  VerifyKvkPayload,
} from '../types.js';

/** The logged-in user's own account (SPEC.md section 7.1). */
export function accountCalls({ request }: Transport) {
  return {
    /** GET /rest-auth/inlener-user/ */
    getUser(): Promise<User> {
      return request({
        method: 'GET',
        path: '/rest-auth/inlener-user/',
        auth: true,
        response: userResponseSchema,
      });
    },

    /** PUT /rest-auth/inlener-user/, for example to withdraw a help request (uitlener_asked_for_help null). */
    updateUser(changes: UserUpdatePayload): Promise<User> {
      return request({
        method: 'PUT',
        path: '/rest-auth/inlener-user/',
        body: changes,
        auth: true,
        response: userResponseSchema,
      });
    },

    /** DELETE /rest-auth/inlener-user/ */
    async deleteUser(): Promise<void> {
      await request({ method: 'DELETE', path: '/rest-auth/inlener-user/', auth: true });
    },

    /** POST /rest-auth/inlener-change-email/: mails a verification link to the new address. */
    async changeEmail(payload: ChangeEmailPayload): Promise<void> {
      await request({ method: 'POST', path: '/rest-auth/inlener-change-email/', body: payload, auth: true });
    },

    /** PUT /rest-auth/verify-kvk/: checks company name and KVK number; answers with the updated user. */
    verifyKvk(payload: VerifyKvkPayload): Promise<User> {
      return request({
        method: 'PUT',
        path: '/rest-auth/verify-kvk/',
        body: payload,
        auth: true,
        response: userResponseSchema,
      });
    },
  };
}

/** The company's subscription and its users (SPEC.md section 7.1). */
export function subscriptionCalls({ request }: Transport) {
  return {
    /** GET /rest-auth/subscription/ */
    get(): Promise<Subscription> {
      return request({
        method: 'GET',
        path: '/rest-auth/subscription/',
        auth: true,
        response: subscriptionResponseSchema,
      });
    },

    /** The update SPEC.md calls PATCH /rest-auth/subscription/; it is sent as PUT. */
    patch(changes: SubscriptionUpdatePayload): Promise<Subscription> {
      return request({
        method: 'PUT',
        path: '/rest-auth/subscription/',
        body: changes,
        auth: true,
        response: subscriptionResponseSchema,
      });
    },

    /** GET /rest-auth/subscription-users/ */
    listUsers(): Promise<SubscriptionUser[]> {
      return request({
        method: 'GET',
        path: '/rest-auth/subscription-users/',
        auth: true,
        response: subscriptionUsersResponseSchema,
      });
    },

    /** POST /rest-auth/inlener-subscription-user-add/: invites a sub-user (may create schemes unless told not). */
    addUser(payload: SubscriptionUserAddPayload): Promise<SubscriptionUser> {
      return request({
        method: 'POST',
        path: '/rest-auth/inlener-subscription-user-add/',
        body: payload,
        auth: true,
        response: subscriptionUserAddResponseSchema,
      });
    },

    /** PUT /rest-auth/subscription-users/: a sub-user's right to create schemes or e-mail preference. */
    async updateUser(payload: SubscriptionUserUpdatePayload): Promise<void> {
      await request({ method: 'PUT', path: '/rest-auth/subscription-users/', body: payload, auth: true });
    },

    /** DELETE /rest-auth/subscription-users/ with the user's e-mail. */
    async removeUser(payload: SubscriptionUserDeletePayload): Promise<void> {
      await request({ method: 'DELETE', path: '/rest-auth/subscription-users/', body: payload, auth: true });
    },
  };
}

export type AccountCalls = ReturnType<typeof accountCalls>;
export type SubscriptionCalls = ReturnType<typeof subscriptionCalls>;
