/// The style sheet of every picture: inside each `<svg>` when it stands alone, or once in the
/// page's style sheet when many pictures share a page (a docgen site).
///
/// Inline SVG styles apply to the whole page, so every class starts with `dp-` and every rule is
/// scoped under `.dp-svg`. Colours are custom properties with light defaults, switched for
/// `prefers-color-scheme: dark`; a page may override any `--dp-*` property. Text uses
/// `currentColor`, so it follows the page's text colour. The sheet is the same for every
/// picture, so repeating it on a page is harmless — but costs 3 KB a picture, which is why a
/// site states it once.
public enum PictureStyle {
  public static let css = """
    .dp-svg{max-width:100%;height:auto;color:inherit;\
    --dp-ink:currentColor;--dp-muted:#5b6470;--dp-line:#6b7280;--dp-box:#ffffff;\
    --dp-box-off:#f3f4f6;--dp-on:#15803d;--dp-on-bg:#ecfdf3;--dp-trans:#b45309;\
    --dp-trans-bg:#fffbeb;--dp-present:#6d28d9;--dp-cover:#9ca3af;--dp-group:#f3f4f6;\
    --dp-warn:#b45309;--dp-warn-bg:#fef3c7;--dp-err:#b91c1c;--dp-err-bg:#fee2e2;--dp-grid:#d1d5db}
    @media (prefers-color-scheme: dark){.dp-svg{--dp-muted:#a3acb9;--dp-line:#9ca3af;\
    --dp-box:#1f2937;--dp-box-off:#111827;--dp-on:#4ade80;--dp-on-bg:#052e16;--dp-trans:#fbbf24;\
    --dp-trans-bg:#2a1d05;--dp-present:#c4b5fd;--dp-cover:#6b7280;--dp-group:#1f2937;\
    --dp-warn:#fbbf24;--dp-warn-bg:#3a2a06;--dp-err:#f87171;--dp-err-bg:#3b0d0d;--dp-grid:#374151}}
    .dp-svg text{fill:currentColor;font-family:system-ui,-apple-system,"Segoe UI","PingFang SC",\
    "Noto Sans CJK SC","Apple SD Gothic Neo","Noto Sans CJK KR",sans-serif;font-size:12px}
    .dp-svg .dp-code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono","Noto Sans Mono CJK SC",monospace}
    .dp-svg .dp-name{font-weight:600;font-size:13px}
    .dp-svg .dp-muted{fill:var(--dp-muted)}
    .dp-svg .dp-small{font-size:11px}
    .dp-svg .dp-box{fill:var(--dp-box);stroke:var(--dp-line);stroke-width:1}
    .dp-svg .dp-s-appeared{stroke:var(--dp-on);stroke-width:2.5;fill:var(--dp-on-bg)}
    .dp-svg .dp-s-appearing,.dp-svg .dp-s-disappearing{stroke:var(--dp-trans);stroke-width:2;\
    stroke-dasharray:6 3;fill:var(--dp-trans-bg)}
    .dp-svg .dp-s-disappeared{stroke:var(--dp-line);fill:var(--dp-box)}
    .dp-svg .dp-s-unloaded{stroke:var(--dp-line);stroke-dasharray:2 3;fill:var(--dp-box-off)}
    .dp-svg .dp-g-appeared{fill:var(--dp-on);stroke:var(--dp-on)}
    .dp-svg .dp-g-trans{fill:var(--dp-trans);stroke:var(--dp-trans)}
    .dp-svg .dp-g-off{fill:none;stroke:var(--dp-line)}
    .dp-svg .dp-hole{fill:var(--dp-box)}
    .dp-svg .dp-t-appeared{fill:var(--dp-on)}
    .dp-svg .dp-t-trans{fill:var(--dp-trans)}
    .dp-svg .dp-hatch-line{stroke:var(--dp-cover);stroke-width:1.5}
    .dp-svg .dp-edge{fill:none;stroke:var(--dp-line);stroke-width:1.5}
    .dp-svg .dp-present{fill:none;stroke:var(--dp-present);stroke-width:1.5;stroke-dasharray:5 4}
    .dp-svg .dp-present-label{fill:var(--dp-present)}
    .dp-svg .dp-arrow{fill:var(--dp-present)}
    .dp-svg .dp-layer{fill:var(--dp-box);stroke:var(--dp-present);stroke-width:1}
    .dp-svg .dp-window{fill:none;stroke:var(--dp-line);stroke-width:1.5}
    .dp-svg .dp-tag{fill:none;stroke:var(--dp-muted);stroke-width:1}
    .dp-svg .dp-group{fill:var(--dp-group)}
    .dp-svg .dp-lane{stroke:var(--dp-grid);stroke-width:1}
    .dp-svg .dp-guide{stroke:var(--dp-grid);stroke-width:1;stroke-dasharray:1 3}
    .dp-svg .dp-mark{fill:currentColor;stroke:currentColor;stroke-width:1.5}
    .dp-svg .dp-mark-open{fill:var(--dp-box);stroke:currentColor;stroke-width:1.5}
    .dp-svg .dp-warn-bg{fill:var(--dp-warn-bg)}
    .dp-svg .dp-warn{fill:var(--dp-warn);stroke:var(--dp-warn)}
    .dp-svg .dp-err-bg{fill:var(--dp-err-bg)}
    .dp-svg .dp-err{fill:var(--dp-err);stroke:var(--dp-err)}
    .dp-svg .dp-warn-text{fill:var(--dp-warn);font-weight:600}
    .dp-svg .dp-err-text{fill:var(--dp-err);font-weight:600}
    """

