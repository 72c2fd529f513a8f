<?php
/**
 * What every PHP test of the WordPress plugin starts with: Debian's real
 * WordPress (its wp-includes, without a database: options come from
 * WordPress's own object cache, primed here, as a site's autoloaded options
 * would be), the plugin loaded as WordPress loads it, and check() and
 * same(), which count failures; the run exits non-zero if any failed.
 *
 * Run one with `php test/wordpress/<name>.test.php`; test/wordpress/php.test.ts
 * runs them all under `npm test`. WORDPRESS_DIR overrides where WordPress is
 * (default: /usr/share/wordpress, Debian's `wordpress` package).
 *
 * Doubles: none of WordPress's own functions. Only what cannot be installed
 * here, WooCommerce's is_cart()/is_checkout() and the WP Consent API's
 * wp_has_consent(), in test/wordpress/doubles/, loaded by the tests that
 * need them.
 *
 * @package agent-chat
 */

error_reporting( E_ALL );

$agent_chat_wordpress = rtrim( getenv( 'WORDPRESS_DIR' ) ?: '/usr/share/wordpress', '/' ) . '/';
if ( ! is_file( $agent_chat_wordpress . 'wp-includes/version.php' ) ) {
	fwrite( STDERR, "WordPress not found at $agent_chat_wordpress: install Debian's wordpress package (apt-get install wordpress) or set WORDPRESS_DIR.\n" );
	exit( 2 );
}

define( 'ABSPATH', $agent_chat_wordpress );
define( 'WPINC', 'wp-includes' );
define( 'WP_CONTENT_DIR', sys_get_temp_dir() . '/agent-chat-wp-content' );
define( 'WP_CONTENT_URL', 'https://shop.example/wp-content' );
// The plugin's folder is wordpress/agent-chat/ of this repository, as it is wp-content/plugins/agent-chat/ on a site.
define( 'WP_PLUGIN_DIR', dirname( __DIR__, 2 ) . '/wordpress' );
define( 'WP_PLUGIN_URL', 'https://shop.example/wp-content/plugins' );
define( 'WPMU_PLUGIN_DIR', WP_CONTENT_DIR . '/mu-plugins' );
define( 'WPMU_PLUGIN_URL', WP_CONTENT_URL . '/mu-plugins' );
define( 'WP_DEBUG', true );
define( 'WP_LANG_DIR', WP_CONTENT_DIR . '/languages' );
// The keys and salts a site's wp-config.php defines (nonces are hashed with them).
foreach ( array( 'AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE' ) as $agent_chat_scheme ) {
	define( $agent_chat_scheme . '_KEY', 'test key ' . $agent_chat_scheme );
	define( $agent_chat_scheme . '_SALT', 'test salt ' . $agent_chat_scheme );
}

// WordPress's own code: what the plugin calls, and what that calls.
foreach ( array(
	'version.php',
	'load.php',
	'default-constants.php',
	'compat.php',
	'class-wp-error.php',
	'plugin.php',
	'cache.php',
	'formatting.php',
	'kses.php',
	'pomo/mo.php',
	'l10n.php',
	'class-wp-textdomain-registry.php',
	'class-wp-locale.php',
	'functions.php',
	'link-template.php',
	'general-template.php',
	'theme.php',
	'script-loader.php',
	'class-wp-query.php',
	'query.php',
	'class-wp-user.php',
	'user.php',
	'capabilities.php',
	'pluggable.php',
	'post.php',
	'class-wp-post.php',
	'http.php',
	'meta.php',
	'class-wpdb.php',
	'class-wp-roles.php',
	'class-wp-role.php',
) as $agent_chat_file ) {
	require_once ABSPATH . WPINC . '/' . $agent_chat_file;
}

wp_cache_init();

// WordPress's database class, never connected (built without its
// constructor, which would connect): a query WordPress makes when its object
// cache has no answer returns nothing, as on an empty site, instead of
// failing. The tests answer from the object cache (options, users).
$GLOBALS['wpdb'] = ( new ReflectionClass( 'wpdb' ) )->newInstanceWithoutConstructor();
$GLOBALS['wpdb']->set_prefix( 'wp_' );

// As wp-settings.php sets them up before plugins load (plugin_basename() and translations read them).
$GLOBALS['wp_plugin_paths']        = array();
$GLOBALS['wp_textdomain_registry'] = new WP_Textdomain_Registry();

/**
 * The site's options, as WordPress keeps its autoloaded ones (the
 * `alloptions` cache): get_option() reads them from there.
 *
 * @param array $options Option name => value; merged into what is there.
 */
function test_options( array $options ) {
	$all = wp_cache_get( 'alloptions', 'options' );
	wp_cache_set( 'alloptions', array_merge( is_array( $all ) ? $all : array(), $options ), 'options' );
}

