import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import type { ReactNode } from "react";

/**
 * A small table of figures: the first column names each row, the figures are right-aligned. On a
 * phone, where its columns would not fit, each row is a card of its own that names every figure.
 */
export function FiguresTable({ label, headers, rows }: { label: string; headers: string[]; rows: ReactNode[][] }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  if (phone) return <FiguresCards label={label} headers={headers} rows={rows} />;
  return (
    <TableContainer sx={{ mt: 1 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {headers.map((header, i) => (
              <TableCell key={header} align={i === 0 ? "left" : "right"}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([name, ...figures], row) => (
            <TableRow key={row}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: "anywhere" }}>
                {name}
              </TableCell>
              {figures.map((figure, i) => (
                <TableCell key={i} align="right">
                  {figure}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The table's rows as a list of cards: the row's name, then each column's header beside its figure. */
function FiguresCards({ label, headers, rows }: { label: string; headers: string[]; rows: ReactNode[][] }) {
  const [, ...figureHeaders] = headers;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: "none", m: 0, mt: 1, p: 0, display: "grid", gap: 1 }}>
      {rows.map(([name, ...figures], row) => (
        <Box component="li" key={row} sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere", mb: 0.5 }}>{name}</Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: "grid", gridTemplateColumns: "minmax(0, 1fr) auto", columnGap: 2, rowGap: 0.5 }}
          >
            {figures.map((figure, i) => (
              <Box key={i} sx={{ display: "contents" }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {figureHeaders[i]}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: "right", whiteSpace: "nowrap" }}>
                  {figure}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
