// The essay's grades: Redpen's advised grade per criterion with its reasons, and the teacher's own.
export { GradingCard } from "./components/grading-card";
