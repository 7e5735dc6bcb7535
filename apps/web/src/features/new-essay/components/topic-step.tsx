import HistoryIcon from "@mui/icons-material/History";
import { Box, Button, Divider, TextField, Typography } from "@mui/material";
import { WORD_COUNT_RULES, TOPIC_IMAGES_MAX, validateWordCountedText } from "@redpen/contract";
import type { PhotoUploads } from "../hooks/use-photo-uploads";
import { PhotoUploader } from "./photo-uploader";

interface TopicStepProps {
  topicText: string;
  onTopicTextChange: (text: string) => void;
  topicPhotos: PhotoUploads;
  studentName: string;
  onStudentNameChange: (name: string) => void;
  /** Offered when the latest essay had a topic. */
  onLoadPreviousTopic?: () => void;
  loadingPreviousTopic?: boolean;
  disabled: boolean;
}

/** Step 3: the topic as text or as one photo (never both), and the student's name; all optional. */
export function TopicStep(props: TopicStepProps) {
  const {
    topicText,
    onTopicTextChange,
    topicPhotos,
    studentName,
    onStudentNameChange,
    onLoadPreviousTopic,
    loadingPreviousTopic,
    disabled,
  } = props;
  const topicMessage = validateWordCountedText(topicText, WORD_COUNT_RULES.topic);
  const nameMessage = validateWordCountedText(studentName, WORD_COUNT_RULES.studentName);
  const hasTopicPhoto = topicPhotos.items.length > 0;
  const hasTopicText = topicText.trim().length > 0;

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2.5 }}>
      <Typography variant="body2" color="text.secondary">
        With the task the student was given, the feedback can say how well the essay answers it.
      </Typography>
      {onLoadPreviousTopic && (
        <Box>
          <Button
            variant="outlined"
            size="small"
            startIcon={<HistoryIcon />}
            onClick={onLoadPreviousTopic}
            disabled={disabled || loadingPreviousTopic}
          >
            Load previous topic
          </Button>
        </Box>
      )}
      {!hasTopicPhoto && (
        <TextField
          label="Topic"
          placeholder="Type or paste the task, e.g. the essay question"
          multiline
          minRows={2}
          maxRows={10}
          fullWidth
          value={topicText}
          onChange={(event) => onTopicTextChange(event.target.value)}
          disabled={disabled}
          error={Boolean(topicMessage)}
          helperText={
            topicMessage ?? (hasTopicText ? "Optional. Clear it to give the topic as a photo instead." : "Optional.")
          }
        />
      )}
      {!hasTopicPhoto && !hasTopicText && (
        <Divider>
          <Typography variant="body2" color="text.secondary">
            or
          </Typography>
        </Divider>
      )}
      {!hasTopicText && (
        <PhotoUploader
          uploads={topicPhotos}
          max={TOPIC_IMAGES_MAX}
          buttonLabel="Add a photo instead"
          photoLabel={() => "Topic photo"}
          disabled={disabled}
        />
      )}
      <Divider />
      <TextField
        label="Student name"
        placeholder="e.g. Maria Rossi"
        fullWidth
        value={studentName}
        onChange={(event) => onStudentNameChange(event.target.value)}
        disabled={disabled}
        error={Boolean(nameMessage)}
        helperText={nameMessage ?? "Optional: it becomes the essay's title."}
        sx={{ maxWidth: { sm: 420 } }}
      />
    </Box>
  );
}
