<?php
/**
 * The site's side through WordPress itself: the wp_footer hook, the main
 * query's flags, $pagenow, wp_doing_ajax, the logged-in user, the
 * wp_script_attributes and wp_inline_script_attributes filters (a CSP
 * nonce), WooCommerce and the WP Consent API appearing (their doubles,
 * loaded part-way, as only then do their functions exist), and REST last (a
 * constant cannot be taken back).
 *
 * @package agent-chat
 */

require __DIR__ . '/bootstrap.php';

$loader = 'https://shop.example/wp-content/plugins/agent-chat/dist/loader.js';

/** What wp_footer prints. */
function footer() {
	return output_of(
		function () {
			do_action( 'wp_footer' );
		}
	);
}

/**
 * Whether both texts are in $html, the first before the second.
 *
 * @param string $first  Comes first.
 * @param string $second Comes after.
 * @param string $html   Where.
 */
function before( $first, $second, $html ) {
	$a = strpos( $html, $first );
	$b = strpos( $html, $second );
	return false !== $a && false !== $b && $a < $b;
}

/**
 * The opening <script> tag of the element with this id, or null.
 *
 * @param string $id   The element's id.
 * @param string $html Where.
 */
function opening_tag( $id, $html ) {
	return preg_match( '/<script\b[^>]*\bid="' . preg_quote( $id, '/' ) . '"[^>]*>/', $html, $tag ) ? $tag[0] : null;
}

/** How many loader tags the footer holds. */
function tags_in( $html ) {
	return substr_count( $html, 'id="agent-chat-loader"' );
}

/** The query shows the page `$id` (its queried object and id, as WP_Query sets both). */
function queried_page( WP_Query $query, $id ) {
	$query->queried_object    = new WP_Post(
		(object) array(
			'ID'        => $id,
			'post_type' => 'page',
		)
	);
	$query->queried_object_id = $id;
}

same( 20, has_action( 'wp_footer', 'agent_chat_footer' ), 'the tag is printed on wp_footer, priority 20' );
same( true, has_action( 'init', 'agent_chat_load_textdomain' ) > 0, 'the translations are loaded on init' );
same( true, has_filter( 'wp_consent_api_registered_agent-chat/agent-chat.php', '__return_true' ) > 0, 'the plugin declares it follows the WP Consent API' );
same( false, function_exists( 'agent_chat_register_settings' ), 'the admin code is not loaded on the site' );

// No key yet: nothing.
same( '', footer(), 'no key: no tag' );

test_settings( array( 'widget_key' => 'wgt_demo' ) );
$html = footer();
same( 1, tags_in( $html ), 'with a key: one tag' );
same( 1, substr_count( $html, '<script' ), 'and no other script' );
contains( 'src="' . $loader . '"', $html, "the plugin's own loader, no ?ver=" );
contains( ' async', $html, 'async' );
contains( 'data-widget-key="wgt_demo"', $html, 'the key' );
contains( 'data-locale="de-DE"', $html, "the site's language from get_locale() (de_DE)" );
lacks( 'data-privacy-url', $html, 'no privacy page set: no link' );

// WordPress's privacy policy page (Settings › Privacy) when the owner left the link empty.
add_filter(
	'privacy_policy_url',
	function () {
		return 'https://shop.example/datenschutz/';
	}
);
contains( 'data-privacy-url="https://shop.example/datenschutz/"', footer(), "the site's privacy policy page" );
remove_all_filters( 'privacy_policy_url' );

// A Content-Security-Policy plugin's nonce, through WordPress's filter.
add_filter(
	'wp_script_attributes',
	function ( $attributes ) {
		$attributes['nonce'] = 'n0nce';
		return $attributes;
	}
);
contains( 'nonce="n0nce"', footer(), 'the wp_script_attributes filter applies (a CSP nonce)' );
remove_all_filters( 'wp_script_attributes' );

