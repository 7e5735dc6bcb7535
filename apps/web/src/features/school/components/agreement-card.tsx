import { Alert, Box, Skeleton, Typography, useMediaQuery, useTheme } from "@mui/material";
import { teacherCalled, type GradeAgreement, type AgreementResponse } from "@redpen/contract";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ErrorNotice } from "../../../components/error-notice";
import { FiguresTable } from "../../../components/figures-table";
import { useAgreement } from "../api/get-agreement";
import { SchoolCard } from "./school-card";

type Certificate = AgreementResponse["data"]["certificates"][number];
const percent = (share: number | undefined) => (share === undefined ? "–" : `${Math.round(share * 100)}%`);
// A rank correlation needs three essays and grades that differ on both sides.
const rho = (agreement: GradeAgreement | null | undefined) =>
  agreement?.spearman == null ? "–" : agreement.spearman.toFixed(2);

/** 'Agreement': how Redpen's advised grades agree with the school's teachers, how its corrections fared, and the same per teacher. */
export function AgreementCard({ schoolId }: { schoolId: string }) {
  const agreement = useAgreement(schoolId);
  return (
    <SchoolCard
      title="Agreement"
      description="How Redpen's advice agrees with your teachers' own marking: grades per criterion, corrections per kind, and each teacher's figures."
    >
      {agreement.isPending && <Skeleton variant="rectangular" height={160} />}
      {agreement.error && <ErrorNotice error={agreement.error} />}
      {agreement.data && (
        <Box sx={{ display: "grid", gap: 4, gridTemplateColumns: "minmax(0, 1fr)" }}>
          {agreement.data.data.certificates.length === 0 && (
            <Alert severity="info">
              No essay has your teachers' own grading yet: save a grading on an essay to compare it with Redpen's
              advice.
            </Alert>
          )}
          {agreement.data.data.certificates.map((certificate) => (
            <CertificateAgreement key={certificate.group} certificate={certificate} />
          ))}
          <CorrectionsFared corrections={agreement.data.data.corrections} />
          <Teachers teachers={agreement.data.data.teachers} />
        </Box>
      )}
    </SchoolCard>
  );
}

function adviceLine({ graded, calibration }: Certificate): string {
  if (!calibration)
    return `Redpen's general model advises these essays. From 20 graded essays on (you have ${graded}), it learns your school's marking.`;
  if (calibration.use)
    return `Advised from your school's ${calibration.examples} graded essays (model version ${calibration.version}).`;
  return `Your school's model (from ${calibration.examples} graded essays) is not used: ${calibration.reason ?? "it was not closer to your teachers."}`;
}

