import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import { Box, Button, Typography } from "@mui/material";
import type { EssayData } from "@redpen/contract";
import { CarouselImage } from "../../../components/carousel-image";
import { SectionCard } from "../../../components/section-card";
import { useCarousel, type Carousel } from "../hooks/use-carousel";

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

/** The assignment: topic and pages, one at a time, with Back and Next, dots and swipe. */
export function AssignmentCarousel({ data }: { data: EssayData }) {
  const slides = assignmentSlides(data);
  const carousel = useCarousel(slides.length);
  if (slides.length === 0) return null;
  const { current } = carousel;
  const slide = slides[current]!;

  return (
    <SectionCard title="Assignment" className="no-print">
      <Box
        aria-roledescription="carousel"
        onPointerDown={carousel.handlePointerDown}
        onPointerUp={carousel.handlePointerUp}
        onPointerCancel={carousel.handlePointerCancel}
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
          <SlideContent slide={slide} />
          <Typography variant="body2" color="text.secondary">
            {slide.label}
          </Typography>
        </Box>
      </Box>
      {slides.length > 1 && <CarouselControls slides={slides} carousel={carousel} />}
    </SectionCard>
  );
}

/** A slide's topic text, or its photo. */
function SlideContent({ slide }: { slide: Slide }) {
  if (slide.kind === "image") return <CarouselImage key={slide.imageId} imageId={slide.imageId} alt={slide.alt} />;
  return (
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
  );
}

/** Back, a dot per slide, and Next. */
function CarouselControls({ slides, carousel }: { slides: readonly Slide[]; carousel: Carousel }) {
  const { current } = carousel;
  return (
    <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1, mt: 1.5 }}>
      <Button size="small" startIcon={<ChevronLeftIcon />} onClick={carousel.handleBack} disabled={current === 0}>
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
            onClick={() => carousel.show(dot)}
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
        onClick={carousel.handleNext}
        disabled={current === slides.length - 1}
      >
        Next
      </Button>
    </Box>
  );
}