// The requests that never get it.
$GLOBALS['pagenow'] = 'wp-login.php';
same( '', footer(), 'the login page: no tag' );
$GLOBALS['pagenow'] = 'index.php';

test_reset_query()->is_feed = true;
same( '', footer(), 'a feed: no tag' );
test_reset_query()->is_embed = true;
same( '', footer(), 'an embed: no tag' );
test_reset_query();

add_filter( 'wp_doing_ajax', '__return_true' );
same( '', footer(), 'an AJAX request: no tag' );
remove_filter( 'wp_doing_ajax', '__return_true' );

// Hidden pages.
test_settings(
	array(
		'widget_key' => 'wgt_demo',
		'hide_pages' => array( 40 ),
	)
);
$query                    = test_reset_query();
$query->is_page           = true;
queried_page( $query, 40 );
same( '', footer(), 'a hidden page: no tag' );
queried_page( $query, 41 );
same( 1, tags_in( footer() ), 'another page: the tag' );
// The page that lists the posts (Settings › Reading: a static front page, the posts on page 40) is a page
// of the list too, though not is_page().
test_options(
	array(
		'show_on_front'  => 'page',
		'page_on_front'  => '2',
		'page_for_posts' => '40',
	)
);
$query                    = test_reset_query();
$query->is_home           = true;
queried_page( $query, 40 );
same( '', footer(), 'the posts page, hidden: no tag' );
queried_page( $query, 41 );
same( 1, tags_in( footer() ), 'the posts page, not hidden: the tag' );
test_reset_query();

// WooCommerce: while its functions do not exist, the box changes nothing.
test_settings(
	array(
		'widget_key'       => 'wgt_demo',
		'hide_woocommerce' => true,
	)
);
same( false, function_exists( 'is_cart' ), '(WooCommerce is not active yet)' );
same( 1, tags_in( footer() ), 'without WooCommerce: the tag, box ticked or not' );

require __DIR__ . '/doubles/woocommerce.php';
$GLOBALS['test_woocommerce_page'] = 'cart';
same( '', footer(), 'WooCommerce cart, box ticked: no tag' );
$GLOBALS['test_woocommerce_page'] = 'checkout';
same( '', footer(), 'WooCommerce checkout, box ticked: no tag' );
$GLOBALS['test_woocommerce_page'] = '';
same( 1, tags_in( footer() ), 'another WooCommerce page: the tag' );
// The shop is an archive: the page the settings name is WooCommerce's shop page (60 in the double).
$GLOBALS['test_woocommerce_page'] = 'shop';
test_settings(
	array(
		'widget_key'       => 'wgt_demo',
		'hide_woocommerce' => true,
		'hide_pages'       => array( 60 ),
	)
);
same( '', footer(), 'the shop, its page hidden: no tag' );
test_settings(
	array(
		'widget_key'       => 'wgt_demo',
		'hide_woocommerce' => true,
		'hide_pages'       => array( 40 ),
	)
);
same( 1, tags_in( footer() ), 'the shop, its page not hidden: the tag' );
$GLOBALS['test_woocommerce_page'] = '';
test_settings(
	array(
		'widget_key'       => 'wgt_demo',
		'hide_woocommerce' => true,
	)
);
test_settings( array( 'widget_key' => 'wgt_demo' ) );
$GLOBALS['test_woocommerce_page'] = 'cart';
same( 1, tags_in( footer() ), 'WooCommerce cart, box not ticked: the tag' );
$GLOBALS['test_woocommerce_page'] = '';

// Identify: only ticked, only logged in, before the loader.
test_settings(
	array(
		'widget_key'     => 'wgt_demo',
		'identify_users' => true,
	)
);
same( false, is_user_logged_in(), '(nobody is logged in)' );
$html = footer();
lacks( 'identify', $html, 'logged out, box ticked: no identify' );
same( 1, tags_in( $html ), 'logged out: the tag alone' );

