import { Alert, AlertTitle, Box } from "@mui/material";
import { modelFallbackWords, type OrganisationModelResponse } from "@redpen/contract";
import { useSchoolModel } from "../api/get-model";

/** "on 3 of the last 20 essays", or "on the last essay" when it was the only one. */
function share(failed: number, recent: number): string {
  if (recent === 1) return "on the last essay";
  return `on ${failed} of the last ${recent} essays`;
}

/** The warning's sentences, one per reason, or none when the model did not fail (or none is set). */
export function modelWarningLines(data: OrganisationModelResponse["data"]): string[] {
  const { model } = data;
  if (!model) return [];
  return data.failures.map(
    (failure) => `${share(failure.essays, data.recent_essays)}: ${modelFallbackWords(failure.reason, model.host)}.`,
  );
}

/**
 * The school page's warning when the model set (LLM_BASE_URL) failed on the school's recent
 * essays, with why; nothing while it did not, and nothing without a model.
 */
export function ModelWarning({ schoolId }: { schoolId: string }) {
  const model = useSchoolModel(schoolId);
  const lines = model.data ? modelWarningLines(model.data.data) : [];
  if (!model.data?.data.model || lines.length === 0) return null;
  return (
    <Alert severity="warning" role="alert" aria-label="The model failed on recent essays" sx={{ mb: 3 }}>
      <AlertTitle>The model {model.data.data.model.name} failed on recent essays</AlertTitle>
      Redpen corrected them with its offline engine instead:
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {lines.map((line) => (
          <li key={line}>{line.charAt(0).toUpperCase() + line.slice(1)}</li>
        ))}
      </Box>
      Ask whoever runs Redpen to check its LLM settings.
    </Alert>
  );
}
