<?php
/**
 * Plugin Name:       Agent chat
 * Description:       Adds the Agent chat widget to your site: an AI chat launcher in a corner of every page, answered by your agent on the service. Settings › Agent chat.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            The Agent chat contributors
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       agent-chat
 * Domain Path:       /languages
 *
 * @package agent-chat
 */

defined( 'ABSPATH' ) || exit;

const AGENT_CHAT_VERSION = '0.1.0';
const AGENT_CHAT_FILE    = __FILE__;

/*
 * PLACEHOLDER: the service's terms of use and privacy policy. The service's
 * interface names no such pages yet; these .invalid addresses (a reserved
 * name that never resolves) stand for them here and in readme.txt (== External
 * services ==), and must both be replaced before the plugin is published.
 * test/wordpress/readme-txt.test.ts checks that the readme links to these.
 */
const AGENT_CHAT_SERVICE_TERMS_URL   = 'https://service-terms.invalid/';
const AGENT_CHAT_SERVICE_PRIVACY_URL = 'https://service-privacy.invalid/';

require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/sanitize.php';
require_once __DIR__ . '/includes/tag.php';
require_once __DIR__ . '/includes/front.php';
if ( is_admin() ) {
	require_once __DIR__ . '/includes/admin.php';
}

add_action( 'init', 'agent_chat_load_textdomain' );
add_action( 'wp_footer', 'agent_chat_footer', 20 );

// The WP Consent API's declaration that this plugin follows it (the widget waits for the visitor's consent where the API is active).
add_filter( 'wp_consent_api_registered_' . plugin_basename( __FILE__ ), '__return_true' );

// No deactivation hook: the plugin writes nothing but its option and prints
// the tag only while it runs, so deactivating it removes the widget from
// every page at once; the option stays for a later activation and is deleted
// by uninstall.php.

/** The plugin's own translations (languages/), for sites where wordpress.org's are not installed. */
function agent_chat_load_textdomain() {
	load_plugin_textdomain( 'agent-chat', false, dirname( plugin_basename( AGENT_CHAT_FILE ) ) . '/languages' );
}
