// The student's side of the essay page: the marked essay to step through (its corrections, or codes only) and printing.
export { StudentCorrectionsCard } from "./components/student-corrections-card";
export { StudentPrintCard } from "./components/student-print-card";
