import type { Catalogue } from './en'

export default {
  openChat: 'チャットを開く',
  openChatUnread: 'チャットを開く、未読 # 件',
  closeChat: 'チャットを閉じる',
  loading: '読み込み中…',
  name: 'お名前',
  email: 'メールアドレス',
  startChat: 'チャットを開始',
  message: 'メッセージ',
  conversation: '会話',
  messagePlaceholder: 'メッセージを入力…',
  send: '送信',
  typing: 'エージェントが入力中',
  you: 'あなた',
  sending: '送信中…',
  notDelivered: '送信できませんでした。',
  retry: '再送信',
  nameRequired: 'お名前を入力してください。',
  emailInvalid: '有効なメールアドレスを入力してください。',
  errorGeneric: '申し訳ありません。問題が発生しました。もう一度お試しください。',
} satisfies Catalogue
