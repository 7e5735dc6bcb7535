import { EssayCreateRequest } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { essayCreateData, type NewEssayForm } from "./essay-create-data";
import { B2_FIRST_ESSAY_ID } from "@redpen/contract/testing";

const essay = "word ".repeat(40);
const certificateId = B2_FIRST_ESSAY_ID;
const ids = [
  "5b0c1f0e-6f0a-4c39-9d57-1f5c2b9a7e11",
  "0f3f1f7b-2d8b-4a8e-8c1a-1b7e54d0c0a2",
  "9a4c2b5e-3e1d-4f6a-b2c8-7d9e0f1a2b3c",
];
const form = (change: Partial<NewEssayForm>): NewEssayForm => ({
  inputMethod: "TEXT",
  text: essay,
  imageIds: [],
  certificateId,
  topicText: "",
  topicImageId: null,
  studentName: "",
  ...change,
});

describe("the new essay's data", () => {
  it("sends a text essay without topic or name as nulls the contract accepts", () => {
    const data = essayCreateData(form({ studentName: "  " }));
    expect(data).toMatchObject({
      name: null,
      original: essay,
      certificate_id: certificateId,
      input_method: "TEXT",
      topic_input_method: null,
      topic_text: null,
      relationships: { student_image_ids_sorted: [], topic_image_id: null },
    });
    expect(EssayCreateRequest.safeParse({ data }).success).toBe(true);
  });

  it("sends a topic text as TEXT, trimmed, and the student's name trimmed", () => {
    const data = essayCreateData(
      form({ topicText: "  Should young people volunteer abroad?  ", studentName: " Maria Rossi " }),
    );
    expect(data).toMatchObject({
      name: "Maria Rossi",
      topic_input_method: "TEXT",
      topic_text: "Should young people volunteer abroad?",
    });
    expect(EssayCreateRequest.safeParse({ data }).success).toBe(true);
  });

  it("sends a photo essay's pages in order with a topic photo as IMAGE, and the text the teacher checked", () => {
    const data = essayCreateData(
      form({
        inputMethod: "IMAGE",
        text: essay,
        imageIds: ids.slice(0, 2),
        topicImageId: ids[2]!,
        topicText: "ignored",
      }),
    );
    expect(data).toMatchObject({
      original: essay,
      input_method: "IMAGE",
      topic_input_method: "IMAGE",
      topic_text: null,
      relationships: { student_image_ids_sorted: ids.slice(0, 2), topic_image_id: ids[2] },
    });
    expect(EssayCreateRequest.safeParse({ data }).success).toBe(true);
  });
});
