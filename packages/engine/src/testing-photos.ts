/** `@redpen/engine/testing/photos`: drawn pages photographed as a phone does it (with sharp), for the browser tests. */
export { everydayPhoto, photograph, photographOnDesk } from "./transcribe/testing/photograph-page";
