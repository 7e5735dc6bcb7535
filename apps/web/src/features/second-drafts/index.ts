// Second drafts: the teacher lets the student send them and checks them; the student sends them from the share page.
export { DraftsCard, type DraftMarkingSlot } from "./components/drafts-card";
export { SecondDraftCard } from "./components/second-draft-card";
