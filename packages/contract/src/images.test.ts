import { describe, expect, it } from "vitest";
import { ImageCreateParams, ImageIdParams, ImageResponse, ImageUploadQuery } from "./images";

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

  it("are new only under a random UUID v4; any UUID names one that is stored", () => {
    expect(ImageCreateParams.safeParse({ image_id: crypto.randomUUID() }).success).toBe(true);
    const v7 = "017f22e2-79b0-7cc3-98c4-dc0c0c07398f";
    for (const id of ["00000000-0000-0000-0000-000000000000", "ffffffff-ffff-ffff-ffff-ffffffffffff", v7]) {
      expect(ImageCreateParams.safeParse({ image_id: id }).error?.issues[0]?.message).toBe(
        "give a random UUID (version 4), as crypto.randomUUID() makes",
      );
    }
    expect(ImageIdParams.safeParse({ image_id: v7 }).success).toBe(true);
  });

  it("reply with their address and transcription evaluation, null when not transcribed", () => {
    const image = { id: crypto.randomUUID(), data: { uri: "/uploads/a.png", transcription_evaluation: null } };
    expect(ImageResponse.parse(image)).toEqual(image);
    expect(ImageResponse.safeParse({ ...image, data: { ...image.data, transcription_evaluation: "OK" } }).success).toBe(
      false,
    );
  });
});
