import DocPictures
import Foundation
import Yams

/// The pictures' words of one language, read from `pictures:` under its `strings:` in
/// site.yml into DocPictures' own ``PictureStrings`` (DocPictures knows no site.yml).
///
/// ```yaml
/// strings:
///   contents: 目錄
///   …
///   pictures:
///     appeared: 已顯示
///     childOf: "{parent} 的子控制器"
///     …
/// ```
/// A language whose tag has built-in words (``BuiltInWords``) lists only the words it changes;
/// any other lists them all: a language never draws with another's words. A word's arguments are named as the chrome's are (`{parent}`, where DocPictures
/// numbers them `%1`), each key with its own names (``keys``). A `%` followed by a digit in a
/// word is read as DocPictures' numbered argument.
enum PictureWords {
  /// Every key, with the names of its arguments in DocPictures' order.
  static let keys: [(key: String, arguments: [String])] = [
    ("appeared", []), ("disappeared", []), ("appearing", []), ("disappearing", []),
    ("viewNotLoaded", []), ("covered", ["presented"]), ("window", []), ("landscape", []),
    ("root", []), ("childOf", ["parent"]), ("presents", []), ("presentedBy", ["presenter"]),
    ("source", ["source"]), ("presentationController", ["controller"]), ("topOfStack", []),
    ("selectedTab", []), ("notInWindow", []), ("noRoot", []), ("hierarchyTitle", []),
    ("hierarchySummary", ["count"]), ("timelineTitle", []), ("line", ["line"]),
    ("outsideStatements", []), ("console", []), ("warning", []), ("error", []),
    ("callMark", []), ("printMark", []), ("timelineSummary", ["events", "lanes", "statements"]),
    ("warningsSummary", ["count"]),
  ]

  /// The words under `node` for the language tagged `tag` (the SVG's `lang`), each word the
  /// node does not give taken from `defaults` (docgen's built-in words for the tag). A key not
  /// in ``keys``, or one neither gives, is reported; the words are then only placeholders (the
  /// key's name), as the loader keeps no config with errors.
  /// `place` locates a problem when there is no node.
  static func read(
    _ node: Node?, language code: String, tag: String, defaults: [String: String]?, place: Mark?,
    reader: inout YAMLReader
  ) -> PictureStrings {
    if let node, node.mapping == nil {
      reader.report(at: node.mark, "the picture words of '\(code)' must be a mapping of words (see README's site.yml)")
      return strings(tag: tag) { $0 }
    }
    if let node { reader.allowOnly(Set(keys.map(\.key)), in: node) }
    var given: [String: String] = [:]
    for key in keys.map(\.key) {
      if let node, let word = reader.value(key, in: node)?.string { given[key] = word }
    }
    let missing = keys.map(\.key).filter { given[$0] == nil && defaults?[$0] == nil }
    if !missing.isEmpty {
      reader.report(
        at: node?.mark ?? place,
        "picture words of '\(code)' lack \(missing.map { "'\($0)'" }.joined(separator: ", ")) (docgen has its own words only for \(BuiltInWords.tags.joined(separator: ", ")))"
      )
    }
    return strings(tag: tag) { key in given[key] ?? defaults?[key] ?? key }
  }

  /// The words `value` gives for each key, arguments renumbered for DocPictures.
  static func strings(tag: String, _ value: (String) -> String) -> PictureStrings {
    let arguments = Dictionary(uniqueKeysWithValues: keys.map { ($0.key, $0.arguments) })
    func word(_ key: String) -> String {
      var text = value(key)
      for (index, name) in (arguments[key] ?? []).enumerated() {
        text = text.replacingOccurrences(of: "{\(name)}", with: "%\(index + 1)")
      }
      return text
    }
    return PictureStrings(
      language: tag, appeared: word("appeared"), disappeared: word("disappeared"),
      appearing: word("appearing"), disappearing: word("disappearing"),
      viewNotLoaded: word("viewNotLoaded"), covered: word("covered"), window: word("window"),
      landscape: word("landscape"), root: word("root"), childOf: word("childOf"),
      presents: word("presents"), presentedBy: word("presentedBy"), source: word("source"),
      presentationController: word("presentationController"), topOfStack: word("topOfStack"),
      selectedTab: word("selectedTab"), notInWindow: word("notInWindow"), noRoot: word("noRoot"),
      hierarchyTitle: word("hierarchyTitle"), hierarchySummary: word("hierarchySummary"),
      timelineTitle: word("timelineTitle"), line: word("line"),
      outsideStatements: word("outsideStatements"), console: word("console"),
      warning: word("warning"), error: word("error"), callMark: word("callMark"),
      printMark: word("printMark"), timelineSummary: word("timelineSummary"),
      warningsSummary: word("warningsSummary"))
  }
}
