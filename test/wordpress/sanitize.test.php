<?php
/**
 * agent_chat_sanitize(): what the settings form sends, checked with
 * WordPress's own sanitize_text_field, sanitize_hex_color and esc_url_raw.
 *
 * @package agent-chat
 */

require __DIR__ . '/bootstrap.php';

$defaults = agent_chat_default_settings();
$stored   = array_merge(
	$defaults,
	array(
		'widget_key'    => 'wgt_old',
		'primary_color' => '#0f766e',
		'privacy_url'   => '/privacy',
		'contact_url'   => 'mailto:help@shop.example',
		'api_base'      => 'https://api.shop.example/v1',
	)
);

/**
 * Sanitises $input over the stored settings.
 *
 * @param array $input The posted array.
 * @param array $old   The stored settings.
 */
function run( array $input, array $old ) {
	return agent_chat_sanitize( $input, $old );
}

/**
 * The fields the errors name.
 *
 * @param array $result agent_chat_sanitize()'s result.
 */
function fields_of( array $result ) {
	return array_column( $result['errors'], 'field' );
}

// The widget key.
$r = run( array( 'widget_key' => '  wgt_new-Key_1  ' ), $stored );
same( 'wgt_new-Key_1', $r['settings']['widget_key'], 'a valid key is stored, trimmed' );
same( array(), $r['errors'], 'a valid key gives no error' );
foreach ( array( 'wgt_', 'abc', 'wgt_a b', 'wgt_a"><script>', 'WGT_abc', 'wgt_' . str_repeat( 'a', 129 ), "wgt_a\n" . 'b' ) as $bad ) {
	$r = run( array( 'widget_key' => $bad ), $stored );
	same( 'wgt_old', $r['settings']['widget_key'], "an invalid key keeps the old one: $bad" );
	same( array( 'widget_key' ), fields_of( $r ), "an invalid key is an error on its field: $bad" );
}
check( false !== strpos( run( array( 'widget_key' => 'nope' ), $stored )['errors'][0]['message'], 'wgt_' ), "the key's error says what a key looks like" );
same( 'wgt_' . str_repeat( 'a', 128 ), run( array( 'widget_key' => 'wgt_' . str_repeat( 'a', 128 ) ), $stored )['settings']['widget_key'], 'a key of 128 characters after wgt_ is taken (the widget\'s limit)' );
$r = run( array( 'widget_key' => '' ), $stored );
same( '', $r['settings']['widget_key'], 'an empty key is stored: no key, no widget' );
same( array(), $r['errors'], 'an empty key is no error' );
same( 'wgt_old', run( array( 'name' => 'Shop' ), $stored )['settings']['widget_key'], 'a key not sent keeps the stored one' );

// The embed code: read for its key, loader URL and integrity, never stored.
$code = '<script src="https://cdn.service.example/w/loader-0.1.0.js" data-widget-key="wgt_pasted" integrity="sha384-AbC+/x9=" crossorigin="anonymous" data-name="Ignored" async></script>';
$r    = run(
	array(
		'embed_code' => $code,
		'widget_key' => '',
		'loader_url' => '',
		'integrity'  => '',
	),
	$stored
);
same( 'wgt_pasted', $r['settings']['widget_key'], "the pasted code's key fills an empty key field" );
same( 'https://cdn.service.example/w/loader-0.1.0.js', $r['settings']['loader_url'], "the pasted code's src fills the loader URL" );
same( 'sha384-AbC+/x9=', $r['settings']['integrity'], "the pasted code's integrity fills the integrity" );
same( array(), $r['errors'], 'a good embed code gives no error' );
check( ! array_key_exists( 'embed_code', $r['settings'] ), 'the embed code is not stored' );
same( 'Website Chat', $r['settings']['name'], "the code's other attributes are not read" );
same( 'site', $r['settings']['load_from'], "pasting the code keeps the widget served by this site (the hosted loader is the owner's choice)" );
$service = run(
	array(
		'embed_code' => $code,
		'load_from'  => 'service',
	),
	$stored
);
same( 'service', $service['settings']['load_from'], 'the service\'s hosted loader when the owner chooses it in the same save' );
same( 'site', run( array( 'load_from' => 'elsewhere' ), $stored )['settings']['load_from'], 'a forged choice keeps the stored one' );

