import DocPictures

/// The site's one stylesheet, written to `assets/style.css`.
///
/// Typography follows each script: a font stack per language, looser line height for CJK,
/// `keep-all` for Korean so words are not split between syllables (never for Chinese, where
/// any character may break). Light and dark follow the reader's system setting. Nothing may be
/// wider than a phone: code scrolls inside its own box.
enum Stylesheet {
  /// The site's rules, then the pictures' (stated once here instead of inside every `<svg>`).
  static let css = siteCSS + PictureStyle.css + "\n"

  private static let siteCSS = """
    :root {
      --bg: #fdfdfc; --fg: #1d1d1f; --muted: #5f6368; --line: #d9dadc; --accent: #0a5fb4;
      --code-bg: #f3f4f6; --notice-bg: #fff6d6; --notice-line: #e0b400;
      --hl-kw: #9b2393; --hl-str: #b3261e; --hl-com: #5b6570; --hl-num: #2b35c4; --hl-type: #0b5f8a; --hl-attr: #815f03;
      --ok: #1e7d32; --bad: #b3261e; --warn: #8a5a00;
      --appeared: #1e7d32; --disappeared: #5f6368; --transit: #8a5a00;
      --sans: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
      --mono: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", "Noto Sans Mono CJK SC", monospace;
      color-scheme: light dark;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #16181b; --fg: #e8e8e6; --muted: #a0a4aa; --line: #3a3d42; --accent: #7ab7ff;
        --code-bg: #22252a; --notice-bg: #3a3114; --notice-line: #c9a227;
        --hl-kw: #ff7ab2; --hl-str: #ff8f7f; --hl-com: #9aa5b1; --hl-num: #d9c97c; --hl-type: #6bd3f5; --hl-attr: #d8a657;
        --ok: #7cc983; --bad: #ff8a80; --warn: #e8c16a;
        --appeared: #7cc983; --disappeared: #a0a4aa; --transit: #e8c16a;
      }
    }
    * { box-sizing: border-box; }
    html { -webkit-text-size-adjust: 100%; }
    body { margin: 0; background: var(--bg); color: var(--fg); font-family: var(--sans); font-size: 17px; line-height: 1.6; }
    /* Fonts follow the lang attribute of the element that declares it (not every element in
       it, as :lang() would), so code inside a Chinese page keeps its monospace font. */
    [lang] { font-family: var(--sans); word-break: normal; }
    [lang|=zh] { font-family: "PingFang SC", "Noto Sans CJK SC", "Source Han Sans SC", "Microsoft YaHei", var(--sans); }
    [lang=zh-Hant], [lang|=zh-TW], [lang|=zh-HK] { font-family: "PingFang TC", "Noto Sans CJK TC", "Source Han Sans TC", "Microsoft JhengHei", var(--sans); }
    [lang|=ko] { font-family: "Apple SD Gothic Neo", "Noto Sans CJK KR", "Source Han Sans K", "Malgun Gothic", var(--sans); word-break: keep-all; overflow-wrap: anywhere; }
    article:lang(zh), article:lang(ko) { line-height: 1.8; }
    :lang(zh) em, :lang(ko) em { font-style: normal; font-weight: 600; }
    code, pre, kbd, samp { font-family: var(--mono); }
    a { color: var(--accent); }
    .skip { position: absolute; left: -999px; }
    .skip:focus { left: 1rem; top: 1rem; background: var(--bg); padding: .5rem; z-index: 1; }
    .site-header { display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; align-items: center; justify-content: space-between; padding: .75rem 1.25rem; border-bottom: 1px solid var(--line); }
    .site-title { font-weight: 700; color: var(--fg); text-decoration: none; }
    .languages ul { display: flex; gap: .25rem; list-style: none; margin: 0; padding: 0; flex-wrap: wrap; }
    .languages a { display: inline-block; padding: .15rem .6rem; border: 1px solid var(--line); border-radius: 999px; text-decoration: none; font-size: .9rem; }
    .languages a[aria-current] { background: var(--fg); color: var(--bg); border-color: var(--fg); }
    .layout { display: grid; grid-template-columns: 16rem minmax(0, 1fr); max-width: 76rem; margin: 0 auto; }
    .sidebar { grid-column: 1; grid-row: 1; padding: 1.5rem 1rem; border-right: 1px solid var(--line); font-size: .95rem; position: sticky; top: 0; align-self: start; max-height: 100vh; overflow-y: auto; box-sizing: border-box; }
    .anchor { margin-left: .3rem; color: var(--muted); text-decoration: none; opacity: 0; font-weight: 400; }
    h2:hover .anchor, h3:hover .anchor, h4:hover .anchor, .anchor:focus { opacity: 1; }
    @media (hover: none) { .anchor { opacity: .4; } }
    .sidebar h2 { font-size: .8rem; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 0 0 .5rem; }
    .sidebar ol { margin: 0; padding-left: 1.4rem; }
    .sidebar li { margin: .35rem 0; }
    .sidebar a[aria-current] { font-weight: 700; color: var(--fg); text-decoration: none; }
    .sidebar h2 a { color: inherit; text-decoration: none; }
    .sidebar ul.sections { list-style: none; margin: .6rem 0 0; padding-left: 0; }
    .sidebar ul.sections > li { margin: .35rem 0; }
    .sidebar .section { font-weight: 600; }
    .sidebar li.more { list-style: none; }
    .sidebar li.more a { color: var(--muted); text-decoration: none; }
    ol.contents li { margin: .3rem 0; }
    .badge { font-size: .7rem; border: 1px solid var(--line); border-radius: 4px; padding: 0 .3rem; color: var(--muted); }
    main { grid-column: 2; grid-row: 1; min-width: 0; padding: 1.5rem 2rem 3rem; max-width: 52rem; }
    h1 { font-size: 2rem; line-height: 1.25; margin: .5rem 0 1rem; }
    h2 { margin-top: 2.2rem; line-height: 1.3; }
    code { font-family: var(--mono); font-size: .88em; background: var(--code-bg); padding: .1em .3em; border-radius: 4px; }
    /* Long identifiers (presentationControllerDidAttemptToDismiss) must wrap on a phone. */
    :not(pre) > code, h1, h2, h3, h4 { overflow-wrap: anywhere; }
    article { overflow-wrap: break-word; }
    pre { padding: .9rem 1rem; border-radius: 8px; overflow-x: auto; line-height: 1.45; }
    pre code { background: none; padding: 0; font-size: .85rem; }
    blockquote { margin: 1rem 0; padding: .1rem 1rem; border-left: 4px solid var(--line); color: var(--muted); }
    table { border-collapse: collapse; display: block; overflow-x: auto; }
    th, td { border: 1px solid var(--line); padding: .3rem .6rem; }
    td code, th code { overflow-wrap: normal; }
    img, svg { max-width: 100%; height: auto; }
    .notice { background: var(--notice-bg); border-left: 4px solid var(--notice-line); padding: .6rem 1rem; border-radius: 4px; }
    .page-meta { display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; margin-top: 2.5rem; font-size: .9rem; color: var(--muted); }
    .pager { display: flex; justify-content: space-between; gap: 1rem; margin-top: 3rem; border-top: 1px solid var(--line); padding-top: 1rem; }
    .pager a { display: flex; flex-direction: column; text-decoration: none; max-width: 48%; }
    .pager a[rel=next] { margin-left: auto; text-align: right; }
    .pager span { font-size: .8rem; color: var(--muted); }
    .scenario { border: 1px solid var(--line); border-radius: 10px; margin: 1.5rem 0; overflow: hidden; }
    .scenario > header { display: flex; justify-content: space-between; gap: .5rem; flex-wrap: wrap; padding: .4rem .9rem; font-size: .8rem; color: var(--muted); border-bottom: 1px solid var(--line); }
    .scenario > header a { color: inherit; text-decoration: none; font-family: var(--mono); }
    .scenario pre { margin: 0; border-radius: 0; }
    .scenario .results { border-top: 1px solid var(--line); }
    .scenario figure { margin: 0; padding: .6rem .9rem; min-width: 0; }
    .scenario figure + figure { border-top: 1px solid var(--line); }
    .scenario figcaption { font-size: .8rem; color: var(--muted); margin-bottom: .3rem; display: flex; gap: .5rem; align-items: center; }
    .scenario figure pre { background: none; padding: 0; font-size: .85rem; }
    /* The log wraps rather than hiding the end of a long warning behind a scroll bar. */
    .scenario figure.log pre { white-space: pre-wrap; overflow-wrap: anywhere; }
    /* A timeline keeps its size (its text would be too small scaled down) and scrolls. */
    .scenario figure.timeline { overflow-x: auto; }
    /* A scroller shows that it scrolls: a shadow at each edge with more content behind it
       (covers in the scroller's own colour scroll with the content, the shadows stay). Code
       scrolls sideways on a phone too, over its own background. */
    table, .scenario figure.timeline, pre {
      background-image: linear-gradient(to right, var(--cover, var(--bg)) 30%, transparent), linear-gradient(to left, var(--cover, var(--bg)) 30%, transparent),
        radial-gradient(farthest-side at 0 50%, rgba(0,0,0,.22), transparent), radial-gradient(farthest-side at 100% 50%, rgba(0,0,0,.22), transparent);
      background-position: 0 0, 100% 0, 0 0, 100% 0;
      background-repeat: no-repeat; background-size: 40px 100%, 40px 100%, 14px 100%, 14px 100%;
      background-attachment: local, local, scroll, scroll;
    }
    pre { --cover: var(--code-bg); background-color: var(--code-bg); }
    .scenario figure.timeline svg { max-width: none !important; } /* beats the SVG's own inline max-width */
    .scenario > header .option { font-family: var(--mono); border: 1px solid var(--line); border-radius: 4px; padding: 0 .3rem; margin-left: .4rem; }
    .verified { color: var(--ok); font-weight: 600; }
    .verified::before { content: "✓ "; }
    pre.has-copy { position: relative; padding-top: 2.1rem; }
    pre .copy { position: absolute; top: .35rem; right: .35rem; font: inherit; font-size: .75rem; padding: .1rem .5rem; color: var(--muted); background: var(--bg); border: 1px solid var(--line); border-radius: 4px; cursor: pointer; }
    pre .copy:hover, pre .copy:focus-visible { color: var(--fg); }
    .hl-kw { color: var(--hl-kw); font-weight: 600; }
    .hl-str { color: var(--hl-str); }
    .hl-com { color: var(--hl-com); font-style: italic; }
    .hl-num { color: var(--hl-num); }
    .hl-type { color: var(--hl-type); }
    .hl-attr { color: var(--hl-attr); }
    .scenario .error { color: var(--bad); background: none; white-space: pre-wrap; }
    .scenario .expected-error { color: var(--fg); background: var(--code-bg); border-left: 4px solid var(--line); border-radius: 4px; margin: .6rem 1rem; padding: .4rem .8rem; font-size: .9rem; white-space: pre-wrap; }
    .scenario .expected-error strong { font-size: .75rem; font-weight: 600; color: var(--muted); border: 1px solid var(--line); border-radius: 4px; padding: 0 .3rem; }
    .scenario.failed { border-color: var(--bad); }
    .log .warning { color: var(--warn); }
    .log .printed { color: var(--hl-str); }
    .log .hierarchy { color: var(--muted); }
    .log .print { font-style: italic; }
    .pictures { border-top: 1px solid var(--line); padding: .6rem .9rem; display: grid; gap: 1rem; }
    .pictures figure { padding: 0; margin: 0; min-width: 0; }
    .scenario figure svg { display: block; max-width: 100%; height: auto; }
    .scenario details summary { font-size: .8rem; color: var(--muted); cursor: pointer; margin-top: .3rem; }
    .scenario details pre { font-size: .8rem; overflow-x: auto; }
    body.chooser { display: grid; place-items: center; min-height: 100vh; }
    body.chooser main { grid-column: auto; padding: 1rem; }
    .choices { list-style: none; padding: 1rem; display: grid; gap: 1rem; }
    .choices a { display: block; padding: 1rem 1.5rem; border: 1px solid var(--line); border-radius: 12px; text-decoration: none; }
    .choices .title { display: block; font-size: 1.3rem; font-weight: 700; }
    .choices .name { color: var(--muted); }
    .menu-link, .menu-close { display: none; }
    .search { position: relative; flex: 1 1 12rem; max-width: 22rem; margin: 0; }
    .search input { box-sizing: border-box; width: 100%; font: inherit; font-size: .95rem; padding: .3rem 2rem .3rem .85rem; color: var(--fg); background: var(--bg); border: 1px solid var(--line); border-radius: 999px; }
    .search input:focus { outline: 2px solid var(--accent); outline-offset: 1px; }
    .search-key { position: absolute; right: .7rem; top: .45rem; font: .75rem var(--mono); color: var(--muted); border: 1px solid var(--line); border-radius: 4px; padding: 0 .3rem; pointer-events: none; }
    .search input:focus + .search-key { display: none; }
    .search-results { position: absolute; z-index: 30; top: calc(100% + .4rem); left: 0; width: min(36rem, calc(100vw - 2.5rem)); max-height: 70vh; overflow-y: auto; box-sizing: border-box; padding: .3rem; background: var(--bg); border: 1px solid var(--line); border-radius: 8px; box-shadow: 0 8px 24px rgb(0 0 0 / .18); }
    .search-results ol { list-style: none; margin: 0; padding: 0; }
    .search-results a { display: block; padding: .45rem .6rem; border-radius: 6px; color: var(--fg); text-decoration: none; }
    .search-results a:hover, .search-results a:focus { background: var(--code-bg); outline: 2px solid var(--accent); outline-offset: -2px; }
    .result-title { font-weight: 600; }
    .result-section { color: var(--muted); font-size: .9rem; }
    .result-snippet { display: block; color: var(--muted); font-size: .85rem; overflow-wrap: anywhere; }
    .search-results mark { background: #ffe58a; color: #1d1d1f; border-radius: 2px; }
    .search-results p { margin: .5rem .6rem; color: var(--muted); }
    .toc h2 { font-size: .8rem; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 0 0 .5rem; }
    .toc ol { margin: 0; padding-left: 1.1rem; }
    .toc li { margin: .3rem 0; }
    .toc a { text-decoration: none; }
    .toc a:hover { text-decoration: underline; }
    .toc-rail { display: none; }
    .toc-inline { border: 1px solid var(--line); border-radius: 6px; padding: .5rem .9rem; margin: 0 0 1.5rem; font-size: .95rem; }
    .toc-inline summary { cursor: pointer; font-weight: 600; }
    .toc-inline[open] summary { margin-bottom: .4rem; }
    @media (min-width: 1200px) {
      .layout { grid-template-columns: 16rem minmax(0, 1fr) 15rem; max-width: 86rem; }
      .toc-rail { display: block; grid-column: 3; grid-row: 1; position: sticky; top: 0; align-self: start; max-height: 100vh; overflow-y: auto; padding: 1.5rem 1rem; font-size: .9rem; box-sizing: border-box; }
      .toc-inline { display: none; }
    }
    @media (max-width: 760px) {
      body { font-size: 16px; }
      .layout { display: block; }
      main { padding: 1rem 1rem 2rem; }
      .sidebar { border-right: 0; border-top: 1px solid var(--line); position: static; max-height: none; overflow: visible; }
      h1 { font-size: 1.6rem; }
      /* A note's table becomes a card per row, each cell under its column's name: a grid of
         three columns squeezes CJK text to a character a line on a phone. */
      table.reflow, table.reflow tbody, table.reflow tr, table.reflow td { display: block; }
      table.reflow { background: none; overflow: visible; }
      table.reflow thead { display: none; }
      table.reflow tr { border: 1px solid var(--line); border-radius: 8px; margin: 0 0 .75rem; padding: .4rem .75rem; }
      table.reflow td { border: 0; padding: .2rem 0; text-align: left !important; }
      table.reflow td[data-label]::before { content: attr(data-label); display: block; font-size: .8rem; font-weight: 600; color: var(--muted); }
      table.reflow td code { overflow-wrap: anywhere; }
      .search { order: 5; flex-basis: 100%; max-width: none; }
      .search-key { display: none; }
      .menu-link { display: inline-block; padding: .3rem .8rem; border: 1px solid var(--line); border-radius: 999px; text-decoration: none; }
      .menu-link::before { content: "☰ "; }
      .sidebar:target { position: fixed; inset: 0; z-index: 20; background: var(--bg); overflow-y: auto; border-top: 0; padding: 1rem 1.25rem 2rem; }
      .sidebar:target .menu-close { display: block; position: absolute; top: .4rem; right: 1rem; font-size: 1.8rem; line-height: 1; text-decoration: none; color: var(--fg); padding: .25rem .5rem; }
    }

    """
}
