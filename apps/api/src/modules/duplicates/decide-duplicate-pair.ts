import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { duplicatePairs, properties, propertyGroups } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../plugins/auth';
import { alone, chooseGroupLead, newGroup } from './assign-property-group';
import { recordCornerBuilding } from './corner-buildings';

export interface PairDecision {
  property_id: number;
  other_id: number;
  decision: 'confirmed' | 'split';
}

export interface DecideDuplicatePairOptions {
  db: Db;
  moderator: SessionUser;
  input: PairDecision;
}

/**
 * A moderator's word on a pair: "confirmed" puts both listings (and their groups) in one group, and two addresses
 * on two streets become one corner building (corner-buildings.ts); "split" takes the second listing out of the first
 * one's group. The decision is kept, so automatic grouping does not undo it.
 */
export async function decideDuplicatePair({
  db,
  moderator,
  input,
}: DecideDuplicatePairOptions): Promise<void> {
  if (input.property_id === input.other_id) {
    throw AppError.validation(['body', 'other_id'], 'A listing cannot be a duplicate of itself');
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7265001)`);
    const [first, second] = await Promise.all(
      [input.property_id, input.other_id].map(async (id) => {
        const [row] = await tx
          .select({ id: properties.id, groupId: properties.groupId })
          .from(properties)
          .where(eq(properties.id, id));
        if (!row) throw AppError.notFound(`Property ${id} not found`);
        return row;
      }),
    );
    await tx
      .insert(duplicatePairs)
      .values({
        propertyId: Math.min(first!.id, second!.id),
        otherId: Math.max(first!.id, second!.id),
        score: input.decision === 'confirmed' ? 1 : 0,
        reasons: [{ code: `moderator_${input.decision}`, detail: `Decided by moderator ${moderator.id}` }],
        decision: input.decision,
        decidedBy: moderator.id,
      })
      .onConflictDoUpdate({
        target: [duplicatePairs.propertyId, duplicatePairs.otherId],
        set: { decision: input.decision, decidedBy: moderator.id, updatedAt: new Date() },
      });

    if (input.decision === 'split') {
      if (first!.groupId === null || first!.groupId !== second!.groupId) return;
      await tx.update(properties).set(alone).where(eq(properties.id, second!.id));
      await chooseGroupLead({ tx, groupId: first!.groupId });
      return;
    }

    // Two listings of one property at two addresses: a corner building, when the addresses say so.
    await recordCornerBuilding({ tx, propertyIds: [first!.id, second!.id], moderatorId: moderator.id });
    let groupId = first!.groupId ?? second!.groupId;
    groupId ??= await newGroup(tx);
    for (const listing of [first!, second!]) {
      // A listing already in another group brings that whole group along.
      const where =
        listing.groupId !== null && listing.groupId !== groupId
          ? eq(properties.groupId, listing.groupId)
          : eq(properties.id, listing.id);
      await tx.update(properties).set({ groupId }).where(where);
      if (listing.groupId !== null && listing.groupId !== groupId) {
        await tx.delete(propertyGroups).where(eq(propertyGroups.id, listing.groupId));
      }
    }
    await tx
      .update(propertyGroups)
      .set({ confirmedAt: new Date(), confirmedBy: moderator.id })
      .where(eq(propertyGroups.id, groupId));
    await chooseGroupLead({ tx, groupId });
  });
}
