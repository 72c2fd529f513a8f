import { resolve } from 'node:path'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [vue()],
  build: {
    rollupOptions: {
      input: {
        react: resolve(import.meta.dirname, 'react.html'),
        reactTwo: resolve(import.meta.dirname, 'react-two.html'),
        vue: resolve(import.meta.dirname, 'vue.html'),
      },
    },
  },
})
