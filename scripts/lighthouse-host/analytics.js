// The site's own analytics stand-in: a synchronous head script that reads
// the page's context and does some hashing, as tag snippets do.
;(function () {
  var seed = location.href + navigator.userAgent + document.referrer
  var h = 2166136261
  for (var i = 0; i < 200000; i++) {
    h ^= seed.charCodeAt(i % seed.length)
    h = Math.imul(h, 16777619)
  }
  window.acmeAnalytics = { visitor: (h >>> 0).toString(36), events: [] }
  addEventListener('load', function () {
    window.acmeAnalytics.events.push({ type: 'load', t: performance.now() })
  })
})()
