import type { QuerySpec } from './types'

// Test support only: a small spec covering every field type, and documents that exercise it.

/** A spec with one field of each type, a nested path and a renamed path. */
export const SPEC: QuerySpec = {
  fields: {
    name: { type: 'string' },
    count: { type: 'number' },
    price: { type: 'decimal', path: '$.priceData.price' },
    active: { type: 'boolean' },
    createdDate: { type: 'date' },
    tags: { type: 'string[]' },
    scores: { type: 'number[]' },
    'profile.nickname': { type: 'string' },
    'profile.level': { type: 'number' },
  },
  defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
  defaultLimit: 2,
  maxLimit: 5,
  fieldPrefix: 'query',
}

/** Documents with present, empty, null and missing values (`d` is mostly missing). */
export const DOCS = [
  {
    id: 'a',
    name: 'Summer Hat',
    count: 3,
    priceData: { price: '10.50' },
    active: true,
    createdDate: '2024-01-01T00:00:00.000Z',
    tags: ['sale', 'hat'],
    scores: [1, 2],
    profile: { nickname: 'Ann', level: 2 },
  },
  {
    id: 'b',
    name: 'summer dress',
    count: 10,
    priceData: { price: '9.5' },
    active: false,
    createdDate: '2024-02-01T00:00:00.000Z',
    tags: ['dress'],
    scores: [],
    profile: { nickname: 'bob' },
  },
  {
    id: 'c',
    name: '',
    count: 0,
    priceData: { price: '100' },
    active: true,
    createdDate: '2024-03-01T12:00:00.000Z',
    tags: [],
    profile: null,
  },
  { id: 'd', name: null, priceData: {}, tags: null },
  {
    id: 'e',
    name: 'Éclair',
    count: -2.5,
    priceData: { price: '10.5' },
    createdDate: '2023-12-31T23:59:59.999Z',
    tags: ['hat', 'sale', 'new'],
    scores: [2],
    profile: { nickname: 'ÉLODIE', level: 5 },
  },
]
