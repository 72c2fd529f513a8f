// A plausible customer page (a coffee roaster, as the mock's demo replies
// assume): a header, a heading, a few paragraphs and the site's own small
// script. The page-view bench (scripts/bench-page-view.ts) and the
// screenshots (scripts/screenshots.ts) embed the widget into it.
import type { EmbedOptions } from './embed-page'

const STYLE = `<style>
  :root { color-scheme: light dark; }
  body { margin: 0; overflow-wrap: break-word; font: 17px/1.6 Georgia, 'DejaVu Serif', serif; color: #3b2f2f; background: #fbf7f2; }
  header { display: flex; gap: 24px; align-items: center; padding: 14px 32px; background: #3b2f2f; color: #fbf7f2; font-family: system-ui, sans-serif; }
  header strong { font-size: 19px; margin-inline-end: auto; }
  header a { color: #fbf7f2; text-decoration: none; font-size: 15px; }
  main { max-width: 640px; margin: 0 auto; padding: 24px 32px 64px; }
  h1 { font-size: 34px; line-height: 1.2; margin: 24px 0 12px; }
  h2 { font-size: 22px; margin: 28px 0 8px; }
  .lead { font-size: 19px; color: #6b5a4e; }
  @media (max-width: 600px) {
    header { gap: 14px; padding: 12px 18px; flex-wrap: wrap; }
    main { padding: 8px 18px 48px; }
    h1 { font-size: 28px; }
  }
  @media (prefers-color-scheme: dark) {
    body { color: #eadfd3; background: #1e1a17; }
    header { background: #0f0d0b; }
    .lead { color: #b9a99a; }
  }
</style>`

const ARTICLE = `<header><strong>Acme Coffee</strong><a href="#">Shop</a><a href="#">Subscriptions</a><a href="#">Shipping</a><a href="#">About</a></header>
<main>
  <h1>Fresh coffee, roasted weekly</h1>
  <p class="lead">Small batches from farms we know by name, roasted on Tuesdays and at your door by Friday.</p>
  <h2>This week's roast</h2>
  <p>Our Ethiopian Guji is bright and floral, with notes of bergamot and stone fruit. It shines as a pour-over and holds its own as an espresso with a splash of milk.</p>
  <p>Each bag is 340 g of whole beans, stamped with its roast date. Ground coffee is available on request: tell us your brewer and we will match the grind.</p>
  <h2>Subscriptions</h2>
  <p>Pick a coffee and a rhythm, every two weeks or every month, and change or pause it whenever you like. Subscribers get first pick of our limited lots.</p>
  <p>Questions about an order, shipping or returns? Our assistant in the corner answers right away.</p>
</main>`

/** The host page's markup, for `embed(...)` (scripts/embed-page.ts). */
export const SAMPLE_PAGE: Pick<EmbedOptions, 'head' | 'body' | 'before'> = {
  head: STYLE,
  body: ARTICLE,
  // The site's own script, before the embed, as on most sites.
  before: '<script>window.acmeShop = { cart: [], ready: true }</script>',
}

const ARTICLE_AR = `<header><strong>قهوة أكمي</strong><a href="#">المتجر</a><a href="#">الاشتراكات</a><a href="#">الشحن</a><a href="#">من نحن</a></header>
<main>
  <h1>قهوة طازجة، تُحمَّص كل أسبوع</h1>
  <p class="lead">دفعات صغيرة من مزارع نعرفها بالاسم، نحمّصها يوم الثلاثاء وتصل إلى بابك يوم الجمعة.</p>
  <h2>تحميص هذا الأسبوع</h2>
  <p>قهوة غوجي الإثيوبية مشرقة وزهرية، بنكهات البرغموت والفواكه ذات النوى. تتألق في التقطير اليدوي وتصمد كإسبريسو مع قليل من الحليب.</p>
  <p>كل كيس يحتوي على ٣٤٠ غراماً من الحبوب الكاملة، مختوم بتاريخ التحميص. أخبرنا بأداة التحضير لديك وسنطحنها لك بالدرجة المناسبة.</p>
  <h2>الاشتراكات</h2>
  <p>اختر قهوتك وإيقاعك، كل أسبوعين أو كل شهر، وغيّره أو أوقفه متى شئت. أسئلة عن طلب أو الشحن أو الإرجاع؟ مساعدنا في الزاوية يجيب فوراً.</p>
</main>`

/** The same shop in Arabic, right to left (the host page's own direction; the widget sets its own). */
export const SAMPLE_PAGE_AR: Pick<EmbedOptions, 'head' | 'body' | 'before' | 'html'> = {
  ...SAMPLE_PAGE,
  html: 'lang="ar" dir="rtl"',
  body: ARTICLE_AR,
}
