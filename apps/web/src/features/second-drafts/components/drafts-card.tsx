import { Alert, Box, Button, Chip, FormControlLabel, MenuItem, Switch, TextField, Typography } from "@mui/material";
import {
  ApiRequestError,
  DRAFTS_ALLOWED_MAX,
  gradeTotal,
  type EssayResponse,
  type MarkVerdict,
  type TeacherDraft,
} from "@redpen/contract";
import { useState, type ReactNode } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { useAllowDrafts, useEssayDrafts, usePatchDraft } from "../api/drafts";
import { DraftCheckResultView, DraftTextWithVerdicts } from "./draft-check-result";
import { SectionCard } from "../../../components/section-card";
import { draftsAllowedWords } from "../../../lib/sharing-words";
import { VerdictControl } from "./verdict-control";

const textSx = {
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  p: 1.5,
  bgcolor: "action.hover",
  borderRadius: 1,
  fontSize: "0.95rem",
} as const;

/** The teacher's grading of a draft: one field per criterion of the essay's certificate, the total their sum. */
function DraftGrading({ essay, draft }: { essay: EssayResponse; draft: TeacherDraft }) {
  const criteria = essay.data.grading_criteria ?? [];
  const patch = usePatchDraft(essay.id);
  const [grades, setGrades] = useState<Record<string, string>>(() =>
    Object.fromEntries(criteria.map(({ name }) => [name, String(draft.grade_per_certificate_criterion?.[name] ?? "")])),
  );
  if (criteria.length === 0) return null;
  const numbers = Object.fromEntries(Object.entries(grades).map(([name, value]) => [name, Number(value)]));
  const complete = criteria.every(
    ({ name, max }) => grades[name] !== "" && numbers[name]! >= 0 && numbers[name]! <= max,
  );
  const total = gradeTotal(numbers);
  const handleSave = () =>
    patch.mutate({
      draftId: draft.id,
      body: {
        version: draft.version + 1,
        data: { user_feedback: { grade_per_certificate_criterion: numbers, grade: total } },
      },
    });
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Grade this draft {draft.grade !== null && `(now ${draft.grade} of ${draft.grade_max ?? "?"})`}
      </Typography>
      <Box sx={{ display: "grid", gap: 1, gridTemplateColumns: { xs: "1fr 1fr", sm: "repeat(4, 1fr)" } }}>
        {criteria.map(({ name, max }) => (
          <TextField
            key={name}
            label={name}
            size="small"
            type="number"
            value={grades[name] ?? ""}
            onChange={(event) => setGrades({ ...grades, [name]: event.target.value })}
            slotProps={{ htmlInput: { min: 0, max, step: 0.5 } }}
            helperText={`of ${max}`}
          />
        ))}
      </Box>
      {patch.isError && <ErrorNotice error={patch.error} sx={{ mt: 1 }} />}
      <Button sx={{ mt: 1 }} variant="outlined" disabled={!complete || patch.isPending} onClick={handleSave}>
        Save the grade ({complete ? total : "…"})
      </Button>
    </Box>
  );
}

/** The teacher's marking of one draft, which the essay page's marking feature gives. */
export type DraftMarkingSlot = (draft: TeacherDraft) => ReactNode;

