<?php
/**
 * A double of WooCommerce's page conditionals (WooCommerce cannot be
 * installed here), with its documented signatures: is_cart(): bool and
 * is_checkout(): bool (woocommerce/includes/wc-conditional-functions.php).
 * Which page is shown is set in $GLOBALS['test_woocommerce_page'] ('cart',
 * 'checkout' or '').
 *
 * @package agent-chat
 */

$GLOBALS['test_woocommerce_page'] = '';

if ( ! function_exists( 'is_cart' ) ) {
	/** Whether the cart page is shown. */
	function is_cart() {
		return 'cart' === $GLOBALS['test_woocommerce_page'];
	}
}

if ( ! function_exists( 'is_checkout' ) ) {
	/** Whether the checkout page is shown. */
	function is_checkout() {
		return 'checkout' === $GLOBALS['test_woocommerce_page'];
	}
}
