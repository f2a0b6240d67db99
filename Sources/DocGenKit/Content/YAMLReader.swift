import Yams

/// Reads YAML (the site config, a page's front matter) into typed values, reporting every
/// problem at its `file:line:col` instead of stopping at the first.
///
/// Built on Yams' node tree rather than `Decodable`, because only the tree keeps each value's
/// position in the file, and a person fixing a typo needs that position.
struct YAMLReader {
  let file: String
  /// Added to every YAML line: front matter starts one line below the opening `---`.
  let lineOffset: Int
  private(set) var diagnostics: [Diagnostic] = []

  init(file: String, lineOffset: Int = 0) {
    self.file = file
    self.lineOffset = lineOffset
  }

  /// Parses `text` into its top-level mapping, or records why it could not.
  mutating func mapping(_ text: String, what: String) -> Node? {
    do {
      // The encoding is named: Yams' default reads the whole environment on every parse (2 % of
      // a build's instructions, one parse per note) and prints to stdout when
      // YAMS_DEFAULT_ENCODING is set.
      guard let node = try Yams.compose(yaml: text, .default, .default, .utf8) else {
        return Node.mapping(Node.Mapping([]))
      }
      guard node.mapping != nil else {
        report(at: node.mark, "\(what) must be a mapping of keys to values")
        return nil
      }
      return node
    } catch let error as YamlError {
      let (mark, problem) = Self.describe(error)
      report(at: mark, "\(what) is not valid YAML: \(problem)")
    } catch {
      report(at: nil, "\(what) is not valid YAML: \(error)")
    }
    return nil
  }

  /// The value under `key` in a mapping. Keys are compared as text: Yams' own subscript
  /// builds a node for the key and resolves the tag of every key it compares it with (by
  /// regular expression), which was most of the time spent reading a note's front matter.
  func value(_ key: String, in node: Node) -> Node? {
    node.mapping?.first { $0.key.scalar?.string == key }?.value
  }

  mutating func string(_ key: String, in node: Node, required: Bool = false) -> String? {
    guard let value = value(key, in: node) else {
      if required { report(at: node.mark, "missing key '\(key)'") }
      return nil
    }
    guard value.scalar != nil, let string = value.string else {
      report(at: value.mark, "'\(key)' must be text")
      return nil
    }
    return string
  }

  mutating func int(_ key: String, in node: Node) -> Int? {
    guard let value = value(key, in: node) else { return nil }
    guard let number = value.int else {
      report(at: value.mark, "'\(key)' must be a whole number, not '\(value.string ?? "…")'")
      return nil
    }
    return number
  }

  mutating func bool(_ key: String, in node: Node) -> Bool? {
    guard let value = value(key, in: node) else { return nil }
    guard let flag = value.bool else {
      report(at: value.mark, "'\(key)' must be true or false, not '\(value.string ?? "…")'")
      return nil
    }
    return flag
  }

  /// Rejects keys this reader does not know, so a misspelt `titel:` is not silently ignored.
  mutating func allowOnly(_ keys: Set<String>, in node: Node) {
    guard let mapping = node.mapping else { return }
    for (key, _) in mapping {
      guard let name = key.string, !keys.contains(name) else { continue }
      let suggestion = NearMiss.suggestion(for: name, in: keys.sorted()).map { "; \($0)" } ?? ""
      report(at: key.mark, "unknown key '\(name)'\(suggestion)")
    }
  }

  /// A problem that does not stop the build.
  mutating func warn(_ id: DiagnosticID, at mark: Mark?, _ message: String) {
    let location = SourceLocation(
      file: file, line: (mark?.line ?? 1) + lineOffset, column: mark?.column ?? 1)
    diagnostics.append(Diagnostic(.warning, id, at: location, message))
  }

  mutating func report(at mark: Mark?, _ message: String) {
    let location = SourceLocation(
      file: file, line: (mark?.line ?? 1) + lineOffset, column: mark?.column ?? 1)
    diagnostics.append(.error(.yaml, at: location, message))
  }

  func location(of node: Node) -> SourceLocation {
    SourceLocation(
      file: file, line: (node.mark?.line ?? 1) + lineOffset, column: node.mark?.column ?? 1)
  }

  private static func describe(_ error: YamlError) -> (Mark?, String) {
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      return (mark, [problem, context?.text].compactMap { $0 }.joined(separator: " "))
    case .duplicatedKeysInMapping(let duplicates, let context):
      return (context.mark, "duplicate keys \(duplicates.joined(separator: ", "))")
    default:
      return (nil, "\(error)")
    }
  }
}
