// The settings table of docs/settings.md, generated from the settings
// registry (src/shared/settings/registry.ts): for each setting its attribute,
// its name in the API, its values (the type `boot` takes, or its `@values`
// tag), its default, the stage that reads it and its line of docs (the
// registry entry's doc comment, read with the compiler: comments do not ship). test/settings-table.test.ts
// fails when the block differs from the registry.
//
//   npx tsx scripts/settings-table.ts          says whether the block is current
//   npx tsx scripts/settings-table.ts --write  rewrites it
import { join, resolve } from 'node:path'
import ts from 'typescript'
import { REGISTRY, type SettingStage } from '../src/shared/settings/registry'
import { runDocBlocks } from './doc-block'
import { isMain } from './is-main'

const root = resolve(import.meta.dirname, '..')
export const SETTINGS_DOC = join(root, 'docs/settings.md')
const REGISTRY_FILE = join(root, 'src/shared/settings/registry.ts')

/** Who reads a part, in the table's words: loader.js, the panel, or the chunk its descriptor names. */
const readBy = (stage: SettingStage) => (stage === 'launcher' ? '`loader.js`' : stage === 'panel' ? 'the panel' : `the ${stage} chunk`)

interface Documented {
  /** The doc comment's text, on one line. */
  docs: string
  /** Its `@default` tag: a default the value cannot say. */
  defaultWords?: string
  /** The values it takes, in words: its `@values` tag (for an attribute that takes more words than its type says), or the type `boot`, `update` and `mount` take. */
  values: string
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The doc comment of a registry entry: its own, or (written `welcomeMessage,`) the declaration's it names. */
function jsDocOf(checker: ts.TypeChecker, property: ts.ObjectLiteralElementLike): readonly ts.JSDoc[] {
  let node: ts.Node = property
  if (ts.isShorthandPropertyAssignment(property)) node = checker.getShorthandAssignmentValueSymbol(property)?.valueDeclaration ?? property
  return ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc)
}

function valuesOf(checker: ts.TypeChecker, type: ts.Type): string {
  if (type.flags & ts.TypeFlags.Boolean) return '`true` or `false`'
  if (type.flags & ts.TypeFlags.String) return 'text'
  if (type.flags & ts.TypeFlags.Number) return 'a number'
  if (type.isUnion() && type.types.every((t) => t.isStringLiteral())) {
    const values = type.types.map((t) => `\`${t.value}\``)
    return values.slice(0, -1).join(', ') + ' or ' + values.at(-1)!
  }
  if (checker.isArrayType(type)) return 'a list of texts'
  throw new Error(`settings-table: no words for the type ${checker.typeToString(type)}`)
}

/** Each registry entry's doc comment and type, read from the source by the compiler. */
function documented(): Map<string, Documented> {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!
  const program = ts.createProgram([REGISTRY_FILE], config.options)
  const checker = program.getTypeChecker()
  const registry = program.getSourceFile(REGISTRY_FILE)!
  const input = registry.statements.find((s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === 'SettingsInput')!
  const inputType = checker.getTypeAtLocation(input.name)
  const found = new Map<string, Documented>()
  // The parts: every `export const X_SETTINGS = { ... }` of the files the registry imports.
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(join(root, 'src/shared/'))) continue
    for (const statement of file.statements) {
      if (!ts.isVariableStatement(statement)) continue
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !/_SETTINGS$/.test(declaration.name.text)) continue
        if (!declaration.initializer || !ts.isObjectLiteralExpression(declaration.initializer)) continue
        for (const property of declaration.initializer.properties) {
          const name = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined
          const symbol = name === undefined ? undefined : inputType.getProperty(name)
          if (name === undefined || symbol === undefined) continue
          const [doc] = jsDocOf(checker, property)
          const defaultTag = doc?.tags?.find((tag) => tag.tagName.text === 'default')
          const defaultWords = defaultTag && ts.getTextOfJSDocComment(defaultTag.comment)
          const valuesTag = doc?.tags?.find((tag) => tag.tagName.text === 'values')
          const valuesWords = valuesTag && ts.getTextOfJSDocComment(valuesTag.comment)
          found.set(name, {
            docs: oneLine(ts.getTextOfJSDocComment(doc?.comment) ?? ''),
            ...(defaultWords ? { defaultWords: oneLine(defaultWords) } : {}),
            values: valuesWords ? oneLine(valuesWords) : valuesOf(checker, checker.getNonNullableType(checker.getTypeOfSymbol(symbol))),
          })
        }
      }
    }
  }
  return found
}

function defaultOf(value: unknown, words: string | undefined): string {
  if (words !== undefined) return words
  if (value === '' || value === undefined) return 'none'
  return `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``
}

// A `|` in a cell would end it.
const cell = (text: string) => text.replace(/\|/g, '\\|')

/** The table, from the registry. */
export function settingsTable(): string {
  const docs = documented()
  const rows = REGISTRY.map((setting) => {
    const entry = docs.get(setting.name)
    if (!entry?.docs) throw new Error(`settings-table: ${setting.name} has no doc comment in its registry part`)
    return [`\`${setting.attribute}\``, `\`${setting.name}\``, entry.values, defaultOf(setting.default, entry.defaultWords), readBy(setting.stage), entry.docs]
  })
  return [
    '| attribute | in `boot`, `update`, `mount` | values | default | read by | what it does |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n')
}

if (isMain(import.meta.filename)) runDocBlocks(import.meta.filename, SETTINGS_DOC, { 'settings-table': settingsTable })
