import type { FastifyPluginAsync } from 'fastify';
import activation from './activation.js';
import password from './password.js';
import registration from './registration.js';
import subscription from './subscription.js';
import user from './user.js';

/** Every account call of SPEC.md 7.1 except login, logout, token refresh and hand-over (routes/auth). */
const accountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(registration);
  await app.register(activation);
  await app.register(password);
  await app.register(user);
  await app.register(subscription);
};

export default accountRoutes;
