<?php
/**
 * The loader tag's attributes, the page rules and the inline scripts, as
 * pure functions, printed with WordPress's own wp_get_script_tag() and
 * wp_get_inline_script_tag().
 *
 * @package agent-chat
 */

require __DIR__ . '/bootstrap.php';

$defaults = agent_chat_default_settings();
$key      = array( 'widget_key' => 'wgt_demo' );
$context  = array(
	'locale'      => 'en_US',
	'privacy_url' => '',
	'loader_url'  => 'https://shop.example/wp-content/plugins/agent-chat/dist/loader.js',
	'consent_api' => false,
);

/**
 * The tag's attributes for settings over the defaults.
 *
 * @param array $settings Over the defaults.
 * @param array $context  The context.
 */
function attributes( array $settings, array $context ) {
	return agent_chat_tag_attributes( array_merge( agent_chat_default_settings(), $settings ), $context );
}

/** The data-* attributes alone. */
function data_of( array $attributes ) {
	return array_filter(
		$attributes,
		function ( $name ) {
			return 0 === strpos( $name, 'data-' );
		},
		ARRAY_FILTER_USE_KEY
	);
}

// BCP 47 from WordPress's locales.
foreach ( array(
	'de_DE'          => 'de-DE',
	'en_US'          => 'en-US',
	'pt_BR'          => 'pt-BR',
	'zh_TW'          => 'zh-TW',
	'de_DE_formal'   => 'de-DE',
	'pt_PT_ao90'     => 'pt-PT',
	'ca'             => 'ca',
	'fil'            => 'fil',
	'es_419'         => 'es-419',
	'sr_RS'          => 'sr-RS',
	'zh_Hant_TW'     => 'zh-Hant-TW',
	''               => '',
	'x'              => '',
	'"><script>'     => '',
) as $wp => $bcp47 ) {
	same( $bcp47, agent_chat_bcp47( $wp ), "BCP 47 of '$wp'" );
}

// The defaults: only what the widget needs.
$a = attributes( $key, $context );
same(
	array(
		'src'             => 'https://shop.example/wp-content/plugins/agent-chat/dist/loader.js',
		'id'              => 'agent-chat-loader',
		'async'           => true,
		'data-widget-key' => 'wgt_demo',
		'data-locale'     => 'en-US',
	),
	$a,
	"with the defaults: the plugin's own loader, no ?ver=, async, the key, and the site's language"
);

// The site's language, the visitor's, or a chosen one.
same( 'de-DE', attributes( $key, array_merge( $context, array( 'locale' => 'de_DE' ) ) )['data-locale'], "locale 'site': de_DE → de-DE" );
check( ! isset( attributes( array_merge( $key, array( 'locale' => 'auto' ) ), $context )['data-locale'] ), "locale 'auto': no data-locale (the widget's default)" );
same( 'pt-BR', attributes( array_merge( $key, array( 'locale' => 'pt-BR' ) ), $context )['data-locale'], 'a chosen language' );
check( ! isset( attributes( $key, array_merge( $context, array( 'locale' => '' ) ) )['data-locale'] ), 'no locale from a site without one' );

