// The feedback for the student: Redpen's suggestion, which the teacher edits or asks for again.
export { FeedbackCard } from "./components/feedback-card";
