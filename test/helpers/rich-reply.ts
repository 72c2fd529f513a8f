// A reply as chat models write them, with every construct the rich renderer
// draws: the tests that copy it, download it in the transcript or scan it
// with axe use this one text. Copy and the transcript must give it back
// character for character, whatever the bubble shows.
export const RICH_REPLY = [
  '### Opening hours',
  '',
  'We are open **six days** a week, _closed_ on Sundays.',
  '',
  '| Day | Opens | Closes | Note |',
  '|:----|:-----:|-------:|------|',
  '| Monday to Friday | 7:00 | 18:00 | Breakfast menu until 11:00, lunch from noon, and the roastery tour at 15:00 |',
  '| Saturday | 8:00 | 14:00 | Cupping session at 10:00 (book ahead at the counter or by phone) |',
  '',
  '> Closed on **public holidays**.',
  '> > Except the Saturday before Christmas.',
  '',
  '---',
  '',
  '- [x] Order online',
  '- [ ] ~~Pick up~~ Delivered to your door',
  '',
  '```sh',
  "curl -s https://acme-coffee.example/hours/this-week/all-shops/with-holidays | grep 'Saturday'",
  '```',
  '',
  'See [our shop](https://acme-coffee.example/shop) or www.acme-coffee.example, \\*not emphasis\\* &amp; `code`  ',
  'a hard break above.',
].join('\n')
