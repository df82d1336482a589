// Accounts as a service (`app.accounts`): sign-up, login, sessions, email confirmation and MFA
// factors, bound to the database, the mailer and the token signer. The logic is accounts.ts and
// mfa.ts; the routes call only this.
import fp from "fastify-plugin";
import type { TEnrollFactorRequest } from "@sachiv/contracts";
import type { TConfig } from "../../config.ts";
import type { TAuthContext } from "../../plugins/auth.ts";
import * as accounts from "./accounts.ts";
import { createMailer, type TMailer } from "./mailer.ts";
import * as mfa from "./mfa.ts";
import * as recovery from "./recovery.ts";

declare module "fastify" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface FastifyInstance {
    accounts: TAccountsService;
  }
}

export type { TClientInfo } from "./accounts.ts";

export function createAccountsService(deps: accounts.TAuthDeps) {
  const { db } = deps;
  return {
    signUp: (input: Parameters<typeof accounts.signUp>[1], client: accounts.TClientInfo) =>
      accounts.signUp(deps, input, client),
    logIn: (input: Parameters<typeof accounts.logIn>[1], client: accounts.TClientInfo) =>
      accounts.logIn(deps, input, client),
    refresh: (refreshToken: string) => accounts.refreshSession(deps, refreshToken),
    logOut: (sessionId: string) => accounts.logOut(db, sessionId),
    logOutByRefreshToken: (refreshToken: string) => accounts.logOutByRefreshToken(db, refreshToken),
    /** Where to send the browser once the link's address is confirmed (throws an ApiError for a bad link). */
    confirmEmail: (token: string, redirectTo?: string) => accounts.confirmEmail(deps, token, redirectTo),
    user: (userId: string) => accounts.getAuthUser(deps, userId),
    /** Mails a reset link if such an account exists; answers nothing either way (no enumeration). */
    requestPasswordReset: (input: recovery.TRecoverInput) => recovery.requestPasswordReset(deps, input),
    resetPassword: (input: recovery.TResetInput) => recovery.resetPassword(deps, input),

    listFactors: (userId: string) => mfa.listFactors(deps, userId),
    enrollFactor: (auth: TAuthContext, input: TEnrollFactorRequest) => mfa.enrollFactor(deps, auth, input),
    removeFactor: (auth: TAuthContext, factorId: string) => mfa.removeFactor(deps, auth, factorId),
    challengeFactor: (auth: TAuthContext, factorId: string, ip: string) =>
      mfa.challengeFactor(deps, auth, factorId, ip),
    verifyFactor: (auth: TAuthContext, factorId: string, input: { challenge_id: string; code: string }, ip: string) =>
      mfa.verifyFactor(deps, auth, factorId, input, ip),
  };
}

export type TAccountsService = ReturnType<typeof createAccountsService>;

export default fp<{ config: TConfig; mailer?: TMailer }>(
  async (app, { config, mailer }) => {
    app.decorate(
      "accounts",
      createAccountsService({
        db: app.db,
        config,
        mailer: mailer ?? createMailer(config.mail, app.log),
        signAccessToken: app.signAccessToken,
      }),
    );
  },
  { name: "accounts", dependencies: ["database"] },
);
