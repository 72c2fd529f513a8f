<?php
/**
 * Settings › Agent chat: the Settings API page (register_setting, sections,
 * fields), posting to options.php, so WordPress checks the nonce and
 * manage_options. Each field is named agent_chat_settings[<key>] with the id
 * agent-chat-<key with - for _> and a <label for> (WordPress prints it from
 * label_for), and its description is tied to it with aria-describedby.
 *
 * @package agent-chat
 */

defined( 'ABSPATH' ) || exit;

/** The settings page's slug: wp-admin/options-general.php?page=agent-chat. */
const AGENT_CHAT_PAGE = 'agent-chat';

/** The Settings API's option group (settings_fields()). */
const AGENT_CHAT_GROUP = 'agent_chat';

add_action( 'admin_menu', 'agent_chat_admin_menu' );
add_action( 'admin_init', 'agent_chat_register_settings' );
add_action( 'admin_init', 'agent_chat_privacy_policy_content' );
add_action( 'admin_enqueue_scripts', 'agent_chat_admin_assets' );
add_filter( 'plugin_action_links_' . plugin_basename( AGENT_CHAT_FILE ), 'agent_chat_action_links' );

/** Adds Settings › Agent chat, for users who can manage options. */
function agent_chat_admin_menu() {
	$GLOBALS['agent_chat_hook_suffix'] = add_options_page(
		__( 'Agent chat', 'agent-chat' ),
		__( 'Agent chat', 'agent-chat' ),
		'manage_options',
		AGENT_CHAT_PAGE,
		'agent_chat_render_page'
	);
}

/**
 * A "Settings" link beside Deactivate on the Plugins screen.
 *
 * @param array $links The plugin's action links.
 */
function agent_chat_action_links( $links ) {
	$url = admin_url( 'options-general.php?page=' . AGENT_CHAT_PAGE );
	array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'agent-chat' ) . '</a>' );
	return $links;
}

/**
 * The colour picker, the preview's script and style: on this page only.
 *
 * @param string $hook_suffix The admin page's hook suffix.
 */
function agent_chat_admin_assets( $hook_suffix ) {
	if ( empty( $GLOBALS['agent_chat_hook_suffix'] ) || $hook_suffix !== $GLOBALS['agent_chat_hook_suffix'] ) {
		return;
	}
	wp_enqueue_style( 'wp-color-picker' );
	wp_enqueue_style( 'agent-chat-admin', plugins_url( 'assets/admin.css', AGENT_CHAT_FILE ), array( 'wp-color-picker' ), AGENT_CHAT_VERSION );
	wp_enqueue_script( 'agent-chat-admin', plugins_url( 'assets/admin.js', AGENT_CHAT_FILE ), array( 'jquery', 'wp-color-picker' ), AGENT_CHAT_VERSION, true );
}

/** Registers the option, its sections and its fields. */
function agent_chat_register_settings() {
	register_setting(
		AGENT_CHAT_GROUP,
		AGENT_CHAT_OPTION,
		array(
			'type'              => 'array',
			'sanitize_callback' => 'agent_chat_sanitize_option',
			'default'           => agent_chat_default_settings(),
			'show_in_rest'      => false,
		)
	);

	$sections = array(
		'agent_chat_widget'   => __( 'The widget', 'agent-chat' ),
		'agent_chat_visitors' => __( 'Visitors and privacy', 'agent-chat' ),
		'agent_chat_pages'    => __( 'Where it shows', 'agent-chat' ),
		'agent_chat_advanced' => __( 'Advanced', 'agent-chat' ),
	);
	foreach ( $sections as $id => $title ) {
		add_settings_section( $id, $title, 'agent_chat_render_section', AGENT_CHAT_PAGE );
	}

	foreach ( agent_chat_fields() as $key => $field ) {
		$args = array(
			'key'   => $key,
			'field' => $field,
		);
		if ( 'preview' !== $field['type'] ) {
			$args['label_for'] = agent_chat_field_id( $key );
		}
		add_settings_field( 'agent_chat_' . $key, $field['label'], 'agent_chat_render_field', AGENT_CHAT_PAGE, $field['section'], $args );
	}
}

