/**
 * A schema built on its first use rather than when its module loads. Building the package's
 * few hundred zod schemas at import was about a quarter of the emulator's restart, though a
 * process validates with only the few its requests need.
 *
 * What it returns stands for the built schema in every way a program can tell (properties,
 * methods, `instanceof`, keys): it forwards each operation to the schema, built by `build` on
 * the first one. Its type is the schema's own, so exports keep their types. `build` may use
 * other lazy schemas; it runs once.
 *
 * @example
 * ```ts
 * export const moneySchema = lazySchema(() => z.object({ amount: z.string() }))
 * moneySchema.parse({ amount: '1.50' }) // builds the schema here, then validates
 * ```
 */
/*#__NO_SIDE_EFFECTS__*/
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined
  const schema = (): T => {
    built ??= build()
    return built
  }
  // The proxy's own target stays empty, except for properties reported as non-configurable:
  // a proxy may only report those if its target has them too (the language's invariants).
  const pin = (target: object, key: PropertyKey, field: PropertyDescriptor | undefined) => {
    if (field && !field.configurable && !Object.hasOwn(target, key))
      Object.defineProperty(target, key, field)
    return field
  }
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    getOwnPropertyDescriptor: (target, key) =>
      pin(target, key, Reflect.getOwnPropertyDescriptor(schema(), key)),
    defineProperty: (target, key, field) => {
      if (!Reflect.defineProperty(schema(), key, field)) return false
      pin(target, key, Reflect.getOwnPropertyDescriptor(schema(), key))
      return true
    },
  })
}
