import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import { Box, Button, Typography } from "@mui/material";
import type { EssayData } from "@redpen/contract";
import { useRef, useState, type PointerEvent } from "react";
import { CarouselImage } from "../../../components/carousel-image";
import { SectionCard } from "../../../components/section-card";

type Slide = { key: string; label: string } & (
  { kind: "text"; text: string } | { kind: "image"; imageId: string; alt: string }
);

/** The topic (text or photo) first, then the student's pages in order. */
function assignmentSlides(data: EssayData): Slide[] {
  const slides: Slide[] = [];
  const topicImage = data.relationships.topic_image_id;
  if (topicImage) slides.push({ key: "topic", label: "- topic -", kind: "image", imageId: topicImage, alt: "Topic" });
  else if (data.topic_text?.trim())
    slides.push({ key: "topic", label: "- topic -", kind: "text", text: data.topic_text.trim() });
  data.relationships.student_image_ids_sorted.forEach((imageId, index) =>
    slides.push({ key: imageId, label: `- page ${index + 1} -`, kind: "image", imageId, alt: `Page ${index + 1}` }),
  );
  return slides;
}

/** Shorter swipes are taps or scrolls, not a change of slide. */
const SWIPE_MIN_PX = 40;

/** The assignment: topic and pages, one at a time, with Back and Next, dots and swipe. */
export function AssignmentCarousel({ data }: { data: EssayData }) {
  const slides = assignmentSlides(data);
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  if (slides.length === 0) return null;
  const current = Math.min(index, slides.length - 1);
  const slide = slides[current]!;

  const handleBack = () => setIndex(Math.max(0, current - 1));
  const handleNext = () => setIndex(Math.min(slides.length - 1, current + 1));
  const handlePointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const handlePointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (distance <= -SWIPE_MIN_PX) handleNext();
    else if (distance >= SWIPE_MIN_PX) handleBack();
  };
  const handlePointerCancel = () => {
    swipeStart.current = null;
  };

  return (
    <SectionCard title="Assignment" className="no-print">
      <Box
        aria-roledescription="carousel"
        onPointerDown={handlePointerDown}
        onPointerUp={handlePointerUp}
        onPointerCancel={handlePointerCancel}
        sx={{ touchAction: "pan-y", userSelect: "none" }}
      >
        <Box
          role="group"
          aria-roledescription="slide"
          aria-label={`${current + 1} of ${slides.length}`}
          sx={{
            minHeight: slide.kind === "image" ? 160 : 0,
            py: slide.kind === "text" ? 1 : 0,
            display: "flex",
            flexDirection: "column",
            alignItems: "center",
            justifyContent: "center",
            gap: 1,
          }}
        >
          {slide.kind === "text" ? (
            <Typography
              component="blockquote"
              sx={{
                m: 0,
                px: 1,
                fontFamily: "Georgia, 'Times New Roman', serif",
                fontStyle: "italic",
                fontSize: "1.05rem",
                lineHeight: 1.7,
                textAlign: "center",
                whiteSpace: "pre-wrap",
                overflowWrap: "anywhere",
              }}
            >
              “{slide.text}”
            </Typography>
          ) : (
            <CarouselImage key={slide.imageId} imageId={slide.imageId} alt={slide.alt} />
          )}
          <Typography variant="body2" color="text.secondary">
            {slide.label}
          </Typography>
        </Box>
      </Box>
      {slides.length > 1 && (
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1, mt: 1.5 }}>
          <Button size="small" startIcon={<ChevronLeftIcon />} onClick={handleBack} disabled={current === 0}>
            Back
          </Button>
          <Box sx={{ display: "flex", gap: 0.5 }}>
            {slides.map((item, dot) => (
              <Box
                key={item.key}
                component="button"
                type="button"
                aria-label={`Show ${item.label.replace(/^- | -$/g, "")}`}
                aria-current={dot === current ? "true" : undefined}
                onClick={() => setIndex(dot)}
                sx={{
                  width: 24,
                  height: 24,
                  p: 0,
                  border: 0,
                  bgcolor: "transparent",
                  cursor: "pointer",
                  display: "grid",
                  placeItems: "center",
                  "&::after": {
                    content: '""',
                    width: 10,
                    height: 10,
                    borderRadius: "50%",
                    bgcolor: dot === current ? "primary.main" : "grey.400",
                  },
                  "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main", borderRadius: "50%" },
                }}
              />
            ))}
          </Box>
          <Button
            size="small"
            endIcon={<ChevronRightIcon />}
            onClick={handleNext}
            disabled={current === slides.length - 1}
          >
            Next
          </Button>
        </Box>
      )}
    </SectionCard>
  );
}
