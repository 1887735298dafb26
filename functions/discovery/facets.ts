import type { FacetCount } from '../../shared/contracts/discovery'
import type { IndexData } from './index-data'

type List = keyof IndexData['dictionaries']

/**
 * Facet counts from the columns: a counter per dictionary value instead of a map of strings. Counts over
 * everyone (no text, no filter) are computed once and kept.
 */
export function createFacets(data: IndexData) {
  const n = data.ids.length
  const columns = { publications: data.publication, beats: data.beat, locations: data.location }
  const everyone = new Map<string, FacetCount[]>()

  function tally(list: List, docs: ArrayLike<number>): Int32Array {
    const counts = new Int32Array(data.dictionaries[list].length)
    if (list === 'topics') {
      const { topicOffsets, topicIds } = data
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i] as number
        for (let t = topicOffsets[doc] as number; t < (topicOffsets[doc + 1] as number); t++)
          counts[topicIds[t] as number] = (counts[topicIds[t] as number] as number) + 1
      }
      return counts
    }
    const column = columns[list]
    for (let i = 0; i < docs.length; i++) {
      const value = column[docs[i] as number] as number
      counts[value] = (counts[value] as number) + 1
    }
    return counts
  }

  /** Each value's count, most first, then alphabetically (the dictionary is sorted so). */
  function count(list: List, docs: ArrayLike<number>): FacetCount[] {
    const cached = docs.length === n ? everyone.get(list) : undefined
    if (cached) return cached
    const counts = tally(list, docs)
    const values = data.dictionaries[list]
    const out: FacetCount[] = []
    counts.forEach((c, i) => {
      if (c > 0) out.push({ value: values[i] as string, count: c })
    })
    // The dictionary is in alphabetical order, so a stable sort by count keeps ties alphabetical.
    out.sort((a, b) => b.count - a.count)
    if (docs.length === n) everyone.set(list, out)
    return out
  }

  const everyoneFlags = new Map<number, { true: number; false: number }>()
  function flag(docs: ArrayLike<number>, bit: number) {
    const cached = docs.length === n ? everyoneFlags.get(bit) : undefined
    if (cached) return { ...cached }
    let yes = 0
    for (let i = 0; i < docs.length; i++) if ((data.flags[docs[i] as number] as number) & bit) yes++
    const counts = { true: yes, false: docs.length - yes }
    if (docs.length === n) everyoneFlags.set(bit, counts)
    return { ...counts }
  }

  return { count, flag }
}
