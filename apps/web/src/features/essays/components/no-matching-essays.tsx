import SearchOffIcon from "@mui/icons-material/SearchOff";
import { Box, Button, Typography } from "@mui/material";

/** What the list says when its search and filters find no essay, with the way back to all of them. */
export function NoMatchingEssays({ onClear }: { onClear: () => void }) {
  return (
    <Box role="status" sx={{ textAlign: "center", py: 6, px: 2 }}>
      <SearchOffIcon color="action" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
      <Typography variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
        No essay matches your search and filters.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Try other words, or clear the filters to see all your essays.
      </Typography>
      <Button variant="outlined" onClick={onClear}>
        Clear filters
      </Button>
    </Box>
  );
}
