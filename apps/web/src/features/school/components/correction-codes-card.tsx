import { Alert, Button, Skeleton, Typography } from "@mui/material";
import type { CorrectionCode } from "@redpen/contract";
import { useState } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { useCorrectionCodes, useSaveCorrectionCodes } from "../api/correction-codes";
import { CorrectionCodeList } from "./correction-code-list";
import { CorrectionCodesForm } from "./correction-codes-form";
import { SchoolCard } from "./school-card";

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
          <CorrectionCodeList codes={codes.data.data.codes} />
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
        <CorrectionCodesForm
          draft={draft}
          setDraft={setDraft}
          saving={save.isPending}
          saveError={save.error}
          onSave={handleSave}
          onCancel={() => setDraft(null)}
        />
      )}
    </SchoolCard>
  );
}
