import { Alert, Box, Skeleton } from "@mui/material";
import { useState } from "react";
import { useImage } from "../lib/api/images";

/** One photo of the assignment, or a warning when it cannot be loaded. */
export function CarouselImage({ imageId, alt }: { imageId: string; alt: string }) {
  const image = useImage(imageId);
  const [broken, setBroken] = useState(false);
  if (image.isError || broken) return <Alert severity="warning">This image could not be loaded</Alert>;
  if (!image.data) return <Skeleton variant="rectangular" width="100%" height={320} aria-label="Loading image" />;
  return (
    <Box
      component="img"
      src={image.data.data.uri}
      alt={alt}
      draggable={false}
      onError={() => setBroken(true)}
      sx={{
        display: "block",
        width: "100%",
        maxHeight: { xs: 360, md: 440 },
        objectFit: "contain",
        borderRadius: 1,
        bgcolor: "grey.100",
      }}
    />
  );
}
