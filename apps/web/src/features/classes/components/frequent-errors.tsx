import { Box, Paper, Typography } from "@mui/material";
import type { FrequentError } from "@redpen/contract";
import { useId } from "react";
import { ErrorExampleText } from "./error-example-text";

/** The student's three most frequent kinds of error, each with examples from their own essays. */
export function FrequentErrors({ errors }: { errors: FrequentError[] }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: "1.25rem" }}>
        What to work on
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        The kinds of error corrected most often in this student's essays, with examples of their own.
      </Typography>
      {errors.length === 0 ? (
        <Typography>No corrections yet: the kinds of error show once an essay is corrected.</Typography>
      ) : (
        <Box
          component="ol"
          sx={{
            m: 0,
            p: 0,
            listStyle: "none",
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(3, minmax(0, 1fr))" },
          }}
        >
          {errors.map((error, rank) => (
            <Box
              component="li"
              key={error.key}
              aria-label={`${rank + 1}. ${error.label}`}
              sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2, minWidth: 0 }}
            >
              <Typography variant="h3" sx={{ fontSize: "1.05rem", fontWeight: 600, overflowWrap: "anywhere" }}>
                {rank + 1}. {error.label}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Corrected {error.count} {error.count === 1 ? "time" : "times"}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5, display: "grid", gap: 0.75 }}>
                {error.examples.map((example, i) => (
                  <Typography component="li" key={i} variant="body2" sx={{ overflowWrap: "anywhere" }}>
                    <ErrorExampleText example={example} />
                  </Typography>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
