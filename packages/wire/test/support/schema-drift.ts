import type { z } from 'zod'

/** One level less, so that recursive shapes (query filters) end. */
type Less = [never, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]

/** Array elements, unwrapped at any depth; other members of a union as they are. */
type Flat<T> = T extends readonly (infer E)[] ? Flat<E> : T

type Leaf = string | number | boolean | bigint | symbol | null | undefined

/** The objects among `T`'s members (arrays unwrapped). */
type Objects<T> = Exclude<Flat<T>, Leaf>

/** The leaves among `T`'s members (arrays unwrapped), `string & {}` included. */
type Leaves<T> = Extract<Flat<T>, Leaf>

/** Arrays among `T`'s members, and objects that are not arrays, at this level. */
type Arrays<T> = Extract<T, readonly unknown[]>
type Records<T> = Exclude<T, Leaf | readonly unknown[]>

/** Every key of every member of a union (`keyof` of a union keeps only the shared ones). */
type KeysOf<T> = T extends unknown ? keyof T : never

/** The type at `K` across the members of a union that have it. */
type At<T, K> = T extends unknown ? (K extends keyof T ? T[K] : never) : never

/**
 * Free JSON, which matches anything: `unknown`, `any`, arrays of them, and string-keyed records of
 * them (an interface is not assignable to `Record<string, unknown>`, yet every object is one).
 */
type IsFree<T> =
  unknown extends Flat<T>
    ? true
    : string extends KeysOf<Objects<T>>
      ? unknown extends At<Objects<T>, string>
        ? true
        : false
      : false

type Same<A, B> = (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false

/**
 * `T` without its open enum members (`'A' | 'B' | (string & {})`): the wire types keep enums open
 * so that a value the platform adds later still type-checks in answers, but a request may only
 * send the values the platform knows, which is what the schema checks.
 */
type Closed<T, D extends number = 10> = T extends readonly (infer E)[]
  ? Closed<E, D>[]
  : Same<T, string & {}> extends true
    ? never
    : T extends object
      ? D extends 0
        ? T
        : { [K in keyof T]: Closed<T[K], Less[D]> }
      : T

type Shared<A, B> = KeysOf<Objects<A>> & KeysOf<Objects<B>> & string
type Only<A, B> = Exclude<KeysOf<Objects<A>>, KeysOf<Objects<B>>> & string

/** Where values of `A` are not values of `B`, comparing leaves and the kinds of members. */
type Values<A, B, Say extends string, P extends string> = [Leaves<A>] extends [Leaves<B>]
  ? [Arrays<A>] extends [never]
    ? [Records<A>] extends [never]
      ? never
      : [Records<B>] extends [never]
        ? `${P}: ${Say}`
        : never
    : [Arrays<B>] extends [never]
      ? `${P}: ${Say}`
      : never
  : `${P}: ${Say}`

/**
 * Paths where values of `A` are not values of `B` (`Fields` false), or where one side has a field
 * the other lacks (`Fields` true). Free JSON on either side matches anything.
 */
type Walk<
  A,
  B,
  Say extends string,
  Fields extends boolean,
  P extends string,
  D extends number,
> = true extends IsFree<A> | IsFree<B>
  ? never
  :
      | (Fields extends true ? never : Values<A, B, Say, P>)
      | ([Objects<A>] extends [never]
          ? never
          : [Objects<B>] extends [never]
            ? never
            : string extends KeysOf<Objects<A>> | KeysOf<Objects<B>>
              ? Fields extends true
                ? never
                : [Objects<A>] extends [Objects<B>]
                  ? never
                  : `${P}: ${Say}`
              :
                  | (Fields extends true
                      ?
                          | `${P}.${Only<A, B>}: only in the schema`
                          | `${P}.${Only<B, A>}: only in the type`
                      : never)
                  | (D extends 0
                      ? never
                      : {
                          [K in Shared<A, B>]: Walk<
                            At<Objects<A>, K>,
                            At<Objects<B>, K>,
                            Say,
                            Fields,
                            `${P}.${K}`,
                            Less[D]
                          >
                        }[Shared<A, B>]))

/**
 * How a request schema and its wire type disagree, as `schema.path: what` texts, or `never`. The
 * schema must accept every value of the type (else the SDK sends what the emulator refuses), yield
 * only values of the type, and name the same fields at every depth (else a field one side knows
 * is dropped on the way, or can never be sent). `Except` lists paths (below the schema's name)
 * where the two knowingly differ, each for a reason the table gives.
 */
export type SchemaDrift<
  Name extends string,
  Schema extends z.ZodType,
  T,
  Except extends string,
> = Exclude<
  | Walk<Closed<T>, z.input<Schema>, 'the schema refuses values of the type', false, Name, 10>
  | Walk<z.output<Schema>, T, 'the schema yields values outside the type', false, Name, 10>
  | Walk<z.input<Schema>, T, never, true, Name, 10>,
  `${Name}.${Except}: ${string}`
>

/**
 * A table entry whose type and schema knowingly differ at `Paths`: read-only fields the schema
 * drops, internal-only fields it accepts and ignores, values it reads in another form.
 */
export interface Except<T, Paths extends string> {
  type: T
  except: Paths
}

/** The drift of one table entry, plain (`T`) or with exceptions ({@link Except}). */
export type EntryDrift<Name extends string, Schema extends z.ZodType, Entry> = [Entry] extends [
  Except<infer T, infer Paths>,
]
  ? SchemaDrift<Name, Schema, T, Paths>
  : SchemaDrift<Name, Schema, Entry, never>

/** A request that carries only a path id (or whose type leaves the path id to an argument). */
export type PathId<K extends string = 'id', T = unknown> = T & Record<K, string>
