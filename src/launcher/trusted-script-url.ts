// Pages that enforce Trusted Types (`Content-Security-Policy:
// require-trusted-types-for 'script'`) refuse a plain string as a script's
// URL. The widget vouches for its own files through a policy of its own,
// named `agent-chat` (a page that lists allowed policies with `trusted-types`
// adds that name), which accepts only URLs beside loader.js.

/** The slice of the Trusted Types API the widget uses (TypeScript's DOM types do not have it). */
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown }
}

export const POLICY_NAME = 'agent-chat'

/**
 * What to assign to a chunk's `script.src`: a TrustedScriptURL where the
 * browser has Trusted Types, else the URL itself. `base` is loader.js's URL;
 * the policy refuses anything that is not in its folder. The policy is made
 * on the first call, so a page that never opens the chat makes none.
 */
export function trustedScriptUrls(base: string, log: (message: string) => void): (url: string) => string {
  const folder = new URL('.', base).href
  let policy: { createScriptURL(url: string): unknown } | undefined
  let asked = false
  return (url) => {
    const factory = (window as unknown as { trustedTypes?: TrustedTypesFactory }).trustedTypes
    if (!asked && factory) {
      asked = true
      try {
        policy = factory.createPolicy(POLICY_NAME, {
          createScriptURL(candidate) {
            if (candidate.startsWith(folder)) return candidate
            throw new TypeError(`${candidate} is not one of the widget's files`)
          },
        })
      } catch (error) {
        // The page's `trusted-types` list leaves the name out: chunks then load only where Trusted Types are not enforced.
        log(`cannot create the Trusted Types policy "${POLICY_NAME}" (add it to the page's trusted-types directive): ${String(error)}`)
      }
    }
    // A TrustedScriptURL is what script.src takes on such pages; typed as the string it stands for.
    return policy ? (policy.createScriptURL(url) as string) : url
  }
}