/**
 * The register_setting() sanitize callback: agent_chat_sanitize() on the
 * posted array, its errors as settings errors (shown at the top of the page,
 * each with its field's message; the field keeps its stored value).
 *
 * @param mixed $input The posted agent_chat_settings array.
 * @return array The settings to store.
 */
function agent_chat_sanitize_option( $input ) {
	$result = agent_chat_sanitize( is_array( $input ) ? $input : array(), agent_chat_get_settings() );
	foreach ( $result['errors'] as $error ) {
		add_settings_error( AGENT_CHAT_OPTION, agent_chat_field_id( $error['field'] ), $error['message'], 'error' );
	}
	return $result['settings'];
}

/**
 * A field's id: agent-chat-<key with - for _>.
 *
 * @param string $key The setting's key.
 */
function agent_chat_field_id( $key ) {
	return 'agent-chat-' . str_replace( '_', '-', $key );
}

/**
 * The page's fields, in order: section, label, type, and the choices,
 * description and input attributes each needs.
 *
 * @return array<string, array<string, mixed>>
 */
function agent_chat_fields() {
	$privacy_page = (string) get_privacy_policy_url();
	$consent_api  = agent_chat_consent_api_active();
	$languages    = array();
	foreach ( agent_chat_languages() as $tag => $native ) {
		/* translators: 1: a language's name in itself, 2: its language tag, such as de or pt-BR. */
		$languages[ $tag ] = sprintf( __( '%1$s (%2$s)', 'agent-chat' ), $native, $tag );
	}
	$site_tag = agent_chat_bcp47( get_locale() );

	$fields = array(
		'embed_code'      => array(
			'section'     => 'agent_chat_widget',
			'label'       => __( 'Embed code', 'agent-chat' ),
			'type'        => 'textarea',
			'rows'        => 4,
			'placeholder' => '<script src="https://…/loader.js" data-widget-key="wgt_…" async></script>',
			'description' => __( 'Paste the embed code the service gave you: its widget key is read from it when you save (the code itself is not kept). Its loader address and integrity fill the Advanced fields: the widget stays served by this site and sends messages to that service, unless you choose the service\'s hosted loader there. A key typed in the field below at the same time wins over the code.', 'agent-chat' ),
		),
		'widget_key'      => array(
			'section'     => 'agent_chat_widget',
			'label'       => __( 'Widget key', 'agent-chat' ),
			'type'        => 'text',
			'placeholder' => 'wgt_…',
			'attributes'  => array(
				'spellcheck'   => 'false',
				'autocomplete' => 'off',
			),
			'description' => __( 'wgt_ followed by letters, digits, _ or -. Without a key the widget is not shown.', 'agent-chat' ),
		),
		'name'            => array(
			'section'     => 'agent_chat_widget',
			'label'       => __( 'Name', 'agent-chat' ),
			'type'        => 'text',
			'attributes'  => array( 'maxlength' => (string) AGENT_CHAT_NAME_MAX ),
			'description' => __( 'Shown in the chat\'s header, as plain text. Left as Website Chat, it is shown in the visitor\'s language.', 'agent-chat' ),
		),
		'primary_color'   => array(
			'section'     => 'agent_chat_widget',
			'label'       => __( 'Colour', 'agent-chat' ),
			'type'        => 'text',
			'class'       => 'agent-chat-color',
			'attributes'  => array(
				'data-default-color' => agent_chat_widget_defaults()['primary_color'],
				'maxlength'          => '7',
			),
			'description' => __( 'The launcher\'s and the header\'s colour. Text on it is black or white, whichever reads better.', 'agent-chat' ),
		),
		'position'        => array(
			'section' => 'agent_chat_widget',
			'label'   => __( 'Corner', 'agent-chat' ),
			'type'    => 'select',
			'choices' => array(
				'bottom-right' => __( 'Bottom right', 'agent-chat' ),
				'bottom-left'  => __( 'Bottom left', 'agent-chat' ),
			),
		),
		'preview'         => array(
			'section' => 'agent_chat_widget',
			'label'   => __( 'Preview', 'agent-chat' ),
			'type'    => 'preview',
		),
		'welcome_message' => array(
			'section'     => 'agent_chat_widget',
			'label'       => __( 'Welcome message', 'agent-chat' ),
			'type'        => 'textarea',
			'rows'        => 3,
			'attributes'  => array( 'maxlength' => (string) AGENT_CHAT_TEXT_MAX ),
			'description' => __( 'The chat\'s first message, as plain text. Left as it is, it is shown in the visitor\'s language.', 'agent-chat' ),
		),
		'locale'          => array(
			'section'     => 'agent_chat_widget',
			'label'       => __( 'Language', 'agent-chat' ),
			'type'        => 'select',
			'choices'     => array_merge(
				array(
					/* translators: %s: the site's language tag, such as de-DE. */
					'site' => '' !== $site_tag ? sprintf( __( 'The site\'s language (%s)', 'agent-chat' ), $site_tag ) : __( 'The site\'s language', 'agent-chat' ),
					'auto' => __( 'The visitor\'s browser language', 'agent-chat' ),
				),
				$languages
			),
			'description' => __( 'The language of the chat\'s buttons and messages. A language the widget does not have is shown in English.', 'agent-chat' ),
		),
		'theme'           => array(
			'section' => 'agent_chat_widget',
			'label'   => __( 'Theme', 'agent-chat' ),
			'type'    => 'select',
			'choices' => array(
				'auto'  => __( 'Follow the visitor\'s system (light or dark)', 'agent-chat' ),
				'light' => __( 'Light', 'agent-chat' ),
				'dark'  => __( 'Dark', 'agent-chat' ),
			),
		),
		'collect_name'    => array(
			'section'     => 'agent_chat_visitors',
			'label'       => __( 'Ask for the name', 'agent-chat' ),
			'type'        => 'checkbox',
			'description' => __( 'Before the first message, the chat asks the visitor\'s name.', 'agent-chat' ),
		),
		'collect_email'   => array(
			'section'     => 'agent_chat_visitors',
			'label'       => __( 'Ask for the email address', 'agent-chat' ),
			'type'        => 'checkbox',
			'description' => __( 'Before the first message, the chat asks the visitor\'s email address.', 'agent-chat' ),
		),
		'privacy_url'     => array(
			'section'     => 'agent_chat_visitors',
			'label'       => __( 'Privacy policy link', 'agent-chat' ),
			'type'        => 'text',
			'placeholder' => $privacy_page,
			'description' => '' !== $privacy_page
				/* translators: %s: the address of the site's privacy policy page. */
				? sprintf( __( 'An https:// address or a path on this site such as /privacy. Empty: your privacy policy page, %s.', 'agent-chat' ), $privacy_page )
				: __( 'An https:// address or a path on this site such as /privacy. Empty: no link, until you choose a privacy policy page in Settings › Privacy.', 'agent-chat' ),
		),
		'contact_url'     => array(
			'section'     => 'agent_chat_visitors',
			'label'       => __( 'Contact link', 'agent-chat' ),
			'type'        => 'text',
			'placeholder' => 'mailto:help@example.com',
			'description' => __( 'How a visitor reaches a person: a mailto:, tel: or https:// address. Empty: no link.', 'agent-chat' ),
		),
		'ai_notice'       => array(
			'section'     => 'agent_chat_visitors',
			'label'       => __( 'Say the replies come from an AI', 'agent-chat' ),
			'type'        => 'checkbox',
			'description' => __( 'A line in the chat tells visitors they are talking to an AI assistant. Untick it only if your site tells them elsewhere: the duty to disclose it is then yours.', 'agent-chat' ),
		),
		'identify_users'  => array(
			'section'     => 'agent_chat_visitors',
			'label'       => __( 'Identify logged-in users', 'agent-chat' ),
			'type'        => 'checkbox',
			'description' => __( 'For users logged in to this site, their display name and email address are given to the chat and sent to the service with every message they send, so they are not asked for them. Nothing changes for visitors who are not logged in.', 'agent-chat' ),
		),
		'consent'         => array(
			'section'     => 'agent_chat_visitors',
			'label'       => __( 'Consent', 'agent-chat' ),
			'type'        => 'select',
			'choices'     => array(
				'not-required' => __( 'Not required: the chat keeps the conversation in the browser', 'agent-chat' ),
				'required'     => __( 'Required: nothing is kept in the browser until your site gives consent', 'agent-chat' ),
			),
			'description' => $consent_api
				? __( 'The WP Consent API is active: the chat waits for the visitor\'s consent to functional storage, as your consent banner records it, and this setting is overridden.', 'agent-chat' )
				: __( 'Required: until your site calls AgentChat(\'consent\', true), the conversation lives only as long as the page.', 'agent-chat' ),
		),
		'hide_pages'      => array(
			'section'     => 'agent_chat_pages',
			'label'       => __( 'Hide on these pages', 'agent-chat' ),
			'type'        => 'pages',
			'description' => __( 'The widget is not added to the pages chosen. Hold Ctrl (Cmd on a Mac) to choose several.', 'agent-chat' ),
		),
	);

	if ( class_exists( 'WooCommerce' ) || function_exists( 'is_cart' ) ) {
		$fields['hide_woocommerce'] = array(
			'section'     => 'agent_chat_pages',
			'label'       => __( 'Hide on the cart and checkout', 'agent-chat' ),
			'type'        => 'checkbox',
			'description' => __( 'The widget is not added to WooCommerce\'s cart and checkout pages.', 'agent-chat' ),
		);
	}

	return array_merge(
		$fields,
		array(
			'hide_on'    => array(
				'section'     => 'agent_chat_pages',
				'label'       => __( 'Hide on paths', 'agent-chat' ),
				'type'        => 'text',
				'placeholder' => '/checkout/* /account/*',
				'description' => __( 'Paths separated by spaces, * standing for any characters, or a regular expression starting with ^. The launcher does not show there.', 'agent-chat' ),
			),
			'show_on'    => array(
				'section'     => 'agent_chat_pages',
				'label'       => __( 'Show only on paths', 'agent-chat' ),
				'type'        => 'text',
				'placeholder' => '/pricing /help/*',
				'description' => __( 'Written as above. Empty: every page (but those hidden).', 'agent-chat' ),
			),
			'api_base'   => array(
				'section'     => 'agent_chat_advanced',
				'label'       => __( 'Service address', 'agent-chat' ),
				'type'        => 'text',
				'placeholder' => 'https://api.example.com/v1',
				'description' => __( 'The service\'s address, ending in /v1, as the service gives it. Empty: the address of the Loader address\'s site, + /v1. One of the two is needed while the widget is served by this site: without either, it would send messages to this site.', 'agent-chat' ),
			),
			'load_from'  => array(
				'section'     => 'agent_chat_advanced',
				'label'       => __( 'Load the widget from', 'agent-chat' ),
				'type'        => 'select',
				'choices'     => array(
					'site'    => __( 'This site (the plugin\'s copy)', 'agent-chat' ),
					'service' => __( 'The service\'s hosted loader (Loader address)', 'agent-chat' ),
				),
				'description' => __( 'This site: no request to another site but a visitor\'s messages. The hosted loader: each page view fetches the widget\'s files from the Loader address, pinned by its Integrity.', 'agent-chat' ),
			),
			'loader_url' => array(
				'section'     => 'agent_chat_advanced',
				'label'       => __( 'Loader address', 'agent-chat' ),
				'type'        => 'text',
				'placeholder' => 'https://…/loader.js',
				'description' => __( 'The service\'s hosted loader, an https:// address (a pasted embed code fills it in).', 'agent-chat' ),
			),
			'integrity'  => array(
				'section'     => 'agent_chat_advanced',
				'label'       => __( 'Integrity', 'agent-chat' ),
				'type'        => 'text',
				'placeholder' => 'sha384-…',
				'attributes'  => array( 'spellcheck' => 'false' ),
				'description' => __( 'With the hosted loader: its sha384 hash, as the embed code gives it. The browser then refuses a changed file.', 'agent-chat' ),
			),
		)
	);
}

