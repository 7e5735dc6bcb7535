// The teacher's rating of Redpen's work on the essay (its reading, correction and feedback), with a comment.
export { RatingPanel } from "./components/rating-panel";