  /// The text colours of a picture that stands alone (a file shown by `<img>`, which does not
  /// inherit the page's colour): a docgen page's, light and dark. An image follows the
  /// `color-scheme` of the element that shows it, so a page's own theme switch reaches it.
  public static let standaloneInk =
    ".dp-svg{color:#1d1d1f}@media (prefers-color-scheme: dark){.dp-svg{color:#e8e8e6}}\n"

  /// The style sheet of a picture that stands alone, with only the rules its shapes use:
  /// `body` is the picture's markup, and a rule is kept when every `dp-` class it names
  /// appears there. The whole sheet is 3 KB, as much as a small picture; a site of thousands
  /// of pictures in files of their own pays it once per file.
  public static func standalone(for body: String) -> String {
    let used = classes(in: body)
    var sheet = ""
    for rule in css.split(separator: "\n") where uses(rule, only: used) {
      sheet += rule
      sheet += "\n"
    }
    // After the shared rules, whose `color: inherit` suits a picture inside a page.
    return sheet + standaloneInk
  }

  /// Whether every class a rule's selector names (but `dp-svg`, which every picture is) is
  /// in `used`; a rule with several selectors (`.a,.b{…}`) is kept for one of them.
  private static func uses(_ rule: Substring, only used: Set<Substring>) -> Bool {
    guard let brace = rule.firstIndex(of: "{") else { return true }
    let selectors = rule[..<brace]
    if selectors.hasPrefix("@media") { return true }
    return selectors.split(separator: ",").contains { selector in
      selector.split(separator: ".").dropFirst().allSatisfy { part in
        let name = part.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return name == "dp-svg" || used.contains(name)
      }
    }
  }

  /// The words of every `class="…"` attribute in `markup`.
  private static func classes(in markup: String) -> Set<Substring> {
    var found: Set<Substring> = []
    var rest = Substring(markup)
    let marker = "class=\""
    while let start = rest.firstRange(of: marker) {
      let value = rest[start.upperBound...].prefix { $0 != "\"" }
      for word in value.split(separator: " ") { found.insert(word) }
      rest = rest[value.endIndex...]
    }
    return found
  }
}
