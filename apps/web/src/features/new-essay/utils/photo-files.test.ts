import { IMAGE_UPLOAD_MAX_BYTES } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { screenPhotoFiles } from "./photo-files";

const file = (name: string, size = 10) => ({ name, size }) as File;

describe("screenPhotoFiles", () => {
  it("takes photos within the limits and says nothing", () => {
    const { photos, notice } = screenPhotoFiles([file("a.jpg"), file("b.png")], 5, 5);
    expect(photos.map((photo) => photo.name)).toEqual(["a.jpg", "b.png"]);
    expect(notice).toBeNull();
  });

  it("leaves out what is not a photo, what is too big and what has no room, in one notice", () => {
    const { photos, notice } = screenPhotoFiles(
      [file("notes.pdf"), file("big.jpg", IMAGE_UPLOAD_MAX_BYTES + 1), file("a.jpg"), file("b.jpg")],
      1,
      3,
    );
    expect(photos.map((photo) => photo.name)).toEqual(["a.jpg"]);
    expect(notice).toBe(
      `"notes.pdf" is not a photo: use a .jpg, .jpeg, .png or .tiff file. "big.jpg" is larger than ${IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB. Only 3 photos can be added: the others were left out.`,
    );
  });

  it("says a single-photo uploader takes one", () => {
    expect(screenPhotoFiles([file("a.jpg"), file("b.jpg")], 1, 1).notice).toBe("Only one photo can be added here.");
  });
});
