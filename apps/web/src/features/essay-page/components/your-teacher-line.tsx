import PersonOutlineIcon from "@mui/icons-material/PersonOutlineOutlined";
import { Box, Typography } from "@mui/material";

/** The student's line naming their teacher ("Your teacher: Ana García"), as the api calls them (teacherCalled). */
export function YourTeacherLine({ teacher }: { teacher: string | null | undefined }) {
  if (!teacher) return null;
  return (
    <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1, mt: -1, mb: { xs: 2, sm: 3 } }}>
      <PersonOutlineIcon fontSize="small" color="action" aria-hidden sx={{ mt: "2px" }} />
      <Typography variant="body2" color="text.secondary" data-testid="your-teacher" sx={{ overflowWrap: "anywhere" }}>
        {`Your teacher: ${teacher}`}
      </Typography>
    </Box>
  );
}
