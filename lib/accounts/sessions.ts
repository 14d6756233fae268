import "server-only";
import { startAdminClock, touchAdminClock } from "@/lib/accounts/admin-idle";
import { createId } from "@/lib/accounts/ids";
import { identitySelect, toSessionUser, type Identity } from "@/lib/accounts/identity";
import type { SessionUser } from "@/lib/auth/session-user";
import { announceRevoked, checkSessionLive } from "@/lib/auth/revocation";
import { hashToken, newRefreshToken, REFRESH_TOKEN_TTL_SECONDS, successorRefreshToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/http/errors";

/** A refresh token presented twice within this many seconds is two tabs racing, not theft. */
const REUSE_GRACE_SECONDS = 10;

function refreshTokenRow(userId: string, familyId: string, token: string) {
  return {
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  };
}

async function issueRefreshToken(userId: string, familyId: string): Promise<string> {
  const token = newRefreshToken();
  await db().refreshToken.create({ data: refreshTokenRow(userId, familyId, token) });
  return token;
}

/**
 * Holds these logins' locks until the transaction ends. Rotation and revocation take them, so a
 * revocation never misses the successor that a concurrent rotation is inserting (an UPDATE does not
 * see rows committed after it started), and a rotation never spends a token being revoked.
 * Sorted, so that two transactions locking several logins cannot deadlock.
 */
async function lockSessions(tx: Prisma.TransactionClient, familyIds: readonly string[]): Promise<void> {
  for (const id of [...familyIds].sort()) {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`session:${id}`}))`;
  }
}

async function revokeFamilies(tx: Prisma.TransactionClient, familyIds: readonly string[]): Promise<void> {
  await tx.refreshToken.updateMany({
    where: { familyId: { in: [...familyIds] }, revokedAt: null },
    data: { revokedAt: new Date() },
  });
}

/**
 * Ends the account's logins in the caller's transaction, all of them or all but `keep` (the caller's own),
 * and answers their ids: announce them with announceRevoked once the transaction has committed. Lock
 * before touching the account row: a rotation holding a login's lock inserts a token that references it.
 */
export async function endLogins(tx: Prisma.TransactionClient, userId: string, keep?: string): Promise<string[]> {
  const live = await tx.refreshToken.findMany({
    where: { userId, revokedAt: null, ...(keep !== undefined && { familyId: { not: keep } }) },
    select: { familyId: true },
    distinct: ["familyId"],
  });
  const ended = live.map((row) => row.familyId);
  await lockSessions(tx, ended);
  if (ended.length > 0) await revokeFamilies(tx, ended);
  return ended;
}

/** When the login `familyId` of `userId` began (its first refresh token), or null for no such login. */
export async function loginStartedAt(userId: string, familyId: string): Promise<Date | null> {
  const first = await db().refreshToken.findFirst({
    where: { userId, familyId },
    orderBy: { createdAt: "asc" },
    select: { createdAt: true },
  });
  return first?.createdAt ?? null;
}

/**
 * Whether a login still holds: its refresh-token family has a token that was never revoked. Every
 * session cookie and access token names its login (`sid`), and lib/auth/session.ts asks this on
 * each request, answered mostly from this instance's cache (lib/auth/revocation.ts).
 */
export function isSessionLive(familyId: string): Promise<boolean> {
  return checkSessionLive(familyId, async (id) => {
    const row = await db().refreshToken.findFirst({ where: { familyId: id, revokedAt: null }, select: { id: true } });
    return row !== null;
  });
}

/** What a blocked account is told at every way in (issue 33). */
const ACCOUNT_BLOCKED =
  "This account has been blocked. Write to support@thali.demo if you think this is a mistake.";

/** Starts a login: a new refresh-token family (and an admin's idle clock). A blocked account gets 403. */
export async function startSession(identity: Identity): Promise<{ user: SessionUser; refreshToken: string }> {
  const account = await db().user.findUnique({ where: { id: identity.id }, select: { blockedAt: true } });
  if (account?.blockedAt) throw new AppError(403, ACCOUNT_BLOCKED);
  const familyId = createId();
  const refreshToken = await issueRefreshToken(identity.id, familyId);
  if (identity.userType === "admin") await startAdminClock(identity.id, familyId);
  return { user: toSessionUser(identity, familyId), refreshToken };
}

const SESSION_EXPIRED = "Your session has expired. Please log in again.";

/** A racing request may find the chain a few links further on; more than this is not a race. */
const MAX_RACE_LINKS = 5;

/** The newest unspent token of `token`'s chain of successors, if it is still good. */
async function newestSuccessor(tx: Prisma.TransactionClient, token: string): Promise<string | null> {
  let current = token;
  for (let link = 0; link < MAX_RACE_LINKS; link++) {
    const next = successorRefreshToken(current);
    const row = await tx.refreshToken.findUnique({
      where: { tokenHash: hashToken(next) },
      select: { usedAt: true, revokedAt: true, expiresAt: true },
    });
    if (!row || row.revokedAt || row.expiresAt < new Date()) return null;
    if (!row.usedAt) return next;
    current = next;
  }
  return null;
}

type Rotation = { kind: "renewed"; identity: Identity; refreshToken: string } | { kind: "ended" } | { kind: "stolen" };

/**
 * Trades a refresh token for its successor (single use). Presenting it again within
 * REUSE_GRACE_SECONDS is a request that raced the winner (two tabs, a navigation beside a fetch): it
 * gets the winner's answer, the same successor, so no answer leaves the browser logged out. Later, it
 * revokes the whole login: someone else has a copy.
 */
export async function rotateRefreshToken(token: string): Promise<{ user: SessionUser; refreshToken: string }> {
  const tokenHash = hashToken(token);
  const presented = await db().refreshToken.findUnique({ where: { tokenHash }, select: { familyId: true } });
  if (!presented) throw new AppError(401, SESSION_EXPIRED);
  const { familyId } = presented;
  const outcome = await db().$transaction(async (tx): Promise<Rotation> => {
    await lockSessions(tx, [familyId]);
    const row = await tx.refreshToken.findUnique({
      where: { tokenHash },
      select: { id: true, usedAt: true, revokedAt: true, expiresAt: true, user: { select: identitySelect } },
    });
    if (!row || row.revokedAt || row.expiresAt < new Date()) return { kind: "ended" };
    if (!row.usedAt) {
      const refreshToken = successorRefreshToken(token);
      await tx.refreshToken.update({ where: { id: row.id }, data: { usedAt: new Date() } });
      await tx.refreshToken.create({ data: refreshTokenRow(row.user.id, familyId, refreshToken) });
      return { kind: "renewed", identity: row.user, refreshToken };
    }
    if (Date.now() - row.usedAt.getTime() > REUSE_GRACE_SECONDS * 1000) {
      await revokeFamilies(tx, [familyId]);
      return { kind: "stolen" };
    }
    const refreshToken = await newestSuccessor(tx, token);
    return refreshToken ? { kind: "renewed", identity: row.user, refreshToken } : { kind: "ended" };
  });
  if (outcome.kind === "stolen") await announceRevoked([familyId]);
  if (outcome.kind !== "renewed") throw new AppError(401, SESSION_EXPIRED);
  // An admin login that sat idle past its clock is not renewed: it ends here (issue 33).
  if (outcome.identity.userType === "admin" && !(await touchAdminClock(familyId))) {
    await revokeSession(familyId);
    throw new AppError(401, SESSION_EXPIRED);
  }
  return { user: toSessionUser(outcome.identity, familyId), refreshToken: outcome.refreshToken };
}

/** Ends a login: none of its refresh tokens, session cookies or access tokens works any more, on any instance. */
export async function revokeSession(familyId: string): Promise<void> {
  await db().$transaction(async (tx) => {
    await lockSessions(tx, [familyId]);
    await revokeFamilies(tx, [familyId]);
  });
  await announceRevoked([familyId]);
}

/** Ends the login a refresh token belongs to, if it names one (logout with an expired session cookie). */
export async function revokeRefreshTokenSession(token: string): Promise<void> {
  const row = await db().refreshToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { familyId: true },
  });
  if (row) await revokeSession(row.familyId);
}