// Each setting mapped to its attribute, only when it differs from the widget's default.
$all = attributes(
	array_merge(
		$key,
		array(
			'name'            => 'Shop help',
			'primary_color'   => '#0f766e',
			'position'        => 'bottom-left',
			'welcome_message' => "Hello!\nAsk us anything.",
			'locale'          => 'fr',
			'theme'           => 'dark',
			'collect_name'    => false,
			'collect_email'   => true,
			'privacy_url'     => '/privacy',
			'contact_url'     => 'mailto:team@shop.example',
			'ai_notice'       => false,
			'api_base'        => 'https://api.shop.example/v1',
			'hide_on'         => '/checkout/* /account/*',
			'show_on'         => '^/(help|faq)/',
			'consent'         => 'required',
		)
	),
	$context
);
same(
	array(
		'data-widget-key'            => 'wgt_demo',
		'data-name'                  => 'Shop help',
		'data-primary-color'         => '#0f766e',
		'data-position'              => 'bottom-left',
		'data-welcome-message'       => "Hello!\nAsk us anything.",
		'data-theme'                 => 'dark',
		'data-locale'                => 'fr',
		'data-collect-visitor-name'  => 'false',
		'data-collect-visitor-email' => 'true',
		'data-privacy-url'           => '/privacy',
		'data-contact-url'           => 'mailto:team@shop.example',
		'data-ai-notice'             => 'false',
		'data-api-base'              => 'https://api.shop.example/v1',
		'data-hide-on'               => '/checkout/* /account/*',
		'data-show-on'               => '^/(help|faq)/',
		'data-consent'               => 'required',
	),
	data_of( $all ),
	'every setting that differs from its default, as its data attribute'
);
same( array( 'data-widget-key' => 'wgt_demo' ), data_of( attributes( array_merge( $defaults, $key, array( 'locale' => 'auto' ) ), $context ) ), 'settings equal to the defaults are left out' );

// The privacy link: the owner's, else WordPress's privacy page.
same( 'https://shop.example/privacy-policy/', attributes( $key, array_merge( $context, array( 'privacy_url' => 'https://shop.example/privacy-policy/' ) ) )['data-privacy-url'], "empty: the site's privacy policy page" );
same( '/privacy-policy/', attributes( $key, array_merge( $context, array( 'privacy_url' => 'http://shop.example/privacy-policy/' ) ) )['data-privacy-url'], 'a privacy page on an http: site: its path (the widget refuses http:)' );
same( '/mine', attributes( array_merge( $key, array( 'privacy_url' => '/mine' ) ), array_merge( $context, array( 'privacy_url' => 'https://shop.example/privacy-policy/' ) ) )['data-privacy-url'], "the owner's link wins" );
same( 'https://shop.example/?page_id=3&#038;lang=de', attributes( $key, array_merge( $context, array( 'privacy_url' => 'https://shop.example/?page_id=3&lang=de' ) ) )['data-privacy-url'], 'a URL value through esc_url' );

// The service's hosted loader, chosen: its URL, pinned with integrity and crossorigin.
$pinned = attributes(
	array_merge(
		$key,
		array(
			'load_from'  => 'service',
			'loader_url' => 'https://cdn.service.example/w/loader-0.1.0.js',
			'integrity'  => 'sha384-abc',
		)
	),
	$context
);
same( 'https://cdn.service.example/w/loader-0.1.0.js', $pinned['src'], "the owner's loader URL" );
same( 'sha384-abc', $pinned['integrity'], 'its integrity' );
same( 'anonymous', $pinned['crossorigin'], 'with crossorigin="anonymous" (SRI on another origin)' );
$unpinned = attributes( array_merge( $key, array( 'integrity' => 'sha384-abc' ) ), $context );
check( ! isset( $unpinned['integrity'] ) && ! isset( $unpinned['crossorigin'] ), "no integrity nor crossorigin with the plugin's own loader" );
$no_integrity = attributes(
	array_merge(
		$key,
		array(
			'load_from'  => 'service',
			'loader_url' => 'https://cdn.service.example/loader.js',
		)
	),
	$context
);
check( ! isset( $no_integrity['integrity'] ) && ! isset( $no_integrity['crossorigin'] ), 'no crossorigin without integrity' );
same( 'https://cdn.service.example/loader.js', $no_integrity['src'], "the service's loader" );
check( ! isset( $no_integrity['data-api-base'] ), 'which finds the service itself (its own origin + /v1)' );

