import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, MemberRole } from "./schema";

export type OrganisationRow = Selectable<Database["organisations"]>;
/** The organisation with its owners. */
export type OrganisationWithOwners = OrganisationRow & { owner_user_ids: string[] };
type Db = Kysely<Database> | Transaction<Database>;

export async function insertOrganisation(
  db: Db,
  organisation: Omit<OrganisationRow, "version" | "deleted_at" | "address" | "vat_number">,
): Promise<void> {
  await db
    .insertInto("organisations")
    .values({ ...organisation, deleted_at: null })
    .execute();
}

/** The organisation, unless it does not exist or was deleted. */
export async function findOrganisation(db: Db, id: string): Promise<OrganisationRow | undefined> {
  return db
    .selectFrom("organisations")
    .selectAll()
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

export async function addMember(
  db: Db,
  member: { organisationId: string; userId: string; role: MemberRole; createdAt: string },
): Promise<void> {
  await db
    .insertInto("organisation_members")
    .values({
      organisation_id: member.organisationId,
      user_id: member.userId,
      role: member.role,
      created_at: member.createdAt,
    })
    .onConflict((oc) => oc.columns(["organisation_id", "user_id"]).doNothing())
    .execute();
}

/** One of a user's schools: its name and logo, their role and when they joined. */
export interface MembershipRow {
  organisation_id: string;
  name: string;
  logo_image_id: string | null;
  role: MemberRole;
  created_at: string;
}

/** The user's schools, the one joined last first. */
export async function listMembershipsOfUser(db: Db, userId: string): Promise<MembershipRow[]> {
  return db
    .selectFrom("organisation_members")
    .innerJoin("organisations", "organisations.id", "organisation_members.organisation_id")
    .select([
      "organisation_members.organisation_id",
      "organisations.name",
      "organisations.logo_image_id",
      "organisation_members.role",
      "organisation_members.created_at",
    ])
    .where("organisation_members.user_id", "=", userId)
    .where("organisations.deleted_at", "is", null)
    .orderBy("organisation_members.created_at", "desc")
    .orderBy("organisation_members.organisation_id")
    .execute();
}

/** A member of an organisation, with the email they sign in with. */
export interface MemberRow {
  user_id: string;
  email: string;
  /** The teacher's name, or null (see teacherCalled). */
  name: string | null;
  role: MemberRole;
  /** When they joined. */
  created_at: string;
}

/** The organisation's members, the one who joined first first. */
export async function listMembers(db: Db, organisationId: string): Promise<MemberRow[]> {
  return db
    .selectFrom("organisation_members")
    .innerJoin("users", "users.id", "organisation_members.user_id")
    .select([
      "organisation_members.user_id",
      "users.email",
      "users.name",
      "organisation_members.role",
      "organisation_members.created_at",
    ])
    .where("organisation_members.organisation_id", "=", organisationId)
    .orderBy("organisation_members.created_at")
    .orderBy("organisation_members.user_id")
    .execute();
}

/** Whether a user who signs in with this email is a member. */
export async function isMemberByEmail(db: Db, organisationId: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("organisation_members")
    .innerJoin("users", "users.id", "organisation_members.user_id")
    .select("organisation_members.user_id")
    .where("organisation_members.organisation_id", "=", organisationId)
    .where("users.email", "=", email)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countMembers(db: Db, organisationId: string, role?: MemberRole): Promise<number> {
  let query = db
    .selectFrom("organisation_members")
    .select((eb) => eb.fn.countAll<number>().as("members"))
    .where("organisation_id", "=", organisationId);
  if (role) query = query.where("role", "=", role);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.members);
}

/** Removes the membership; false when there was none. */
export async function removeMember(db: Db, organisationId: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("organisation_members")
    .where("organisation_id", "=", organisationId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The user's role in the organisation, undefined when they are not a member. */
export async function findMemberRole(db: Db, organisationId: string, userId: string): Promise<MemberRole | undefined> {
  const row = await db
    .selectFrom("organisation_members")
    .select("role")
    .where("organisation_id", "=", organisationId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.role;
}

export async function isMember(db: Db, organisationId: string, userId: string): Promise<boolean> {
  return (await findMemberRole(db, organisationId, userId)) !== undefined;
}

export async function setMemberRole(db: Db, organisationId: string, userId: string, role: MemberRole): Promise<void> {
  await db
    .updateTable("organisation_members")
    .set({ role })
    .where("organisation_id", "=", organisationId)
    .where("user_id", "=", userId)
    .execute();
}

/**
 * Sets the logo, name, address and VAT number (the fields given) when the stored version is `expectedVersion`,
 * bumping it; false when it was not.
 */
export async function updateOrganisationIfVersion(
  db: Db,
  id: string,
  expectedVersion: number,
  fields: { logo_image_id?: string | null; name?: string; address?: string | null; vat_number?: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable("organisations")
    .set((eb) => ({ ...fields, version: eb("version", "+", 1) }))
    .where("id", "=", id)
    .where("version", "=", expectedVersion)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The organisation's owners, the one who joined first first. */
export async function listOwnerIds(db: Db, organisationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("organisation_members")
    .select("user_id")
    .where("organisation_id", "=", organisationId)
    .where("role", "=", "owner")
    .orderBy("created_at")
    .orderBy("user_id")
    .execute();
  return rows.map((row) => row.user_id);
}

/** The names of these organisations that are not deleted, by id. */
export async function namesOfOrganisations(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("organisations")
    .select(["id", "name"])
    .where("id", "in", ids)
    .where("deleted_at", "is", null)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Which of these images other organisations than this one have as their logo. */
export async function listLogosElsewhere(
  db: Db,
  organisationId: string,
  imageIds: readonly string[],
): Promise<string[]> {
  if (imageIds.length === 0) return [];
  const rows = await db
    .selectFrom("organisations")
    .select("logo_image_id")
    .where("id", "<>", organisationId)
    .where("logo_image_id", "in", imageIds)
    .execute();
  return rows.flatMap((row) => (row.logo_image_id ? [row.logo_image_id] : []));
}

/**
 * Empties a deleted organisation: its members, invitations, checkouts, remembered corrections and
 * calibrations go, its name and logo too; the row stays, marked deleted, for the essays that
 * point at it and stay their teachers'.
 */
export async function emptyDeletedOrganisation(db: Db, organisationId: string, deletedAt: string): Promise<void> {
  for (const table of [
    "organisation_members",
    "organisation_invitations",
    "checkout_sessions",
    "school_corrections",
    "school_calibrations",
  ] as const) {
    await db.deleteFrom(table).where("organisation_id", "=", organisationId).execute();
  }
  await db
    .updateTable("organisations")
    .set((eb) => ({
      name: "",
      logo_image_id: null,
      address: null,
      vat_number: null,
      deleted_at: deletedAt,
      version: eb("version", "+", 1),
    }))
    .where("id", "=", organisationId)
    .execute();
}
