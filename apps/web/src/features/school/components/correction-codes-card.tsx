import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlineOutlined";
import { Alert, Box, Button, Chip, IconButton, Skeleton, Tooltip, Typography } from "@mui/material";
import type { CorrectionCode } from "@redpen/contract";
import { useState } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { useCorrectionCodes, useSaveCorrectionCodes } from "../api/correction-codes";
import { CorrectionCodeFields } from "./correction-code-fields";
import { SchoolCard } from "./school-card";

const rowSx = { border: 1, borderColor: "divider", borderRadius: 1, p: 1.5 } as const;

/**
 * 'Correction codes': the marks every correction shows beside its explanation, and the student's
 * link shows alone when an essay is shared as codes. Any teacher reads them; an owner renames
 * them, adds the school's own and says which error types each covers.
 */
export function CorrectionCodesCard({ schoolId, iAmOwner }: { schoolId: string; iAmOwner: boolean }) {
  const codes = useCorrectionCodes(schoolId);
  const save = useSaveCorrectionCodes(schoolId);
  const [draft, setDraft] = useState<CorrectionCode[] | null>(null);

  const handleEdit = () => {
    save.reset();
    setDraft(codes.data ? codes.data.data.codes.map((code) => ({ ...code, types: [...code.types] })) : null);
  };
  const handleSave = () => {
    if (!draft || !codes.data) return;
    save.mutate({ version: codes.data.version, codes: draft }, { onSuccess: () => setDraft(null) });
  };
  const change = (index: number, code: CorrectionCode) =>
    setDraft((list) => list && list.map((entry, i) => (i === index ? code : entry)));
  const remove = (index: number) => setDraft((list) => list && list.filter((_, i) => i !== index));
  const add = () => setDraft((list) => list && [...list, { code: "", name: "", meaning: "", types: [] }]);

  return (
    <SchoolCard
      title="Correction codes"
      description="Every correction shows its code beside its explanation. When you share an essay as codes, the student sees only where each mistake is and its code, and finds the correct form. Each error type Redpen finds is marked with the code that covers it; a correction no code covers is marked '?'."
    >
      {codes.isPending && <Skeleton variant="rectangular" height={96} />}
      {codes.error && <ErrorNotice error={codes.error} />}
      {codes.data && !draft && (
        <>
          {codes.data.data.is_default && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              These are Redpen's codes{iAmOwner ? ": change them to your school's." : "."}
            </Typography>
          )}
          <Box
            component="ul"
            aria-label="Your school's codes"
            sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}
          >
            {codes.data.data.codes.map((code) => (
              <Box component="li" key={code.code} sx={{ ...rowSx, display: "grid", gap: 0.5 }}>
                <Box sx={{ display: "flex", gap: 1, alignItems: "baseline", flexWrap: "wrap" }}>
                  <Typography component="span" sx={{ fontWeight: 700, color: "secondary.dark", minWidth: "3em" }}>
                    {code.code}
                  </Typography>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {code.name}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                    {code.meaning}
                  </Typography>
                </Box>
                {code.types.length > 0 && (
                  <Box sx={{ display: "flex", gap: 0.5, flexWrap: "wrap" }}>
                    {code.types.map((type) => (
                      <Chip key={type} size="small" variant="outlined" label={type} />
                    ))}
                  </Box>
                )}
              </Box>
            ))}
          </Box>
          {iAmOwner ? (
            <Button variant="outlined" onClick={handleEdit} sx={{ mt: 2 }}>
              Change the codes
            </Button>
          ) : (
            <Alert severity="info" sx={{ mt: 2 }}>
              Only an owner of the school can change its codes.
            </Alert>
          )}
        </>
      )}
      {draft && (
        <Box
          component="form"
          noValidate
          aria-label="Change the codes"
          onSubmit={(event) => (event.preventDefault(), handleSave())}
        >
          <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5 }}>
            {draft.map((code, index) => (
              <Box component="li" key={index} sx={{ ...rowSx, display: "flex", gap: 1, alignItems: "flex-start" }}>
                <CorrectionCodeFields
                  number={index + 1}
                  code={code}
                  others={draft.filter((_, i) => i !== index)}
                  onChange={(next) => change(index, next)}
                />
                <Tooltip title={`Remove code ${index + 1}`}>
                  <IconButton aria-label={`Remove code ${index + 1}`} onClick={() => remove(index)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              </Box>
            ))}
          </Box>
          <Button startIcon={<AddIcon />} onClick={add} sx={{ mt: 1.5 }}>
            Add a code
          </Button>
          {save.error && <ErrorNotice error={save.error} sx={{ mt: 2 }} />}
          <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1, mt: 2 }}>
            <Button onClick={() => setDraft(null)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {save.isPending ? "Saving…" : "Save codes"}
            </Button>
          </Box>
        </Box>
      )}
    </SchoolCard>
  );
}
