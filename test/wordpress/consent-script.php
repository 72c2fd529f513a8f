<?php
/**
 * Prints, as one line of JSON, the plugin's own consent script
 * (agent_chat_consent_script()), for test/wordpress/consent-script.test.ts
 * to run in a browser's document: the script under test is what the plugin
 * prints, never a copy of it.
 *
 * @package agent-chat
 */

require __DIR__ . '/bootstrap.php';

echo wp_json_encode( agent_chat_consent_script() ) . "\n";
