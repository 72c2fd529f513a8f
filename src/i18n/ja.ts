// Japanese: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'ja',
  name: 'Japanese',
  native: '日本語',
  script: 'Jpan',
  register: 'polite: です・ます, no pronoun for the visitor',
  glossary: { chat: 'チャット', message: 'メッセージ', conversation: '会話', aiAssistant: 'aiアシスタント', send: '送信' },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'チャットを開く',
      openChatUnread: 'チャットを開く、未読 # 件',
      closeChat: 'チャットを閉じる',
      loading: '読み込み中…',
    },
    defaults: {
      widgetName: 'ウェブサイトチャット',
      welcomeMessage: 'こんにちは！本日はどのようなご用件でしょうか？',
      offlineMessage: 'メッセージを残していただければ、折り返しご連絡いたします。',
    },
    panel: {
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
      conversationOptions: '会話のオプション',
      charactersLeft: '残り # 文字',
      aiNotice: 'AIアシスタントとチャットしています。AIは間違えることがあります。',
      aiAssistant: 'AIアシスタント',
      expand: '拡大',
      collapse: '縮小',
    },
    copy: {
      copy: 'コピー',
      copyReply: '返信をコピー',
      copied: 'コピーしました',
      copySelected: '返信を選択しました。# でコピーできます',
    },
    menu: {
      newConversation: '新しい会話を始める',
      newConversationBusy: '新しい会話を始める（メッセージの送信後）',
      download: '会話をダウンロード',
      downloadEmpty: '会話をダウンロード（まだメッセージはありません）',
      confirmNew: '新しい会話を始めますか？現在のメッセージは消去されます。',
      confirmNewYes: '消去して新しく始める',
      cancel: 'キャンセル',
      muteSounds: 'サウンドをミュート',
    },
    suggestions: {
      suggestedQuestions: 'おすすめの質問',
    },
    feedback: {
      helpful: '役に立った',
      notHelpful: '役に立たなかった',
    },
    markdown: {
      copyCode: 'コードをコピー',
      code: 'コード',
      table: '表',
    },
    teaser: {
      dismiss: '閉じる',
    },
    links: {
      privacyPolicy: 'プライバシーポリシー',
      contactPerson: '担当者に問い合わせる',
      opensInNewTab: '（新しいタブで開きます）',
    },
    disclaimer: {
      disclaimerTitle: 'チャットの前に',
      disclaimerAccept: '同意する',
      disclaimerPending: 'メッセージは送信されていません。先にこのお知らせに同意してください。',
    },
    'long-conversation': {
      earlierMessages: '以前のメッセージを表示',
      newMessages: '新着メッセージ',
    },
  },
} satisfies LanguageFile