// A code that names the service's address (data-api-base) gives it too; one that names an address
// elsewhere over http: is refused whole.
$with_api_base = '<script src="https://cdn.service.example/loader.js" data-widget-key="wgt_api" data-api-base="https://api.service.example/v1" async></script>';
$r             = run( array( 'embed_code' => $with_api_base ), $stored );
same( 'https://api.service.example/v1', $r['settings']['api_base'], "the code's data-api-base fills the service address" );
$r = run(
	array(
		'embed_code' => $with_api_base,
		'api_base'   => 'https://typed.example/v1',
	),
	$stored
);
same( 'https://api.service.example/v1', $r['settings']['api_base'], "and wins over the field's posted value, as the code's loader does" );
$r = run( array( 'embed_code' => '<script src="https://cdn.service.example/loader.js" data-widget-key="wgt_api" data-api-base="http://api.service.example/v1" async></script>' ), $stored );
same( 'wgt_old', $r['settings']['widget_key'], 'a code with an http: service address elsewhere: nothing taken' );
same( array( 'embed_code' ), fields_of( $r ), 'and an error on the embed code' );

$r = run(
	array(
		'embed_code' => $code,
		'widget_key' => 'wgt_old',
	),
	$stored
);
same( 'wgt_pasted', $r['settings']['widget_key'], "the pasted code's key wins over an unchanged key field" );

$r = run(
	array(
		'embed_code' => $code,
		'widget_key' => 'wgt_typed',
	),
	$stored
);
same( 'wgt_typed', $r['settings']['widget_key'], 'a key typed by hand in the same save wins over the code' );
same( '', $r['settings']['loader_url'], 'the code is then not used at all (its loader neither)' );
same( array( 'embed_code' ), fields_of( $r ), 'and an error says so on the embed code' );

$r = run(
	array(
		'embed_code' => $code,
		'widget_key' => 'wgt_pasted',
	),
	$stored
);
same( 'wgt_pasted', $r['settings']['widget_key'], 'the same key typed and pasted is no conflict' );
same( array(), $r['errors'], 'and no error' );

$r = run( array( 'embed_code' => "<script src='https://cdn.service.example/loader.js' data-widget-key='wgt_single' async></script>" ), $stored );
same( 'wgt_single', $r['settings']['widget_key'], 'single-quoted attributes are read' );
same( '', $r['settings']['integrity'], 'a code without integrity clears the old integrity along with the loader' );

$with_old_integrity = array_merge(
	$stored,
	array(
		'loader_url' => 'https://old.example/loader.js',
		'integrity'  => 'sha384-old',
	)
);
$r = run( array( 'embed_code' => '<script data-widget-key="wgt_nosrc" async></script>' ), $with_old_integrity );
same( 'wgt_nosrc', $r['settings']['widget_key'], 'a code without src gives its key' );
same( 'https://old.example/loader.js', $r['settings']['loader_url'], 'and keeps the stored loader' );
same( 'sha384-old', $r['settings']['integrity'], 'and its integrity' );

same( 'wgt_bare', run( array( 'embed_code' => ' wgt_bare ' ), $stored )['settings']['widget_key'], 'a bare key pasted in the embed box is taken' );
same( 'wgt_amp', run( array( 'embed_code' => '<agent-chat-widget data-widget-key="wgt_&#97;mp"></agent-chat-widget>' ), $stored )['settings']['widget_key'], "the widget's own element is read too, its character references decoded" );

