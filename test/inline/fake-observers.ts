// happy-dom has no IntersectionObserver: a fake one the test drives, which
// records what it watches and says when an element comes near.
export class FakeIntersection {
  static all: FakeIntersection[] = []
  readonly watched = new Set<Element>()
  constructor(
    private readonly callback: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void,
    readonly options: { rootMargin?: string } = {},
  ) {
    FakeIntersection.all.push(this)
  }
  observe(target: Element) {
    this.watched.add(target)
  }
  unobserve(target: Element) {
    this.watched.delete(target)
  }
  disconnect() {
    this.watched.clear()
  }
  /** The element scrolled near the viewport (within the margin). */
  static near(target: Element) {
    for (const observer of FakeIntersection.all) if (observer.watched.has(target)) observer.callback([{ isIntersecting: true, target }])
  }
  static watching(target: Element) {
    return FakeIntersection.all.some((observer) => observer.watched.has(target))
  }
}