// A loader address known (a pasted embed code's) but this site's copy chosen, the default: the plugin's
// loader, unpinned, sending messages to the service's address that loader would have taken.
$site_copy = attributes(
	array_merge(
		$key,
		array(
			'loader_url' => 'https://cdn.service.example:8443/w/loader-0.1.0.js',
			'integrity'  => 'sha384-abc',
		)
	),
	$context
);
same( $context['loader_url'], $site_copy['src'], "this site's copy, whatever loader address is stored" );
check( ! isset( $site_copy['integrity'] ) && ! isset( $site_copy['crossorigin'] ), 'unpinned (the pin is the hosted file\'s)' );
same( 'https://cdn.service.example:8443/v1', $site_copy['data-api-base'], "messages to the service's loader's origin + /v1, the widget's default for that loader" );
$site_copy = attributes(
	array_merge(
		$key,
		array(
			'loader_url' => 'https://cdn.service.example/loader.js',
			'api_base'   => 'https://api.service.example/v1',
		)
	),
	$context
);
same( 'https://api.service.example/v1', $site_copy['data-api-base'], 'a service address set wins' );
check( ! isset( attributes( array_merge( $key, array( 'loader_url' => 'not a url' ) ), $context )['data-api-base'] ), 'a loader address stored by other means that is not an https: URL gives no service address' );

// Stored before Load the widget from was a setting: a loader address meant the hosted loader.
same( 'service', agent_chat_complete_settings( array( 'loader_url' => 'https://cdn.service.example/loader.js' ) )['load_from'], 'an older option with a loader address reads as the hosted loader' );
same( 'site', agent_chat_complete_settings( array( 'loader_url' => '' ) )['load_from'], 'and without one as this site' );
same( 'site', agent_chat_complete_settings( array( 'loader_url' => 'https://cdn.service.example/loader.js', 'load_from' => 'site' ) )['load_from'], 'a stored choice is kept' );

// Consent: with the WP Consent API always required; without, the owner's.
same( 'required', attributes( $key, array_merge( $context, array( 'consent_api' => true ) ) )['data-consent'], 'with the WP Consent API: data-consent="required", whatever the setting' );
check( ! isset( attributes( $key, $context )['data-consent'] ), "without it, the owner's not-required: no attribute" );
same( 'required', attributes( array_merge( $key, array( 'consent' => 'required' ) ), $context )['data-consent'], "without it, the owner's required" );

// Hostile text in the tag: only ever an escaped attribute value.
$attack  = '"><script>alert(1)</script>';
$tag     = wp_get_script_tag(
	attributes(
		array_merge(
			$key,
			array(
				'name'            => $attack,
				'welcome_message' => $attack,
				'hide_on'         => $attack,
			)
		),
		$context
	)
);
same( 1, substr_count( $tag, '<script' ), 'one <script element, whatever the texts hold' );
same( 1, substr_count( $tag, '</script>' ), 'one </script>' );
contains( 'data-name="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"', $tag, 'the name is an escaped attribute value' );
contains( 'data-welcome-message="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"', $tag, 'the welcome message too' );
$stored_attack = agent_chat_sanitize( array( 'name' => $attack ), $defaults )['settings'];
contains( 'data-name="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"', wp_get_script_tag( agent_chat_tag_attributes( array_merge( $stored_attack, $key ), $context ) ), 'as stored (the characters typed), then escaped' );
same( 'data-name="Tom &amp; Jerry &amp;lt;3"', preg_replace( '/^.*(data-name="[^"]*").*$/s', '$1', wp_get_script_tag( attributes( array_merge( $key, array( 'name' => 'Tom & Jerry &lt;3' ) ), $context ) ) ), 'escaped so that it reads back as stored: a typed &lt; is the four characters (the widget reads "Tom & Jerry &lt;3")' );
preg_match( '/data-name="([^"]*)"/', wp_get_script_tag( attributes( array_merge( $key, array( 'name' => 'A & B &lt; "C" \'D\' <E>' ) ), $context ) ), $printed );
same( 'A & B &lt; "C" \'D\' <E>', html_entity_decode( $printed[1], ENT_QUOTES | ENT_HTML5, 'UTF-8' ), 'decoded as a browser decodes an attribute, the name reads back exactly as stored' );
contains( 'src="https://shop.example/wp-content/plugins/agent-chat/dist/loader.js"', wp_get_script_tag( attributes( $key, $context ) ), 'the src printed as it is' );
lacks( 'ver=', wp_get_script_tag( attributes( $key, $context ) ), 'no ?ver= on the loader' );

