import { createStore } from 'jotai';

/**
 * The one jotai store of the app. The API layer reads and writes the session through it outside React
 * (token refresh, a 401), so the Provider in app.tsx must use this store and no other.
 */
export const appStore = createStore();
