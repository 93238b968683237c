import {
  MfaEnableBody,
  MfaSetupBody,
  MfaSetupResponse,
  MfaStatus,
  Ok,
  ReauthBody,
  RecoveryCodes,
} from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import { rejectNul } from '../../plugins/json-body.ts';
import * as mfa from './mfa.service.ts';
import { reauthenticate } from './reauthenticate.ts';

const tags = ['mfa'];
const security = [{ bearer: [] }];

export async function mfaRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/auth/mfa',
    { preHandler: authenticated, schema: { tags, security, response: { 200: MfaStatus, ...problems(401) } } },
    async (req) => mfa.status(ctx, requireUser(req).id),
  );

  /** Enrolment step 1: needs the current password; answers the secret, otpauth URI and QR code. */
  app.post(
    '/api/auth/mfa/setup',
    {
      preValidation: rejectNul,
      preHandler: authenticated,
      schema: {
        tags,
        security,
        body: MfaSetupBody,
        response: { 200: MfaSetupResponse, ...problems(400, 401, 409, 429) },
      },
    },
    async (req) => {
      const me = requireUser(req);
      await reauthenticate(ctx, me.id, req.body.password, undefined);
      return mfa.startSetup(ctx, me);
    },
  );

  /** Enrolment step 2: a valid code turns 2FA on; the recovery codes are in this answer only. */
  app.post(
    '/api/auth/mfa/enable',
    {
      preValidation: rejectNul,
      preHandler: authenticated,
      schema: {
        tags,
        security,
        body: MfaEnableBody,
        response: { 200: RecoveryCodes, ...problems(400, 401, 409, 429) },
      },
    },
    async (req) => {
      const me = requireUser(req);
      return { recoveryCodes: await mfa.confirmSetup(ctx, me, req.body.code) };
    },
  );

  app.post(
    '/api/auth/mfa/disable',
    {
      preValidation: rejectNul,
      preHandler: authenticated,
      schema: { tags, security, body: ReauthBody, response: { 200: Ok, ...problems(400, 401, 429) } },
    },
    async (req) => {
      const me = requireUser(req);
      await reauthenticate(ctx, me.id, req.body.password, req.body.code);
      await mfa.disable(ctx, me);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/mfa/recovery-codes',
    {
      preValidation: rejectNul,
      preHandler: authenticated,
      schema: { tags, security, body: ReauthBody, response: { 200: RecoveryCodes, ...problems(400, 401, 429) } },
    },
    async (req) => {
      const me = requireUser(req);
      await reauthenticate(ctx, me.id, req.body.password, req.body.code);
      return { recoveryCodes: await mfa.regenerate(ctx, me) };
    },
  );
}
