// Settings › Agent chat: WordPress's colour picker on the colour field, and
// the preview (a round launcher in the chosen colour, in the chosen corner),
// following the colour and corner fields as they change. Enqueued on this
// page only (includes/admin.php), after jquery and wp-color-picker.
/* global jQuery */
;(function ($) {
  'use strict'

  var HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

  /** The relative luminance of a #rgb or #rrggbb colour (WCAG 2.2). */
  function luminance(hex) {
    var digits = hex.slice(1)
    if (digits.length === 3) digits = digits.replace(/./g, '$&$&')
    var channels = [0, 2, 4].map(function (at) {
      var c = parseInt(digits.slice(at, at + 2), 16) / 255
      return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4)
    })
    return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
  }

  $(function () {
    var $color = $('#agent-chat-primary-color')
    var $position = $('#agent-chat-position')
    var $preview = $('.agent-chat-preview')
    var $launcher = $preview.find('.agent-chat-preview__launcher')
    if (!$color.length || !$preview.length) return

    function draw(color) {
      var value = HEX.test(color || '') ? color : $color.data('default-color')
      $launcher.css('background-color', value)
      // Black or white on the colour, whichever contrasts more, as the widget does.
      $launcher.attr('data-ink', luminance(value) > 0.179 ? 'dark' : 'light')
      $preview.attr('data-position', $position.val())
    }

    $color.wpColorPicker({
      change: function (event, ui) {
        draw(ui.color.toString())
      },
      clear: function () {
        draw('')
      },
    })
    $color.on('input', function () {
      draw($color.val())
    })
    $position.on('change', function () {
      draw($color.val())
    })
    draw($color.val())
  })
})(jQuery)
