#!/usr/bin/env node
// Package bin for the mock service: runs the TypeScript CLI through tsx.
import { register } from 'tsx/esm/api'

register()
await import('../mock/cli.ts')
