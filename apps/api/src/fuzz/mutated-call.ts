import type { FuzzFixtures } from "./fuzz-fixtures";
import type { FuzzedRoute, Trespass, ValidCall } from "./fuzzed-route";
import type { CallerVariant, EncodingVariant, Mutation } from "./mutation";
import type { FieldPath } from "./zod-arbitraries";

/** A copy of `value` with `change` applied at `path` (the containers on the way made when missing). */
function atPath(
  value: unknown,
  path: FieldPath,
  change: (container: Record<string | number, unknown>, key: string | number) => void,
): unknown {
  const root = { value: structuredClone(value) as unknown };
  let container = root as Record<string | number, unknown>;
  let key: string | number = "value";
  for (const step of path) {
    if (container[key] === null || typeof container[key] !== "object")
      container[key] = typeof step === "number" ? [] : {};
    container = container[key] as Record<string | number, unknown>;
    key = step;
  }
  change(container, key);
  return root.value;
}

function mutateBody(body: unknown, mutation: Extract<Mutation, { part: "body" }>): unknown {
  switch (mutation.op) {
    case "set":
      return atPath(body, mutation.path, (container, key) => (container[key] = mutation.value));
    case "delete":
      return atPath(body, mutation.path, (container, key) => delete container[key]);
    case "extra":
      return atPath(body, mutation.path, (container, key) => {
        const target =
          container[key] && typeof container[key] === "object"
            ? (container[key] as Record<string, unknown>)
            : (container[key] = {} as Record<string, unknown>);
        Object.defineProperty(target, mutation.key, {
          value: mutation.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      });
    case "replace":
      return mutation.value;
  }
}

/** The call with its mutations applied, and what is left for the wire (caller and encoding variants). */
export async function mutatedCall(route: FuzzedRoute, fixtures: FuzzFixtures, mutations: Mutation[]) {
  let call: ValidCall = await route.valid(fixtures);
  const rawParams = new Set<string>();
  let caller: CallerVariant | undefined;
  let encoding: EncodingVariant | undefined;
  for (const mutation of mutations) {
    if (mutation.part === "trespass") {
      const trespass = route.trespasses!.find((candidate) => candidate.name === mutation.name) as Trespass;
      call = { ...call, ...(await trespass.call(fixtures)) };
    } else if (mutation.part === "param") {
      call = {
        ...call,
        params: {
          ...call.params,
          [mutation.name]: "fixture" in mutation ? fixtures.ids[mutation.fixture] : mutation.value,
        },
      };
      if ("raw" in mutation && mutation.raw) rawParams.add(mutation.name);
    } else if (mutation.part === "query") {
      const query: Record<string, string | string[]> = { ...call.query };
      if (mutation.value === null) delete query[mutation.name];
      else query[mutation.name] = mutation.value;
      call = { ...call, query: query as Record<string, string> };
    } else if (mutation.part === "body") call = { ...call, body: mutateBody(call.body, mutation) };
    else if (mutation.part === "caller") caller = mutation.variant;
    else encoding = mutation.variant;
  }
  return { call, rawParams, caller, encoding };
}
