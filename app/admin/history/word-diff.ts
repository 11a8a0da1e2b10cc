/**
 * A word-by-word diff of two texts, for the history page: the words a save
 * removed and added, in place among those it kept. Longest common subsequence
 * over words (whitespace kept with them), after trimming what both texts
 * start and end with, so a one-word change in a long text stays cheap.
 */
export interface DiffSegment {
  kind: 'same' | 'removed' | 'added'
  text: string
}

/** Above this many cells the middle is shown as removed then added, whole. */
const MAX_CELLS = 2_000_000

const words = (text: string) => text.match(/^\s+|\S+\s*/g) ?? []

function push(segments: DiffSegment[], kind: DiffSegment['kind'], text: string) {
  const last = segments.at(-1)
  if (last?.kind === kind) last.text += text
  else if (text) segments.push({ kind, text })
}

export function wordDiff(before: string, after: string): DiffSegment[] {
  const a = words(before)
  const b = words(after)
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--
    endB--
  }
  const segments: DiffSegment[] = []
  push(segments, 'same', a.slice(0, start).join(''))
  const midA = a.slice(start, endA)
  const midB = b.slice(start, endB)
  if (midA.length * midB.length > MAX_CELLS) {
    push(segments, 'removed', midA.join(''))
    push(segments, 'added', midB.join(''))
  } else {
    // at(i, j): the longest common run of midA[i..] and midB[j..], in one flat array.
    const width = midB.length + 1
    const lengths = new Uint32Array((midA.length + 1) * width)
    const at = (i: number, j: number) => lengths[i * width + j] ?? 0
    for (let i = midA.length - 1; i >= 0; i--)
      for (let j = midB.length - 1; j >= 0; j--)
        lengths[i * width + j] =
          midA[i] === midB[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1))
    let i = 0
    let j = 0
    while (i < midA.length || j < midB.length) {
      if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
        push(segments, 'same', midA[i++]!)
        j++
      } else if (i < midA.length && (j === midB.length || at(i + 1, j) >= at(i, j + 1)))
        push(segments, 'removed', midA[i++]!)
      else push(segments, 'added', midB[j++]!)
    }
  }
  push(segments, 'same', a.slice(endA).join(''))
  return segments
}
