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
  static let ink = (light: "#1d1d1f", dark: "#e8e8e6")

  /// The style sheet of a picture that stands alone: only the rules its shapes use (`body`
  /// is the picture's markup, and a rule is kept when every `dp-` class it names appears
  /// there), with the custom properties put in as colours, light first and then what dark
  /// changes, and no `.dp-svg` scope (the picture is its own document). The shared sheet is
  /// 3 KB, as much as a small picture; a site of thousands of pictures in files of their own
  /// paid it once a file.
  public static func standalone(for body: String) -> String {
    let used = classes(in: body)
    var lightSheet = "svg{color:\(ink.light)}"
    var darkSheet = "svg{color:\(ink.dark)}"
    for rule in standaloneRules where rule.selectorClasses.contains(where: { $0.allSatisfy(used.contains) }) {
      lightSheet += rule.light
      if let dark = rule.dark { darkSheet += dark }
    }
    return lightSheet + "\n@media (prefers-color-scheme: dark){" + darkSheet + "}\n"
  }

  /// One rule of the shared sheet as a picture alone states it.
  private struct StandaloneRule: Sendable {
    /// The `dp-` classes each of its selectors names (but `dp-svg`): it applies to a picture
    /// that uses all of one selector's.
    var selectorClasses: [[String]]
    /// The rule with the light colours put in, and (nil when dark changes none) the
    /// declarations dark changes.
    var light: String
    var dark: String?
  }

  /// The shared sheet's rules, made once: every picture of a site asks for its own sheet,
  /// and reading the CSS each time was a third of a cold build (perf).
  private static let standaloneRules: [StandaloneRule] = {
    let rules = css.split(separator: "\n")
    let light = properties(rules.first { $0.hasPrefix(".dp-svg{") } ?? "")
    let darkOnly = properties(rules.first { $0.hasPrefix("@media") } ?? "")
    let dark = light.merging(darkOnly) { _, dark in dark }
    return rules.compactMap { rule in
      guard !rule.hasPrefix(".dp-svg{"), !rule.hasPrefix("@media"), let brace = rule.firstIndex(of: "{") else {
        return nil
      }
      let selectorList = rule[..<brace].split(separator: ",")
      let selectors = selectorList.map { selector in
        selector.hasPrefix(".dp-svg ") ? selector.dropFirst(".dp-svg ".count) : selector
      }.joined(separator: ",")
      let classes = selectorList.map { selector in
        selector.split(separator: ".").dropFirst().map { part in
          String(part.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        }.filter { $0 != "dp-svg" }
      }
      let declarations = rule[rule.index(after: brace)...].dropLast().split(separator: ";")
      let lightDeclarations = declarations.map { resolve($0, with: light) }
      let changed = zip(declarations, lightDeclarations).map { resolve($0.0, with: dark) }.enumerated()
        .filter { $0.element != lightDeclarations[$0.offset] }.map(\.element)
      return StandaloneRule(
        selectorClasses: classes, light: selectors + "{" + lightDeclarations.joined(separator: ";") + "}",
        dark: changed.isEmpty ? nil : selectors + "{" + changed.joined(separator: ";") + "}")
    }
  }()

  /// The `--dp-*` custom properties a rule (or a media block's one rule) sets.
  private static func properties(_ rule: Substring) -> [Substring: Substring] {
    var found: [Substring: Substring] = [:]
    for declaration in rule.split(whereSeparator: { $0 == "{" || $0 == ";" || $0 == "}" })
    where declaration.hasPrefix("--dp-") {
      guard let colon = declaration.firstIndex(of: ":") else { continue }
      found[declaration[..<colon]] = declaration[declaration.index(after: colon)...]
    }
    return found
  }

  /// A declaration with its `var(--dp-…)` replaced by the property's value.
  private static func resolve(_ declaration: Substring, with values: [Substring: Substring]) -> String {
    guard let start = declaration.firstRange(of: "var(--dp-"),
      let close = declaration[start.upperBound...].firstIndex(of: ")")
    else { return String(declaration) }
    let name = declaration[declaration.index(start.lowerBound, offsetBy: 4)..<close]
    guard let value = values[name] else { return String(declaration) }
    let resolved = String(declaration[..<start.lowerBound]) + value + declaration[declaration.index(after: close)...]
    return resolve(Substring(resolved), with: values)
  }

  /// The words of every `class="…"` attribute in `markup`.
  private static func classes(in markup: String) -> Set<String> {
    var found: Set<String> = []
    var markup = markup
    markup.withUTF8 { bytes in
      let marker = Array("class=\"".utf8)
      var index = 0
      while index + marker.count <= bytes.count {
        guard bytes[index] == marker[0], bytes[index..<index + marker.count].elementsEqual(marker) else {
          index += 1
          continue
        }
        index += marker.count
        var start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          if bytes[index] == 0x20 {
            if index > start { found.insert(String(decoding: bytes[start..<index], as: UTF8.self)) }
            start = index + 1
          }
          index += 1
        }
        if index > start { found.insert(String(decoding: bytes[start..<index], as: UTF8.self)) }
      }
    }
    return found
  }

}
