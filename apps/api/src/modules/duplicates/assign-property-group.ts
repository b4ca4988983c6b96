import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { duplicatePairs, properties, propertyGroups, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { findDuplicates, subjectColumns, type FoundDuplicate } from './find-duplicates';
import { comparedPhotosOfListing } from './photo-room-features';
import { chooseProperty, matchOutcome, type ListingPoster } from './match-outcome';

export interface AssignPropertyGroupOptions {
  tx: Db;
  propertyId: number;
}

/**
 * After a listing is written (inside the same transaction): refuses it when it repeats one of the poster's own
 * active listings (409 with `duplicate_of`), otherwise puts it in the group of the property it repeats (the one
 * `chooseProperty` picks), records the evidence for moderators, and chooses each affected group's lead again. An
 * inactive listing leaves its group.
 */
export async function assignPropertyGroup({ tx, propertyId }: AssignPropertyGroupOptions): Promise<void> {
  // Two listings of one property saved at the same moment would each miss the other: one at a time.
  await tx.execute(sql`select pg_advisory_xact_lock(7265001)`);
  const [row] = await tx.select(subjectColumns).from(properties).where(eq(properties.id, propertyId));
  if (!row) return;
  const previousGroup = row.groupId;
  const [owner] = await tx.select({ role: users.role }).from(users).where(eq(users.id, row.ownerId));
  const poster = { id: row.ownerId, role: owner?.role ?? null, listingType: row.listingType };

  if (row.status !== 'active') {
    if (previousGroup !== null) {
      await tx.update(properties).set(alone).where(eq(properties.id, propertyId));
      await chooseGroupLead({ tx, groupId: previousGroup });
    }
    return;
  }

  const matches = await findDuplicates(tx, {
    ...row,
    posterRole: poster.role,
    ...(await comparedPhotosOfListing(tx, propertyId)),
  });
  const outcome = new Map(
    matches.map((match) => [
      match,
      matchOutcome(match, poster, { id: match.ownerId, role: match.posterRole }),
    ]),
  );
  const own = matches.find((match) => outcome.get(match) === 'refuse');
  if (own) {
    throw new AppError(
      'conflict',
      `You have already listed this property (listing ${own.id}): edit that listing instead of posting it again`,
      {},
      { duplicate_of: own.id },
    );
  }

  const splits = await splitPartners(tx, propertyId);
  // The poster's own listings that were not refused above are other units of theirs, never offers of one property.
  const sameProperty = matches.filter((match) => outcome.get(match) === 'group' && !splits.has(match.id));
  await recordPairs(tx, propertyId, matches);

  // A group a moderator confirmed keeps its listings through edits; only a moderator's split takes one out.
  const confirmed = await isConfirmed(tx, previousGroup);
  const chosen = confirmed
    ? null
    : chooseProperty(poster, await withPropertyPosters(tx, propertyId, sameProperty));
  const target = confirmed ? previousGroup : chosen ? await groupOf(tx, chosen) : null;
  if (target !== previousGroup) {
    await tx
      .update(properties)
      .set(target === null ? alone : { groupId: target })
      .where(eq(properties.id, propertyId));
    if (previousGroup !== null) await chooseGroupLead({ tx, groupId: previousGroup });
  }
  if (target !== null) await chooseGroupLead({ tx, groupId: target });
}

/**
 * Each match with the property it belongs to (its group, or itself when alone) and who posted that property's other
 * active listings, for chooseProperty. The listing being saved is left out of its own group's posters.
 */
async function withPropertyPosters(tx: Db, propertyId: number, matches: FoundDuplicate[]) {
  const groupIds = [...new Set(matches.flatMap((match) => (match.groupId === null ? [] : [match.groupId])))];
  const members =
    groupIds.length === 0
      ? []
      : await tx
          .select({
            groupId: properties.groupId,
            id: properties.ownerId,
            role: users.role,
            listingType: properties.listingType,
          })
          .from(properties)
          .innerJoin(users, eq(users.id, properties.ownerId))
          .where(
            and(
              inArray(properties.groupId, groupIds),
              eq(properties.status, 'active'),
              sql`${properties.id} <> ${propertyId}`,
            ),
          );
  return matches.map((match) => ({
    ...match,
    property: match.groupId ?? `listing ${match.id}`,
    propertyPosters:
      match.groupId === null
        ? [{ id: match.ownerId, role: match.posterRole, listingType: match.listingType }]
        : members
            .filter((member) => member.groupId === match.groupId)
            .map(({ id, role, listingType }): ListingPoster => ({ id, role, listingType })),
  }));
}

/** A listing outside any group: it leads itself (in its deal) and is its only offer. */
export const alone = { groupId: null, isGroupLead: true, offersCount: 1 };

async function isConfirmed(tx: Db, groupId: number | null): Promise<boolean> {
  if (groupId === null) return false;
  const [group] = await tx
    .select({ confirmedAt: propertyGroups.confirmedAt })
    .from(propertyGroups)
    .where(eq(propertyGroups.id, groupId));
  return Boolean(group?.confirmedAt);
}

/** The group of a matched listing, made for it when it has none yet. */
async function groupOf(tx: Db, match: FoundDuplicate): Promise<number> {
  if (match.groupId !== null) return match.groupId;
  const groupId = await newGroup(tx);
  await tx.update(properties).set({ groupId }).where(eq(properties.id, match.id));
  return groupId;
}

export async function newGroup(tx: Db): Promise<number> {
  const [group] = await tx.insert(propertyGroups).values({}).returning({ id: propertyGroups.id });
  return group!.id;
}

export interface ChooseGroupLeadOptions {
  tx: Db;
  groupId: number;
}

/**
 * Each deal of a property has a lead, its best offer: the lowest price in GEL, then a verified listing, then more
 * photos, then the first posted. A search is for one deal (or shows each deal's card), so a flat for sale and for
 * rent is found by both searches (decision 026). Every member carries the number of the property's active offers;
 * a group left with one listing is dissolved.
 */
export async function chooseGroupLead({ tx, groupId }: ChooseGroupLeadOptions): Promise<void> {
  const members = await tx
    .select({ id: properties.id, listingType: properties.listingType })
    .from(properties)
    .where(and(eq(properties.groupId, groupId), eq(properties.status, 'active')))
    .orderBy(
      asc(properties.rentAmount),
      desc(properties.isVerified),
      desc(properties.photoCount),
      asc(properties.id),
    );
  if (members.length <= 1) {
    await tx.update(properties).set(alone).where(eq(properties.groupId, groupId));
    await tx.delete(propertyGroups).where(eq(propertyGroups.id, groupId));
    return;
  }
  const leads = new Map<string, number>();
  for (const member of members) if (!leads.has(member.listingType)) leads.set(member.listingType, member.id);
  await tx
    .update(properties)
    .set({ isGroupLead: inArray(properties.id, [...leads.values()]), offersCount: members.length })
    .where(eq(properties.groupId, groupId));
}

/** Listings a moderator has said are not the same property as this one. */
async function splitPartners(tx: Db, propertyId: number): Promise<Set<number>> {
  const rows = await tx
    .select({ propertyId: duplicatePairs.propertyId, otherId: duplicatePairs.otherId })
    .from(duplicatePairs)
    .where(
      and(
        eq(duplicatePairs.decision, 'split'),
        or(eq(duplicatePairs.propertyId, propertyId), eq(duplicatePairs.otherId, propertyId)),
      ),
    );
  return new Set(rows.map((pair) => (pair.propertyId === propertyId ? pair.otherId : pair.propertyId)));
}

/** Keeps the latest score and reasons of each pair; a moderator's decision on it stays. */
async function recordPairs(tx: Db, propertyId: number, matches: FoundDuplicate[]): Promise<void> {
  if (matches.length === 0) return;
  await tx
    .insert(duplicatePairs)
    .values(
      matches.map((match) => ({
        propertyId: Math.min(propertyId, match.id),
        otherId: Math.max(propertyId, match.id),
        score: match.score,
        reasons: match.reasons,
        isDuplicate: match.isDuplicate,
      })),
    )
    .onConflictDoUpdate({
      target: [duplicatePairs.propertyId, duplicatePairs.otherId],
      set: {
        score: sql`excluded.score`,
        reasons: sql`excluded.reasons`,
        isDuplicate: sql`excluded.is_duplicate`,
        updatedAt: new Date(),
      },
    });
}
