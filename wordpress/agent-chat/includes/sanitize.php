<?php
/**
 * What the settings form sends, checked: pure functions of the posted array
 * and the stored settings (no database), so test/wordpress/ runs them with
 * WordPress's own formatting functions alone. includes/admin.php turns the
 * errors into add_settings_error() notices.
 *
 * The rules: every key of the option is rebuilt from the input (unknown keys
 * are dropped); a value that is not valid keeps the stored one and reports
 * an error naming the field; a key the form did not send keeps the stored
 * value (each checkbox is sent with a hidden "0" before it, so an unticked
 * box is sent too).
 *
 * @package agent-chat
 */

defined( 'ABSPATH' ) || exit;

/**
 * The settings to store, and what was refused.
 *
 * @param array $input The posted agent_chat_settings[...] array (or, on WordPress's second pass
 *                     through the sanitize callback, settings already sanitised: the result is the same).
 * @param array $old   The stored settings (agent_chat_complete_settings()).
 * @return array{settings: array<string, mixed>, errors: array<int, array{field: string, message: string}>}
 */
function agent_chat_sanitize( array $input, array $old ) {
	$old      = agent_chat_complete_settings( $old );
	$defaults = agent_chat_default_settings();
	$settings = $old;
	$errors   = array();
	$refuse   = function ( $field, $message ) use ( &$errors ) {
		$errors[] = array(
			'field'   => $field,
			'message' => $message,
		);
	};
	$given    = function ( $key ) use ( $input ) {
		return array_key_exists( $key, $input ) && is_scalar( $input[ $key ] );
	};
	$text     = function ( $key ) use ( $input ) {
		return trim( (string) $input[ $key ] );
	};
	// Whether the embed code gave the loader's URL and integrity, or the service's address (the fields' posted values then do not count).
	$loader_from_embed   = false;
	$api_base_from_embed = false;

	// The key, typed or pasted.
	if ( $given( 'widget_key' ) ) {
		$key = $text( 'widget_key' );
		if ( '' === $key || agent_chat_is_widget_key( $key ) ) {
			// Empty is allowed: no key, no widget (the tag is not printed).
			$settings['widget_key'] = $key;
		} else {
			$refuse( 'widget_key', __( 'The widget key must be wgt_ followed by letters, digits, _ or - (as the service gives it). The previous key was kept.', 'agent-chat' ) );
		}
	}

	// The embed code is read, never stored. Its key wins when the key field
	// was left empty or unchanged (or names the same key): pasting the
	// service's code is then enough. When the owner also typed another key by
	// hand in the same save, the typed key is kept and the code is ignored,
	// with an error saying so, rather than guessing which one was meant.
	if ( $given( 'embed_code' ) && '' !== $text( 'embed_code' ) ) {
		$embed = agent_chat_parse_embed_code( $text( 'embed_code' ) );
		if ( '' !== $embed['error'] ) {
			$refuse( 'embed_code', $embed['error'] );
		} else {
			$typed   = $given( 'widget_key' ) ? $text( 'widget_key' ) : $old['widget_key'];
			$changed = '' !== $typed && $typed !== $old['widget_key'] && $typed !== $embed['widget_key'];
			if ( $changed ) {
				$refuse( 'embed_code', __( 'The embed code names another widget key than the one typed in the Widget key field. The typed key was kept and the embed code was not used.', 'agent-chat' ) );
			} else {
				$settings['widget_key'] = $embed['widget_key'];
				// The code's loader is kept for Load the widget from: the service's hosted loader (its origin is also
				// where the plugin's own copy sends messages); choosing it is the owner's, never the paste's.
				if ( null !== $embed['loader_url'] ) {
					// A new loader's integrity is the code's own, or none: an old one would not match it.
					$settings['loader_url'] = $embed['loader_url'];
					$settings['integrity']  = $embed['integrity'];
					$loader_from_embed      = true;
				}
				if ( '' !== $embed['api_base'] ) {
					$settings['api_base'] = $embed['api_base'];
					$api_base_from_embed  = true;
				}
			}
		}
	}

	// The name and welcome are the widget's text, which it shows as text: kept as typed (markup such as
	// `"><script>` included, which then shows as those characters), and escaped where printed.
	if ( $given( 'name' ) ) {
		$name             = agent_chat_cut( agent_chat_plain_text( (string) $input['name'], false ), AGENT_CHAT_NAME_MAX );
		$settings['name'] = '' === $name ? $defaults['name'] : $name;
	}

	if ( $given( 'welcome_message' ) ) {
		$welcome                     = agent_chat_cut( agent_chat_plain_text( (string) $input['welcome_message'], true ), AGENT_CHAT_TEXT_MAX );
		$settings['welcome_message'] = '' === $welcome ? $defaults['welcome_message'] : $welcome;
	}

	if ( $given( 'primary_color' ) ) {
		$color = strtolower( $text( 'primary_color' ) );
		if ( '' === $color ) {
			$settings['primary_color'] = $defaults['primary_color'];
		} else {
			$hex = sanitize_hex_color( '#' === $color[0] ? $color : '#' . $color );
			if ( $hex ) {
				$settings['primary_color'] = $hex;
			} else {
				$refuse( 'primary_color', __( 'The colour must be a hex colour such as #0f766e. The previous colour was kept.', 'agent-chat' ) );
			}
		}
	}

	// Choices from a <select>: anything else can only come from a forged
	// request, and keeps the stored value without a message.
	$choices = array(
		'position'  => array( 'bottom-right', 'bottom-left' ),
		'theme'     => array( 'auto', 'light', 'dark' ),
		'consent'   => array( 'not-required', 'required' ),
		'load_from' => array( 'site', 'service' ),
		'locale'    => array_merge( array( 'site', 'auto' ), array_keys( agent_chat_languages() ) ),
	);
	foreach ( $choices as $key => $allowed ) {
		if ( $given( $key ) && in_array( $text( $key ), $allowed, true ) ) {
			$settings[ $key ] = $text( $key );
		}
	}

	foreach ( agent_chat_boolean_keys() as $key ) {
		if ( $given( $key ) ) {
			$settings[ $key ] = in_array( strtolower( (string) $input[ $key ] ), array( '1', 'on', 'true', 'yes' ), true );
		}
	}

	$urls = array(
		'privacy_url' => array(
			'agent_chat_privacy_url',
			__( 'The privacy policy link must be an https:// address or a path on this site starting with /. The previous link was kept.', 'agent-chat' ),
		),
		'contact_url' => array(
			'agent_chat_contact_url',
			__( 'The contact link must be a mailto:, tel: or https:// address. The previous link was kept.', 'agent-chat' ),
		),
		'api_base'    => array(
			'agent_chat_api_base',
			__( 'The service address must be an https:// address without a user name or password (http:// only for this computer: localhost or 127.0.0.1). The previous address was kept.', 'agent-chat' ),
		),
		'loader_url'  => array(
			'agent_chat_https_url',
			__( 'The loader address must be an https:// address. The previous address was kept.', 'agent-chat' ),
		),
	);
	foreach ( $urls as $key => $rule ) {
		if ( ! $given( $key ) || ( 'loader_url' === $key && $loader_from_embed ) || ( 'api_base' === $key && $api_base_from_embed ) ) {
			continue;
		}
		$value = $text( $key );
		$clean = '' === $value ? '' : call_user_func( $rule[0], $value );
		if ( '' === $value || '' !== $clean ) {
			$settings[ $key ] = $clean;
		} else {
			$refuse( $key, $rule[1] );
		}
	}

	if ( $given( 'integrity' ) && ! $loader_from_embed ) {
		$integrity = preg_replace( '/\s+/', ' ', $text( 'integrity' ) );
		if ( '' === $integrity || agent_chat_is_integrity( $integrity ) ) {
			$settings['integrity'] = $integrity;
		} else {
			$refuse( 'integrity', __( 'The integrity must be a Subresource Integrity hash such as sha384-… The previous value was kept.', 'agent-chat' ) );
		}
	}

	// Path patterns as typed (sanitize_text_field() would drop a percent-encoded octet such as /caf%C3%A9/,
	// which is how a page's path reads), one space between them; escaped where printed.
	foreach ( array( 'hide_on', 'show_on' ) as $key ) {
		if ( $given( $key ) ) {
			$patterns         = preg_replace( '/\s+/u', ' ', agent_chat_plain_text( (string) $input[ $key ], false ) );
			$settings[ $key ] = agent_chat_cut( (string) $patterns, AGENT_CHAT_PATTERNS_MAX );
		}
	}

	if ( array_key_exists( 'hide_pages', $input ) ) {
		$ids                    = is_array( $input['hide_pages'] ) ? $input['hide_pages'] : array();
		$ids                    = array_map( 'intval', array_filter( $ids, 'is_scalar' ) );
		$ids                    = array_filter(
			$ids,
			function ( $id ) {
				return $id > 0;
			}
		);
		$settings['hide_pages'] = array_values( array_unique( $ids ) );
	}

	return array(
		'settings' => $settings,
		'errors'   => $errors,
	);
}

