/// Checks a scenario's text before SwiftParser sees it, for what would crash or stall the
/// parser or the interpreter rather than merely fail to parse.
///
/// - **Size and nesting.** swift-syntax and our lowering recurse once per level of nesting and
///   per link of a postfix chain (`a!!!…`), and swift-syntax's lookahead doubles its time with
///   each level of `[` nesting (22 levels took over two minutes). Real tutorial code nests a
///   few levels, so the limits below are generous for it and safe for the parser.
/// - **Invisible characters.** A byte-order mark or zero-width space inside code trips a
///   precondition in swift-syntax's Fix-Its, and bidirectional controls can make code read
///   differently from how it runs ("Trojan Source"). Outside strings and comments every
///   invisible format character is refused; bidirectional controls are refused everywhere.
///
/// The scan is a small lexer that knows comments (nested `/* */`), string literals (`"`,
/// `"""`, raw `#"…"#`) and interpolation (`\(…)`, which is code again).
struct SourceGuard {
  static let maxBytes = 100_000
  static let maxNesting = 64
  static let maxSquareNesting = 16
  static let maxPostfixRun = 32

  private enum Context {
    case code(closesInterpolation: Bool)
    case string(hashes: Int, multiline: Bool)
    case blockComment(depth: Int)
  }

  /// The first problem found, if any: the parser is not run on such a scenario.
  static func check(_ source: String) -> StaticIssue? {
    if source.utf8.count > maxBytes {
      return StaticIssue(
        id: DiagnosticID.limit,
        message: "this scenario is \(source.utf8.count) bytes long; scenarios are limited to \(maxBytes) bytes",
        position: SourcePosition(line: 1, column: 1))
    }
    let scalars = Array(source.unicodeScalars)
    var contexts: [Context] = [.code(closesInterpolation: false)]
    // Open brackets in code, innermost last: the character, and for `(` whether it opened an
    // interpolation (its `)` returns to the string).
    var brackets: [(Unicode.Scalar, interpolation: Bool)] = []
    var squareDepth = 0
    var line = 1
    var column = 1
    var postfixRun = 0
    var index = 0

    func position() -> SourcePosition { SourcePosition(line: line, column: column) }
    func issue(_ id: String, _ message: String) -> StaticIssue {
      StaticIssue(id: id, message: message, position: position())
    }
    func next(_ offset: Int = 1) -> Unicode.Scalar? {
      index + offset < scalars.count ? scalars[index + offset] : nil
    }
    func starts(with text: String) -> Bool {
      var offset = 0
      for scalar in text.unicodeScalars {
        guard index + offset < scalars.count, scalars[index + offset] == scalar else { return false }
        offset += 1
      }
      return true
    }

    while index < scalars.count {
      let scalar = scalars[index]
      var advance = 1
      if let problem = invisibleProblem(scalar, inCode: { if case .code = contexts.last { true } else { false } }()) {
        return issue(DiagnosticID.invisibleCharacter, problem)
      }
      switch contexts.last {
      case .code, .none:
        if scalar == "!" || scalar == "?" {
          postfixRun += 1
          if postfixRun > maxPostfixRun {
            return issue(DiagnosticID.limit, "more than \(maxPostfixRun) '!' or '?' in a row; scenarios are limited to \(maxPostfixRun)")
          }
        } else {
          postfixRun = 0
        }
        // (Each `starts(with:)` is asked only where its first character stands: this runs on
        // every character of every scenario.)
        if scalar == "/", starts(with: "//") {
          while index < scalars.count, scalars[index] != "\n" { index += 1 }
          continue
        } else if scalar == "/", starts(with: "/*") {
          contexts.append(.blockComment(depth: 1))
          advance = 2
        } else if scalar == "#" || scalar == "\"" {
          var hashes = 0
          while next(hashes) == "#" { hashes += 1 }
          if next(hashes) == "\"" {
            index += hashes
            column += hashes
            let multiline = starts(with: "\"\"\"")
            contexts.append(.string(hashes: hashes, multiline: multiline))
            advance = multiline ? 3 : 1
          }
        } else if scalar == "(" || scalar == "[" || scalar == "{" {
          brackets.append((scalar, false))
          if scalar == "[" { squareDepth += 1 }
          if brackets.count > maxNesting {
            return issue(DiagnosticID.limit, "brackets nested more than \(maxNesting) deep; scenarios are limited to \(maxNesting)")
          }
          if squareDepth > maxSquareNesting {
            return issue(DiagnosticID.limit, "'[' nested more than \(maxSquareNesting) deep; scenarios are limited to \(maxSquareNesting)")
          }
        } else if scalar == ")" || scalar == "]" || scalar == "}" {
          if let open = brackets.popLast() {
            if open.0 == "[" { squareDepth -= 1 }
            if open.interpolation {
              contexts.removeLast()
            }
          }
        }
      case .blockComment(let depth):
        if scalar == "/", starts(with: "/*") {
          contexts[contexts.count - 1] = .blockComment(depth: depth + 1)
          advance = 2
        } else if scalar == "*", starts(with: "*/") {
          if depth == 1 { contexts.removeLast() } else { contexts[contexts.count - 1] = .blockComment(depth: depth - 1) }
          advance = 2
        }
      case .string(let hashes, let multiline):
        // An escape is `\` followed by as many `#` as the string's delimiter has.
        if scalar == "\\", (0..<hashes).allSatisfy({ next($0 + 1) == "#" }) {
          let after = next(hashes + 1)
          if after == "(" {
            contexts.append(.code(closesInterpolation: true))
            brackets.append(("(", true))
            if brackets.count > maxNesting {
              return issue(DiagnosticID.limit, "brackets nested more than \(maxNesting) deep; scenarios are limited to \(maxNesting)")
            }
          }
          advance = hashes + 2
        } else if scalar == "\"", case let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes),
          starts(with: closing)
        {
          contexts.removeLast()
          advance = closing.unicodeScalars.count
        } else if scalar == "\n", !multiline {
          contexts.removeLast()  // An unterminated string: the parser reports it.
        }
      }
      for _ in 0..<advance where index < scalars.count {
        if scalars[index] == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
        index += 1
      }
    }
    return nil
  }

  /// Why a character may not stand where it is, or nil.
  static func invisibleProblem(_ scalar: Unicode.Scalar, inCode: Bool) -> String? {
    let value = scalar.value
    // Asked of every character of every scenario: plain ones return before any text is made.
    if value >= 0x20 && value < 0x7F || value > 0xFEFF { return nil }
    var name: String {
      "U+" + String(repeating: "0", count: max(0, 4 - String(value, radix: 16).count)) + String(value, radix: 16, uppercase: true)
    }
    switch value {
    case 0x202A...0x202E, 0x2066...0x2069:
      return "the bidirectional control character \(name) can make code read differently from how it runs; remove it"
    case 0x00:
      return "a NUL character (U+0000) in the code; remove it"
    case 0x200B...0x200F, 0x2028, 0x2029, 0x2060...0x2064, 0xFEFF:
      return inCode ? "the invisible character \(name) in the code; remove it (it is often pasted in with the code)" : nil
    case 0x01...0x08, 0x0B, 0x0C, 0x0E...0x1F, 0x7F:
      return inCode ? "the control character \(name) in the code; remove it" : nil
    default:
      return nil
    }
  }
}
