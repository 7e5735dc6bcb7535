import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField, Typography } from "@mui/material";
import { DRAFTS_ALLOWED_MAX, type ShareMode } from "@redpen/contract";
import { useId } from "react";
import { draftsAllowedWords, SHARE_MODE_WORDS } from "../../../lib/sharing-words";
import type { ClassSetUpload } from "../hooks/use-class-set-upload";

/** 4. What every essay of the set gives its student: the share link's corrections or codes, and second drafts. */
export function ClassSetSharingSection({ upload }: { upload: ClassSetUpload }) {
  const labelId = useId();
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        4. What the students get
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        These apply to every essay of the set; you can still change them for one essay on its page.
      </Typography>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "3fr 2fr" } }}>
        <FormControl>
          <FormLabel id={labelId}>Their share link shows</FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            value={upload.shareMode}
            onChange={(event) => upload.setShareMode(event.target.value as ShareMode)}
          >
            <FormControlLabel value="corrections" control={<Radio />} label={SHARE_MODE_WORDS.corrections} />
            <FormControlLabel value="codes" control={<Radio />} label={SHARE_MODE_WORDS.codes} />
          </RadioGroup>
        </FormControl>
        <TextField
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          label="Second drafts"
          value={upload.draftsAllowed}
          onChange={(event) => upload.setDraftsAllowed(Number(event.target.value))}
          helperText="How often each student may send the essay again, corrected by themselves. A draft costs no credit."
          sx={{ alignSelf: "start" }}
        >
          {Array.from({ length: DRAFTS_ALLOWED_MAX + 1 }, (_, count) => (
            <option key={count} value={count}>
              {draftsAllowedWords(count)}
            </option>
          ))}
        </TextField>
      </Box>
    </Box>
  );
}
