<?php
/**
 * Settings › Agent chat through WordPress's own Settings API and admin
 * menu code (wp-admin/includes/), in an admin request (WP_ADMIN): who sees
 * the page, the option and its sanitize callback, each field's id, name and
 * <label for>, the scripts enqueued on this page only, and no tag.
 *
 * @package agent-chat
 */

// An admin request, as wp-admin/admin.php defines it before WordPress loads.
define( 'WP_ADMIN', true );
require __DIR__ . '/bootstrap.php';
require_once ABSPATH . WPINC . '/class-wp-walker.php';
require_once ABSPATH . 'wp-admin/includes/template.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/misc.php';

same( true, function_exists( 'agent_chat_register_settings' ), 'the admin code is loaded in the admin' );
test_settings( array( 'widget_key' => 'wgt_demo' ) );
same( '', output_of( 'agent_chat_footer' ), 'no tag in the admin' );

// Users: an administrator (manage_options) and a subscriber, as WordPress finds them (roles option, user meta in the object cache).
test_options(
	array(
		'wp_user_roles' => array(
			'administrator' => array(
				'name'         => 'Administrator',
				'capabilities' => array(
					'manage_options' => true,
					'read'           => true,
				),
			),
			'subscriber'    => array(
				'name'         => 'Subscriber',
				'capabilities' => array( 'read' => true ),
			),
		),
	)
);
foreach ( array(
	1 => 'administrator',
	2 => 'subscriber',
) as $id => $role ) {
	wp_cache_add(
		$id,
		(object) array(
			'ID'           => $id,
			'user_login'   => $role,
			'display_name' => $role,
			'user_email'   => "$role@shop.example",
		),
		'users'
	);
	wp_cache_add( $id, array( 'wp_capabilities' => array( serialize( array( $role => true ) ) ) ), 'user_meta' );
}

/**
 * The admin menu built for a user: the page's hook suffix, or false.
 *
 * @param int $user_id The user.
 */
function menu_for( $user_id ) {
	wp_set_current_user( $user_id );
	$GLOBALS['submenu']                = array();
	$GLOBALS['menu']                   = array( 80 => array( 'Settings', 'manage_options', 'options-general.php' ) );
	$GLOBALS['_wp_submenu_nopriv']     = array();
	$GLOBALS['_registered_pages']      = array();
	$GLOBALS['_parent_pages']          = array();
	$GLOBALS['admin_page_hooks']       = array( 'options-general.php' => 'settings' );
	$GLOBALS['_wp_real_parent_file']   = array();
	$GLOBALS['agent_chat_hook_suffix'] = null;
	do_action( 'admin_menu', '' );
	return $GLOBALS['agent_chat_hook_suffix'];
}

same( false, menu_for( 2 ), 'a user without manage_options gets no page' );
same( true, empty( $GLOBALS['submenu']['options-general.php'] ), 'nor a menu entry' );
same( 'settings_page_agent-chat', menu_for( 1 ), 'an administrator gets Settings › Agent chat' );
$entry = array_values(
	array_filter(
		$GLOBALS['submenu']['options-general.php'],
		function ( $item ) {
			return 'agent-chat' === $item[2];
		}
	)
);
same( 1, count( $entry ), 'under Settings, with the slug agent-chat: options-general.php?page=agent-chat' );
same( array( 'Agent chat', 'manage_options' ), array( $entry[0][0], $entry[0][1] ), 'its menu title and capability' );

// The option, its sections and its fields.
do_action( 'admin_init' );
global $wp_registered_settings, $wp_settings_sections, $wp_settings_fields;
same( 'agent_chat', $wp_registered_settings['agent_chat_settings']['group'], 'the option is registered in the group agent_chat (settings_fields)' );
same( 'agent_chat_sanitize_option', $wp_registered_settings['agent_chat_settings']['sanitize_callback'], 'with its sanitize callback' );
same( agent_chat_default_settings(), $wp_registered_settings['agent_chat_settings']['default'], 'and its defaults' );
same( array( 'agent_chat_widget', 'agent_chat_visitors', 'agent_chat_pages', 'agent_chat_advanced' ), array_keys( $wp_settings_sections['agent-chat'] ), 'four sections' );

