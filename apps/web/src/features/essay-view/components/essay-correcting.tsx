import AddPhotoAlternateOutlinedIcon from "@mui/icons-material/AddPhotoAlternateOutlined";
import { Box, Button, CircularProgress, Typography } from "@mui/material";
import type { InputMethod } from "@redpen/contract";
import { Link as RouterLink } from "react-router";
import { paths } from "../../../config/paths";

/** While the essay loads or is being corrected; the page refetches it every second meanwhile. */
export function EssayCorrecting({ signedIn, inputMethod }: { signedIn: boolean; inputMethod?: InputMethod }) {
  return (
    <Box
      role="status"
      sx={{
        minHeight: "50vh",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 2,
        textAlign: "center",
      }}
    >
      <CircularProgress aria-hidden size={56} color="secondary" />
      <Typography variant="h1" component="h1">
        Correcting
      </Typography>
      <Typography color="text.secondary">This might take up to two minutes</Typography>
      {signedIn && (
        <Button
          component={RouterLink}
          to={paths.newEssay.getHref(inputMethod)}
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          sx={{ mt: 2 }}
        >
          Upload another
        </Button>
      )}
    </Box>
  );
}
