import { useRef, useState, type PointerEvent } from "react";

/** Shorter swipes are taps or scrolls, not a change of slide. */
const SWIPE_MIN_PX = 40;

/** Which of `count` slides shows, moved by Back and Next, a dot, or a swipe. */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const current = Math.min(index, Math.max(0, count - 1));

  const handleBack = () => setIndex(Math.max(0, current - 1));
  const handleNext = () => setIndex(Math.min(count - 1, current + 1));
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
  return { current, show: setIndex, handleBack, handleNext, handlePointerDown, handlePointerUp, handlePointerCancel };
}

export type Carousel = ReturnType<typeof useCarousel>;
