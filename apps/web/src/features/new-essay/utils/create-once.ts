import { ApiRequestError, type EssayResponse } from "@redpen/contract";

/**
 * Creates the essay with `post`, and recovers a lost reply: the id is made once per page visit, so
 * a 409 for it means an earlier attempt of ours created (and paid for) the essay. Then `get` reads
 * it back and the creation counts as done; if that read fails too, the 409 stands.
 */
export async function createOnce(
  post: () => Promise<EssayResponse>,
  get: () => Promise<EssayResponse>,
): Promise<EssayResponse> {
  try {
    return await post();
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 409)) throw error;
    try {
      return await get();
    } catch {
      throw error;
    }
  }
}
