// @vitest-environment node
// The WordPress plugin's list of the widget's languages
// (wordpress/agent-chat/includes/languages.php) is the one
// scripts/wordpress-languages.ts writes from src/i18n/, so a language added to
// the widget shows in the plugin's Language setting.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { languagesPhp, phpString, widgetLanguages, WORDPRESS_LANGUAGES } from '../../scripts/wordpress-languages'

describe("the WordPress plugin's languages", () => {
  it("are the widget's (else run npx tsx scripts/wordpress-languages.ts --write)", () => {
    expect(readFileSync(WORDPRESS_LANGUAGES, 'utf8'), 'includes/languages.php differs: run npx tsx scripts/wordpress-languages.ts --write').toBe(languagesPhp())
  })

  it('are all 54, English among them, each by its tag with its name in itself', () => {
    const languages = widgetLanguages()
    expect(languages).toHaveLength(54)
    expect(languages).toContainEqual(['en', 'English'])
    expect(languages).toContainEqual(['de', 'Deutsch'])
    expect(languages).toContainEqual(['pt-BR', 'Português (Brasil)'])
    expect(languages.map(([tag]) => tag)).toEqual([...languages.map(([tag]) => tag)].sort((a, b) => a.localeCompare(b)))
  })

  it("writes PHP strings safely (a ' or \\ in a name cannot end the string)", () => {
    const php = languagesPhp()
    expect(php).toMatch(/^<\?php\n/)
    expect(php).toContain("defined( 'ABSPATH' ) || exit;")
    expect(php).toContain("\t'de'      => 'Deutsch',\n")
    expect(phpString("O'Brien \\ co")).toBe("'O\\'Brien \\\\ co'")
  })
})
