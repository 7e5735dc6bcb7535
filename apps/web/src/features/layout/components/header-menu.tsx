import MenuIcon from "@mui/icons-material/Menu";
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from "@mui/material";
import { useId, useState, type ReactNode } from "react";
import { Link as RouterLink } from "react-router";

/** One of the header's places (a link) or actions (a click), with the words and icon it shows. */
export interface HeaderItem {
  label: string;
  icon: ReactNode;
  to?: string;
  onClick?: () => void;
}

/**
 * The header's items on a phone: one labelled "Menu" button that opens them as a list, each with its
 * icon and its words, where a row of bare icons would leave a teacher guessing.
 */
export function HeaderMenu({ items }: { items: readonly HeaderItem[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<MenuIcon />}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Menu
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ list: { "aria-label": "Menu" }, paper: { sx: { minWidth: 200 } } }}
      >
        {items.map(({ label, icon, to, onClick }) => (
          <MenuItem
            key={label}
            {...(to ? { component: RouterLink, to } : {})}
            onClick={() => {
              close();
              onClick?.();
            }}
            sx={{ minHeight: 48 }}
          >
            <ListItemIcon>{icon}</ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