/**
 * Whether a text is a widget key the widget accepts.
 *
 * @param string $key The key, trimmed.
 */
function agent_chat_is_widget_key( $key ) {
	return 1 === preg_match( AGENT_CHAT_KEY_PATTERN, $key );
}

/**
 * Whether a text is a Subresource Integrity value: one or more hashes,
 * space-separated (the widget's pinned loader gives one sha384 hash).
 *
 * @param string $value The value, trimmed.
 */
function agent_chat_is_integrity( $value ) {
	return 1 === preg_match( '/^sha(256|384|512)-[A-Za-z0-9+\/]+={0,2}( sha(256|384|512)-[A-Za-z0-9+\/]+={0,2})*$/', $value );
}

/**
 * Text cut to at most $max UTF-16 code units, as the widget counts a
 * string's length (an emoji counts two), so what is stored is never refused.
 *
 * @param string $text Valid UTF-8 (sanitize_text_field() made it so).
 * @param int    $max  The most code units.
 */
function agent_chat_cut( $text, $max ) {
	if ( strlen( $text ) <= $max ) {
		return $text; // A UTF-8 string has at least as many bytes as UTF-16 code units.
	}
	$chars = preg_split( '//u', $text, -1, PREG_SPLIT_NO_EMPTY );
	if ( false === $chars ) {
		return '';
	}
	$out   = '';
	$units = 0;
	foreach ( $chars as $char ) {
		$units += 4 === strlen( $char ) ? 2 : 1;
		if ( $units > $max ) {
			break;
		}
		$out .= $char;
	}
	return trim( $out );
}

