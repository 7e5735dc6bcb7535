import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import CheckIcon from "@mui/icons-material/Check";
import SwapHorizIcon from "@mui/icons-material/SwapHoriz";
import {
  Box,
  Button,
  CircularProgress,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Snackbar,
} from "@mui/material";
import { formatError, type MyOrganisation } from "@redpen/contract";
import { useId, useState } from "react";
import { useSwitchSchool } from "../api/switch-school";

const ROLE_LABELS: Record<MyOrganisation["role"], string> = { owner: "Owner", teacher: "Teacher" };

/**
 * The header's school menu, for a teacher of two schools or more: their schools, the current one
 * checked; choosing another makes it the current one. On a phone the button is an icon.
 */
export function SchoolSwitch({ organisations }: { organisations: readonly MyOrganisation[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const switchSchool = useSwitchSchool();
  const menuId = useId();
  const current = organisations[0];
  if (!current || organisations.length < 2) return null;

  const handleChoose = (school: MyOrganisation) => {
    setAnchor(null);
    if (school.id !== current.id) switchSchool.mutate(school.id);
  };

  return (
    <>
      <SchoolSwitchButton
        current={current}
        menuId={menuId}
        menuOpen={Boolean(anchor)}
        switching={switchSchool.isPending}
        onOpen={setAnchor}
      />
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{
          list: { "aria-label": "Your schools", dense: false },
          paper: { sx: { maxWidth: "min(400px, calc(100vw - 32px))", minWidth: 240 } },
        }}
      >
        <ListSubheader sx={{ lineHeight: "36px" }}>Your schools</ListSubheader>
        {organisations.map((school) => {
          const checked = school.id === current.id;
          return (
            <MenuItem
              key={school.id}
              role="menuitemradio"
              aria-checked={checked}
              selected={checked}
              onClick={() => handleChoose(school)}
            >
              <ListItemIcon>{checked && <CheckIcon fontSize="small" />}</ListItemIcon>
              <ListItemText
                primary={school.name}
                secondary={ROLE_LABELS[school.role]}
                slotProps={{ primary: { sx: { whiteSpace: "normal", overflowWrap: "anywhere" } } }}
              />
            </MenuItem>
          );
        })}
      </Menu>
      <Snackbar
        open={switchSchool.isError}
        onClose={() => switchSchool.reset()}
        autoHideDuration={8000}
        message={switchSchool.error ? formatError(switchSchool.error) : undefined}
      />
    </>
  );
}

interface SchoolSwitchButtonProps {
  current: MyOrganisation;
  menuId: string;
  menuOpen: boolean;
  /** Whether a switch is on its way: the button then spins and waits. */
  switching: boolean;
  onOpen: (anchor: HTMLElement) => void;
}

/** The button that opens the school menu: the current school's name, or only an icon on a phone. */
function SchoolSwitchButton({ current, menuId, menuOpen, switching, onOpen }: SchoolSwitchButtonProps) {
  return (
    <Button
      color="inherit"
      aria-label={`Switch school (now ${current.name})`}
      aria-haspopup="menu"
      aria-controls={menuOpen ? menuId : undefined}
      aria-expanded={menuOpen ? true : undefined}
      disabled={switching}
      onClick={(event) => onOpen(event.currentTarget)}
      startIcon={switching ? <CircularProgress size={20} color="inherit" /> : <SwapHorizIcon />}
      endIcon={<ArrowDropDownIcon />}
      sx={{
        minWidth: 0,
        "&.Mui-disabled": { color: "inherit" },
        "& .MuiButton-startIcon": { mr: { xs: 0, sm: 1 } },
        "& .MuiButton-endIcon": { ml: { xs: 0, sm: 0.5 }, display: { xs: "none", sm: "inherit" } },
      }}
    >
      <Box
        component="span"
        sx={{
          display: { xs: "none", sm: "inline" },
          maxWidth: { sm: 140, md: 240 },
          overflow: "hidden",
          textOverflow: "ellipsis",
          whiteSpace: "nowrap",
        }}
      >
        {current.name}
      </Box>
    </Button>
  );
}
