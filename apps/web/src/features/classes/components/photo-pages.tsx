import { Box, Typography } from "@mui/material";
import { useQueries } from "@tanstack/react-query";
import { useEffect } from "react";
import { useApiClient } from "../../../lib/api/api-context";
import { imageQueryOptions } from "../../../lib/api/images";

/**
 * An essay's photos for a printout, each on a page of its own and as large as the page allows.
 * `onShown` runs once for each photo drawn, or given up on (it could not be loaded), so the
 * printout waits for them all.
 */
export function PhotoPages(props: { imageIds: string[]; name: string; onShown: () => void }) {
  const client = useApiClient();
  const images = useQueries({ queries: props.imageIds.map((id) => imageQueryOptions(client, id)) });
  return (
    <>
      {images.map((image, i) => (
        <Box key={props.imageIds[i]} sx={{ breakBefore: "page", breakInside: "avoid" }}>
          <Typography sx={{ fontSize: "10pt", color: "#333", mb: 1 }}>
            {props.name}: photo {i + 1} of {images.length}
          </Typography>
          {image.data && (
            <Box
              component="img"
              src={image.data.data.uri}
              alt={`${props.name}'s photo ${i + 1}`}
              onLoad={props.onShown}
              onError={props.onShown}
              sx={{ display: "block", maxWidth: "100%", maxHeight: "240mm", objectFit: "contain", mx: "auto" }}
            />
          )}
          {image.isError && <PhotoMissing onShown={props.onShown} />}
        </Box>
      ))}
    </>
  );
}

/** A photo that could not be loaded: said on its page, and counted as shown once. */
function PhotoMissing({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return <Typography sx={{ fontSize: "10pt" }}>This photo could not be loaded.</Typography>;
}