/**
 * The URL if it is an absolute https: URL with a host and no credentials, else ''.
 *
 * @param string $url The URL, trimmed.
 * @param array  $schemes The schemes allowed.
 */
function agent_chat_web_url( $url, array $schemes = array( 'https' ) ) {
	if ( preg_match( '/[\s\\\\]/', $url ) ) {
		return '';
	}
	$parts = wp_parse_url( $url );
	if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
		return '';
	}
	if ( ! in_array( strtolower( $parts['scheme'] ), $schemes, true ) || 0 !== strpos( $url, $parts['scheme'] . '://' ) ) {
		return '';
	}
	return esc_url_raw( $url, $schemes );
}

/**
 * An https: URL (the loader's), or ''.
 *
 * @param string $url The URL, trimmed.
 */
function agent_chat_https_url( $url ) {
	return agent_chat_web_url( $url, array( 'https' ) );
}

/**
 * The service's base URL: https:, or http: on this computer (a test or
 * local service: localhost, 127.0.0.1, [::1]), or ''. An http: service
 * elsewhere would carry visitors' messages in the clear.
 *
 * @param string $url The URL, trimmed.
 */
function agent_chat_api_base( $url ) {
	$url = agent_chat_web_url( $url, array( 'http', 'https' ) );
	if ( 0 === stripos( $url, 'http:' ) && ! in_array( strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) ), array( 'localhost', '127.0.0.1', '[::1]' ), true ) ) {
		return '';
	}
	return $url;
}

/**
 * Text the widget shows as text (its name, its welcome message): valid UTF-8,
 * without control characters (a tab or line break in a name becomes a space), trimmed; line breaks
 * kept (as \n) only where $lines. Markup is not removed: the widget never
 * reads it as HTML, and the tag escapes it.
 *
 * @param string $text  The posted text.
 * @param bool   $lines Whether line breaks are kept (a textarea's).
 */
function agent_chat_plain_text( $text, $lines ) {
	$text = wp_check_invalid_utf8( $text );
	$text = str_replace( array( "\r\n", "\r" ), "\n", $text );
	// Control characters only (\p{Cc}): format characters such as the zero-width non-joiner are part of
	// Persian and of emoji sequences.
	$text = preg_replace( $lines ? '/[^\P{Cc}\n]+/u' : '/\p{Cc}+/u', $lines ? '' : ' ', $text );
	return trim( (string) $text );
}

/**
 * The privacy policy link as the widget takes it (data-privacy-url): an
 * absolute https: URL, or a path on the site starting with one /; or ''.
 *
 * @param string $url The URL, trimmed.
 */
function agent_chat_privacy_url( $url ) {
	if ( '/' === substr( $url, 0, 1 ) ) {
		// One slash: `//host` is another site, and a browser reads `/\host` as `//host`.
		if ( '/' === substr( $url, 1, 1 ) || preg_match( '/[\s\\\\]/', $url ) ) {
			return '';
		}
		return esc_url_raw( $url );
	}
	return agent_chat_https_url( $url );
}

/**
 * The contact link as the widget takes it (data-contact-url): mailto:, tel: or https:; or ''.
 *
 * @param string $url The URL, trimmed.
 */
