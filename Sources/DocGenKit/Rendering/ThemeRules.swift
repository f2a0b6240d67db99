import Foundation

/// The stylesheet's dark colours, for a reader who chose a theme as well as for the system's.
///
/// Each `@media (prefers-color-scheme: dark) { … }` block (the site's and the pictures') is
/// kept for readers who have not chosen light (`data-theme` on `<html>`, set by
/// ``SiteScript/themeJavaScript``), and repeated after it without the media query for readers
/// who chose dark. The colours are so written once, in the files that own them; the qualifiers
/// are inside `:where()`, so every rule keeps its specificity and the cascade's order stays as
/// written (the print rules, later, still win).
///
/// Written by hand: no CSS library resolves here, and the input is docgen's own stylesheet,
/// whose dark blocks hold plain rules (`selector, selector { declarations }`).
enum ThemeRules {
  static let darkMedia = "@media (prefers-color-scheme: dark)"
  static let unlessLight = ":where(:not([data-theme=light]))"
  static let chosenDark = ":where([data-theme=dark])"
  /// The scheme of form controls and scroll bars, from the choice.
  static let colorSchemes =
    ":root:where([data-theme=light]) { color-scheme: light; }\n:root:where([data-theme=dark]) { color-scheme: dark; }\n"

  /// `css` with every dark block qualified and repeated for a chosen dark theme.
  static func apply(_ css: String) -> String {
    var result = ""
    var rest = Substring(css)
    var first = true
    while let media = rest.range(of: darkMedia), let open = rest[media.upperBound...].firstIndex(of: "{"),
      let close = matchingBrace(in: rest, from: open)
    {
      let body = rest[rest.index(after: open)..<close]
      result += rest[..<media.lowerBound]
      result += darkMedia + " {\n" + qualify(body, with: unlessLight) + "}\n"
      result += qualify(body, with: chosenDark)
      if first {
        result += colorSchemes
        first = false
      }
      rest = rest[rest.index(after: close)...]
    }
    result += rest
    return result
  }

  /// The index of the `}` closing the `{` at `open`.
  static func matchingBrace(in text: Substring, from open: Substring.Index) -> Substring.Index? {
    var depth = 0
    var index = open
    while index < text.endIndex {
      switch text[index] {
      case "{": depth += 1
      case "}":
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// The rules of `body` (`selectors { declarations }` …), each selector under `qualifier`:
  /// `:root` takes it directly, anything else is inside `:root…`.
  static func qualify(_ body: Substring, with qualifier: String) -> String {
    var result = ""
    var rest = body
    while let open = rest.firstIndex(of: "{"), let close = matchingBrace(in: rest, from: open) {
      let selectors = splitSelectors(rest[..<open]).map { selector -> String in
        selector.hasPrefix(":root") ? ":root" + qualifier + selector.dropFirst(5) : ":root" + qualifier + " " + selector
      }
      result += selectors.joined(separator: ", ") + " " + rest[open...close] + "\n"
      rest = rest[rest.index(after: close)...]
    }
    return result
  }

  /// A selector list's selectors, trimmed, split at commas outside parentheses and brackets
  /// (`:is(a, b)` stays whole); comments are dropped.
  static func splitSelectors(_ list: Substring) -> [String] {
    var text = String(list)
    while let start = text.range(of: "/*"), let end = text.range(of: "*/", range: start.upperBound..<text.endIndex) {
      text.removeSubrange(start.lowerBound..<end.upperBound)
    }
    var selectors: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      switch character {
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      case "," where depth == 0:
        selectors.append(current)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    selectors.append(current)
    return selectors.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
  }
}
