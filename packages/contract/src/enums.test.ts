import { describe, expect, it } from "vitest";
import { EssayStatus, FILE_PICKER_ACCEPT, imageMimeType, ImageFileType, Rating, TrackedEvent } from "./enums";

describe("image file types", () => {
  it("map each accepted extension to its MIME type, in any case", () => {
    expect(imageMimeType("page1.JPG")).toBe("image/jpeg");
    expect(imageMimeType("scan.jpeg")).toBe("image/jpeg");
    expect(imageMimeType("photo.png")).toBe("image/png");
    expect(imageMimeType("fax.tiff")).toBe("image/tiff");
  });

  it("refuse other files", () => {
    for (const name of ["essay.txt", "image.gif", "png", "archive.png.zip", ""]) expect(imageMimeType(name)).toBeNull();
  });

  it("let the picker take the image types only, by extension and by MIME type", () => {
    expect(FILE_PICKER_ACCEPT).toBe(".jpg,.jpeg,.png,.tiff,image/jpeg,image/png,image/tiff");
    expect(ImageFileType.safeParse(".tif").success).toBe(false);
  });
});

describe("enumerations", () => {
  it("hold exactly the spec's values", () => {
    expect(EssayStatus.options).toEqual(["SUCCESS", "FAILURE", "PENDING"]);
    expect(Rating.options).toEqual(["good", "bad"]);
    expect(TrackedEvent.options).toEqual(["CorrectEssay", "StartTrial", "InitiateCheckout", "Purchase"]);
    expect(Rating.safeParse("GOOD").success).toBe(false);
  });
});
