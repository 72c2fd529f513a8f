// Deterministic replies for demos and tests: a small FAQ about a made-up
// coffee roaster, chosen by keywords. The same message always gets the same
// answer, and nothing here touches the network.

interface Faq {
  keywords: string[]
  answer: string
}

const FAQ: Faq[] = [
  {
    keywords: ['hour', 'open', 'close', 'when'],
    answer: 'We are open:\n- **Monday to Friday**, 7:00 to 18:00\n- **Saturday**, 8:00 to 14:00\n- Sunday: closed',
  },
  {
    keywords: ['ship', 'deliver', 'postage'],
    answer: 'We ship within **1 business day**.\nOrders over $40 ship free; below that shipping is a flat $5. Details: https://acme-coffee.example/shipping',
  },
  {
    keywords: ['return', 'refund'],
    answer: 'Unopened bags can be returned within 30 days for a full refund.\nJust reply with your order number and we will send a label.',
  },
  {
    keywords: ['price', 'cost', 'subscription', 'plan'],
    answer:
      'Our subscription starts at $14 a bag:\n1. every 2 weeks: $14\n2. every month: $15\n\nYou can pause or cancel at any time on [your account page](https://acme-coffee.example/account).',
  },
  {
    keywords: ['human', 'agent', 'person', 'someone'],
    answer:
      'I can pass you to a person: leave your question here and the team will reply by email within a business day, or write to `support@acme-coffee.example`.',
  },
  {
    keywords: ['hello', 'hi', 'hey'],
    answer: 'Hello! I can help with opening hours, shipping, returns and subscriptions. What would you like to know?',
  },
]

const FALLBACK = 'Thanks for your message! I am the demo assistant of Acme Coffee.\nAsk me about opening hours, shipping, returns or subscriptions.'

export function replyTo(message: string): string {
  const words = message.toLowerCase().match(/[a-z]+/g) ?? []
  const hit = FAQ.find((faq) => faq.keywords.some((k) => words.some((w) => w.startsWith(k))))
  return hit ? hit.answer : FALLBACK
}
