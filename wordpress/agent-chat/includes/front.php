<?php
/**
 * The site's side, the WordPress glue: the request's facts, then one loader
 * tag at the end of the page (wp_footer, priority 20), after the inline
 * scripts it needs.
 *
 * The tag is printed with wp_print_script_tag() rather than enqueued: the
 * loader must be `async` with an `id` and data attributes, and
 * wp_enqueue_script() has no `strategy` argument before WordPress 6.3.
 * wp_print_script_tag() and wp_print_inline_script_tag() apply the
 * wp_script_attributes and wp_inline_script_attributes filters, through
 * which Content-Security-Policy plugins add their nonce.
 *
 * @package agent-chat
 */

defined( 'ABSPATH' ) || exit;

/**
 * What the page rules need to know about this request (agent_chat_should_print()).
 *
 * @return array<string, bool|int>
 */
function agent_chat_page_facts() {
	// The page shown, as the settings' page list names it: a page, the page that lists the posts (Settings ›
	// Reading), or WooCommerce's shop page (an archive whose queried object is the product type, not the page).
	$page_id = 0;
	if ( is_page() || ( is_home() && ! is_front_page() ) ) {
		$page_id = (int) get_queried_object_id();
	} elseif ( function_exists( 'is_shop' ) && is_shop() && function_exists( 'wc_get_page_id' ) ) {
		$page_id = (int) wc_get_page_id( 'shop' );
	}
	return array(
		'is_admin'    => is_admin(),
		'is_login'    => isset( $GLOBALS['pagenow'] ) && 'wp-login.php' === $GLOBALS['pagenow'],
		'is_feed'     => is_feed(),
		'is_ajax'     => wp_doing_ajax(),
		'is_rest'     => defined( 'REST_REQUEST' ) && REST_REQUEST,
		'is_embed'    => is_embed(),
		'page_id'     => $page_id,
		// WooCommerce's conditionals, only where WooCommerce is active.
		'is_cart'     => function_exists( 'is_cart' ) && is_cart(),
		'is_checkout' => function_exists( 'is_checkout' ) && is_checkout(),
	);
}

/**
 * What the tag's attributes need from WordPress (agent_chat_tag_attributes()).
 *
 * @return array<string, mixed>
 */
function agent_chat_tag_context() {
	return array(
		'locale'      => get_locale(),
		'privacy_url' => (string) get_privacy_policy_url(),
		'loader_url'  => plugins_url( 'dist/loader.js', AGENT_CHAT_FILE ),
		'consent_api' => agent_chat_consent_api_active(),
	);
}

/** Whether the WP Consent API plugin is active. */
function agent_chat_consent_api_active() {
	return function_exists( 'wp_has_consent' );
}

/**
 * The logged-in user's name and email for identify, or null (logged out).
 *
 * @return array{name: string, email: string}|null
 */
function agent_chat_current_user() {
	if ( ! is_user_logged_in() ) {
		return null;
	}
	$user = wp_get_current_user();
	return array(
		'name'  => (string) $user->display_name,
		'email' => (string) $user->user_email,
	);
}

/** Prints the widget's tag, and the inline scripts before it, where the page gets it (wp_footer). */
function agent_chat_footer() {
	$settings = agent_chat_get_settings();
	if ( ! agent_chat_should_print( $settings, agent_chat_page_facts() ) ) {
		return;
	}
	$context = agent_chat_tag_context();

	if ( $context['consent_api'] ) {
		wp_print_inline_script_tag( agent_chat_consent_script(), array( 'id' => 'agent-chat-consent-js' ) );
	}
	// Never for a visitor who is not logged in, never without the box ticked.
	if ( $settings['identify_users'] ) {
		$user   = agent_chat_current_user();
		$script = null === $user ? '' : agent_chat_identify_script( $user );
		if ( '' !== $script ) {
			wp_print_inline_script_tag( $script, array( 'id' => 'agent-chat-identify-js' ) );
		}
	}
	wp_print_script_tag( agent_chat_tag_attributes( $settings, $context ) );
}
