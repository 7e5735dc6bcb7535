import { Alert, Box, Chip, FormControlLabel, Skeleton, Switch, Typography } from "@mui/material";
import type { SchoolCorrection } from "@redpen/contract";
import { ErrorNotice } from "../../../components/error-notice";
import { useSchoolCorrections, useSwitchSchoolCorrection } from "../api/school-corrections";
import { SchoolCard } from "./school-card";

const times = (count: number) => (count === 1 ? "once" : `${count} times`);

// The words beside their chip, the counts beside their switch; they wrap on a phone.
const spacedRow = { display: "flex", gap: 1, alignItems: "center", justifyContent: "space-between", flexWrap: "wrap" };

/** Why a school's correction is or is not suggested now, as its chip says it. */
const STATUS: Record<SchoolCorrection["status"], { label: string; color: "success" | "default" | "warning" }> = {
  suggested: { label: "Suggested", color: "success" },
  "switched-off": { label: "Switched off", color: "default" },
  "rejected-too-often": { label: "Rejected too often", color: "warning" },
  "made-too-few-times": { label: "Not yet: made too few times", color: "default" },
};

/** 'Your school's corrections': what the school's teachers corrected themselves, and which of it Redpen suggests; any teacher switches one off. */
export function SchoolCorrectionsCard({ schoolId }: { schoolId: string }) {
  const corrections = useSchoolCorrections(schoolId);
  const toggle = useSwitchSchoolCorrection(schoolId);
  return (
    <SchoolCard
      title="Your school's corrections"
      description="A correction your teachers make themselves three times, or two of them make, is suggested on your school's next essays, marked as yours. It stops when your teachers keep fewer than 6 in 10 of its suggestions, counting each time they leave its words as written."
    >
      {corrections.isPending && <Skeleton variant="rectangular" height={96} />}
      {corrections.error && <ErrorNotice error={corrections.error} />}
      {toggle.error && <ErrorNotice error={toggle.error} />}
      {corrections.data?.data.length === 0 && (
        <Alert severity="info">None yet: your teachers' own corrections will appear here.</Alert>
      )}
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5 }}>
        {corrections.data?.data.map((correction) => {
          const { label, color } = STATUS[correction.status];
          const words = `“${correction.original}” → “${correction.replacement || "(removed)"}”`;
          return (
            <Box
              component="li"
              key={correction.id}
              sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5, display: "grid", gap: 0.5 }}
            >
              <Box sx={spacedRow}>
                <Typography sx={{ fontFamily: "Georgia, serif", overflowWrap: "anywhere" }}>{words}</Typography>
                <Chip size="small" label={label} color={color} variant={color === "success" ? "filled" : "outlined"} />
              </Box>
              {correction.explanation && (
                <Typography variant="body2" color="text.secondary">
                  {correction.explanation}
                </Typography>
              )}
              <Box sx={spacedRow}>
                <Typography variant="body2">
                  Made {times(correction.added)} by{" "}
                  {correction.teachers === 1 ? "1 teacher" : `${correction.teachers} teachers`} ·{" "}
                  {correction.suggested === 0
                    ? "not suggested yet"
                    : `suggested ${times(correction.suggested)}, rejected ${times(correction.rejected)}`}
                  {correction.left_as_written > 0 && ` · left as written ${times(correction.left_as_written)}`}
                </Typography>
                <FormControlLabel
                  control={
                    <Switch
                      checked={!correction.switched_off}
                      disabled={toggle.isPending}
                      onChange={(event) => toggle.mutate({ id: correction.id, switchedOff: !event.target.checked })}
                      slotProps={{ input: { "aria-label": `Suggest ${words}` } }}
                    />
                  }
                  label="Suggest"
                />
              </Box>
            </Box>
          );
        })}
      </Box>
    </SchoolCard>
  );
}