function CertificateAgreement({ certificate }: { certificate: Certificate }) {
  const theme = useTheme();
  // A phone has room for about 9 characters under each of a certificate's four or five bars.
  const labelChars = useMediaQuery(theme.breakpoints.down("sm")) ? 9 : 14;
  const calibration = certificate.calibration;
  const rows = certificate.criteria.map((criterion) => {
    const cv = calibration?.criteria.find((entry) => entry.name === criterion.name);
    return { name: criterion.name, advised: criterion.advised, general: cv?.hand_set, school: cv?.calibrated };
  });
  const chart = rows.map((row) => ({
    name: row.name,
    "As advised": Math.round((row.advised?.within_one ?? 0) * 100),
    ...(calibration
      ? {
          "General model": Math.round((row.general?.within_one ?? 0) * 100),
          "Your school's model": Math.round((row.school?.within_one ?? 0) * 100),
        }
      : {}),
  }));
  return (
    <Box component="section" aria-label={`Grading agreement: ${certificate.group}`}>
      <Typography variant="h3" sx={{ fontSize: "1.05rem", fontWeight: 600 }}>
        {certificate.group.split(":")[0]}: {certificate.graded} graded {certificate.graded === 1 ? "essay" : "essays"}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {adviceLine(certificate)}
      </Typography>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        Advised grade within one band of your teachers'
        {calibration ? " (the models cross-validated on your school's essays)" : ""}, per criterion:
      </Typography>
      <Box sx={{ height: 220 }} aria-hidden>
        <ResponsiveContainer>
          <BarChart data={chart} margin={{ left: -20, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="name"
              tick={{ fontSize: 11 }}
              interval={0}
              tickFormatter={(name: string) => (name.length > labelChars ? `${name.slice(0, labelChars - 2)}…` : name)}
            />
            <YAxis domain={[0, 100]} unit="%" tick={{ fontSize: 11 }} />
            <Tooltip formatter={(value) => `${value}%`} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="As advised" fill={theme.palette.primary.main} />
            {calibration && <Bar dataKey="General model" fill={theme.palette.grey[500]} />}
            {calibration && <Bar dataKey="Your school's model" fill={theme.palette.success.main} />}
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <FiguresTable
        label={`Agreement per criterion: ${certificate.group}`}
        headers={[
          "Criterion",
          "Exact",
          "Within one",
          "Rank correlation",
          ...(calibration ? ["General → school's model (within one, cross-validated)"] : []),
        ]}
        rows={[
          ...rows,
          {
            name: "Total",
            advised: certificate.total,
            general: calibration?.total.hand_set,
            school: calibration?.total.calibrated,
          },
        ].map((row) => [
          row.name,
          percent(row.advised?.exact),
          percent(row.advised?.within_one),
          rho(row.advised),
          ...(calibration ? [`${percent(row.general?.within_one)} → ${percent(row.school?.within_one)}`] : []),
        ])}
      />
    </Box>
  );
}

function CorrectionsFared({ corrections }: { corrections: AgreementResponse["data"]["corrections"] }) {
  const theme = useTheme();
  if (corrections.length === 0) return null;
  const colours = {
    kept: theme.palette.success.main,
    changed: theme.palette.warning.main,
    rejected: theme.palette.error.main,
    added: theme.palette.primary.main,
  };
  return (
    <Box component="section" aria-label="How Redpen's corrections fared">
      <Typography variant="h3" sx={{ fontSize: "1.05rem", fontWeight: 600, mb: 1 }}>
        How Redpen's corrections fared, per kind
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        A correction counts as kept only once a teacher checked it (it shows a tick on the essay). Redpen's corrections
        that no teacher has checked yet are counted apart, as not checked, and are left out of the chart: they say
        nothing yet about how Redpen did.
      </Typography>
      <Box sx={{ height: Math.max(160, 28 * corrections.length + 60) }} aria-hidden>
        <ResponsiveContainer>
          <BarChart data={corrections} layout="vertical" margin={{ left: 8, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
            <YAxis type="category" dataKey="category" width={110} tick={{ fontSize: 11 }} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {(["kept", "changed", "rejected", "added"] as const).map((key) => (
              <Bar
                key={key}
                dataKey={key}
                stackId="fared"
                fill={colours[key]}
                name={key === "added" ? "added by teachers" : key === "kept" ? "checked and kept" : key}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <FiguresTable
        label="Corrections per kind"
        headers={["Kind", "Checked and kept", "Changed", "Rejected", "Added by teachers", "Not checked"]}
        rows={corrections.map((row) => [row.category, row.kept, row.changed, row.rejected, row.added, row.unchecked])}
      />
    </Box>
  );
}

function Teachers({ teachers }: { teachers: AgreementResponse["data"]["teachers"] }) {
  return (
    <Box component="section" aria-label="Each teacher's marking">
      <Typography variant="h3" sx={{ fontSize: "1.05rem", fontWeight: 600, mb: 1 }}>
        Each teacher
      </Typography>
      <FiguresTable
        label="Each teacher's figures"
        headers={[
          "Teacher",
          "Graded",
          "Total within one",
          "Rank correlation",
          "Checked and kept / changed / rejected / added",
          "Not checked",
        ]}
        rows={teachers.map(({ email, name, graded, total, corrections: c }) => [
          teacherCalled({ name, email }),
          graded,
          percent(total?.within_one),
          rho(total),
          `${c.kept} / ${c.changed} / ${c.rejected} / ${c.added}`,
          c.unchecked,
        ])}
      />
    </Box>
  );
}