/**
 * A section's introduction.
 *
 * @param array $section The section (id, title, callback).
 */
function agent_chat_render_section( $section ) {
	$texts = array(
		'agent_chat_widget'   => __( 'What the chat looks like. Settings left as they are use the widget\'s defaults.', 'agent-chat' ),
		'agent_chat_visitors' => __( 'What visitors are asked and told, and what is sent to the service.', 'agent-chat' ),
		'agent_chat_pages'    => __( 'The widget is never added to the admin, the login page, feeds or embeds.', 'agent-chat' ),
		'agent_chat_advanced' => __( 'Leave these empty unless the service told you otherwise.', 'agent-chat' ),
	);
	if ( isset( $texts[ $section['id'] ] ) ) {
		echo '<p>' . esc_html( $texts[ $section['id'] ] ) . '</p>';
	}
}

/**
 * One field: its input, select or textarea, named agent_chat_settings[<key>],
 * and its description.
 *
 * @param array $args key: the setting's key; field: its entry in agent_chat_fields().
 */
function agent_chat_render_field( $args ) {
	$key      = $args['key'];
	$field    = $args['field'];
	$settings = agent_chat_get_settings();
	$value    = isset( $settings[ $key ] ) ? $settings[ $key ] : '';
	$id       = agent_chat_field_id( $key );
	$name     = AGENT_CHAT_OPTION . '[' . $key . ']';

	$attributes = isset( $field['attributes'] ) ? $field['attributes'] : array();
	if ( ! empty( $field['description'] ) ) {
		$attributes['aria-describedby'] = $id . '-description';
	}
	if ( ! empty( $field['placeholder'] ) ) {
		$attributes['placeholder'] = $field['placeholder'];
	}
	$extra = '';
	foreach ( $attributes as $attribute => $attribute_value ) {
		$extra .= ' ' . esc_attr( $attribute ) . '="' . esc_attr( $attribute_value ) . '"';
	}

	switch ( $field['type'] ) {
		case 'textarea':
			printf(
				'<textarea id="%1$s" name="%2$s" rows="%3$d" class="large-text"%4$s>%5$s</textarea>',
				esc_attr( $id ),
				esc_attr( $name ),
				(int) $field['rows'],
				$extra, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- each name and value escaped above.
				esc_textarea( is_string( $value ) ? $value : '' )
			);
			break;
		case 'select':
			printf( '<select id="%1$s" name="%2$s"%3$s>', esc_attr( $id ), esc_attr( $name ), $extra ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
			foreach ( $field['choices'] as $choice => $label ) {
				printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $choice ), selected( $value, $choice, false ), esc_html( $label ) );
			}
			echo '</select>';
			break;
		case 'checkbox':
			// The hidden "0" first: an unticked box sends it, so the sanitize callback tells "unticked" from "not on the form".
			printf( '<input type="hidden" name="%1$s" value="0">', esc_attr( $name ) );
			printf(
				'<input type="checkbox" id="%1$s" name="%2$s" value="1"%3$s%4$s>',
				esc_attr( $id ),
				esc_attr( $name ),
				checked( (bool) $value, true, false ),
				$extra // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
			);
			break;
		case 'pages':
			// An empty value first: with nothing selected, the empty list is still sent.
			printf( '<input type="hidden" name="%1$s[]" value="">', esc_attr( $name ) );
			printf( '<select id="%1$s" name="%2$s[]" multiple size="6"%3$s>', esc_attr( $id ), esc_attr( $name ), $extra ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
			$hidden = array_map( 'intval', (array) $value );
			$pages  = get_pages( array( 'post_status' => 'publish,private' ) );
			foreach ( is_array( $pages ) ? $pages : array() as $page ) {
				$title = '' !== $page->post_title ? $page->post_title : sprintf(
					/* translators: %d: a page's ID. */
					__( '(no title) #%d', 'agent-chat' ),
					$page->ID
				);
				printf( '<option value="%1$d"%2$s>%3$s</option>', (int) $page->ID, selected( in_array( (int) $page->ID, $hidden, true ), true, false ), esc_html( $title ) );
			}
			echo '</select>';
			break;
		case 'preview':
			// Drawn by assets/admin.js from the colour and corner fields; decorative, so hidden from screen readers (the fields say it all).
			echo '<div class="agent-chat-preview" data-position="' . esc_attr( $settings['position'] ) . '" aria-hidden="true"><span class="agent-chat-preview__launcher"></span></div>';
			break;
		default:
			printf(
				'<input type="text" id="%1$s" name="%2$s" value="%3$s" class="%4$s"%5$s>',
				esc_attr( $id ),
				esc_attr( $name ),
				esc_attr( is_string( $value ) ? $value : '' ),
				esc_attr( isset( $field['class'] ) ? $field['class'] : 'regular-text' ),
				$extra // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
			);
	}
	if ( ! empty( $field['description'] ) ) {
		printf( '<p class="description" id="%1$s-description">%2$s</p>', esc_attr( $id ), esc_html( $field['description'] ) );
	}
}

