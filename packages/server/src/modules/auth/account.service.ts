import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  type LoginBody,
  type LoginResponse,
  type SignupBody,
  SYSTEM_ADMIN_ROLE,
  type UserInfo,
} from '@slipway/contracts';
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ServiceUnavailableError,
} from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { TokenService } from '../../lib/tokens.js';
import type { RbacRepository } from '../rbac/rbac.repository.js';
import type { RbacService } from '../rbac/rbac.service.js';
import type { UserRow, UsersRepository } from '../users/users.repository.js';
import { toUserInfo } from '../users/users.service.js';
import type { FeaturesRepository } from './features.repository.js';
import type { PasswordResetsRepository } from './password-resets.repository.js';
import { resetMail } from './reset-mail.js';

export const ADMIN_ACCOUNT = 'admin';

/** Codes of spec §8 travel with HTTP 400. */
const codeError = (code: number, key: ConstructorParameters<typeof AppError>[2]) =>
  new AppError(400, code, key);

export interface AccountServiceDeps {
  users: UsersRepository;
  roles: RbacRepository;
  rbac: RbacService;
  features: FeaturesRepository;
  resets: PasswordResetsRepository;
  tokens: TokenService;
  mailer: Mailer;
  resetTtlMs: number;
  now?: () => Date;
}

export class AccountService {
  private readonly now: () => Date;
  /** Compared against when the account does not exist, so timing does not reveal accounts. */
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly deps: AccountServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async login(body: LoginBody): Promise<LoginResponse> {
    const user = await this.deps.users.findByAccount(body.account);
    if (!user) {
      this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
      await verifyPassword(await this.dummyHash, body.password);
      throw new AppError(401, ErrorCode.Unauthorized, 'error.invalidCredentials');
    }
    if (!(await verifyPassword(user.passwordHash, body.password))) {
      throw new AppError(401, ErrorCode.Unauthorized, 'error.invalidCredentials');
    }
    await this.deps.users.touchLogin(user.id);
    return {
      uid: user.id,
      token: await this.signSession(user),
      name: user.name,
      email: user.email,
      phone: user.phone,
      account: user.account,
      identityType: user.identityType,
    };
  }

  /** A new session of a signed-in user whose password change has just ended the one they used. */
  async renewSession(uid: string): Promise<string> {
    const user = await this.deps.users.findById(uid);
    if (!user) throw new NotFoundError('error.userNotFound');
    return this.signSession(user);
  }

  private signSession(user: UserRow): Promise<string> {
    return this.deps.tokens.signSession({
      uid: user.id,
      name: user.name,
      email: user.email,
      preferred_username: user.account,
    });
  }

  /** Whether sign-in goes through a single-sign-on connector; Slipway has none, so never. */
  loginEnabled(): boolean {
    return false;
  }

  async signup(body: SignupBody): Promise<UserInfo> {
    if (!(await this.deps.features.isEnabled('RegisterTrigger')))
      throw new ForbiddenError('error.signupDisabled');
    if (await this.deps.users.findByAccount(body.account)) throw new ConflictError('error.accountExists');
    const user = await this.deps.users.create({
      account: body.account,
      name: body.name,
      email: body.email,
      phone: body.phone ?? '',
      passwordHash: await hashPassword(body.password),
    });
    return toUserInfo(user, false);
  }

  /** Mails a one-time reset link; only one link is valid at a time. */
  async retrieve(accountOrEmail: string, appUrl: string): Promise<{ email: string }> {
    const user = await this.deps.users.findByAccountOrEmail(accountOrEmail);
    if (!user?.email) throw codeError(ErrorCode.MailboxNotFound, 'error.mailboxNotFound');
    const now = this.now();
    if (await this.deps.resets.findActive(user.id, now)) {
      throw codeError(ErrorCode.CodeNotExpired, 'error.codeNotExpired');
    }
    if (!(await this.deps.mailer.configured())) throw new ServiceUnavailableError('error.mailNotConfigured');
    const expiresAt = new Date(now.getTime() + this.deps.resetTtlMs);
    const reset = await this.deps.resets.create(user.id, expiresAt);
    const token = await this.deps.tokens.signReset(user.id, reset.id, expiresAt);
    try {
      await this.deps.mailer.send(
        resetMail(user, `${appUrl}/login/password/reset?token=${token}`, this.deps.resetTtlMs),
      );
    } catch (error) {
      await this.deps.resets.remove(reset.id);
      throw new ServiceUnavailableError('error.mailSendFailed', (error as Error).message);
    }
    return { email: maskEmail(user.email) };
  }

  async reset(token: string | undefined, password: string): Promise<void> {
    if (!token) throw codeError(ErrorCode.CodeIncorrect, 'error.codeIncorrect');
    const check = await this.deps.tokens.verifyReset(token);
    if (!check.ok) {
      throw check.reason === 'expired'
        ? codeError(ErrorCode.CodeExpired, 'error.codeExpired')
        : codeError(ErrorCode.CodeIncorrect, 'error.codeIncorrect');
    }
    const reset = await this.deps.resets.findById(check.claims.resetId);
    if (!reset || reset.uid !== check.claims.uid)
      throw codeError(ErrorCode.CodeIncorrect, 'error.codeIncorrect');
    if (reset.usedAt) throw codeError(ErrorCode.CodeUsed, 'error.codeUsed');
    const now = this.now();
    if (reset.expiresAt <= now) throw codeError(ErrorCode.CodeExpired, 'error.codeExpired');
    const passwordHash = await hashPassword(password);
    if (!(await this.deps.resets.markUsed(reset.id, now)))
      throw codeError(ErrorCode.CodeUsed, 'error.codeUsed');
    await this.deps.users.replacePassword(reset.uid, passwordHash);
  }

  /** First start: the system administrator, with ADMIN_PASSWORD or a generated password to print once. */
  async ensureAdmin(
    adminPassword: string | undefined,
  ): Promise<{ created: false } | { created: true; password: string }> {
    await this.deps.rbac.ensurePresetRoles();
    const adminRole = await this.deps.roles.findRole(SYSTEM_ADMIN_ROLE, '');
    if (!adminRole) throw new Error('preset role admin is missing');
    const existing = await this.deps.users.findByAccount(ADMIN_ACCOUNT);
    if (existing) return { created: false };
    const password = adminPassword ?? randomBytes(12).toString('base64url');
    let admin: UserRow;
    try {
      admin = await this.deps.users.create({
        account: ADMIN_ACCOUNT,
        name: ADMIN_ACCOUNT,
        email: '',
        phone: '',
        passwordHash: await hashPassword(password),
      });
    } catch (error) {
      // another replica created it at the same moment
      if (await this.deps.users.findByAccount(ADMIN_ACCOUNT)) return { created: false };
      throw error;
    }
    await this.deps.roles.bind({ uid: admin.id }, adminRole.id, '');
    return { created: true, password };
  }
}

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const visible = local.slice(0, Math.min(2, Math.max(1, local.length - 1)));
  return `${visible}${'*'.repeat(Math.max(local.length - visible.length, 1))}@${domain}`;
}
