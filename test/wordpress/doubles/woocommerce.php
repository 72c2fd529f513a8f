<?php
/**
 * A double of WooCommerce's page conditionals (WooCommerce cannot be
 * installed here), with its documented signatures: is_cart(): bool,
 * is_checkout(): bool, is_shop(): bool
 * (woocommerce/includes/wc-conditional-functions.php) and
 * wc_get_page_id( string $page ): int, -1 where the page is not set
 * (woocommerce/includes/wc-page-functions.php). Which page is shown is set
 * in $GLOBALS['test_woocommerce_page'] ('cart', 'checkout', 'shop' or ''); the
 * shop page is page 60.
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

if ( ! function_exists( 'is_shop' ) ) {
	/** Whether the shop page (the products' archive) is shown. */
	function is_shop() {
		return 'shop' === $GLOBALS['test_woocommerce_page'];
	}
}

if ( ! function_exists( 'wc_get_page_id' ) ) {
	/**
	 * The id of one of WooCommerce's pages, or -1.
	 *
	 * @param string $page 'shop', 'cart', 'checkout', 'myaccount' or 'terms'.
	 */
	function wc_get_page_id( $page ) {
		return 'shop' === $page ? 60 : -1;
	}
}
