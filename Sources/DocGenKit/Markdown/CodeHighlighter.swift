/// Code blocks in languages other than Swift, coloured at build time with the same `hl-` spans
/// as Swift's (``SwiftHighlighter``), so the stylesheet colours them in light and dark and the
/// page needs no script.
///
/// Each language is a small table-driven lexer: comments, strings, numbers, keywords and a few
/// language-specific tokens (a diff's added and removed lines, a YAML key, a shell variable).
/// Nothing here can fail: text a lexer does not know is escaped and left plain, so a block in
/// any language, or in none, always renders. Linear in the block's length.
///
/// Fence info strings are matched without regard to case (```` ```Swift ````, ```` ```JSON ````).
enum CodeHighlighter {
  enum Language: Equatable, Sendable {
    case swift, objectiveC, c, shell, json, yaml, diff, plain
  }

  /// The language a fence's info string names (its first word, any case), or nil when docgen
  /// does not colour it (it is then shown plain, as libcmark renders it).
  static func language(ofInfo info: String) -> Language? {
    let word = info.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "{" }).first.map { $0.lowercased() } ?? ""
    switch word {
    case "swift": return .swift
    case "objc", "objective-c", "objectivec", "obj-c", "m", "mm", "objc++", "objective-c++": return .objectiveC
    case "c", "h", "cpp", "c++", "cc", "hpp": return .c
    case "sh", "bash", "shell", "zsh", "console", "shell-session", "shellsession": return .shell
    case "json", "jsonc", "json5", "geojson": return .json
    case "yaml", "yml": return .yaml
    case "diff", "patch", "udiff": return .diff
    case "text", "txt", "plain", "plaintext", "log": return .plain
    default: return nil
    }
  }

  /// The class name a block of `language` carries (`language-objc`), as libcmark names it.
  static func className(_ language: Language, info: String) -> String {
    let word = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
    return "language-" + word.lowercased()
  }

  /// The code, escaped, with its tokens in `<span class="hl-…">`.
  static func html(_ code: String, language: Language) -> String {
    switch language {
    case .swift, .plain: return HTML.escape(code)
    case .diff: return diff(code)
    case .objectiveC: return CLike(keywords: objectiveCKeywords, preprocessor: true).html(code)
    case .c: return CLike(keywords: cKeywords, preprocessor: true).html(code)
    case .json: return CLike(keywords: ["true", "false", "null"], preprocessor: false, slashComments: true).html(code)
    case .shell: return Shell().html(code)
    case .yaml: return YAML().html(code)
    }
  }

  static func span(_ kind: String, _ text: some StringProtocol) -> String {
    "<span class=\"hl-\(kind)\">\(HTML.escape(String(text)))</span>"
  }

  /// A unified diff: added lines as strings' colour, removed as keywords', hunk headers as comments.
  private static func diff(_ code: String) -> String {
    var out = ""
    for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if index > 0 { out += "\n" }
      if line.hasPrefix("+++") || line.hasPrefix("---") || line.hasPrefix("diff ") || line.hasPrefix("index ") {
        out += span("attr", line)
      } else if line.hasPrefix("@@") {
        out += span("com", line)
      } else if line.hasPrefix("+") {
        out += span("str", line)
      } else if line.hasPrefix("-") {
        out += span("kw", line)
      } else {
        out += HTML.escape(String(line))
      }
    }
    return out
  }

  static let cKeywords: Set<String> = [
    "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern",
    "float", "for", "goto", "if", "inline", "int", "long", "register", "return", "short", "signed", "sizeof",
    "static", "struct", "switch", "typedef", "union", "unsigned", "void", "volatile", "while", "bool", "true",
    "false", "NULL", "class", "namespace", "template", "typename", "public", "private", "protected", "virtual",
    "new", "delete", "this", "nullptr", "using",
  ]

  static let objectiveCKeywords: Set<String> = cKeywords.union([
    "@interface", "@implementation", "@end", "@property", "@protocol", "@optional", "@required", "@class",
    "@selector", "@synthesize", "@dynamic", "@autoreleasepool", "@try", "@catch", "@finally", "@throw",
    "@import", "self", "super", "nil", "Nil", "YES", "NO", "id", "instancetype", "nonatomic", "atomic", "strong",
    "weak", "copy", "assign", "readonly", "readwrite", "nullable", "nonnull", "BOOL", "SEL", "IMP",
    "__weak", "__strong", "__block", "NS_ASSUME_NONNULL_BEGIN", "NS_ASSUME_NONNULL_END",
  ])
}

