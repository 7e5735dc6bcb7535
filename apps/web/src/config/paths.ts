import type { InputMethod } from "@redpen/contract";

const newEssayPaths: Readonly<Record<InputMethod, string>> = { IMAGE: "/essays/image/new", TEXT: "/essays/text/new" };

/**
 * Every page of the web app (docs/behaviour/pages.md) in one place: `path` is the route pattern the router
 * matches, `getHref` builds a link to it (pages only reached from outside, as the sign-up and
 * payment return addresses, have none). Segments built from data are encoded, so an id can
 * never lead to another route.
 */
export const paths = {
  home: { path: "/", getHref: () => "/" },
  signup: { path: "/signup" },
  login: { path: "/login", getHref: () => "/login" },
  unverifiedEmail: { path: "/unverified-email", getHref: () => "/unverified-email" },
  newEssay: {
    path: newEssayPaths,
    /** Where to upload an essay of this kind: photos unless it is pasted text. */
    getHref: (inputMethod: InputMethod | undefined) => newEssayPaths[inputMethod === "TEXT" ? "TEXT" : "IMAGE"],
  },
  essay: {
    // The id is optional so that "/essays" alone shows the essay page's "malformed link" notice.
    path: "/essays/:id?",
    getHref: (essayId: string) => `/essays/${encodeURIComponent(essayId)}`,
  },
  /** The student's page: the essay as its teacher shared it, opened with the share link's token. */
  sharedEssay: {
    path: "/s/:token",
    getHref: (token: string) => `/s/${encodeURIComponent(token)}`,
  },
  /** A whole class's essays from one scan: the upload, then the set's pages, grouping and essays. */
  newClassSet: { path: "/class-sets/new", getHref: () => "/class-sets/new" },
  classSet: {
    path: "/class-sets/:id",
    getHref: (classSetId: string) => `/class-sets/${encodeURIComponent(classSetId)}`,
  },
  /** A student's page: their essays over time and their progress. */
  student: {
    path: "/students/:id",
    getHref: (studentId: string) => `/students/${encodeURIComponent(studentId)}`,
  },
  school: { path: "/school", getHref: () => "/school" },
  /** The school page's former address, kept for old links and bookmarks: it leads to `school`. */
  formerSchool: { path: "/organisation" },
  classes: { path: "/classes", getHref: () => "/classes" },
  class: { path: "/classes/:id", getHref: (classId: string) => `/classes/${encodeURIComponent(classId)}` },
  /** The Credits page; docs/behaviour/pages.md fixes its path, which checkout cancels return to. */
  credits: { path: "/billing", getHref: () => "/billing" },
  /** A purchase's printable receipt, under the Credits page. */
  receipt: {
    path: "/billing/receipts/:id",
    getHref: (purchaseId: string) => `/billing/receipts/${encodeURIComponent(purchaseId)}`,
  },
  /** The Credits page by its name: it leads to `credits`. */
  creditsByName: { path: "/credits" },
  paymentSuccess: { path: "/payment-success" },
} as const;
