import AccountBalanceWalletOutlinedIcon from "@mui/icons-material/AccountBalanceWalletOutlined";
import ApartmentOutlinedIcon from "@mui/icons-material/ApartmentOutlined";
import GroupsOutlinedIcon from "@mui/icons-material/GroupsOutlined";
import LogoutIcon from "@mui/icons-material/Logout";
import { AppBar, Box, Button, Toolbar } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { paths } from "../../../config/paths";
import { useMe } from "../../../lib/api/get-me";
import { useAuth } from "../../../lib/auth/auth-context";
import { useSchoolLogo } from "../../../lib/api/get-school-logo";
import { RedpenLogo } from "./redpen-logo";
import { SchoolSwitch } from "./school-switch";

/** A header button whose text hides on small screens; the aria-label keeps it named. */
function HeaderButton(props: { label: string; icon: ReactNode; to?: string; onClick?: () => void }) {
  const { label, icon, to, onClick } = props;
  const link = to ? { component: RouterLink, to } : {};
  return (
    <Button
      color="inherit"
      aria-label={label}
      startIcon={icon}
      onClick={onClick}
      {...link}
      sx={{ minWidth: 0, "& .MuiButton-startIcon": { mr: { xs: 0, sm: 1 } } }}
    >
      <Box component="span" sx={{ display: { xs: "none", sm: "inline" } }}>
        {label}
      </Box>
    </Button>
  );
}

/**
 * The app bar: logo, school logo and, when signed in, the school menu (for a teacher of two
 * schools or more), Classes, School, Credits and Log out.
 */
export function Header() {
  const { isAuthenticated, isEmailVerified, logout } = useAuth();
  const signedIn = isAuthenticated && isEmailVerified;
  const me = useMe(signedIn);
  const logo = useSchoolLogo(me.data?.data.relationships.organisation_ids_sorted[0]);
  const handleLogout = () => void logout();

  return (
    <AppBar position="sticky" elevation={0}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        <Button
          color="inherit"
          aria-label="Redpen home"
          component={RouterLink}
          to={signedIn ? paths.home.getHref() : paths.login.getHref()}
          sx={{ px: 1 }}
        >
          <RedpenLogo />
        </Button>
        {logo.data && (
          <Box
            component="img"
            src={logo.data.data.uri}
            alt="School logo"
            sx={{ height: 50, maxWidth: { xs: 72, sm: 200 }, objectFit: "contain", bgcolor: "white", borderRadius: 1 }}
          />
        )}
        <Box sx={{ flexGrow: 1 }} />
        {signedIn && (
          <>
            {me.data && <SchoolSwitch organisations={me.data.data.organisations} />}
            <HeaderButton label="Classes" icon={<GroupsOutlinedIcon />} to={paths.classes.getHref()} />
            <HeaderButton label="School" icon={<ApartmentOutlinedIcon />} to={paths.school.getHref()} />
            <HeaderButton label="Credits" icon={<AccountBalanceWalletOutlinedIcon />} to={paths.credits.getHref()} />
          </>
        )}
        {isAuthenticated && <HeaderButton label="Log out" icon={<LogoutIcon />} onClick={handleLogout} />}
      </Toolbar>
    </AppBar>
  );
}
