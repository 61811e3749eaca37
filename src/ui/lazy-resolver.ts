import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver whose schema (zod) is loaded on the first check, not with the page:
 * the islands of the static form pages (decision 051) keep zod out of their first-load JavaScript.
 * The form checks exactly as with the schema's resolver itself, one tick later.
 */
export function lazyResolver<V extends FieldValues>(
  load: () => Promise<Resolver<V, unknown, V>>,
): Resolver<V, unknown, V> {
  let resolver: Promise<Resolver<V, unknown, V>> | undefined;
  return async (values, context, options) => {
    resolver ??= load();
    return (await resolver)(values, context, options);
  };
}
