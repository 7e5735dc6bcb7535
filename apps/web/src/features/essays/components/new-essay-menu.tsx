import AddIcon from "@mui/icons-material/Add";
import KeyboardArrowDownIcon from "@mui/icons-material/KeyboardArrowDown";
import CollectionsOutlinedIcon from "@mui/icons-material/CollectionsOutlined";
import PhotoCameraOutlinedIcon from "@mui/icons-material/PhotoCameraOutlined";
import TextSnippetOutlinedIcon from "@mui/icons-material/TextSnippetOutlined";
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from "@mui/material";
import { useId, useState } from "react";
import { Link as RouterLink } from "react-router";
import { paths } from "../../../config/paths";

/** The 'New essay' menu button: 'Upload photo', 'Upload essay text' or 'Upload a class set'; disabled without credits. */
export function NewEssayMenu({ disabled }: { disabled: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const handleOpen = (event: React.MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const handleClose = () => setAnchor(null);

  return (
    <>
      <Button
        id={buttonId}
        variant="contained"
        size="large"
        startIcon={<AddIcon />}
        endIcon={<KeyboardArrowDownIcon />}
        disabled={disabled}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={handleOpen}
        sx={{ flexShrink: 0 }}
      >
        New essay
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={handleClose}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ list: { "aria-labelledby": buttonId } }}
      >
        <MenuItem component={RouterLink} to={paths.newEssay.getHref("IMAGE")} onClick={handleClose}>
          <ListItemIcon>
            <PhotoCameraOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Upload photo</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.newEssay.getHref("TEXT")} onClick={handleClose}>
          <ListItemIcon>
            <TextSnippetOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Upload essay text</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.newClassSet.getHref()} onClick={handleClose}>
          <ListItemIcon>
            <CollectionsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Upload a class set</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