/** Settings › Agent chat. */
function agent_chat_render_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$settings = agent_chat_get_settings();
	echo '<div class="wrap agent-chat-settings">';
	echo '<h1>' . esc_html( get_admin_page_title() ) . '</h1>';
	echo '<p>' . esc_html__( 'Adds an AI chat to your site: a launcher in a corner of every page; visitors open it, type, and get replies from your agent on the service.', 'agent-chat' ) . '</p>';
	$hosted = agent_chat_uses_hosted_loader( $settings );
	printf(
		'<p>%1$s %2$s <a href="%3$s">%4$s</a> · <a href="%5$s">%6$s</a></p>',
		$hosted ? esc_html__( 'The widget\'s files are loaded from the service\'s hosted loader on every page view.', 'agent-chat' ) : esc_html__( 'The widget\'s files are served by this site.', 'agent-chat' ),
		esc_html__( 'Only what a visitor sends in the chat goes to the service: their messages, the page\'s address, a random visitor id, and their name and email where they give them (or where you identify logged-in users).', 'agent-chat' ),
		esc_url( AGENT_CHAT_SERVICE_TERMS_URL ),
		esc_html__( 'The service\'s terms', 'agent-chat' ),
		esc_url( AGENT_CHAT_SERVICE_PRIVACY_URL ),
		esc_html__( 'The service\'s privacy policy', 'agent-chat' )
	);
	if ( ! agent_chat_is_widget_key( $settings['widget_key'] ) ) {
		echo '<div class="notice notice-info inline"><p>' . esc_html__( 'Paste your embed code or widget key below: the chat shows on your site once it has one.', 'agent-chat' ) . '</p></div>';
	} elseif ( '' === $settings['loader_url'] && '' === $settings['api_base'] ) {
		// The loader's default service address is its own origin + /v1: with the plugin's copy, this site.
		echo '<div class="notice notice-warning inline"><p>' . esc_html__( 'The widget is served by this site, so it needs the service\'s address: fill in Service address (Advanced), or paste the service\'s embed code.', 'agent-chat' ) . '</p></div>';
	}
	echo '<form action="options.php" method="post">';
	settings_fields( AGENT_CHAT_GROUP );
	do_settings_sections( AGENT_CHAT_PAGE );
	submit_button();
	echo '</form></div>';
}

