import DownloadOutlinedIcon from "@mui/icons-material/DownloadOutlined";
import { Box, Button, CircularProgress } from "@mui/material";
import { useMutation } from "@tanstack/react-query";
import { ErrorNotice } from "../../../components/error-notice";
import { useApiClient } from "../../../lib/api/api-context";
import { saveFile } from "../../../lib/save-file";

/** 'Download grades (CSV)': one row per corrected essay of the class, for a spreadsheet. */
export function DownloadGradesButton({ classId, className }: { classId: string; className: string }) {
  const client = useApiClient();
  const download = useMutation({
    mutationFn: async () => {
      const file = await client.download(`/classes/${encodeURIComponent(classId)}/grades.csv`);
      const slug =
        className
          .normalize("NFKD")
          .replace(/[^A-Za-z0-9]+/g, "-")
          .replace(/^-|-$/g, "") || "class";
      saveFile(file, `grades-${slug}.csv`);
    },
  });
  return (
    <Box component="span" sx={{ display: "inline-flex", flexDirection: "column", gap: 1 }}>
      <Button
        variant="outlined"
        size="small"
        startIcon={download.isPending ? <CircularProgress size={16} color="inherit" /> : <DownloadOutlinedIcon />}
        onClick={() => download.mutate()}
        disabled={download.isPending}
      >
        Download grades (CSV)
      </Button>
      {download.error && <ErrorNotice error={download.error} />}
    </Box>
  );
}
