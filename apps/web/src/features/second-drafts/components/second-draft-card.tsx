import { Alert, Box, Button, TextField, Typography } from "@mui/material";
import {
  codeOfEdit,
  DEFAULT_CORRECTION_CODES,
  type CorrectionCode,
  type DraftCheckResult,
  type EssayEdit,
  type EssayResponse,
} from "@redpen/contract";
import { Fragment, useState } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { useSendDraft, useSharedDrafts } from "../api/drafts";
import { DraftCheckResultView, DraftTextWithVerdicts } from "./draft-check-result";
import { SectionCard } from "../../../components/section-card";

/** The first draft with its marks highlighted: each mark's code, and its answer unless the essay is shared as codes. */
function MarkedFirstDraft({
  text,
  edits,
  codes,
}: {
  text: string;
  edits: readonly EssayEdit[];
  codes: readonly CorrectionCode[];
}) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  edits.forEach((edit, i) => {
    parts.push(<Fragment key={`t${i}`}>{text.slice(at, edit.start)}</Fragment>);
    const code = codeOfEdit(edit, codes.length > 0 ? codes : DEFAULT_CORRECTION_CODES);
    const answer = edit.answer_hidden ? "" : edit.replacement;
    parts.push(
      <Box
        component="mark"
        key={`m${i}`}
        data-mark-code={code.code}
        title={answer ? `${code.name}: ${answer || "(remove)"}` : code.name}
        sx={{ bgcolor: "warning.light", borderRadius: 0.5, px: 0.25 }}
      >
        {edit.original || "\u2038"}
        <Box component="sup" sx={{ fontWeight: 700, color: "error.main", ml: 0.25 }}>
          {code.code}
        </Box>
      </Box>,
    );
    at = edit.end;
  });
  parts.push(<Fragment key="end">{text.slice(at)}</Fragment>);
  return (
    <Typography component="div" sx={{ whiteSpace: "pre-wrap", lineHeight: 1.9, overflowWrap: "anywhere" }}>
      {parts}
    </Typography>
  );
}

/**
 * The student's turn, on their share page while the teacher allows drafts: 'Correct your essay'
 * opens the essay as an editable text beside the marked one; 'Send my second draft' shows the
 * check at once ("9 of 12 fixed", each mark, what is left).
 */
export function SecondDraftCard({ token, essay }: { token: string; essay: EssayResponse }) {
  const drafts = useSharedDrafts(token);
  const send = useSendDraft(token);
  const [text, setText] = useState<string | null>(null);
  const info = drafts.data?.data;
  if (!info || (info.drafts_allowed === 0 && info.drafts.length === 0)) return null;
  const latest = send.data?.data ?? info.drafts.at(-1);
  const edits = (essay.data.edits ?? []).slice().sort((a, b) => a.start - b.start);
  const handleOpen = () => setText(latest?.text ?? essay.data.original ?? "");
  const handleSend = () => {
    if (text !== null) send.mutate(text, { onSuccess: () => setText(null) });
  };

  return (
    <SectionCard title="Your second draft">
      {latest && (
        <LatestDraft
          draft={latest}
          codes={essay.data.correction_codes ?? []}
          showAnswers={!edits.some((edit) => edit.answer_hidden)}
        />
      )}
      {text === null ? (
        <DraftInvitation draftsLeft={info.drafts_left} sentOne={Boolean(latest)} onOpen={handleOpen} />
      ) : (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "1fr 1fr" } }}>
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              Your essay with its marks
            </Typography>
            <MarkedFirstDraft
              text={essay.data.original ?? ""}
              edits={edits}
              codes={essay.data.correction_codes ?? []}
            />
          </Box>
          <DraftEditor text={text} send={send} onChange={setText} onSend={handleSend} onCancel={() => setText(null)} />
        </Box>
      )}
      {info.drafts_allowed === 0 && info.drafts.length > 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          Your teacher is not taking more drafts of this essay.
        </Alert>
      )}
    </SectionCard>
  );
}

/** The check of the last draft sent, and its text with each mark's verdict. */
function LatestDraft(props: {
  draft: { text: string; check: DraftCheckResult };
  codes: readonly CorrectionCode[];
  showAnswers: boolean;
}) {
  const { draft, codes, showAnswers } = props;
  return (
    <Box sx={{ mb: 2 }} data-testid="draft-result">
      <DraftCheckResultView check={draft.check} text={draft.text} codes={codes} showAnswers={showAnswers} />
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Your draft
      </Typography>
      <Typography component="div" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", lineHeight: 1.8 }}>
        <DraftTextWithVerdicts text={draft.text} check={draft.check} />
      </Typography>
    </Box>
  );
}

/** 'Correct your essay' while drafts are left, or the word that none is. */
function DraftInvitation(props: { draftsLeft: number; sentOne: boolean; onOpen: () => void }) {
  const { draftsLeft, sentOne, onOpen } = props;
  if (draftsLeft <= 0)
    return (
      <Typography variant="body2" color="text.secondary">
        You have sent all the drafts your teacher asked for.
      </Typography>
    );
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {sentOne
          ? `You may send ${draftsLeft} more ${draftsLeft === 1 ? "draft" : "drafts"}.`
          : "Your teacher asks you to correct the marked mistakes yourself and send your essay again."}
      </Typography>
      <Button variant="contained" onClick={onOpen}>
        Correct your essay
      </Button>
    </Box>
  );
}

/** The student's corrected essay as they write it, with 'Send my second draft' and Cancel. */
function DraftEditor(props: {
  text: string;
  send: { isError: boolean; error: unknown; isPending: boolean };
  onChange: (text: string) => void;
  onSend: () => void;
  onCancel: () => void;
}) {
  const { text, send, onChange, onSend, onCancel } = props;
  return (
    <Box>
      <TextField
        label="Your corrected essay"
        multiline
        minRows={10}
        fullWidth
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
      {send.isError && (
        <Box sx={{ mt: 1 }}>
          <ErrorNotice error={send.error} />
        </Box>
      )}
      <Box sx={{ display: "flex", gap: 1, mt: 1.5, flexWrap: "wrap" }}>
        <Button variant="contained" onClick={onSend} disabled={send.isPending}>
          {send.isPending ? "Sending" : "Send my second draft"}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Box>
    </Box>
  );
}
