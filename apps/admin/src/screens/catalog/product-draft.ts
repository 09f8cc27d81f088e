/** One option as the owner types it: a name and its choices ("Size": "S, M, L"). */
export interface OptionDraft {
  name: string
  choices: string
}

/** What both catalogs' product forms hold. */
export interface SharedDraft {
  name: string
  description: string
  visible: boolean
  ribbon: string
  brand: string
  options: OptionDraft[]
  /** Media library file ids, the first is the main picture. */
  mediaIds: string[]
}

/** "S, M , L" → ["S", "M", "L"]. */
export const choiceNames = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
