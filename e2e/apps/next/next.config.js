/** @type {import('next').NextConfig} */
module.exports = {
  // Built in a cache folder inside the repository's node_modules: this app is its own root, whatever lock files lie above it.
  turbopack: { root: __dirname },
}
