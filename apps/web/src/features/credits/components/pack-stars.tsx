import StarIcon from "@mui/icons-material/Star";
import { Box } from "@mui/material";

/** A row of stars, one more per bigger pack, read out as '2 stars'. */
export function PackStars({ count }: { count: number }) {
  return (
    <Box
      role="img"
      aria-label={count === 1 ? "1 star" : `${count} stars`}
      sx={{ display: "flex", color: "#f5a623", minHeight: 24 }}
    >
      {Array.from({ length: count }, (_, index) => (
        <StarIcon key={index} fontSize="small" aria-hidden />
      ))}
    </Box>
  );
}
