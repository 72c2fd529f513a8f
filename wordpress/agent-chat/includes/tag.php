<?php
/**
 * The site's side, as pure functions: whether a page gets the widget, the
 * loader tag's attributes, and the inline scripts that go before it
 * (identify, consent). includes/front.php gathers the request's facts and
 * prints; test/wordpress/ runs these with WordPress's own escaping.
 *
 * @package agent-chat
 */

defined( 'ABSPATH' ) || exit;

/**
 * A WordPress locale as a BCP 47 tag the widget reads: `de_DE` → `de-DE`,
 * `zh_TW` → `zh-TW`, `sr_RS@latin`-style and WordPress's own variants
 * (`de_DE_formal`, `pt_PT_ao90`, `nl_NL_formal`) cut to language, script and
 * region, since `pt-PT-ao90` is not a valid tag and the widget has no
 * formal/informal variants. '' when the locale is not one.
 *
 * @param string $locale A WordPress locale (get_locale()).
 */
function agent_chat_bcp47( $locale ) {
	if ( ! preg_match( '/^([A-Za-z]{2,3})(?:[_-]([A-Za-z]{4}))?(?:[_-]([A-Za-z]{2}|[0-9]{3}))?(?![A-Za-z0-9])/', (string) $locale, $m ) ) {
		return '';
	}
	$tag = strtolower( $m[1] );
	if ( ! empty( $m[2] ) ) {
		$tag .= '-' . ucfirst( strtolower( $m[2] ) );
	}
	if ( ! empty( $m[3] ) ) {
		$tag .= '-' . strtoupper( $m[3] );
	}
	return $tag;
}

/**
 * Whether this request's page gets the loader tag.
 *
 * @param array $settings The settings (agent_chat_complete_settings()).
 * @param array $page     The request's facts (agent_chat_page_facts()): is_admin, is_login,
 *                        is_feed, is_ajax, is_rest, is_embed (bools), page_id (the page
 *                        shown, 0 when not a page), is_cart, is_checkout (false where
 *                        WooCommerce is not active).
 */
function agent_chat_should_print( array $settings, array $page ) {
	$page = array_merge(
		array(
			'is_admin'    => false,
			'is_login'    => false,
			'is_feed'     => false,
			'is_ajax'     => false,
			'is_rest'     => false,
			'is_embed'    => false,
			'page_id'     => 0,
			'is_cart'     => false,
			'is_checkout' => false,
		),
		$page
	);
	if ( ! agent_chat_is_widget_key( (string) $settings['widget_key'] ) ) {
		return false;
	}
	foreach ( array( 'is_admin', 'is_login', 'is_feed', 'is_ajax', 'is_rest', 'is_embed' ) as $fact ) {
		if ( $page[ $fact ] ) {
			return false;
		}
	}
	$hidden = array_map( 'intval', (array) $settings['hide_pages'] );
	if ( $page['page_id'] && in_array( (int) $page['page_id'], $hidden, true ) ) {
		return false;
	}
	if ( ! empty( $settings['hide_woocommerce'] ) && ( $page['is_cart'] || $page['is_checkout'] ) ) {
		return false;
	}
	return true;
}

/**
 * The loader tag's attributes, for wp_print_script_tag(): `src`, `async`,
 * `id`, with a pinned loader `integrity` and `crossorigin`, then
 * `data-widget-key` and each setting that differs from the widget's default.
 * Every value is escaped here (esc_url, esc_attr); WordPress escapes them
 * again when it prints the tag, which leaves an escaped value as it is.
 *
 * @param array $settings The settings (agent_chat_complete_settings()).
 * @param array $context  locale (get_locale()), privacy_url (get_privacy_policy_url()),
 *                        loader_url (the plugin's own dist/loader.js), consent_api (whether
 *                        the WP Consent API is active).
 * @return array<string, string|bool>
 */
function agent_chat_tag_attributes( array $settings, array $context ) {
	$context  = array_merge(
		array(
			'locale'      => '',
			'privacy_url' => '',
			'loader_url'  => '',
			'consent_api' => false,
		),
		$context
	);
	$defaults = agent_chat_widget_defaults();
	$pinned   = agent_chat_uses_hosted_loader( $settings );

	// No ?ver=: the loader finds its chunks beside itself and they are content-hashed.
	$attributes = array(
		'src'   => esc_url( $pinned ? $settings['loader_url'] : $context['loader_url'] ),
		'id'    => 'agent-chat-loader',
		'async' => true,
	);
	if ( $pinned && '' !== $settings['integrity'] ) {
		$attributes['integrity']   = esc_attr( $settings['integrity'] );
		$attributes['crossorigin'] = 'anonymous';
	}
	$attributes['data-widget-key'] = esc_attr( $settings['widget_key'] );

	$data = array();
	foreach ( array( 'name', 'primary_color', 'position', 'welcome_message', 'theme' ) as $key ) {
		if ( $settings[ $key ] !== $defaults[ $key ] ) {
			$data[ $key ] = $settings[ $key ];
		}
	}

	if ( 'site' === $settings['locale'] ) {
		$locale = agent_chat_bcp47( $context['locale'] );
		if ( '' !== $locale ) {
			$data['locale'] = $locale;
		}
	} elseif ( 'auto' !== $settings['locale'] ) {
		$data['locale'] = $settings['locale'];
	}

	if ( $settings['collect_name'] !== $defaults['collect_name'] ) {
		$data['collect_visitor_name'] = $settings['collect_name'] ? 'true' : 'false';
	}
	if ( $settings['collect_email'] !== $defaults['collect_email'] ) {
		$data['collect_visitor_email'] = $settings['collect_email'] ? 'true' : 'false';
	}

	$privacy = '' !== $settings['privacy_url'] ? $settings['privacy_url'] : agent_chat_site_privacy_url( (string) $context['privacy_url'] );
	if ( '' !== $privacy ) {
		$data['privacy_url'] = $privacy;
	}
	if ( '' !== $settings['contact_url'] ) {
		$data['contact_url'] = $settings['contact_url'];
	}
	if ( ! $settings['ai_notice'] ) {
		$data['ai_notice'] = 'false';
	}
	if ( '' !== $settings['api_base'] ) {
		$data['api_base'] = $settings['api_base'];
	} elseif ( ! $pinned && '' !== agent_chat_https_url( $settings['loader_url'] ) ) {
		// The plugin's copy, with the service's loader known (a pasted embed code's): the service's address
		// is what that loader would take, its origin + /v1 (the widget's default), not this site's.
		$parts            = wp_parse_url( $settings['loader_url'] );
		$data['api_base'] = 'https://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' ) . '/v1';
	}
	foreach ( array( 'hide_on', 'show_on' ) as $key ) {
		if ( '' !== $settings[ $key ] ) {
			$data[ $key ] = $settings[ $key ];
		}
	}
	// With the WP Consent API the visitor's choice governs (the inline script tells the widget); without it, the owner's setting.
	$consent = $context['consent_api'] ? 'required' : $settings['consent'];
	if ( $consent !== $defaults['consent'] ) {
		$data['consent'] = $consent;
	}

	$urls = array( 'privacy_url', 'contact_url', 'api_base' );
	foreach ( $data as $key => $value ) {
		$name                = 'data-' . str_replace( '_', '-', $key );
		$attributes[ $name ] = in_array( $key, $urls, true ) ? esc_url( $value, array( 'https', 'http', 'mailto', 'tel' ) ) : agent_chat_attribute_text( $value );
	}
	return $attributes;
}

