import type { MemberRole } from "../db/schema";

/** One of the signed-in teacher's schools. */
export interface Membership {
  id: string;
  name: string;
  role: MemberRole;
  /** The school's logo (an image id), or null. */
  logo_image_id: string | null;
}

/** The signed-in teacher as the services see them. */
export interface CurrentUser {
  id: string;
  email: string;
  /** The name they gave, or null: they are called by their email (teacherCalled). */
  name: string | null;
  /** Their schools, the current one first (new essays are charged to it), then by name. */
  organisations: Membership[];
  /** The ids of `organisations`, in the same order. */
  organisationIds: string[];
}
