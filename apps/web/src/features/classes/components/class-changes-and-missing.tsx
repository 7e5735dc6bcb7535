import { Box, Link, Typography } from "@mui/material";
import type { ClassOverviewResponse, OverviewStudent, StudentChange } from "@redpen/contract";
import { Link as RouterLink } from "react-router";
import { paths } from "../../../config/paths";
import { essayDate } from "../utils/progress-chart-rows";
import { CHANGE_WORDS, figuresText } from "../utils/overview-figures";
import { OverviewPart } from "./overview-part";

type Overview = ClassOverviewResponse["data"];

function StudentLink({ student }: { student: OverviewStudent }) {
  return (
    <Link component={RouterLink} to={paths.student.getHref(student.id)} sx={{ overflowWrap: "anywhere" }}>
      {student.name}
    </Link>
  );
}

function ChangeList({ label, changes }: { label: string; changes: StudentChange[] }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label} ({changes.length})
      </Typography>
      {changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No one.
        </Typography>
      ) : (
        <Box component="ul" aria-label={label} sx={{ m: 0, pl: 2.5, display: "grid", gap: 0.5 }}>
          {changes.map((change) => (
            <Typography component="li" variant="body2" key={change.student_id} sx={{ overflowWrap: "anywhere" }}>
              <StudentLink student={{ id: change.student_id, name: change.name }} />
              {change.change === "improved" ? "" : ` (${CHANGE_WORDS[change.change].toLowerCase()})`}:{" "}
              {figuresText(change.before)}, then {figuresText(change.latest)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Who improved since their essay before, and who did not (students with two corrected essays or more). */
export function ClassChanges({ overview }: { overview: Overview }) {
  const { improved, not_improved: notImproved } = overview;
  return (
    <OverviewPart
      title="Since their essay before"
      description="Each student's latest corrected essay against the one before: by the grade when both have one, else by errors per 100 words."
    >
      {improved.length + notImproved.length === 0 ? (
        "No student has two corrected essays yet."
      ) : (
        <Box sx={{ display: "grid", gap: 1 }}>
          <ChangeList label="Improved" changes={improved} />
          <ChangeList label="Did not improve" changes={notImproved} />
        </Box>
      )}
    </OverviewPart>
  );
}

function NameList({ label, students }: { label: string; students: OverviewStudent[] }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {students.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Everyone has.
        </Typography>
      ) : (
        <Box component="ul" aria-label={label} sx={{ m: 0, pl: 2.5 }}>
          {students.map((student) => (
            <Typography component="li" variant="body2" key={student.id}>
              <StudentLink student={student} />
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The students with no essay at all, and those with none in the latest class set. */
export function NotHandedIn({ overview }: { overview: Overview }) {
  const set = overview.latest_set;
  if (overview.students === 0) return <OverviewPart title="Not handed in">The class has no students yet.</OverviewPart>;
  return (
    <OverviewPart title="Not handed in">
      <Box sx={{ display: "grid", gap: 1, mt: 0.5 }}>
        <NameList label="No essay yet" students={overview.no_essay} />
        {set && (
          <NameList
            label={`Not in the latest class set (${set.topic ? `“${set.topic}”, ` : ""}${essayDate(set.created_at)})`}
            students={set.missing}
          />
        )}
      </Box>
    </OverviewPart>
  );
}
