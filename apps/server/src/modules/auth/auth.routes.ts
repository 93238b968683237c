import {
  AuthResponse,
  ChangeEmailBody,
  ChangePasswordBody,
  ChangePasswordResponse,
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  MeResponse,
  MessageResponse,
  MfaLoginBody,
  Ok,
  PasswordStrength,
  PasswordStrengthBody,
  ProfileBody,
  RegisterBody,
  ResetPasswordBody,
  User,
  VerifyEmailBody,
} from '@cosmos/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import * as auth from './auth.service.ts';
import { rejectNul } from '../../plugins/json-body.ts';
import { limitAddress, limitSignUps } from './guards.ts';
import { StrengthChecker } from './strength-checker.ts';

const client = (req: FastifyRequest) => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });
const tags = ['auth'];
const security = [{ bearer: [] }];

export async function authRoutes(app: App, ctx: AppContext) {
  const strength = new StrengthChecker(ctx.log);
  app.addHook('onClose', () => strength.close());

  app.post(
    '/api/auth/register',
    {
      preValidation: rejectNul,
      schema: { tags, body: RegisterBody, response: { 201: AuthResponse, ...problems(400, 429) } },
    },
    async (req, reply) => {
      await limitAddress(ctx, reply, 'register', req.ip);
      await limitSignUps(ctx, req.ip);
      const res = await auth.register(ctx, req.body, client(req));
      reply.code(201);
      return res;
    },
  );

  app.post(
    '/api/auth/login',
    {
      preValidation: rejectNul,
      schema: { tags, body: LoginBody, response: { 200: LoginResponse, ...problems(400, 401, 429) } },
    },
    async (req, reply) => {
      await limitAddress(ctx, reply, 'login', req.ip);
      return auth.login(ctx, req.body, client(req));
    },
  );

  app.post(
    '/api/auth/login/mfa',
    {
      preValidation: rejectNul,
      schema: { tags, body: MfaLoginBody, response: { 200: AuthResponse, ...problems(400, 401, 429) } },
    },
    async (req, reply) => {
      await limitAddress(ctx, reply, 'mfa', req.ip);
      return auth.loginMfa(ctx, req.body.challengeToken, req.body.code, client(req));
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      preValidation: rejectNul,
      schema: { tags, body: ForgotPasswordBody, response: { 200: MessageResponse, ...problems(400, 429) } },
    },
    async (req, reply) => {
      await limitAddress(ctx, reply, 'reset', req.ip);
      return auth.forgotPassword(ctx, req.body.email);
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      preValidation: rejectNul,
      schema: { tags, body: ResetPasswordBody, response: { 200: MessageResponse, ...problems(400, 429) } },
    },
    async (req, reply) => {
      await limitAddress(ctx, reply, 'reset', req.ip);
      return auth.resetPassword(ctx, req.body);
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      preValidation: rejectNul,
      schema: { tags, body: VerifyEmailBody, response: { 200: MessageResponse, ...problems(400, 429) } },
    },
    async (req, reply) => {
      await limitAddress(ctx, reply, 'reset', req.ip);
      return auth.verifyEmail(ctx, req.body.token);
    },
  );

  app.post(
    '/api/auth/verify-email/resend',
    {
      preHandler: authenticated,
      schema: { tags, security, response: { 200: MessageResponse, ...problems(401, 429) } },
    },
    async (req, reply) => {
      const me = requireUser(req);
      await limitAddress(ctx, reply, 'reset', `user:${me.id}`);
      return auth.resendVerification(ctx, me.id);
    },
  );

  app.post(
    '/api/auth/password-strength',
    {
      preValidation: rejectNul,
      schema: { tags, body: PasswordStrengthBody, response: { 200: PasswordStrength, ...problems(400, 429) } },
    },
    async (req, reply) => {
      await limitAddress(ctx, reply, 'strength', req.ip);
      return strength.check(req.body.password, req.body.userInputs);
    },
  );

  app.get(
    '/api/auth/me',
    { preHandler: authenticated, schema: { tags, security, response: { 200: MeResponse, ...problems(401) } } },
    async (req) => ({
      user: requireUser(req),
    }),
  );

  app.post(
    '/api/auth/logout',
    { preHandler: authenticated, schema: { tags, security, response: { 200: Ok, ...problems(401) } } },
    async (req) => {
      const me = requireUser(req);
      await auth.logout(ctx, me.id, me.sessionId);
      return { ok: true as const };
    },
  );

  app.put(
    '/api/auth/profile',
    {
      preValidation: rejectNul,
      preHandler: authenticated,
      schema: { tags, security, body: ProfileBody, response: { 200: User, ...problems(400, 401) } },
    },
    async (req) => auth.updateProfile(ctx, requireUser(req).id, req.body),
  );

  app.post(
    '/api/auth/change-password',
    {
      preValidation: rejectNul,
      preHandler: authenticated,
      schema: {
        tags,
        security,
        body: ChangePasswordBody,
        response: { 200: ChangePasswordResponse, ...problems(400, 401, 429) },
      },
    },
    async (req) => {
      const me = requireUser(req);
      return auth.changePassword(ctx, me.id, me.sessionId, req.body);
    },
  );

  app.post(
    '/api/auth/change-email',
    {
      preValidation: rejectNul,
      preHandler: authenticated,
      schema: { tags, security, body: ChangeEmailBody, response: { 200: User, ...problems(400, 401, 409, 429) } },
    },
    async (req) => auth.changeEmail(ctx, requireUser(req).id, req.body),
  );
}
