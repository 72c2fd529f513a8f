// The two icons' shapes (24×24 SVG paths): the launcher draws them with DOM
// calls, the panel with Preact; both from here, so they cannot drift apart.
export const CHAT_PATH = 'M12 3C6.5 3 2 6.8 2 11.5c0 2.4 1.2 4.6 3.1 6.1L4.3 21l4-2c1.2.4 2.4.6 3.7.6 5.5 0 10-3.8 10-8.5S17.5 3 12 3z'
export const CLOSE_PATH = 'M6 6l12 12M18 6L6 18'
