// The essay's sharing: printing it, and the student's share link with what it shows (corrections or codes only).
export { SharingCard } from "./components/sharing-card";
