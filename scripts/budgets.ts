// Every budget the tests check, written once. Two kinds, and only these
// fail `npm test`: bytes and counts, which do not depend on the machine, and
// timing ratios, the widget against a control measured in the same run, in
// the same browser, interleaved with the widget's loads (scripts/ratios.ts).
// No absolute millisecond is a budget: our machines are shared and their
// speed varies 2–4× from one run to the next.

/** gzip -9 of the built files (scripts/size.ts, and on the wire in e2e/stages.spec.ts). */
export const BYTES = {
  /** loader.js: a page view with the chat never opened. */
  pageView: 6300,
  /**
   * loader.js + the panel chunk: up to the first reply, in English, with
   * every default. Restated by the visitors' features issue (issue 20: starter
   * questions, copy, feedback, the conversation menu, the transcript, the
   * nudge, word of replies) from 22,848 B to 24,576 B (24,559 B when its
   * features had landed), then by the site's-look issue (issue 21: custom
   * properties, parts, the header's face and subtitle, per-widget texts) to
   * 1 KB more than that figure, as it asks. The conversation menu's chunk
   * comes later (when the visitor reaches for the menu) and is not in it.
   */
  firstReply: 24_559 + 1024,
  /**
   * The same with every opt-in feature of that issue set (data-suggestions,
   * data-feedback, data-teaser-delay, data-notify): + the nudge's chunk
   * (about 1.4 KB), the suggestions, feedback and notify chunks (about 0.8,
   * 0.55 and 1 KB). The issue asked 25,600 B (firstReplyAllFeaturesTarget,
   * printed, not met: 28,277 B when notify landed). This limit holds what
   * landed, so it cannot grow unnoticed; it does not call the target met
   * (issue 20's note gives the figures). Issue 21's 1 KB applies to it too.
   */
  firstReplyAllFeatures: 28_416 + 1024,
  firstReplyAllFeaturesTarget: 25_600,
  /** What data-teaser-delay may add to a page view, as the issue asked (printed, not failed: the chunk is about 1.4 KB). */
  teaserTarget: 600,
  /** What another language's catalogue adds. */
  language: 1024,
}

/** Counts: any machine gives the same. */
export const COUNTS = {
  /** Layout shift, every load: the host page, the launcher and the frame never move. */
  layoutShift: 0,
}

/**
 * A timing ratio: the median of the widget's loads over the median of the
 * control's loads in the same run. `target` is what we aim for (printed as
 * met or not in every run); `limit` is what fails `npm test`: the build's
 * highest figure seen in runs of one unchanged build on a loaded machine
 * times the widest spread between those runs (highest ÷ lowest), rounded
 * up, and never below the target (README, "How the margins were decided"). Noise as large as any
 * seen does not cross it; a 60 ms busy loop in the launcher stage does.
 */
export interface RatioBudget {
  target: number
  limit: number
}

export const RATIOS = {
  /** Page view: main-thread script time (Performance.getMetrics ScriptDuration) vs the bare launcher's. */
  pageViewScript: { target: 1.5, limit: 11 },
  /** Page view: the longest task that runs widget code vs the bare launcher's longest task. */
  pageViewLongestTask: { target: 1.25, limit: 11 },
  /** Hover → first reply: the longest task that runs widget code vs the bare launcher's longest task. */
  journeyLongestTask: { target: 2, limit: 7 },
  /** loader.js arrived → launcher painted vs the bare launcher's script arrived → painted. */
  launcherPainted: { target: 1.5, limit: 7 },
  /** Long conversations: Enter → reply shown at 200 messages vs at 10. */
  sendGrowth: { target: 1.25, limit: 1.75 },
  /** Long conversations: reload → history shown with 200 stored messages vs 10. */
  restoreGrowth: { target: 1.25, limit: 2.25 },
  /** Long conversations: JS heap at 200 messages vs 10 (bytes: not a timing, but a ratio). */
  heapGrowth: { target: 1.5, limit: 1.5 },
  /** Long conversations at 4× CPU: the longest task running widget code while sending, at 200 messages vs 10. */
  throttledSendGrowth: { target: 1.25, limit: 2 },
} satisfies Record<string, RatioBudget>
