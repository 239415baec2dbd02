import type { Kysely } from 'kysely';
import { dataScope } from '@voice/contracts';
import type { DB } from '../../../db/schema';
import { ValidationFailed } from '../../../lib/http-error';
import { findOwnerInScope } from './repository';

/** Whom an assistant belongs to: its owner's id, email (metadata.user_email) and tenant (assistants.reseller_id). */
export interface Owner {
  id: number;
  name: string;
  email: string;
  reseller_id: number | null;
}

export interface Caller extends Owner {
  role: string;
}

export const ASSIGNEE_INVALID = 'The selected user is invalid.';

/**
 * The owner of a created or saved assistant (spec 001 §6). A user always owns its own assistants (a user_id it
 * sends is ignored). An admin may assign any active user it can reach (a reseller admin: its tenant's only; a 422
 * on user_id otherwise); without a user_id the owner is the admin on create and stays the same on update.
 */
export async function resolveOwner(
  db: Kysely<DB>,
  caller: Caller,
  requested: number | null | undefined,
  current: { userId: number } | null,
): Promise<Owner> {
  const self: Owner = {
    id: caller.id,
    name: caller.name,
    email: caller.email,
    reseller_id: caller.reseller_id,
  };
  const scope = dataScope(caller);
  const wanted =
    scope.kind === 'own' ? (current?.userId ?? caller.id) : (requested ?? current?.userId);
  if (wanted === undefined || wanted === caller.id) return self;
  // The current owner stays valid even when no longer active (saving must not fail for that).
  const owner = await findOwnerInScope(db, scope, wanted, wanted === current?.userId);
  if (!owner) throw new ValidationFailed({ user_id: [ASSIGNEE_INVALID] });
  return owner;
}
