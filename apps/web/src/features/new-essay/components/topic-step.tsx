import HistoryIcon from "@mui/icons-material/History";
import { Box, Button, Divider, TextField, Typography } from "@mui/material";
import { TOPIC_IMAGES_MAX } from "@redpen/contract";
import type { ComponentProps } from "react";
import { useController } from "react-hook-form";
import type { PhotoUploads } from "../hooks/use-photo-uploads";
import type { NewEssayFormControl, NewEssayFormMessages } from "../utils/new-essay-form";
import { ClassStudentFields } from "./class-student-fields";
import { PhotoUploader } from "./photo-uploader";

interface TopicStepProps {
  control: NewEssayFormControl;
  /** What the rules say of the topic text and the student's name now. */
  messages: NewEssayFormMessages;
  topicPhotos: PhotoUploads;
  /** Offered when the latest essay had a topic. */
  onLoadPreviousTopic?: () => void;
  loadingPreviousTopic?: boolean;
  disabled: boolean;
  /** Whether the student's name was filled in from the photo's first line. */
  nameFromPhoto?: boolean;
  /** The class and student fields, which take the student's name. */
  classStudent: Omit<
    ComponentProps<typeof ClassStudentFields>,
    "control" | "nameMessage" | "nameFromPhoto" | "disabled"
  >;
}

/** Step 3: the topic as text or as one photo (never both), the class and the student's name; all optional. */
export function TopicStep(props: TopicStepProps) {
  const { control, messages, topicPhotos, onLoadPreviousTopic, loadingPreviousTopic, disabled, nameFromPhoto } = props;
  const { classStudent } = props;
  const {
    field: { ref: topicRef, ...topicField },
  } = useController({ control, name: "topicText" });
  const topicMessage = messages.topicText;
  const nameMessage = messages.studentName;
  const hasTopicPhoto = topicPhotos.items.length > 0;
  const hasTopicText = topicField.value.trim().length > 0;

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
          {...topicField}
          inputRef={topicRef}
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
      <ClassStudentFields
        control={control}
        {...classStudent}
        nameMessage={nameMessage}
        nameFromPhoto={nameFromPhoto}
        disabled={disabled}
      />
    </Box>
  );
}