/// C, Objective-C and JSON: `//` and `/* */` comments, `"…"` and `'…'` strings (`@"…"` too),
/// numbers, keywords, `#` directives at a line's start, capitalised words as types.
private struct CLike {
  let keywords: Set<String>
  let preprocessor: Bool
  var slashComments = true

  func html(_ code: String) -> String {
    let scalars = Array(code.unicodeScalars)
    var out = ""
    var plain = ""
    var index = 0
    var lineStart = true
    func flush() {
      out += HTML.escape(plain)
      plain = ""
    }
    func emit(_ kind: String, _ range: Range<Int>) {
      flush()
      out += CodeHighlighter.span(kind, String(String.UnicodeScalarView(scalars[range])))
    }
    while index < scalars.count {
      let scalar = scalars[index]
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      if slashComments, scalar == "/", next == "/" {
        var end = index
        while end < scalars.count, scalars[end] != "\n" { end += 1 }
        emit("com", index..<end)
        index = end
        continue
      }
      if slashComments, scalar == "/", next == "*" {
        var end = index + 2
        while end < scalars.count, !(scalars[end] == "*" && end + 1 < scalars.count && scalars[end + 1] == "/") {
          end += 1
        }
        end = min(scalars.count, end + 2)
        emit("com", index..<end)
        index = end
        continue
      }
      if preprocessor, lineStart, scalar == "#" {
        var end = index
        while end < scalars.count, scalars[end] != "\n" { end += 1 }
        emit("attr", index..<end)
        index = end
        continue
      }
      if scalar == "\"" || scalar == "'" || (scalar == "@" && next == "\"") {
        let quote = scalar == "@" ? "\"" : scalar
        var end = index + (scalar == "@" ? 2 : 1)
        while end < scalars.count, scalars[end] != quote, scalars[end] != "\n" {
          end += scalars[end] == "\\" ? 2 : 1
        }
        end = min(scalars.count, end + 1)
        emit("str", index..<end)
        index = end
        lineStart = false
        continue
      }
      if scalar.properties.numericType != nil, scalar.isASCII {
        var end = index
        while end < scalars.count, scalars[end].isASCII,
          scalars[end].properties.isAlphabetic || scalars[end].properties.numericType != nil || scalars[end] == "."
        {
          end += 1
        }
        emit("num", index..<end)
        index = end
        lineStart = false
        continue
      }
      if scalar.properties.isAlphabetic || scalar == "_" || scalar == "@" {
        var end = index + 1
        while end < scalars.count,
          scalars[end].properties.isAlphabetic || scalars[end] == "_"
            || scalars[end].properties.numericType != nil
        {
          end += 1
        }
        let word = String(String.UnicodeScalarView(scalars[index..<end]))
        if keywords.contains(word) {
          emit("kw", index..<end)
        } else if let first = word.unicodeScalars.first, first.properties.isUppercase, keywords.contains("class") {
          emit("type", index..<end)
        } else {
          plain += word
        }
        index = end
        lineStart = false
        continue
      }
      plain.unicodeScalars.append(scalar)
      if scalar == "\n" {
        lineStart = true
      } else if scalar != " " && scalar != "\t" {
        lineStart = false
      }
      index += 1
    }
    flush()
    return out
  }
}

/// Shell: `#` comments, quoted strings, `$VAR` and `${…}`, a prompt's `$ ` kept plain, and the
/// shell's own words.
private struct Shell {
  static let keywords: Set<String> = [
    "if", "then", "else", "elif", "fi", "for", "while", "until", "do", "done", "case", "esac", "in", "function",
    "return", "export", "local", "readonly", "set", "unset", "cd", "echo", "exit", "source", "sudo",
  ]

