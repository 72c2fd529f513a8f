<?php
/**
 * The plugin's one option, agent_chat_settings: its keys, its defaults and the
 * widget's own defaults (what the tag leaves out). No WordPress state is
 * touched here but through agent_chat_get_settings().
 *
 * @package agent-chat
 */

defined( 'ABSPATH' ) || exit;

/** The option's name: the only thing the plugin writes. */
const AGENT_CHAT_OPTION = 'agent_chat_settings';

/**
 * The widget's key, as the widget checks it (WIDGET_KEY_PATTERN in
 * src/shared/service/wire.ts; test/wordpress/php.test.ts compares the two).
 */
const AGENT_CHAT_KEY_PATTERN = '/^wgt_[A-Za-z0-9_-]{1,128}$/';

/** The most characters data-name takes (LIMITS.widgetName in src/shared/service/wire.ts). */
const AGENT_CHAT_NAME_MAX = 80;

/** The most characters data-welcome-message takes (LIMITS.widgetText). */
const AGENT_CHAT_TEXT_MAX = 1000;

/** The most characters kept of a path-pattern list (data-hide-on, data-show-on). */
const AGENT_CHAT_PATTERNS_MAX = 1000;

/**
 * The widget's defaults for the settings this plugin offers (the service's
 * create-chat-widget defaults and the settings registry's): a setting equal
 * to its default is left out of the tag, so the widget applies its own (and
 * shows its default name and welcome in the visitor's language).
 *
 * @return array<string, mixed>
 */
function agent_chat_widget_defaults() {
	return array(
		'name'            => 'Website Chat',
		'primary_color'   => '#6366f1',
		'position'        => 'bottom-right',
		'welcome_message' => 'Hi! How can I help you today?',
		'theme'           => 'auto',
		'collect_name'    => true,
		'collect_email'   => false,
		'ai_notice'       => true,
		'consent'         => 'not-required',
	);
}

/**
 * Every key of the option and its default. Keys not listed here are dropped
 * on save.
 *
 * @return array<string, mixed>
 */
function agent_chat_default_settings() {
	return array_merge(
		array( 'widget_key' => '' ),
		agent_chat_widget_defaults(),
		array(
			// `site`: the site's language (get_locale()); `auto`: the visitor's browser; or one of the widget's languages.
			'locale'           => 'site',
			// Empty: the site's privacy policy page (Settings › Privacy), where there is one.
			'privacy_url'      => '',
			'contact_url'      => '',
			'identify_users'   => false,
			'hide_pages'       => array(),
			'hide_woocommerce' => false,
			'hide_on'          => '',
			'show_on'          => '',
			// Advanced: empty is the loader's default (its own origin + /v1); with the plugin's copy, the origin of
			// the service's loader where one is known (a pasted embed code's).
			'api_base'         => '',
			// Advanced: `site`, the plugin's own copy of the widget (dist/loader.js); `service`, the service's hosted
			// loader at loader_url, pinned by integrity when it is set.
			'load_from'        => 'site',
			'loader_url'       => '',
			'integrity'        => '',
		)
	);
}

/**
 * Whether the tag loads the service's hosted loader (Load the widget from: the
 * service, with a Loader address), rather than the plugin's own copy.
 *
 * @param array $settings The settings (agent_chat_complete_settings()).
 */
function agent_chat_uses_hosted_loader( array $settings ) {
	return 'service' === $settings['load_from'] && '' !== $settings['loader_url'];
}

/** The keys whose value is a checkbox's. */
function agent_chat_boolean_keys() {
	return array( 'collect_name', 'collect_email', 'ai_notice', 'identify_users', 'hide_woocommerce' );
}

/**
 * The stored settings, every key present (a missing or malformed one takes
 * its default, so an option written by an older version still reads).
 *
 * @param mixed $stored The option's value as stored (get_option()).
 * @return array<string, mixed>
 */
function agent_chat_complete_settings( $stored ) {
	$defaults = agent_chat_default_settings();
	$settings = $defaults;
	if ( ! is_array( $stored ) ) {
		return $settings;
	}
	foreach ( $defaults as $key => $default ) {
		if ( ! array_key_exists( $key, $stored ) ) {
			continue;
		}
		$value = $stored[ $key ];
		if ( is_bool( $default ) ) {
			$settings[ $key ] = (bool) $value;
		} elseif ( is_array( $default ) ) {
			$settings[ $key ] = is_array( $value ) ? array_values( array_filter( array_map( 'absint', $value ) ) ) : array();
		} elseif ( is_string( $value ) ) {
			$settings[ $key ] = $value;
		}
	}
	// Stored before load_from was a setting: a loader address then meant the service's hosted loader.
	if ( ! array_key_exists( 'load_from', $stored ) && '' !== $settings['loader_url'] ) {
		$settings['load_from'] = 'service';
	}
	return $settings;
}

/**
 * The settings as stored, with defaults for what is not.
 *
 * @return array<string, mixed>
 */
function agent_chat_get_settings() {
	return agent_chat_complete_settings( get_option( AGENT_CHAT_OPTION, array() ) );
}

/**
 * The widget's languages, by BCP 47 tag, with their names in themselves
 * (includes/languages.php, written by scripts/wordpress-languages.ts).
 *
 * @return array<string, string>
 */
function agent_chat_languages() {
	static $languages = null;
	if ( null === $languages ) {
		$languages = require __DIR__ . '/languages.php';
	}
	return $languages;
}
