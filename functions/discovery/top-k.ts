/**
 * The first `k` items in `compare` order, without sorting them all: a bounded max-heap of the best `k`
 * so far, O(n log k). Sorts outright when `k` is a large share of the items.
 */
export function topK(
  items: ArrayLike<number>,
  k: number,
  compare: (a: number, b: number) => number,
): number[] {
  const n = items.length
  if (k <= 0 || n === 0) return []
  if (k * 4 >= n) return Array.from(items).sort(compare).slice(0, k)
  // heap[0] is the worst of the best k: a new item replaces it when it comes before it.
  const heap: number[] = []
  const worse = (a: number, b: number) => compare(a, b) > 0
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (!worse(heap[i] as number, heap[parent] as number)) return
      ;[heap[i], heap[parent]] = [heap[parent] as number, heap[i] as number]
      i = parent
    }
  }
  const down = (i: number) => {
    for (;;) {
      const left = 2 * i + 1
      const right = left + 1
      let top = i
      if (left < heap.length && worse(heap[left] as number, heap[top] as number)) top = left
      if (right < heap.length && worse(heap[right] as number, heap[top] as number)) top = right
      if (top === i) return
      ;[heap[i], heap[top]] = [heap[top] as number, heap[i] as number]
      i = top
    }
  }
  for (let i = 0; i < n; i++) {
    const item = items[i] as number
    if (heap.length < k) {
      heap.push(item)
      up(heap.length - 1)
    } else if (compare(item, heap[0] as number) < 0) {
      heap[0] = item
      down(0)
    }
  }
  return heap.sort(compare)
}