/** One draft beside the first (stacked on a phone), with its check, the confirmation, the teacher's marking and the grading. */
function DraftView({
  essay,
  draft,
  marking,
}: {
  essay: EssayResponse;
  draft: TeacherDraft;
  marking: DraftMarkingSlot;
}) {
  const patch = usePatchDraft(essay.id);
  const handleConfirm = () =>
    patch.mutate({ draftId: draft.id, body: { version: draft.version + 1, data: { confirmed: true } } });
  const handleVerdict = (mark: number, verdict: MarkVerdict | null) =>
    patch.mutate({
      draftId: draft.id,
      body: { version: draft.version + 1, data: { mark_verdict: { mark, verdict } } },
    });
  return (
    <Box component="article" aria-label={`Draft ${draft.number}`} sx={{ display: "grid", gap: 2, mt: 2 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        <Typography variant="h3" sx={{ fontSize: "1.05rem", fontWeight: 600, flexGrow: 1 }}>
          Draft {draft.number}, sent {new Date(draft.created_at).toLocaleString()}
        </Typography>
        {draft.confirmed_at ? (
          <Chip color="success" label="Check confirmed" />
        ) : (
          <Button variant="contained" onClick={handleConfirm} disabled={patch.isPending}>
            Confirm the check
          </Button>
        )}
      </Box>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "1fr 1fr" } }}>
        <Box>
          <Typography variant="subtitle2">First draft</Typography>
          <Box sx={textSx}>{essay.data.original}</Box>
        </Box>
        <Box>
          <Typography variant="subtitle2">Draft {draft.number}</Typography>
          <Box sx={textSx} data-testid="draft-text">
            <DraftTextWithVerdicts text={draft.text} check={draft.check} />
          </Box>
        </Box>
      </Box>
      <DraftCheckResultView
        check={draft.check}
        text={draft.text}
        codes={essay.data.correction_codes ?? []}
        showAnswers
        verdictControl={(mark, i) => (
          <VerdictControl mark={mark} disabled={patch.isPending} onChange={(verdict) => handleVerdict(i, verdict)} />
        )}
      />
      {marking(draft)}
      {patch.isError && <ErrorNotice error={patch.error} />}
      {/* A grade saved elsewhere (another tab) fills the fields again; a marking saved does not empty them. */}
      <DraftGrading key={JSON.stringify(draft.grade_per_certificate_criterion)} essay={essay} draft={draft} />
    </Box>
  );
}

/**
 * The teacher's side of the student's turn: the switch that lets the student send a second draft
 * (and how many) through the share link, then each draft sent, side by side with the first. A
 * draft costs no credit. `marking` shows the teacher's marking of a draft.
 */
export function DraftsCard({ essay, marking }: { essay: EssayResponse; marking: DraftMarkingSlot }) {
  const drafts = useEssayDrafts(essay.id);
  const allow = useAllowDrafts(essay.id);
  // Another teacher reading an essay open by its id sees nothing of its drafts (the api refuses them).
  const refused = drafts.error instanceof ApiRequestError && drafts.error.status === 403;
  if (!drafts.data) return drafts.isError && !refused ? <ErrorNotice error={drafts.error} /> : null;
  const { drafts_allowed, drafts: sent } = drafts.data.data;
  const handleSwitch = (on: boolean) => allow.mutate(on ? Math.max(1, sent.length + 1) : 0);
  return (
    <SectionCard title="Second drafts">
      <FormControlLabel
        control={<Switch checked={drafts_allowed > 0} onChange={(event) => handleSwitch(event.target.checked)} />}
        label="Let the student send a second draft"
      />
      {drafts_allowed > 0 && (
        <TextField
          select
          size="small"
          label="How many drafts"
          value={drafts_allowed}
          onChange={(event) => allow.mutate(Number(event.target.value))}
          sx={{ mt: 1, minWidth: 160, display: "flex", maxWidth: 240 }}
        >
          {Array.from({ length: DRAFTS_ALLOWED_MAX }, (_, i) => i + 1).map((count) => (
            <MenuItem key={count} value={count}>
              {draftsAllowedWords(count)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        The student corrects the marked mistakes through the share link and Redpen checks each one. A draft costs no
        credit.
      </Typography>
      {allow.isError && <ErrorNotice error={allow.error} sx={{ mt: 1 }} />}
      {sent.length === 0
        ? drafts_allowed > 0 && (
            <Alert severity="info" sx={{ mt: 2 }}>
              No draft yet: share the link with the student.
            </Alert>
          )
        : sent.map((draft) => <DraftView key={draft.id} essay={essay} draft={draft} marking={marking} />)}
    </SectionCard>
  );
}
