import MarkEmailUnreadOutlinedIcon from "@mui/icons-material/MarkEmailUnreadOutlined";
import { Alert, AlertTitle, Box, Button, Paper } from "@mui/material";
import { Navigate } from "react-router";
import { paths } from "../../../config/paths";
import { useAuth } from "../../../lib/auth/auth-context";

/** /unverified-email: asks the user to confirm their address, then sign in again for a new token. */
export function UnverifiedEmailPage() {
  const { email, isEmailVerified, login } = useAuth();
  if (isEmailVerified) return <Navigate to={paths.home.getHref()} replace />;
  const handleLoginAgain = () => void login({ email, returnTo: paths.home.getHref() });
  return (
    <Paper variant="outlined" sx={{ maxWidth: 560, mx: "auto", p: { xs: 2, sm: 4 } }}>
      <Alert severity="warning" icon={<MarkEmailUnreadOutlinedIcon />}>
        <AlertTitle>Your email address is not verified yet</AlertTitle>
        Please check your inbox{email ? ` (${email})` : ""} or your spam folder for a confirmation email from Redpen and
        open its link. Then log in again.
      </Alert>
      <Box sx={{ mt: 3, display: "flex", justifyContent: "flex-end" }}>
        <Button variant="contained" onClick={handleLoginAgain}>
          Login again
        </Button>
      </Box>
    </Paper>
  );
}
