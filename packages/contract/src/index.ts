/**
 * @redpen/contract: every request and reply of the api (docs/behaviour/api.md), the enumerations,
 * validation rules, constants and error formatting, shared by the api and the web.
 *
 * Reply shapes:
 * - A single resource is `{id, version?, data: {...}}`: essay (id, version, data), image (id, data
 *   {uri, transcription_evaluation}; the upload's reply adds `reading`, the photo as read), user me and organisation user (id, data {email, relationships
 *   {organisation_ids_sorted}}), organisation (id, version, data {logo_image_id, name, owner_user_ids}). POST and PATCH
 *   /essays/{essay_id} reply with the essay resource; the organisation logo is an image resource.
 * - Lists and the other replies (docs/behaviour/api.md, "Reply shapes") are an envelope
 *   `{data: ...}`: GET /essays, /essays/certificates, /organisations/{id}/users (and the invite
 *   reply), /products, /payments ({uri}), /users/me/billing, /organisations/{id}/billing, /health.
 * - Errors are `{error_message, error_code}` (and `error_field`, the dotted path of the field a 400
 *   is about); a 400's message says each problem as a sentence naming the field in words.
 *
 * Requests: bodies are `.strict()` so unknown fields are refused; query strings are coerced
 * (numbers, "true"/"false"); updates send the stored version + 1.
 * Each schema is exported next to its inferred type of the same name.
 */
export * from "./runtime-config";
export * from "./analytics";
export * from "./redaction";
export * from "./scrub-report";
export * from "./errors";
export * from "./constants";
export * from "./enums";
export * from "./validation";
export * from "./validation-sentences";
export * from "./feedback-word-count";
export * from "./ids";
export * from "./health";
export * from "./model-use";
export * from "./users";
export * from "./certificates";
export * from "./correction-codes";
export * from "./edits";
export * from "./grading";
export * from "./shown-grading";
export * from "./progress";
export * from "./class-overview";
export * from "./essays";
export * from "./essay-list";
export * from "./search-text";
export * from "./essay-patch";
export * from "./share-links";
export * from "./classes";
export * from "./students";
export * from "./drafts";
export * from "./class-sets";
export * from "./images";
export * from "./transcription";
export * from "./organisations";
export * from "./payments";
export * from "./purchases";
export * from "./name-line";
export * from "./student-name";
export * from "./page-texts";