// Hostile or broken codes: nothing is taken, the stored settings stay, an error names the embed code.
$hostile = array(
	'javascript: src'        => '<script src="javascript:alert(1)" data-widget-key="wgt_evil"></script>',
	'data: src'              => '<script src="data:text/javascript,alert(1)" data-widget-key="wgt_evil"></script>',
	'http: src'              => '<script src="http://cdn.service.example/loader.js" data-widget-key="wgt_evil"></script>',
	'protocol-relative src'  => '<script src="//evil.example/loader.js" data-widget-key="wgt_evil"></script>',
	'src with credentials'   => '<script src="https://user:pw@evil.example/loader.js" data-widget-key="wgt_evil"></script>',
	'key breaking out'       => '<script src="https://cdn.service.example/loader.js" data-widget-key="wgt_x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"></script>',
	'key with markup'        => '<script src="https://cdn.service.example/loader.js" data-widget-key="<img src=x onerror=alert(1)>"></script>',
	'bad integrity'          => '<script src="https://cdn.service.example/loader.js" data-widget-key="wgt_evil" integrity="sha1-abc&quot; onload=&quot;alert(1)"></script>',
	'no key'                 => '<script src="https://cdn.service.example/loader.js" async></script>',
	'not HTML'               => 'alert(1)',
	'an image, onerror'      => '<img src=x onerror="alert(1)">',
);
foreach ( $hostile as $what => $bad ) {
	$r = run(
		array(
			'embed_code' => $bad,
			'widget_key' => 'wgt_old',
			'loader_url' => '',
			'integrity'  => '',
		),
		$stored
	);
	same( 'wgt_old', $r['settings']['widget_key'], "hostile embed code ($what): the key is kept" );
	same( '', $r['settings']['loader_url'], "hostile embed code ($what): no loader taken" );
	same( array( 'embed_code' ), fields_of( $r ), "hostile embed code ($what): one error, on the embed code" );
}

// The name and the welcome message: the widget's text, kept as typed (it shows them as text; the tag
// escapes them), without control characters, cut to the widget's limits, default when empty.
$attack = '"><script>alert(1)</script>';
$r      = run(
	array(
		'name'            => $attack,
		'welcome_message' => $attack,
	),
	$stored
);
same( $attack, $r['settings']['name'], 'markup in the name is kept as the characters typed' );
same( $attack, $r['settings']['welcome_message'], 'and in the welcome message' );
same( array(), $r['errors'], 'with no error: it is text' );
same( 'Tom & Jerry <3', run( array( 'name' => 'Tom & Jerry <3' ), $stored )['settings']['name'], 'a lone < and & are kept' );
same( 'Tom & Jerry &lt;3', run( array( 'name' => 'Tom & Jerry &lt;3' ), $stored )['settings']['name'], 'a character reference typed is kept as typed (the form sends back what it shows)' );
same( 'Shop help', run( array( 'name' => "Shop\thelp\x00" ), $stored )['settings']['name'], 'control characters go (a tab becomes a space)' );
same( 'Sales team', run( array( 'name' => "Sales\nteam" ), $stored )['settings']['name'], 'a line break in the name becomes a space' );
same( "\u{645}\u{6CC}\u{200C}\u{62E}\u{648}\u{627}\u{647}\u{645}", run( array( 'name' => "\u{645}\u{6CC}\u{200C}\u{62E}\u{648}\u{627}\u{647}\u{645}" ), $stored )['settings']['name'], "Persian's zero-width non-joiner is kept (a format character, not a control one)" );
same( 'Hi', run( array( 'welcome_message' => "\x07Hi\x1b" ), $stored )['settings']['welcome_message'], 'control characters go from the welcome message' );
same( str_repeat( 'ab', 40 ), run( array( 'name' => str_repeat( 'ab', 60 ) ), $stored )['settings']['name'], 'the name is cut to 80 characters' );
same( str_repeat( '😀', 40 ), run( array( 'name' => str_repeat( '😀', 50 ) ), $stored )['settings']['name'], 'an emoji counts two, as the widget counts a string' );
same( 'Website Chat', run( array( 'name' => '   ' ), $stored )['settings']['name'], 'an empty name is the default' );
same( "Hello!\nHow can we help?", run( array( 'welcome_message' => "Hello!\r\nHow can we help?" ), $stored )['settings']['welcome_message'], "the welcome message keeps its line breaks (a browser's CRLF as LF)" );
same( 1000, strlen( run( array( 'welcome_message' => str_repeat( 'x', 1200 ) ), $stored )['settings']['welcome_message'] ), 'the welcome message is cut to 1000 characters' );
same( $defaults['welcome_message'], run( array( 'welcome_message' => '' ), $stored )['settings']['welcome_message'], 'an empty welcome message is the default' );

