import { z } from 'zod'
import { lazySchema } from './lazy-schema'

/** The filter's structure is checked by the query engine, which knows each API's fields. */
export const filterSchema = lazySchema(() => z.record(z.string(), z.unknown()))

export const sortOrderSchema = lazySchema(() => z.enum(['ASC', 'DESC']))

export const sortingSchema = lazySchema(() =>
  z.object({
    fieldName: z.string().min(1).max(512),
    order: sortOrderSchema.optional(),
  }),
)

/** Offset paging with the usual platform limit of 100. */
export const pagingSchema = lazySchema(() =>
  z.object({
    limit: z.coerce.number().int().min(0).max(100).optional(),
    offset: z.coerce.number().int().min(0).optional(),
  }),
)

/** Cursor paging with the usual platform limit of 100. */
export const cursorPagingSchema = lazySchema(() =>
  z.object({
    limit: z.coerce.number().int().min(0).max(100).optional(),
    cursor: z.string().max(16000).optional(),
  }),
)

/** Filter, sort and either kind of paging. */
export const platformQuerySchema = lazySchema(() =>
  z.object({
    filter: filterSchema.optional(),
    sort: z.array(sortingSchema).optional(),
    paging: pagingSchema.optional(),
    cursorPaging: cursorPagingSchema.optional(),
  }),
)

/** Filter, sort and cursor paging. */
export const cursorQuerySchema = lazySchema(() => platformQuerySchema.omit({ paging: true }))

/** Filter, sort and offset paging. */
export const offsetQuerySchema = lazySchema(() => platformQuerySchema.omit({ cursorPaging: true }))
