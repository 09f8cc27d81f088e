import { z } from 'zod'

/** The filter's structure is checked by the query engine, which knows each API's fields. */
export const filterSchema = z.record(z.string(), z.unknown())

export const sortOrderSchema = z.enum(['ASC', 'DESC'])

export const sortingSchema = z.object({
  fieldName: z.string().min(1).max(512),
  order: sortOrderSchema.optional(),
})

/** Offset paging with the usual platform limit of 100. */
export const pagingSchema = z.object({
  limit: z.coerce.number().int().min(0).max(100).optional(),
  offset: z.coerce.number().int().min(0).optional(),
})

/** Cursor paging with the usual platform limit of 100. */
export const cursorPagingSchema = z.object({
  limit: z.coerce.number().int().min(0).max(100).optional(),
  cursor: z.string().max(16000).optional(),
})

/** Filter, sort and either kind of paging. */
export const platformQuerySchema = z.object({
  filter: filterSchema.optional(),
  sort: z.array(sortingSchema).optional(),
  paging: pagingSchema.optional(),
  cursorPaging: cursorPagingSchema.optional(),
})

/** Filter, sort and cursor paging. */
export const cursorQuerySchema = platformQuerySchema.omit({ paging: true })

/** Filter, sort and offset paging. */
export const offsetQuerySchema = platformQuerySchema.omit({ cursorPaging: true })