// The colour.
same( '#ff8800', run( array( 'primary_color' => '#FF8800' ), $stored )['settings']['primary_color'], 'a colour is stored in lower case' );
same( '#abc', run( array( 'primary_color' => 'abc' ), $stored )['settings']['primary_color'], 'a colour without # is taken' );
same( '#6366f1', run( array( 'primary_color' => '' ), $stored )['settings']['primary_color'], "an empty colour (the picker's Clear) is the default" );
foreach ( array( 'red', '#12345', '#ggg', 'url(javascript:alert(1))', '#fff;background:red', '"><script>' ) as $bad ) {
	$r = run( array( 'primary_color' => $bad ), $stored );
	same( '#0f766e', $r['settings']['primary_color'], "not a colour keeps the old one: $bad" );
	same( array( 'primary_color' ), fields_of( $r ), "not a colour is an error: $bad" );
}

// The privacy link: https: or a path on the site.
foreach ( array(
	'https://shop.example/privacy/' => 'https://shop.example/privacy/',
	'/privacy'                      => '/privacy',
	'/datenschutz?lang=de'          => '/datenschutz?lang=de',
	''                              => '',
) as $given => $stored_as ) {
	$r = run( array( 'privacy_url' => $given ), $stored );
	same( $stored_as, $r['settings']['privacy_url'], "privacy link taken: '$given'" );
	same( array(), $r['errors'], "privacy link, no error: '$given'" );
}
foreach ( array( 'http://shop.example/privacy', 'javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/privacy', '/\\evil.example', 'privacy', 'mailto:a@b.example', 'https://', 'https://user:pw@shop.example/' ) as $bad ) {
	$r = run( array( 'privacy_url' => $bad ), $stored );
	same( '/privacy', $r['settings']['privacy_url'], "privacy link refused, old kept: $bad" );
	same( array( 'privacy_url' ), fields_of( $r ), "privacy link refused with an error: $bad" );
}

// The contact link: mailto:, tel: or https:.
foreach ( array(
	'mailto:team@shop.example' => 'mailto:team@shop.example',
	'tel:+49 30 1234567'       => 'tel:+49301234567',
	'https://shop.example/contact' => 'https://shop.example/contact',
	''                         => '',
) as $given => $stored_as ) {
	same( $stored_as, run( array( 'contact_url' => $given ), $stored )['settings']['contact_url'], "contact link taken: '$given'" );
}
foreach ( array( 'javascript:alert(1)', 'data:text/html,x', 'http://shop.example/contact', '/contact', 'mailto:', 'tel:', 'ftp://shop.example' ) as $bad ) {
	$r = run( array( 'contact_url' => $bad ), $stored );
	same( 'mailto:help@shop.example', $r['settings']['contact_url'], "contact link refused, old kept: $bad" );
	same( array( 'contact_url' ), fields_of( $r ), "contact link refused with an error: $bad" );
}

// Advanced: the service's address (http or https), the loader (https), the integrity.
same( 'http://localhost:8787/v1', run( array( 'api_base' => 'http://localhost:8787/v1' ), $stored )['settings']['api_base'], 'an http: service address on this computer is taken (a local service)' );
same( 'http://127.0.0.1:8787/v1', run( array( 'api_base' => 'http://127.0.0.1:8787/v1' ), $stored )['settings']['api_base'], 'and by its address' );
$r = run( array( 'api_base' => 'http://api.service.example/v1' ), $stored );
same( 'https://api.shop.example/v1', $r['settings']['api_base'], 'an http: service address elsewhere is refused (messages in the clear), the old one kept' );
same( array( 'api_base' ), fields_of( $r ), 'with an error on its field' );
foreach ( array( 'javascript:alert(1)', 'ftp://api.example', 'https://user:pw@api.example/v1', 'api.example/v1' ) as $bad ) {
	$r = run( array( 'api_base' => $bad ), $stored );
	same( 'https://api.shop.example/v1', $r['settings']['api_base'], "service address refused, old kept: $bad" );
	same( array( 'api_base' ), fields_of( $r ), "service address refused with an error: $bad" );
}
same( 'https://cdn.service.example/loader.js', run( array( 'loader_url' => 'https://cdn.service.example/loader.js' ), $stored )['settings']['loader_url'], 'an https: loader is taken' );
foreach ( array( 'http://cdn.service.example/loader.js', 'javascript:alert(1)', '/loader.js' ) as $bad ) {
	$r = run( array( 'loader_url' => $bad ), $stored );
	same( '', $r['settings']['loader_url'], "loader refused, old kept: $bad" );
	same( array( 'loader_url' ), fields_of( $r ), "loader refused with an error: $bad" );
}
same( 'sha384-abc+/= sha512-def', run( array( 'integrity' => " sha384-abc+/=\n sha512-def " ), $stored )['settings']['integrity'], 'integrity: hashes, space-separated' );
$r = run( array( 'integrity' => 'md5-abc' ), $stored );
same( array( 'integrity' ), fields_of( $r ), 'integrity: another algorithm is an error' );

