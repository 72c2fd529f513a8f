// Every unit test file: Testing Library's waitFor and findBy wait as long as a
// busy machine needs for what they check (see vitest.config.ts's testTimeout).
import { configure } from '@testing-library/preact'

configure({ asyncUtilTimeout: 10_000 })
