// The site's own shop script (deferred): a cart, and reviews rendered from
// data, with some work on each, as a small storefront does.
;(function () {
  var cart = []
  var count = document.getElementById('cart-count')
  document.getElementById('products').addEventListener('click', function (event) {
    var sku = event.target && event.target.getAttribute('data-sku')
    if (!sku) return
    cart.push(sku)
    count.textContent = String(cart.length)
  })
  var names = ['Ana', 'Bo', 'Chen', 'Dara', 'Eli', 'Femi', 'Gus', 'Hana']
  var words = 'bright smooth rich fruity balanced chocolatey floral sweet clean lively'.split(' ')
  var reviews = []
  for (var i = 0; i < 400; i++) {
    var text = ''
    for (var j = 0; j < 12; j++) text += words[(i * 7 + j * 3) % words.length] + ' '
    reviews.push({ name: names[i % names.length], stars: 3 + (i % 3), text: text.trim() })
  }
  reviews.sort(function (a, b) {
    return b.stars - a.stars || a.text.localeCompare(b.text)
  })
  var box = document.getElementById('reviews')
  var html = '<h2>Reviews</h2>'
  for (var k = 0; k < 6; k++) html += '<blockquote>' + reviews[k].text + ' (' + reviews[k].name + ', ' + reviews[k].stars + '/5)</blockquote>'
  box.innerHTML = html
})()
