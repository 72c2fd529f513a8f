// The element factory the renderer builds with: the panel's Preact `h`,
// handed over in the chunk's context (this chunk bundles no Preact).
export type Node = object | string | null
export type Make = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => Node
