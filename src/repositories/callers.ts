/**
 * The signed-in person and their membership, as both request lookups (token and session) select them
 * from `users as u` and `memberships as m`: one list, so the two callers cannot drift apart.
 */
export const CALLER_COLUMNS = [
  'u.id as user_id',
  'u.name as user_name',
  'u.email as user_email',
  'u.deleted_at as user_deleted_at',
  'm.role',
  'm.weekly_hours',
  'm.left_at',
] as const;
