import { Alert, AlertTitle } from "@mui/material";
import type { GroupHold } from "../utils/group-reading";

/** How many unsure words the notice names before "and N more". */
const NAMED_WORDS = 8;

/**
 * An essay held before charging: its text was not checked and most of the words read on its pages
 * are unsure, so it is neither corrected nor charged until the teacher checks it. Names the
 * unsure words and says what to do; the card's own 'Check the text' opens the text.
 */
export function ClassSetHeldNotice({ hold }: { hold: GroupHold }) {
  const named = hold.unsureWords.slice(0, NAMED_WORDS);
  const more = hold.unsureWords.length - named.length;
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>Held: not corrected or charged until you check its text</AlertTitle>
      {hold.unsure} of the {hold.words} words read on its pages are unsure, too many to correct the text as read:{" "}
      {named.map((word) => `“${word}”`).join(", ")}
      {more > 0 ? ` and ${more} more` : ""}. Check its text against the pages, fix what was misread, and save it.
    </Alert>
  );
}
