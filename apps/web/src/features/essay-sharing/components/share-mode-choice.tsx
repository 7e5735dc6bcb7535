import {
  Alert,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from "@mui/material";
import { codeOfEdit, visibleEdits, type EssayResponse, type ShareMode } from "@redpen/contract";
import { useId } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { usePatchEssay } from "../../../lib/api/patch-essay";
import { shareModePatch } from "../../../lib/api/share-link";
import { changeLabel } from "../../../lib/paper-notes";
import { CodeBadge } from "../../../components/code-badge";
import { SHARE_MODE_WORDS } from "../../../lib/sharing-words";

/**
 * What the student's link shows: the corrections, or codes only (where each error is, its code
 * and meaning, without the correct form), with the corrections whose answer is given anyway.
 * Each choice is saved at once.
 */
export function ShareModeChoice({ essay }: { essay: EssayResponse }) {
  const labelId = useId();
  const save = usePatchEssay(essay);
  const { share_mode: mode, correction_codes: codes } = essay.data;
  const shown = visibleEdits(essay.data.edits ?? []).sort((a, b) => a.start - b.start || a.end - b.end);
  const given = shown.filter((edit) => edit.answer_given);
  const spanOf = ({ start, end }: { start: number; end: number }) => ({ start, end });

  const handleMode = (next: ShareMode) => save.mutate(shareModePatch(essay, next));
  const handleGive = (edit: (typeof shown)[number], give: boolean) =>
    save.mutate({
      share_mode: mode,
      answers_given: (give ? [...given, edit] : given.filter((other) => other !== edit)).map(spanOf),
    });

  return (
    <Box sx={{ mb: 2 }}>
      <FormControl disabled={save.isPending}>
        <FormLabel id={labelId}>The student's link shows</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={mode}
          onChange={(event) => handleMode(event.target.value as ShareMode)}
        >
          <FormControlLabel value="corrections" control={<Radio />} label={SHARE_MODE_WORDS.corrections} />
          <FormControlLabel value="codes" control={<Radio />} label={SHARE_MODE_WORDS.codes} />
        </RadioGroup>
      </FormControl>
      {save.isError && <ErrorNotice error={save.error} sx={{ mt: 1 }} />}
      {mode === "codes" && shown.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            Tick a correction to give its answer anyway (and on the printout).
          </Typography>
          <Box
            role="group"
            aria-label="Answers given anyway"
            sx={{ maxHeight: 240, overflowY: "auto", border: 1, borderColor: "divider", borderRadius: 1, px: 1 }}
          >
            {shown.map((edit) => {
              const label = changeLabel({ removed: edit.original, added: edit.replacement });
              return (
                <FormControlLabel
                  key={`${edit.start}:${edit.end}`}
                  sx={{ display: "flex", alignItems: "center", mr: 0, py: 0.25, overflowWrap: "anywhere" }}
                  control={
                    <Checkbox
                      size="small"
                      checked={edit.answer_given === true}
                      disabled={save.isPending}
                      onChange={(event) => handleGive(edit, event.target.checked)}
                      slotProps={{ input: { "aria-label": `Give the answer: ${label}` } }}
                    />
                  }
                  label={
                    <Typography variant="body2" component="span">
                      <CodeBadge code={codeOfEdit(edit, codes)} />
                      {label}
                    </Typography>
                  }
                />
              );
            })}
          </Box>
        </Box>
      )}
      {mode === "codes" && shown.length === 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          This essay has no corrections to mark with codes.
        </Alert>
      )}
    </Box>
  );
}
