import { config } from "zod";

// Zod compiles its object parsers with `new Function` (and probes for it with one, caught) unless it
// is jitless. The api's Content-Security-Policy allows no 'unsafe-eval', and Chrome reports even
// the caught probe as a violation, so the app parses without. This module is the first main.tsx
// imports: the setting must be in place before any schema (the contract's included) is made.
config({ jitless: true });