/**
 * Text as an attribute value that reads back exactly as stored: every &, <,
 * >, " and ' escaped, a character reference typed as text (`&lt;`) included.
 * esc_attr() leaves such a reference as it is, so the page would read `<`;
 * wp_print_script_tag() escapes the values again with esc_attr(), which
 * leaves these references as they are.
 *
 * @param string $text The stored text.
 */
function agent_chat_attribute_text( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8', true );
}

/**
 * WordPress's privacy policy page as data-privacy-url takes it: an https:
 * URL as it is; on a site served over http:, its path (the widget makes a
 * path absolute against the page's own origin); else ''.
 *
 * @param string $url get_privacy_policy_url().
 */
function agent_chat_site_privacy_url( $url ) {
	if ( '' === $url ) {
		return '';
	}
	$https = agent_chat_https_url( $url );
	if ( '' !== $https ) {
		return $https;
	}
	$parts = wp_parse_url( $url );
	if ( ! is_array( $parts ) || empty( $parts['path'] ) ) {
		return '';
	}
	return agent_chat_privacy_url( $parts['path'] . ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' ) );
}

/**
 * The widget's documented stub (docs/embedding.md): calls made before the
 * loader arrives are queued, and the loader replays them in order.
 */
function agent_chat_stub() {
	return 'window.AgentChat = window.AgentChat || function () { (AgentChat.q = AgentChat.q || []).push(arguments) };';
}

/**
 * The inline script that tells the widget who the logged-in visitor is:
 * their display name and email, sent to the service with every message.
 *
 * @param array $user name and email of the logged-in user.
 * @return string JavaScript; the values are JSON with <, >, &, ' and " escaped, so nothing
 *                in them can end the script element or a string.
 */
function agent_chat_identify_script( array $user ) {
	$identity = array();
	foreach ( array( 'name', 'email' ) as $key ) {
		if ( isset( $user[ $key ] ) && is_string( $user[ $key ] ) && '' !== trim( $user[ $key ] ) ) {
			$identity[ $key ] = trim( $user[ $key ] );
		}
	}
	if ( ! $identity ) {
		return '';
	}
	$json = wp_json_encode( $identity, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT );
	if ( ! is_string( $json ) ) {
		return '';
	}
	return agent_chat_stub() . "\nAgentChat('identify', " . $json . ');';
}

/**
 * The inline script that passes the WP Consent API's answer for the
 * `functional` category to the widget (which the tag tells to wait, with
 * data-consent="required"). The API's script is printed in the footer too,
 * in no set order with this one, so the first answer is read once the
 * document is parsed (DOMContentLoaded, after every footer script has run),
 * or, where a consent plugin decides the consent type later
 * (window.waitfor_consent_hook), on its wp_consent_type_defined event; every
 * later choice comes as the wp_listen_for_consent_change event, whose detail
 * maps categories to 'allow' or 'deny'.
 *
 * At load only a granted consent is passed on: until then the widget already
 * stores nothing, and calling consent(false) on every page view of every
 * visitor who has not chosen would fetch the widget's commands chunk for
 * nothing. A denial made on the page is passed on (it removes what was stored).
 */
function agent_chat_consent_script() {
	return agent_chat_stub() . "\n" . <<<'JS'
(function () {
	var category = 'functional';
	function granted() {
		if (typeof window.wp_has_consent === 'function' && window.wp_has_consent(category)) AgentChat('consent', true);
	}
	document.addEventListener('wp_listen_for_consent_change', function (event) {
		var choice = event.detail && event.detail[category];
		if (choice === 'allow') AgentChat('consent', true);
		else if (choice === 'deny') AgentChat('consent', false);
	});
	document.addEventListener('wp_consent_type_defined', granted);
	document.addEventListener('DOMContentLoaded', function () {
		if (!window.waitfor_consent_hook) granted();
	});
})();
JS;
}