/**
 * The text WordPress's privacy policy guide (Settings › Privacy › Policy
 * Guide) suggests for the site's privacy policy: what the chat sends to the
 * service and when, and what it keeps in the visitor's browser.
 */
function agent_chat_privacy_policy_content() {
	if ( ! function_exists( 'wp_add_privacy_policy_content' ) ) {
		return;
	}
	$paragraphs = array(
		__( 'This site offers a chat answered by an AI assistant, provided by the Voice and Chat Agent Service. The chat\'s files are served by this site.', 'agent-chat' ),
		__( 'Only when you send a message in the chat, that message is sent to the service, with a random visitor id made in your browser, a random id of the message and the address of the page (without its query string). Your name and email address are sent with it if you give them in the chat, or, if you are logged in to this site and the site chose so, your display name and email address. Viewing a page or opening the chat sends nothing.', 'agent-chat' ),
		__( 'The conversation and the visitor id are kept in your browser\'s storage so the chat survives a reload; no cookies are set. Where this site asks for your consent, nothing is kept until you give it.', 'agent-chat' ),
	);
	$content = '';
	foreach ( $paragraphs as $paragraph ) {
		$content .= '<p class="privacy-policy-tutorial">' . esc_html( $paragraph ) . '</p>';
	}
	$content .= '<p><a href="' . esc_url( AGENT_CHAT_SERVICE_PRIVACY_URL ) . '">' . esc_html__( 'The service\'s privacy policy', 'agent-chat' ) . '</a></p>';
	wp_add_privacy_policy_content( __( 'Agent chat', 'agent-chat' ), wp_kses_post( $content ) );
}
