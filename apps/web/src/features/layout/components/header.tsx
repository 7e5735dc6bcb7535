import AccountBalanceWalletOutlinedIcon from "@mui/icons-material/AccountBalanceWalletOutlined";
import ApartmentOutlinedIcon from "@mui/icons-material/ApartmentOutlined";
import GroupsOutlinedIcon from "@mui/icons-material/GroupsOutlined";
import LogoutIcon from "@mui/icons-material/Logout";
import { AppBar, Box, Button, Toolbar, useMediaQuery } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { paths } from "../../../config/paths";
import { useMe } from "../../../lib/api/get-me";
import { useAuth } from "../../../lib/auth/auth-context";
import { useSchoolLogo } from "../../../lib/api/get-school-logo";
import { HeaderMenu, type HeaderItem } from "./header-menu";
import { RedpenLogo } from "./redpen-logo";
import { SchoolSwitch } from "./school-switch";

/** A header button with its icon and words, on a tablet or a computer. */
function HeaderButton({ label, icon, to, onClick }: HeaderItem) {
  const link = to ? { component: RouterLink, to } : {};
  return (
    <Button color="inherit" startIcon={icon} onClick={onClick} {...link}>
      {label}
    </Button>
  );
}

/**
 * The app bar: logo, school logo and, when signed in, the school menu (for a teacher of two
 * schools or more), Classes, School, Credits and Log out: as buttons with their words, or on a phone
 * in one labelled menu.
 */
export function Header() {
  const { isAuthenticated, isEmailVerified, logout } = useAuth();
  const signedIn = isAuthenticated && isEmailVerified;
  const me = useMe(signedIn);
  const logo = useSchoolLogo(me.data?.data.relationships.organisation_ids_sorted[0]);
  // Read at the first render (no server renders it), so that a phone never draws the wide header first.
  const phone = useMediaQuery((theme) => theme.breakpoints.down("sm"), { noSsr: true });
  const items: HeaderItem[] = [
    ...(signedIn
      ? [
          { label: "Classes", icon: <GroupsOutlinedIcon />, to: paths.classes.getHref() },
          { label: "School", icon: <ApartmentOutlinedIcon />, to: paths.school.getHref() },
          { label: "Credits", icon: <AccountBalanceWalletOutlinedIcon />, to: paths.credits.getHref() },
        ]
      : []),
    ...(isAuthenticated ? [{ label: "Log out", icon: <LogoutIcon />, onClick: () => void logout() }] : []),
  ];

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
        {signedIn && me.data && <SchoolSwitch organisations={me.data.data.organisations} />}
        {phone && items.length > 0 ? (
          <HeaderMenu items={items} />
        ) : (
          items.map((item) => <HeaderButton key={item.label} {...item} />)
        )}
      </Toolbar>
    </AppBar>
  );
}
