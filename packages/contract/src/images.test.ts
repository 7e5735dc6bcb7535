import { describe, expect, it } from "vitest";
import { ImageIdParams, ImageResponse, ImageUploadQuery } from "./images";

describe("the image upload query", () => {
  it("defaults to no transcription at the original resolution", () => {
    expect(ImageUploadQuery.parse({})).toEqual({ has_transcription: false, resolution: "ORIGINAL" });
  });

  it("reads booleans from the query string", () => {
    expect(ImageUploadQuery.parse({ has_transcription: "true", resolution: "HIGH" })).toEqual({
      has_transcription: true,
      resolution: "HIGH",
    });
    expect(ImageUploadQuery.parse({ has_transcription: "false" }).has_transcription).toBe(false);
  });

  it("refuses other values", () => {
    expect(ImageUploadQuery.safeParse({ resolution: "LOW" }).success).toBe(false);
    expect(ImageUploadQuery.safeParse({ has_transcription: "1" }).success).toBe(false);
  });
});

describe("images", () => {
  it("are named by a UUID", () => {
    expect(ImageIdParams.safeParse({ image_id: crypto.randomUUID() }).success).toBe(true);
    expect(ImageIdParams.safeParse({ image_id: "not-a-uuid" }).success).toBe(false);
  });

  it("reply with their address and transcription evaluation, null when not transcribed", () => {
    const image = { id: crypto.randomUUID(), data: { uri: "/uploads/a.png", transcription_evaluation: null } };
    expect(ImageResponse.parse(image)).toEqual(image);
    expect(ImageResponse.safeParse({ ...image, data: { ...image.data, transcription_evaluation: "OK" } }).success).toBe(
      false,
    );
  });
});
