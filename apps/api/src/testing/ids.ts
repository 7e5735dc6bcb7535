/** UUIDs a client must not give a new essay or image: well formed, but not random version 4 ones. */
export const NOT_RANDOM_V4_IDS: [id: string, kind: string][] = [
  ["00000000-0000-0000-0000-000000000000", "the nil UUID"],
  ["ffffffff-ffff-ffff-ffff-ffffffffffff", "the max UUID"],
  ["6ba7b810-9dad-11d1-80b4-00c04fd430c8", "a time-based v1"],
  ["1ec9414c-232a-6b00-b3c8-9e6bdeced846", "a time-based v6"],
  ["017f22e2-79b0-7cc3-98c4-dc0c0c07398f", "a time-based v7"],
  ["a3bb189e-8bf9-3888-9912-ace4e6543002", "a name-based v3"],
  ["320c3d4d-cc00-875b-8ec9-32d5f69181c0", "a custom v8"],
];