  func html(_ code: String) -> String {
    let scalars = Array(code.unicodeScalars)
    var out = ""
    var plain = ""
    var index = 0
    func flush() {
      out += HTML.escape(plain)
      plain = ""
    }
    func emit(_ kind: String, _ range: Range<Int>) {
      flush()
      out += CodeHighlighter.span(kind, String(String.UnicodeScalarView(scalars[range])))
    }
    var wordStart = true
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "#", wordStart {
        var end = index
        while end < scalars.count, scalars[end] != "\n" { end += 1 }
        emit("com", index..<end)
        index = end
        continue
      }
      if scalar == "\"" || scalar == "'" {
        var end = index + 1
        while end < scalars.count, scalars[end] != scalar {
          end += scalar == "\"" && scalars[end] == "\\" ? 2 : 1
        }
        end = min(scalars.count, end + 1)
        emit("str", index..<end)
        index = end
        wordStart = false
        continue
      }
      if scalar == "$", index + 1 < scalars.count,
        scalars[index + 1] == "{" || scalars[index + 1].properties.isAlphabetic || scalars[index + 1] == "_"
      {
        var end = index + 1
        if scalars[end] == "{" {
          while end < scalars.count, scalars[end] != "}", scalars[end] != "\n" { end += 1 }
          end = min(scalars.count, end + 1)
        } else {
          while end < scalars.count,
            scalars[end].properties.isAlphabetic || scalars[end] == "_"
              || scalars[end].properties.numericType != nil
          {
            end += 1
          }
        }
        emit("type", index..<end)
        index = end
        wordStart = false
        continue
      }
      if wordStart, scalar.properties.isAlphabetic {
        var end = index
        while end < scalars.count, scalars[end].properties.isAlphabetic || scalars[end] == "-" { end += 1 }
        let word = String(String.UnicodeScalarView(scalars[index..<end]))
        if Self.keywords.contains(word) {
          emit("kw", index..<end)
        } else {
          plain += word
        }
        index = end
        wordStart = false
        continue
      }
      if wordStart, scalar == "-" {
        var end = index
        while end < scalars.count, !Flanking.isWhitespace(scalars[end]), scalars[end] != "=" { end += 1 }
        emit("attr", index..<end)
        index = end
        wordStart = false
        continue
      }
      plain.unicodeScalars.append(scalar)
      wordStart = Flanking.isWhitespace(scalar) || ";|&(".unicodeScalars.contains(scalar)
      index += 1
    }
    flush()
    return out
  }
}

/// YAML: `#` comments, keys before `:`, quoted strings, numbers and the plain scalars that are
/// booleans or null, document markers.
private struct YAML {
  static let constants: Set<String> = ["true", "false", "null", "yes", "no", "on", "off", "~"]

  func html(_ code: String) -> String {
    var out = ""
    for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if index > 0 { out += "\n" }
      out += self.line(String(line))
    }
    return out
  }

  private func line(_ line: String) -> String {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    if trimmed.hasPrefix("#") || line == "---" || line == "..." {
      return CodeHighlighter.span(trimmed.hasPrefix("#") ? "com" : "attr", line)
    }
    var content = Substring(line)
    var comment = ""
    if let hash = commentStart(in: content) {
      comment = CodeHighlighter.span("com", content[hash...])
      content = content[..<hash]
    }
    let indent = content.prefix { $0 == " " || $0 == "\t" || $0 == "-" }
    var rest = content.dropFirst(indent.count)
    var out = HTML.escape(String(indent))
    if let colon = keyColon(in: rest) {
      out += CodeHighlighter.span("attr", rest[..<colon]) + ":"
      rest = rest[rest.index(after: colon)...]
    }
    out += value(rest) + comment
    return out
  }

  /// Where a ` #` comment starts outside quotes.
  private func commentStart(in text: Substring) -> Substring.Index? {
    var quote: Character?
    var previous: Character = " "
    for index in text.indices {
      let character = text[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == "#", previous == " " || previous == "\t" {
        return index
      }
      previous = character
    }
    return nil
  }

  /// The `:` that ends a mapping key (followed by a space or the line's end), outside quotes.
  private func keyColon(in text: Substring) -> Substring.Index? {
    guard let first = text.first, first != "\"", first != "'", first != "[", first != "{" else { return nil }
    for index in text.indices where text[index] == ":" {
      let after = text.index(after: index)
      if after == text.endIndex || text[after] == " " || text[after] == "\t" { return index }
    }
    return nil
  }

  private func value(_ text: Substring) -> String {
    let leading = text.prefix { $0 == " " || $0 == "\t" }
    let core = text.dropFirst(leading.count)
    let trailing = core.reversed().prefix { $0 == " " || $0 == "\t" }.count
    let word = core.dropLast(trailing)
    let space = HTML.escape(String(leading))
    let after = HTML.escape(String(core.suffix(trailing)))
    if word.isEmpty { return space + after }
    if word.first == "\"" || word.first == "'" { return space + CodeHighlighter.span("str", word) + after }
    if Self.constants.contains(word.lowercased()) { return space + CodeHighlighter.span("kw", word) + after }
    if Double(word) != nil { return space + CodeHighlighter.span("num", word) + after }
    if word.first == "&" || word.first == "*" || word.first == "!" {
      return space + CodeHighlighter.span("type", word) + after
    }
    return space + HTML.escape(String(word)) + after
  }
}