// The page rules.
$ok = array_merge(
	$defaults,
	$key,
	array(
		'hide_pages'       => array( 12, 40 ),
		'hide_woocommerce' => true,
	)
);
same( true, agent_chat_should_print( $ok, array() ), 'an ordinary page gets the tag' );
same( false, agent_chat_should_print( array_merge( $ok, array( 'widget_key' => '' ) ), array() ), 'no key: no tag' );
same( false, agent_chat_should_print( array_merge( $ok, array( 'widget_key' => 'wgt_"><x' ) ), array() ), 'an invalid key (stored by other means): no tag' );
foreach ( array( 'is_admin', 'is_login', 'is_feed', 'is_ajax', 'is_rest', 'is_embed' ) as $fact ) {
	same( false, agent_chat_should_print( $ok, array( $fact => true ) ), "no tag when $fact" );
}
same( false, agent_chat_should_print( $ok, array( 'page_id' => 40 ) ), 'no tag on a hidden page' );
same( true, agent_chat_should_print( $ok, array( 'page_id' => 41 ) ), 'a page not hidden gets it' );
same( false, agent_chat_should_print( $ok, array( 'is_cart' => true ) ), 'no tag on the WooCommerce cart when ticked' );
same( false, agent_chat_should_print( $ok, array( 'is_checkout' => true ) ), 'nor the checkout' );
$shown_on_shop = array_merge( $ok, array( 'hide_woocommerce' => false ) );
same( true, agent_chat_should_print( $shown_on_shop, array( 'is_cart' => true ) ), 'the cart gets it when not ticked' );
same( true, agent_chat_should_print( $shown_on_shop, array( 'is_checkout' => true ) ), 'the checkout too' );

// Identify: the stub, then the call, with JSON that cannot end the script or a string.
$script = agent_chat_identify_script(
	array(
		'name'  => "Ann </script><script>alert('x')</script> & \"Co\"",
		'email' => 'ann@shop.example',
	)
);
contains( "window.AgentChat = window.AgentChat || function () { (AgentChat.q = AgentChat.q || []).push(arguments) };\nAgentChat('identify', {", $script, 'the documented stub, then identify' );
lacks( '</script', $script, 'no </script in the script' );
lacks( '<', $script, 'no < at all (JSON_HEX_TAG)' );
lacks( "'x'", $script, "no ' from the name (JSON_HEX_APOS)" );
lacks( '"Co"', $script, 'no " from the name (JSON_HEX_QUOT)' );
contains( '"email":"ann@shop.example"', $script, 'the email' );
$start = strpos( $script, "AgentChat('identify', " ) + strlen( "AgentChat('identify', " );
$json  = substr( $script, $start, strrpos( $script, '}' ) - $start + 1 );
same(
	array(
		'name'  => "Ann </script><script>alert('x')</script> & \"Co\"",
		'email' => 'ann@shop.example',
	),
	json_decode( $json, true ),
	'the values arrive as they are'
);
same( '', agent_chat_identify_script( array( 'name' => ' ', 'email' => '' ) ), 'nothing to say: no script' );
same( 1, substr_count( wp_get_inline_script_tag( $script ), '</script>' ), 'printed, one element' );

// Consent: the stub, the API's events, category functional.
$consent = agent_chat_consent_script();
contains( 'window.AgentChat = window.AgentChat || function', $consent, 'the stub first' );
contains( "wp_has_consent(category)", $consent, "asks the API's wp_has_consent" );
contains( "var category = 'functional'", $consent, 'for the functional category' );
contains( "addEventListener('wp_listen_for_consent_change'", $consent, 'follows the change event' );
contains( "AgentChat('consent', false)", $consent, 'passes a denial on' );
contains( "AgentChat('consent', true)", $consent, 'and a grant' );
