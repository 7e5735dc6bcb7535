import type { EverydayErrorKind } from "./types";

/** 'a' before a job after 'be' or 'become', but never before an adjective's -er form that looks like one ('the air is cleaner'). */
export const JOB_OR_COMPARATIVE_ERRORS: EverydayErrorKind = {
  kind: "a before a job, not a comparative",
  wrong: [
    ["My neighbour is electrician.", "My neighbour is an electrician."],
    ["Her father was farmer in a small village.", "Her father was a farmer in a small village."],
    ["One day I would like to become vet.", "One day I would like to become a vet."],
    ["After university he became lawyer.", "After university he became a lawyer."],
    ["My aunt is dentist, and my uncle is nurse.", "My aunt is a dentist, and my uncle is a nurse."],
    ["My best friend's mother is hairdresser.", "My best friend's mother is a hairdresser."],
    ["When I was kid, I was afraid of the dark.", "When I was a kid, I was afraid of the dark."],
    ["Our new neighbour is architect from Porto.", "Our new neighbour is an architect from Porto."],
    ["My cousin wants to be photographer.", "My cousin wants to be a photographer."],
    ["Years ago my grandmother was librarian.", "Years ago my grandmother was a librarian."],
    ["He isn't mechanic, he is plumber.", "He isn't a mechanic, he is a plumber."],
  ],
  right: [
    "The air is cleaner in the countryside.",
    "After the rain the streets were cleaner.",
    "Our kitchen is cleaner than yours.",
    "The river became cleaner after the factory closed.",
    "This beach is cleaner and quieter than the one in town.",
    "The city looks cleaner at night.",
    "The water gets cleaner every year.",
    "Her sister is a cleaner at the hospital.",
    "Electric cars make a cleaner environment.",
    "My uncle works as a cleaner in an office.",
    "We need cleaner energy for the future.",
    "Is the bathroom cleaner now?",
    "His brother is fitter than him.",
  ],
};
