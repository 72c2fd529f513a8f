// The pre-chat form and the API's identify take or refuse a visitor's name
// and email alike: one check (src/shared/service/visitor.ts) behind both.
import { act } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import type { ChunkLoader } from '../../src/launcher/chunks'
import type { Namespace } from '../../src/shared/chunks/interfaces'
import { LIMITS } from '../../src/shared/service/wire'
import { flush } from '../helpers/deferred'
import { createTestModel } from '../helpers/model'
import { destroyWidgets, startWidget } from '../helpers/start-widget'
import { loadPanelChunk } from '../helpers/widget'

const atLimit = 'n'.repeat(LIMITS.visitorName)
const domain = '@example.com'
const longestEmail = 'a'.repeat(LIMITS.visitorEmail - domain.length) + domain

const CASES: Array<[field: 'name' | 'email', value: string, accepted: boolean]> = [
  ['name', 'Ada', true],
  ['name', ' Ada ', true],
  ['name', atLimit, true],
  ['name', `  ${atLimit}  `, true],
  ['name', atLimit + 'n', false],
  ['name', '', false],
  ['name', '   ', false],
  ['email', 'ada@example.com', true],
  ['email', ' ada@example.com ', true],
  ['email', longestEmail, true],
  ['email', 'a' + longestEmail, false],
  ['email', 'ada', false],
  ['email', 'ada@example', false],
  ['email', 'a b@example.com', false],
  ['email', '', false],
]

const chunks = { load: (name: string) => loadPanelChunk(name), languages: [], define() {} } as ChunkLoader
let errors: MockInstance<typeof console.error>

beforeEach(() => {
  localStorage.clear()
  errors = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  destroyWidgets()
  vi.restoreAllMocks()
})

/** The pre-chat form, asking for `field` only, given `value`. */
function formTakes(field: 'name' | 'email', value: string): boolean {
  const { model } = createTestModel({ config: field === 'name' ? { collectVisitorName: true } : { collectVisitorEmail: true } })
  return model.startChat({ [field]: value }).length === 0
}

/** The API's identify, given `value` as `field`: refused with a console error naming identify. */
async function identifyTakes(field: 'name' | 'email', value: string): Promise<boolean> {
  const { api } = startWidget(chunks)
  await act(async () => {
    ;(api as unknown as Namespace & ((...args: unknown[]) => void))('identify', { [field]: value })
    for (let i = 0; i < 5; i++) await flush()
  })
  return !errors.mock.calls.some(([message]) => String(message).includes('identify'))
}

describe('one visitor check', () => {
  it.each(CASES)('%s %j: the form and identify both say %s', async (field, value, accepted) => {
    expect(formTakes(field, value)).toBe(accepted)
    expect(await identifyTakes(field, value)).toBe(accepted)
  })
})
