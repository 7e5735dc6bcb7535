/** The frame of one code, in the list and in the form alike. */
export const codeRowSx = { border: 1, borderColor: "divider", borderRadius: 1, p: 1.5 } as const;
