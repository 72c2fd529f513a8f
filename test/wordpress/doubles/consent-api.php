<?php
/**
 * A double of the WP Consent API plugin's PHP function (the plugin cannot be
 * installed here), with its documented signature: wp_has_consent( string
 * $category ): bool (wp-consent-api/api.php; its readme's "PHP" example). The
 * plugin under test only asks whether it exists; the visitor's answer is the
 * API's JavaScript's, in the browser.
 *
 * @package agent-chat
 */

if ( ! function_exists( 'wp_has_consent' ) ) {
	/**
	 * Whether the visitor consented to a category.
	 *
	 * @param string $category functional, preferences, statistics, statistics-anonymous or marketing.
	 */
	function wp_has_consent( $category ) {
		return 'functional' === $category;
	}
}