$labels = array();
foreach ( $wp_settings_fields['agent-chat'] as $section => $fields ) {
	foreach ( $fields as $field ) {
		$labels[ $field['args']['key'] ] = isset( $field['args']['label_for'] ) ? $field['args']['label_for'] : null;
	}
}
same(
	array(
		'embed_code'      => 'agent-chat-embed-code',
		'widget_key'      => 'agent-chat-widget-key',
		'name'            => 'agent-chat-name',
		'primary_color'   => 'agent-chat-primary-color',
		'position'        => 'agent-chat-position',
		'preview'         => null,
		'welcome_message' => 'agent-chat-welcome-message',
		'locale'          => 'agent-chat-locale',
		'theme'           => 'agent-chat-theme',
		'collect_name'    => 'agent-chat-collect-name',
		'collect_email'   => 'agent-chat-collect-email',
		'privacy_url'     => 'agent-chat-privacy-url',
		'contact_url'     => 'agent-chat-contact-url',
		'ai_notice'       => 'agent-chat-ai-notice',
		'identify_users'  => 'agent-chat-identify-users',
		'consent'         => 'agent-chat-consent',
		'hide_pages'      => 'agent-chat-hide-pages',
		'hide_on'         => 'agent-chat-hide-on',
		'show_on'         => 'agent-chat-show-on',
		'api_base'        => 'agent-chat-api-base',
		'load_from'       => 'agent-chat-load-from',
		'loader_url'      => 'agent-chat-loader-url',
		'integrity'       => 'agent-chat-integrity',
	),
	$labels,
	'every field, in order, labelled for its id (no WooCommerce box without WooCommerce)'
);

// The page, as an administrator sees it.
test_settings(
	array(
		'widget_key' => 'wgt_demo',
		'name'       => '"><script>alert(1)</script>',
		'position'   => 'bottom-left',
		'ai_notice'  => false,
		'hide_on'    => '/checkout/*',
	)
);
wp_set_current_user( 1 );
$GLOBALS['title']       = 'Agent chat';
$_SERVER['REQUEST_URI'] = '/wp-admin/options-general.php?page=agent-chat';
$page             = output_of( 'agent_chat_render_page' );
contains( '<form action="options.php" method="post">', $page, 'the form posts to options.php' );
contains( "name='option_page' value='agent_chat'", $page, "with the option group (WordPress's settings_fields)" );
contains( 'name="_wpnonce"', $page, "and WordPress's nonce" );
foreach ( $labels as $key => $id ) {
	if ( null === $id ) {
		continue;
	}
	contains( '<label for="' . $id . '">', $page, "a <label for> for $key" );
	check( 1 === preg_match( '/<(input|select|textarea)[^>]*\sid="' . preg_quote( $id, '/' ) . '"/', $page ), "the element with the id $id" );
	check( 1 === preg_match( '/<(input|select|textarea)[^>]*\sid="' . preg_quote( $id, '/' ) . '"[^>]*\sname="agent_chat_settings\[' . $key . '\](\[\])?"/', $page ), "named agent_chat_settings[$key]" );
}
lacks( '<script>alert(1)', $page, 'a stored name with markup is only text on the page' );
contains( 'value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"', $page, 'the name field shows it escaped' );
contains( '<option value="bottom-left" selected=\'selected\'>', $page, 'the stored corner is selected' );
contains( 'name="agent_chat_settings[ai_notice]" value="0"><input type="checkbox" id="agent-chat-ai-notice" name="agent_chat_settings[ai_notice]" value="1" aria-describedby', $page, 'an unticked box: its hidden 0, then the box, unchecked' );
contains( 'id="agent-chat-collect-name" name="agent_chat_settings[collect_name]" value="1" checked=\'checked\'', $page, 'a ticked box' );
contains( 'aria-describedby="agent-chat-identify-users-description"', $page, 'descriptions are tied to their fields' );
contains( 'display name and email address', $page, 'identify says what it sends' );
contains( '<option value="de">Deutsch (de)</option>', $page, "the widget's languages by their own names" );
contains( 'The site&#039;s language (de-DE)', $page, "the site's language, named" );
same( 1, substr_count( $page, 'class="agent-chat-preview"' ), 'the preview' );
lacks( '<script', $page, 'no inline script on the page' );
contains( 'https://service-terms.invalid/', $page, "the service's terms linked" );
lacks( 'WP Consent API is active', $page, 'without the WP Consent API, the consent setting is the owner\'s' );

