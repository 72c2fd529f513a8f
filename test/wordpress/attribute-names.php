<?php
/**
 * Prints, as one line of JSON, the data attributes the loader tag can carry
 * (every setting set away from its default) and the plugin's widget
 * defaults by attribute, for test/wordpress/php.test.ts to hold against the
 * widget's settings registry.
 *
 * @package agent-chat
 */

require __DIR__ . '/bootstrap.php';

$everything = array_merge(
	agent_chat_default_settings(),
	array(
		'widget_key'      => 'wgt_demo',
		'name'            => 'Shop',
		'primary_color'   => '#000000',
		'position'        => 'bottom-left',
		'welcome_message' => 'Hello',
		'locale'          => 'de',
		'theme'           => 'dark',
		'collect_name'    => false,
		'collect_email'   => true,
		'privacy_url'     => '/privacy',
		'contact_url'     => 'tel:+1',
		'ai_notice'       => false,
		'consent'         => 'required',
		'hide_on'         => '/a',
		'show_on'         => '/b',
		'api_base'        => 'https://api.example/v1',
	)
);
$attributes = array_keys( agent_chat_tag_attributes( $everything, array( 'loader_url' => 'https://shop.example/loader.js' ) ) );
$defaults   = array();
$names      = array(
	'collect_name'  => 'collect_visitor_name',
	'collect_email' => 'collect_visitor_email',
);
foreach ( agent_chat_widget_defaults() as $key => $value ) {
	$defaults[ 'data-' . str_replace( '_', '-', isset( $names[ $key ] ) ? $names[ $key ] : $key ) ] = $value;
}
echo wp_json_encode(
	array(
		'attributes' => array_values( array_filter( $attributes, function ( $name ) {
			return 0 === strpos( $name, 'data-' );
		} ) ),
		'defaults'   => $defaults,
	)
) . "\n";
