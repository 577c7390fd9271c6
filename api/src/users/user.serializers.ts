import type { PublicProfile, User as UserBody } from '@usedcars/contract/types';
import type { User } from './user.entity';

/** The account as its owner (or an admin) sees it. */
export function serializeUser(user: User): UserBody {
  return {
    _id: user.id,
    uid: user.id,
    displayName: user.displayName,
    email: user.email,
    photoURL: user.photoURL,
    role: user.role,
    verified: user.verified,
    emailVerified: user.emailVerifiedAt !== null,
    suspended: user.suspendedAt !== null,
    hasPassword: user.passwordHash !== null,
    date: user.createdAt.toISOString(),
  };
}

/** What anyone may see of an account: no email, no role. */
export function serializePublicProfile(user: User): PublicProfile {
  return {
    _id: user.id,
    uid: user.id,
    displayName: user.displayName,
    photoURL: user.photoURL,
    verified: user.verified,
  };
}