function agent_chat_contact_url( $url ) {
	$scheme = strtolower( (string) strstr( $url, ':', true ) );
	if ( 'tel' === $scheme ) {
		$url = preg_replace( '/\s+/', '', $url ); // `tel:+49 30 1234`, as people write it; a URL has no spaces.
	}
	if ( 'mailto' === $scheme || 'tel' === $scheme ) {
		if ( strlen( $url ) <= strlen( $scheme ) + 1 || preg_match( '/\s/', $url ) ) {
			return '';
		}
		return esc_url_raw( $url, array( $scheme ) );
	}
	return agent_chat_https_url( $url );
}

/**
 * The widget key, loader URL and integrity of a pasted embed code:
 * `<script src="https://…/loader.js" data-widget-key="wgt_…" integrity="sha384-…" …>`
 * (or the key alone). All or nothing: a code with any part that is not
 * valid gives an error and nothing else, so a hostile code cannot slip in
 * half of itself.
 *
 * @param string $code The pasted text.
 * @return array{widget_key: string, loader_url: ?string, integrity: string, api_base: string, error: string}
 *               loader_url is null when the code names no loader, api_base '' when it names no
 *               service address (the stored ones are kept).
 */
function agent_chat_parse_embed_code( $code ) {
	$result = array(
		'widget_key' => '',
		'loader_url' => null,
		'integrity'  => '',
		'api_base'   => '',
		'error'      => '',
	);
	$code   = trim( $code );
	if ( agent_chat_is_widget_key( $code ) ) {
		$result['widget_key'] = $code;
		return $result;
	}

	$tag = null;
	if ( preg_match_all( '/<([a-z][a-z0-9-]*)(\s[^>]*)?>/i', $code, $matches, PREG_SET_ORDER ) ) {
		foreach ( $matches as $match ) {
			$attributes = agent_chat_tag_attributes_of( isset( $match[2] ) ? $match[2] : '' );
			if ( isset( $attributes['data-widget-key'] ) ) {
				$tag = array( strtolower( $match[1] ), $attributes );
				break;
			}
		}
	}
	if ( null === $tag ) {
		$result['error'] = __( 'No widget key was found in the embed code (a data-widget-key="wgt_…" attribute). Nothing was taken from it.', 'agent-chat' );
		return $result;
	}

	list( $name, $attributes ) = $tag;
	$key                       = trim( $attributes['data-widget-key'] );
	if ( ! agent_chat_is_widget_key( $key ) ) {
		$result['error'] = __( 'The embed code\'s widget key is not wgt_ followed by letters, digits, _ or -. Nothing was taken from it.', 'agent-chat' );
		return $result;
	}
	$result['widget_key'] = $key;

	if ( 'script' === $name && isset( $attributes['src'] ) ) {
		$src = agent_chat_https_url( trim( $attributes['src'] ) );
		if ( '' === $src ) {
			$result['error'] = __( 'The embed code\'s script address is not an https:// address. Nothing was taken from it.', 'agent-chat' );
			return $result;
		}
		$integrity = isset( $attributes['integrity'] ) ? preg_replace( '/\s+/', ' ', trim( $attributes['integrity'] ) ) : '';
		if ( '' !== $integrity && ! agent_chat_is_integrity( $integrity ) ) {
			$result['error'] = __( 'The embed code\'s integrity is not a Subresource Integrity hash. Nothing was taken from it.', 'agent-chat' );
			return $result;
		}
		$result['loader_url'] = $src;
		$result['integrity']  = $integrity;
	}
	if ( isset( $attributes['data-api-base'] ) ) {
		$api_base = agent_chat_api_base( trim( $attributes['data-api-base'] ) );
		if ( '' === $api_base ) {
			$result['error'] = __( 'The embed code\'s service address (data-api-base) is not an https:// address. Nothing was taken from it.', 'agent-chat' );
			return $result;
		}
		$result['api_base'] = $api_base;
	}
	return $result;
}

/**
 * The attributes of a tag's source text, by lower-case name, their values
 * with character references decoded (`&amp;` → `&`).
 *
 * @param string $source What follows the tag's name, up to its `>`.
 * @return array<string, string>
 */
function agent_chat_tag_attributes_of( $source ) {
	$attributes = array();
	preg_match_all( '/([^\s"\'=\/>]+)(?:\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s"\'=<>`]+)))?/', $source, $matches, PREG_SET_ORDER );
	foreach ( $matches as $match ) {
		$name = strtolower( $match[1] );
		if ( isset( $attributes[ $name ] ) ) {
			continue; // As in HTML: the first of a repeated attribute counts.
		}
		$value                = isset( $match[4] ) && '' !== $match[4] ? $match[4] : ( isset( $match[3] ) && '' !== $match[3] ? $match[3] : ( isset( $match[2] ) ? $match[2] : '' ) );
		$attributes[ $name ] = html_entity_decode( $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	}
	return $attributes;
}