contains( 'notice-warning', $page, "the plugin's own copy of the widget without a service address: a warning" );
contains( 'Service address (Advanced)', $page, 'naming the field to fill' );
test_settings( array( 'widget_key' => 'wgt_demo', 'api_base' => 'https://api.shop.example/v1' ) );
lacks( 'class="notice', output_of( 'agent_chat_render_page' ), 'with a service address: no notice' );
contains( 'served by this site', $page, 'the page says where the widget is served from: this site' );
test_settings( array( 'widget_key' => 'wgt_demo', 'loader_url' => 'https://cdn.service.example/loader.js' ) );
$with_loader = output_of( 'agent_chat_render_page' );
lacks( 'class="notice', $with_loader, "with the service's loader known (whose origin is the service's): no notice" );
contains( 'served by this site', $with_loader, 'and still served by this site: the hosted loader is a choice' );
contains( '<option value="site" selected', $with_loader, 'Load the widget from: this site, chosen' );
test_settings( array( 'widget_key' => 'wgt_demo', 'load_from' => 'service', 'loader_url' => 'https://cdn.service.example/loader.js' ) );
contains( "the service's hosted loader on every page view", str_replace( '&#039;', "'", output_of( 'agent_chat_render_page' ) ), 'the hosted loader chosen: the page says so' );
test_settings( array() );
contains( 'Paste your embed code or widget key', output_of( 'agent_chat_render_page' ), 'no key yet: the page says where to start' );

wp_set_current_user( 2 );
same( '', output_of( 'agent_chat_render_page' ), 'a subscriber reaching the callback gets nothing' );
wp_set_current_user( 1 );

// The sanitize callback, as options.php runs it (sanitize_option): errors as settings errors, the old value kept.
test_settings( array_merge( agent_chat_default_settings(), array( 'widget_key' => 'wgt_demo', 'primary_color' => '#0f766e' ) ) );
$saved  = sanitize_option(
	'agent_chat_settings',
	array(
		'widget_key'    => 'not a key',
		'primary_color' => 'red',
		'name'          => 'Shop',
		'unknown'       => 'x',
	)
);
$errors = get_settings_errors( 'agent_chat_settings' );
same( array( 'agent-chat-widget-key', 'agent-chat-primary-color' ), array_column( $errors, 'code' ), 'one settings error per refused field, coded by its id' );
same( array( 'error', 'error' ), array_column( $errors, 'type' ), 'as errors' );
same( 'wgt_demo', $saved['widget_key'], 'the old key kept' );
same( '#0f766e', $saved['primary_color'], 'the old colour kept' );
same( 'Shop', $saved['name'], 'the valid field saved' );
check( ! isset( $saved['unknown'] ), 'the unknown key dropped' );

// Scripts and styles: on this page only.
do_action( 'admin_enqueue_scripts', 'index.php' );
same( false, wp_script_is( 'agent-chat-admin', 'enqueued' ), 'not on another admin page' );
same( false, wp_style_is( 'wp-color-picker', 'enqueued' ), 'nor the colour picker' );
do_action( 'admin_enqueue_scripts', 'settings_page_agent-chat' );
same( true, wp_script_is( 'agent-chat-admin', 'enqueued' ), 'the preview script on this page' );
same( array( 'jquery', 'wp-color-picker' ), wp_scripts()->registered['agent-chat-admin']->deps, 'after the colour picker' );
same( 'https://shop.example/wp-content/plugins/agent-chat/assets/admin.js', wp_scripts()->registered['agent-chat-admin']->src, "from the plugin's assets" );
same( true, wp_style_is( 'wp-color-picker', 'enqueued' ), "WordPress's colour picker style" );
same( true, wp_style_is( 'agent-chat-admin', 'enqueued' ), 'the preview style' );

// The Plugins screen's link.
$links = apply_filters( 'plugin_action_links_agent-chat/agent-chat.php', array( 'deactivate' => '<a href="#">Deactivate</a>' ) );
contains( 'options-general.php?page=agent-chat', $links[0], 'a Settings link first' );

// With WooCommerce and the WP Consent API: the box, and the consent note.
require __DIR__ . '/doubles/woocommerce.php';
require __DIR__ . '/doubles/consent-api.php';
$GLOBALS['wp_settings_fields']   = array();
$GLOBALS['wp_settings_sections'] = array();
agent_chat_register_settings();
$woo = $GLOBALS['wp_settings_fields']['agent-chat']['agent_chat_pages'];
same( 'agent-chat-hide-woocommerce', $woo['agent_chat_hide_woocommerce']['args']['label_for'], 'with WooCommerce: the cart and checkout box' );
$page = output_of( 'agent_chat_render_page' );
contains( 'id="agent-chat-hide-woocommerce" name="agent_chat_settings[hide_woocommerce]"', $page, 'on the page' );
contains( 'WP Consent API is active', $page, 'with the WP Consent API: the page says the visitor\'s consent governs' );