// Choices, checkboxes, pages, unknown keys.
same( 'bottom-left', run( array( 'position' => 'bottom-left' ), $stored )['settings']['position'], 'position taken' );
same( 'bottom-right', run( array( 'position' => 'top-left' ), $stored )['settings']['position'], 'a position not offered keeps the old one' );
same( 'pt-BR', run( array( 'locale' => 'pt-BR' ), $stored )['settings']['locale'], "one of the widget's languages is taken" );
same( 'auto', run( array( 'locale' => 'auto' ), $stored )['settings']['locale'], 'auto is taken' );
same( 'site', run( array( 'locale' => 'xx-YY' ), $stored )['settings']['locale'], 'a language the widget does not have keeps the old one' );
same( 'dark', run( array( 'theme' => 'dark' ), $stored )['settings']['theme'], 'theme taken' );
same( 'required', run( array( 'consent' => 'required' ), $stored )['settings']['consent'], 'consent taken' );

$r = run(
	array(
		'collect_name'   => '0',
		'collect_email'  => '1',
		'ai_notice'      => '0',
		'identify_users' => '1',
	),
	$stored
);
same( array( false, true, false, true ), array( $r['settings']['collect_name'], $r['settings']['collect_email'], $r['settings']['ai_notice'], $r['settings']['identify_users'] ), 'checkboxes: "1" ticked, the hidden "0" unticked, as booleans' );
same( true, run( array(), $stored )['settings']['ai_notice'], 'a checkbox not on the form keeps its value (the AI notice is on by default)' );
same( false, run( array( 'hide_woocommerce' => array( 'x' ) ), $stored )['settings']['hide_woocommerce'], 'a forged array for a checkbox is ignored' );

same( array( 12, 40 ), run( array( 'hide_pages' => array( '', '12', '40', '12', '-3', 'abc', array( 9 ) ) ), $stored )['settings']['hide_pages'], 'hidden pages: positive IDs, once each' );
same( array(), run( array( 'hide_pages' => array( '' ) ), array_merge( $stored, array( 'hide_pages' => array( 5 ) ) ) )['settings']['hide_pages'], 'none selected empties the list' );
same( '/checkout/* /account/*', run( array( 'hide_on' => " /checkout/*  /account/*\n" ), $stored )['settings']['hide_on'], 'path patterns, one line of text' );
same( '^/(help|faq)/', run( array( 'show_on' => '^/(help|faq)/' ), $stored )['settings']['show_on'], 'a regular expression is kept' );
same( '/caf%C3%A9/* /men%C3%BC', run( array( 'hide_on' => '/caf%C3%A9/* /men%C3%BC' ), $stored )['settings']['hide_on'], 'a percent-encoded path is kept as typed (as location.pathname reads)' );
same( '^/a<b', run( array( 'show_on' => '^/a<b' ), $stored )['settings']['show_on'], 'a < in a pattern is kept (escaped where printed)' );

$r = run(
	array(
		'widget_key' => 'wgt_new',
		'evil'       => 'x',
		'embed_code' => '',
	),
	$stored
);
same( array_keys( $defaults ), array_keys( $r['settings'] ), 'exactly the known keys are stored (unknown ones dropped, the embed code never)' );

// WordPress runs the callback a second time on an option's first save (update_option() then add_option()): the same result.
$first  = run(
	array(
		'embed_code' => $code,
		'name'       => ' Shop & Co ',
		'hide_pages' => array( '', '7' ),
	),
	$defaults
);
$second = run( $first['settings'], $defaults );
same( $first['settings'], $second['settings'], 'sanitising the sanitised settings again changes nothing' );
same( array(), $second['errors'], 'and reports nothing' );

// What older or damaged storage holds is read safely.
same( $defaults, agent_chat_complete_settings( 'garbage' ), 'a stored value that is not an array reads as the defaults' );
same( true, agent_chat_complete_settings( array( 'collect_name' => 1 ) )['collect_name'], 'a stored 1 reads as true' );
