<?php
/**
 * Deleting the plugin (Plugins › Delete) deletes its one option,
 * agent_chat_settings, on every site of a network too. The plugin writes
 * nothing else: no other option, no file, no transient.
 *
 * @package agent-chat
 */

defined( 'ABSPATH' ) || exit;
defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

if ( is_multisite() ) {
	foreach ( get_sites(
		array(
			'fields' => 'ids',
			'number' => 0,
		)
	) as $agent_chat_site_id ) {
		switch_to_blog( $agent_chat_site_id );
		delete_option( 'agent_chat_settings' );
		restore_current_blog();
	}
} else {
	delete_option( 'agent_chat_settings' );
}