test_options(
	array(
		'blog_charset'               => 'UTF-8',
		'home'                       => 'https://shop.example',
		'siteurl'                    => 'https://shop.example',
		'wp_page_for_privacy_policy' => '0',
		'WPLANG'                     => '',
		'agent_chat_settings'        => array(),
		'active_plugins'             => array(),
		'wp_user_roles'              => array(),
	)
);

// WordPress's constants (time units, memory) and cookie names, as wp-settings.php defines them.
wp_initial_constants();
wp_cookie_constants();

// A request to a site served over https (is_ssl(), which plugins_url() follows).
$_SERVER['HTTPS']       = 'on';
$_SERVER['HTTP_HOST']   = 'shop.example';
$_SERVER['REQUEST_URI'] = '/';

// The site's language (get_locale() reads the global first).
$GLOBALS['locale'] = 'de_DE';

// The main query, as WordPress sets it up before the template runs; tests set its flags (is_feed, is_page...).
$GLOBALS['wp_the_query'] = new WP_Query();
$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];

/** A fresh main query, every flag off. */
function test_reset_query() {
	$GLOBALS['wp_the_query'] = new WP_Query();
	$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
	return $GLOBALS['wp_query'];
}

/**
 * The plugin's stored settings.
 *
 * @param array $settings Stored as agent_chat_settings.
 */
function test_settings( array $settings ) {
	test_options( array( 'agent_chat_settings' => $settings ) );
}

$GLOBALS['test_failures'] = 0;
$GLOBALS['test_checks']   = 0;

/**
 * One check: prints the message when $condition is false, and counts it.
 *
 * @param bool   $condition What must hold.
 * @param string $message   What was checked.
 */
function check( $condition, $message ) {
	++$GLOBALS['test_checks'];
	if ( true !== $condition ) {
		++$GLOBALS['test_failures'];
		$where = debug_backtrace( DEBUG_BACKTRACE_IGNORE_ARGS, 2 );
		$frame = isset( $where[1]['function'] ) && 'same' === $where[1]['function'] ? $where[1] : $where[0];
		fwrite( STDERR, 'FAIL ' . basename( $frame['file'] ) . ':' . $frame['line'] . ': ' . $message . "\n" );
	}
}

/**
 * A check that two values are the same (===), showing both when not.
 *
 * @param mixed  $expected The value wanted.
 * @param mixed  $actual   The value got.
 * @param string $message  What was checked.
 */
function same( $expected, $actual, $message ) {
	check( $expected === $actual, $message . ($expected === $actual ? '' : "\n  expected: " . var_export( $expected, true ) . "\n  actual:   " . var_export( $actual, true ) ) );
}

/**
 * A long text cut for a failure's message.
 *
 * @param string $text The text.
 */
function shown( $text ) {
	return strlen( $text ) > 600 ? substr( $text, 0, 600 ) . '… (' . strlen( $text ) . ' bytes)' : $text;
}

/**
 * Whether $haystack contains $needle, showing $haystack when not.
 *
 * @param string $needle   The text wanted.
 * @param string $haystack Where.
 * @param string $message  What was checked.
 */
function contains( $needle, $haystack, $message ) {
	check( false !== strpos( $haystack, $needle ), $message . "\n  wanted: " . $needle . "\n  in:     " . shown( $haystack ) );
}

/**
 * Whether $haystack does not contain $needle.
 *
 * @param string $needle   The text not wanted.
 * @param string $haystack Where.
 * @param string $message  What was checked.
 */
function lacks( $needle, $haystack, $message ) {
	$at = strpos( $haystack, $needle );
	check( false === $at, $message . "\n  unwanted: " . $needle . "\n  at:       …" . substr( $haystack, max( 0, (int) $at - 200 ), 400 ) . '…' );
}

/**
 * What a function prints.
 *
 * @param callable $print Prints.
 */
function output_of( callable $print ) {
	ob_start();
	$print();
	return (string) ob_get_clean();
}

register_shutdown_function(
	function () {
		$error = error_get_last();
		if ( $error && in_array( $error['type'], array( E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR ), true ) ) {
			return; // PHP has reported it and exits non-zero.
		}
		$name = basename( $_SERVER['SCRIPT_NAME'] );
		if ( $GLOBALS['test_failures'] ) {
			fwrite( STDERR, "$name: {$GLOBALS['test_failures']} of {$GLOBALS['test_checks']} checks failed\n" );
			exit( 1 );
		}
		echo "$name: {$GLOBALS['test_checks']} checks passed\n";
	}
);

// Every warning or notice is a failure: the plugin must run clean with WP_DEBUG on.
set_error_handler(
	function ( $level, $message, $file, $line ) {
		++$GLOBALS['test_failures'];
		fwrite( STDERR, "FAIL PHP error ($level) at $file:$line: $message\n" );
		fwrite( STDERR, ( new Exception() )->getTraceAsString() . "\n" );
		return true;
	}
);

// The plugin, as WordPress loads it: its main file.
require_once WP_PLUGIN_DIR . '/agent-chat/agent-chat.php';