// A logged-in user, as WordPress finds one: determine_current_user, the user in the object cache.
wp_cache_add(
	7,
	(object) array(
		'ID'           => 7,
		'user_login'   => 'ann',
		'display_name' => 'Ann </script><script>alert(1)</script>',
		'user_email'   => 'ann@shop.example',
	),
	'users'
);
add_filter(
	'determine_current_user',
	function () {
		return 7;
	}
);
wp_set_current_user( 7 );
same( true, is_user_logged_in(), '(Ann is logged in)' );
$html = footer();
contains( "AgentChat('identify', {\"name\":\"Ann \\u003C\\/script\\u003E\\u003Cscript\\u003Ealert(1)\\u003C\\/script\\u003E\",\"email\":\"ann@shop.example\"});", $html, 'logged in, box ticked: identify with the name and email, escaped JSON' );
same( 2, substr_count( $html, '</script>' ), 'two script elements: identify, the loader' );
same( true, before( 'id="agent-chat-identify-js"', 'id="agent-chat-loader"', $html ), 'identify comes before the loader' );
test_settings( array( 'widget_key' => 'wgt_demo' ) );
lacks( 'identify', footer(), 'logged in, box not ticked: no identify' );
wp_set_current_user( 0 );
remove_all_filters( 'determine_current_user' );

// Consent: without the WP Consent API, the owner's setting.
test_settings(
	array(
		'widget_key' => 'wgt_demo',
		'consent'    => 'required',
	)
);
$html = footer();
contains( 'data-consent="required"', $html, "without the API: the owner's required" );
lacks( 'wp_has_consent', $html, 'and no consent script' );
test_settings( array( 'widget_key' => 'wgt_demo' ) );
lacks( 'data-consent', footer(), "without the API: the owner's not-required, no attribute" );

require __DIR__ . '/doubles/consent-api.php';
$html = footer();
contains( 'data-consent="required"', $html, 'with the WP Consent API: data-consent="required"' );
contains( "wp_has_consent(category)", $html, "and the script that asks the API" );
same( true, before( 'id="agent-chat-consent-js"', 'id="agent-chat-loader"', $html ), 'before the loader' );
same( 2, substr_count( $html, '</script>' ), 'two script elements: consent, the loader' );

// A Content-Security-Policy plugin's nonce on the inline scripts: WordPress's other filter, wp_inline_script_attributes.
test_settings(
	array(
		'widget_key'     => 'wgt_demo',
		'identify_users' => true,
	)
);
add_filter(
	'determine_current_user',
	function () {
		return 7;
	}
);
wp_set_current_user( 7 );
$html = footer();
check( null !== opening_tag( 'agent-chat-consent-js', $html ), '(with the API: the consent script)' );
check( null !== opening_tag( 'agent-chat-identify-js', $html ), '(Ann logged in, box ticked: the identify script)' );
lacks( 'nonce=', $html, 'without the filter: no nonce on any script' );
add_filter(
	'wp_inline_script_attributes',
	function ( $attributes ) {
		$attributes['nonce'] = 'inl1ne';
		return $attributes;
	}
);
$html = footer();
contains( ' nonce="inl1ne"', (string) opening_tag( 'agent-chat-consent-js', $html ), 'the consent script carries the nonce of the wp_inline_script_attributes filter' );
contains( ' nonce="inl1ne"', (string) opening_tag( 'agent-chat-identify-js', $html ), 'the identify script too' );
same( 2, substr_count( $html, 'nonce=' ), 'the two inline scripts only: the loader takes its nonce from wp_script_attributes' );
remove_all_filters( 'wp_inline_script_attributes' );
wp_set_current_user( 0 );
remove_all_filters( 'determine_current_user' );
test_settings( array( 'widget_key' => 'wgt_demo' ) );

// The admin and REST: no tag (REST last: its constant stays defined).
define( 'REST_REQUEST', true );
same( '', footer(), 'a REST request: no tag' );
