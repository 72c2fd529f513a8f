<?php
/**
 * The plugin's own German, loaded as WordPress loads it on init
 * (load_plugin_textdomain, the site's locale de_DE), from the committed .mo.
 *
 * @package agent-chat
 */

require __DIR__ . '/bootstrap.php';

same( 'Widget key', __( 'Widget key', 'agent-chat' ), 'before init: English' );
do_action( 'init' );
same( true, is_textdomain_loaded( 'agent-chat' ), 'on init, the text domain agent-chat is loaded' );
same( 'Widget-Schlüssel', __( 'Widget key', 'agent-chat' ), "from the plugin's languages/agent-chat-de_DE.mo" );
$errors = agent_chat_sanitize( array( 'primary_color' => 'red' ), agent_chat_default_settings() )['errors'];
same( 'Die Farbe muss eine Hex-Farbe wie #0f766e sein. Die bisherige Farbe wurde beibehalten.', $errors[0]['message'], 'the settings errors in German' );
