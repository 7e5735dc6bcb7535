import { Box, Typography } from "@mui/material";
import type { ClassFrequentError } from "@redpen/contract";
import { ErrorExampleText } from "./error-example-text";
import { OverviewPart } from "./overview-part";

const students = (count: number) => `${count} ${count === 1 ? "student" : "students"}`;

/** The kinds of error most students made in their latest essay, each with examples from their essays. */
export function ClassFrequentErrors({ errors, counted }: { errors: ClassFrequentError[]; counted: number }) {
  if (errors.length === 0)
    return <OverviewPart title="Most common errors">No corrections yet in the students' latest essays.</OverviewPart>;
  return (
    <OverviewPart
      title="Most common errors"
      description={`The kinds of error most students made in their latest essay (${counted} ${counted === 1 ? "essay" : "essays"}), with examples of their own.`}
    >
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: "none", display: "grid", gap: 1.5 }}>
        {errors.map((error) => (
          <Box
            component="li"
            key={error.key}
            sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5, minWidth: 0 }}
          >
            <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
              {error.label}:{" "}
              <Box component="span" sx={{ fontWeight: 400 }}>
                {students(error.students)} of {counted}, {error.corrections}{" "}
                {error.corrections === 1 ? "correction" : "corrections"}
              </Box>
            </Typography>
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, display: "grid", gap: 0.5 }}>
              {error.examples.map((example) => (
                <Typography component="li" key={example.essay_id} variant="body2" sx={{ overflowWrap: "anywhere" }}>
                  <Box component="span" sx={{ color: "text.secondary" }}>
                    {example.student_name}:{" "}
                  </Box>
                  <ErrorExampleText example={example} />
                </Typography>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </OverviewPart>
  );
}
