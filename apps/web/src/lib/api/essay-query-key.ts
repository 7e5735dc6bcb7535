/** One essay's query key (the essay page's, seeded by the new essay's reply); lists live under ["essays", "list"], so they are not hit by this one. */
export const essayQueryKey = (essayId: string) => ["essays", "detail", essayId] as const;
