import { ApiRequestError, type EssayResponse } from "@redpen/contract";
import { describe, expect, it } from "vitest";
import { createOnce } from "./create-once";

const essay = { id: "5b0c1f0e-6f0a-4c39-9d57-1f5c2b9a7e11", version: 1 } as EssayResponse;
const taken = new ApiRequestError(409, {
  error_code: "CONFLICT",
  error_message: "An essay with this id exists already: create it with a new id.",
});
const reply = (value: EssayResponse) => () => Promise.resolve(value);
const failure = (error: unknown) => () => Promise.reject(error);

describe("creating the essay once", () => {
  it("answers the created essay without reading it back", async () => {
    let reads = 0;
    const created = await createOnce(reply(essay), () => {
      reads += 1;
      return Promise.resolve(essay);
    });
    expect(created).toBe(essay);
    expect(reads).toBe(0);
  });

  it("takes a 409 for its own id as the earlier attempt's success and reads the essay back", async () => {
    expect(await createOnce(failure(taken), reply(essay))).toBe(essay);
  });

  it("keeps the 409 when the essay cannot be read back", async () => {
    await expect(createOnce(failure(taken), failure(new ApiRequestError(404, undefined)))).rejects.toBe(taken);
  });

  it("passes on any other error without reading the essay", async () => {
    const noCredits = new ApiRequestError(402, { error_code: "PAYMENT_REQUIRED", error_message: "No credits." });
    let reads = 0;
    const attempt = createOnce(failure(noCredits), () => {
      reads += 1;
      return Promise.resolve(essay);
    });
    await expect(attempt).rejects.toBe(noCredits);
    expect(reads).toBe(0);
  });
});
