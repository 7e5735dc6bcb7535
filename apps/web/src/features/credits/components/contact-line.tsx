import MailOutlinedIcon from "@mui/icons-material/MailOutlined";
import { Box, Link, Typography } from "@mui/material";
import { useRuntimeConfig } from "../../../lib/runtime-config";

/** 'More than 200 essays?': an invitation to write, with the address when the api gives one. */
export function ContactLine() {
  const { contact_email: contactEmail } = useRuntimeConfig();
  return (
    <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1.5, px: { xs: 0.5, sm: 1 } }}>
      <MailOutlinedIcon color="action" aria-hidden sx={{ mt: 0.25 }} />
      <Typography>
        <Box component="strong" sx={{ fontWeight: 600 }}>
          More than 200 essays?
        </Box>{" "}
        {contactEmail ? (
          <>
            Email us at{" "}
            <Link href={`mailto:${contactEmail}`} sx={{ overflowWrap: "anywhere" }}>
              {contactEmail}
            </Link>{" "}
            and we will make your school an offer.
          </>
        ) : (
          "Email us and we will make your school an offer."
        )}
      </Typography>
    </Box>
  );
}
