/// Checks a scenario's text before SwiftParser sees it, for what would crash or stall the
/// parser or the interpreter rather than merely fail to parse.
///
/// - **Size and nesting.** swift-syntax and our lowering recurse once per level of nesting and
///   per link of a postfix chain (`a!!!…`, `a?.parent?.parent…`), and swift-syntax's lookahead
///   doubles its time with each level of `[` nesting (22 levels took over two minutes). Finding
///   a link's position walks down the chain below it, so lowering a chain of n links took n²
///   (12 000 `?.parent` links, 25 s). Real tutorial code nests a few levels and chains a few
///   links, so the limits below are generous for it and safe for the parser.
/// - **Line length.** SwiftParserDiagnostics walks back to the start of the line for each
///   diagnostic it makes (to indent a Fix-It), so many errors on one long line took minutes.
/// - **Invisible characters.** A byte-order mark or zero-width space inside code trips a
///   precondition in swift-syntax's Fix-Its, and bidirectional controls can make code read
///   differently from how it runs ("Trojan Source"). Outside strings and comments every
///   invisible format character is refused; bidirectional controls are refused everywhere.
///
/// The scan is a small lexer that knows comments (nested `/* */`), string literals (`"`,
/// `"""`, raw `#"…"#`) and interpolation (`\(…)`, which is code again).
struct SourceGuard {
  static let maxBytes = 50_000
  static let maxNesting = 64
  static let maxSquareNesting = 16
  static let maxPostfixRun = 32
  static let maxChainLinks = 64
  static let maxLineLength = 2_000

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
    if let long = longLine(scalars) {
      return StaticIssue(
        id: DiagnosticID.limit,
        message: "a line longer than \(maxLineLength) characters; scenarios are limited to \(maxLineLength)",
        position: long)
    }
    var contexts: [Context] = [.code(closesInterpolation: false)]
    // Open brackets in code, innermost last: the character, and for `(` whether it opened an
    // interpolation (its `)` returns to the string).
    var brackets: [(Unicode.Scalar, interpolation: Bool)] = []
    var squareDepth = 0
    var line = 1
    var column = 1
    var postfixRun = 0
    var chains = PostfixChains()
    var index = 0

    func position() -> SourcePosition { SourcePosition(line: line, column: column) }
    func issue(_ id: DiagnosticID, _ message: String) -> StaticIssue {
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
        if let links = chainLinks(at: index, scalars, &chains, advance: &advance), links > maxChainLinks {
          return issue(
            DiagnosticID.limit,
            "a chain of more than \(maxChainLinks) member accesses, calls or subscripts; scenarios are limited to \(maxChainLinks)"
          )
        }
        if scalar == "!" || scalar == "?" {
          postfixRun += 1
          if postfixRun > maxPostfixRun {
            return issue(
              DiagnosticID.limit,
              "more than \(maxPostfixRun) '!' or '?' in a row; scenarios are limited to \(maxPostfixRun)")
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
            return issue(
              DiagnosticID.limit, "brackets nested more than \(maxNesting) deep; scenarios are limited to \(maxNesting)"
            )
          }
          if squareDepth > maxSquareNesting {
            return issue(
              DiagnosticID.limit,
              "'[' nested more than \(maxSquareNesting) deep; scenarios are limited to \(maxSquareNesting)")
          }
        } else if scalar == ")" || scalar == "]" || scalar == "}" {
          if let open = brackets.popLast() {
            if open.0 == "[" { squareDepth -= 1 }
            chains.close()
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
          if depth == 1 {
            contexts.removeLast()
          } else {
            contexts[contexts.count - 1] = .blockComment(depth: depth - 1)
          }
          advance = 2
        }
      case .string(let hashes, let multiline):
        // An escape is `\` followed by as many `#` as the string's delimiter has.
        if scalar == "\\", (0..<hashes).allSatisfy({ next($0 + 1) == "#" }) {
          let after = next(hashes + 1)
          if after == "(" {
            contexts.append(.code(closesInterpolation: true))
            brackets.append(("(", true))
            chains.openBlock()
            if brackets.count > maxNesting {
              return issue(
                DiagnosticID.limit,
                "brackets nested more than \(maxNesting) deep; scenarios are limited to \(maxNesting)")
            }
          }
          advance = hashes + 2
        } else if scalar == "\"",
          case let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes),
          starts(with: closing)
        {
          contexts.removeLast()
          chains.operand()
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

  /// The start of the first line longer than ``maxLineLength`` characters, if any.
  private static func longLine(_ scalars: [Unicode.Scalar]) -> SourcePosition? {
    var line = 1
    var length = 0
    for scalar in scalars {
      if scalar == "\n" {
        line += 1
        length = 0
      } else {
        length += 1
        if length > maxLineLength { return SourcePosition(line: line, column: maxLineLength + 1) }
      }
    }
    return nil
  }

  /// Feeds the code character at `index` to `chains`; the links of the current chain when the
  /// character added one. A run of dots (`..<`, `...`) is a range operator: it is skipped
  /// whole (`advance`) and ends the chain.
  private static func chainLinks(
    at index: Int, _ scalars: [Unicode.Scalar], _ chains: inout PostfixChains, advance: inout Int
  ) -> Int? {
    let scalar = scalars[index]
    let next = index + 1 < scalars.count ? scalars[index + 1] : nil
    switch scalar {
    case ".":
      if next == "." {
        while index + advance < scalars.count, scalars[index + advance] == "." { advance += 1 }
        chains.separator()
        return nil
      }
      return chains.link()
    case "(", "[":
      return chains.open()
    case "{":
      chains.openBlock()
      return nil
    case ")", "]", "}", "\"":
      return nil  // Closing brackets are handled with the bracket stack; a string ends later.
    case "#" where next == "\"" || next == "#":
      return nil  // A raw string.
    case "/" where next == "/" || next == "*":
      return nil  // A comment: neither part of a chain nor the end of one.
    case "!", "?":
      return nil  // Postfix operators: counted as a run of their own.
    case " ", "\t", "\r":
      chains.space()
      return nil
    case "\n":
      if continuesChain(after: index, scalars) { chains.space() } else { chains.separator() }
      return nil
    default:
      if scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        || scalar.value > 0x7F
      {
        chains.operand()
      } else {
        chains.separator()
      }
      return nil
    }
  }

  /// Whether the next line (past blank lines and comments) starts with `.`: Swift continues
  /// a chain there (`nav\n  .pushViewController(…)`).
  private static func continuesChain(after newline: Int, _ scalars: [Unicode.Scalar]) -> Bool {
    var index = newline + 1
    while index < scalars.count {
      let scalar = scalars[index]
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      if scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n" {
        index += 1
      } else if scalar == "/", next == "/" {
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
      } else if scalar == "/", next == "*" {
        var depth = 0
        repeat {
          if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
            depth += 1
            index += 2
          } else if scalars[index] == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
            depth -= 1
            index += 2
          } else {
            index += 1
          }
        } while depth > 0 && index < scalars.count
      } else {
        return scalar == "." && next != "."
      }
    }
    return false
  }

  /// Why a character may not stand where it is, or nil.
  static func invisibleProblem(_ scalar: Unicode.Scalar, inCode: Bool) -> String? {
    let value = scalar.value
    // Asked of every character of every scenario: plain ones return before any text is made.
    if value >= 0x20 && value < 0x7F || value > 0xFEFF { return nil }
    var name: String {
      "U+" + String(repeating: "0", count: max(0, 4 - String(value, radix: 16).count))
        + String(value, radix: 16, uppercase: true)
    }
    switch value {
    case 0x202A...0x202E, 0x2066...0x2069:
      return "the bidirectional control character \(name) can make code read differently from how it runs; remove it"
    case 0x00:
      return "a NUL character (U+0000) in the code; remove it"
    case 0x200B...0x200F, 0x2028, 0x2029, 0x2060...0x2064, 0xFEFF:
      return inCode
        ? "the invisible character \(name) in the code; remove it (it is often pasted in with the code)" : nil
    case 0x01...0x08, 0x0B, 0x0C, 0x0E...0x1F, 0x7F:
      return inCode ? "the control character \(name) in the code; remove it" : nil
    default:
      return nil
    }
  }
}

/// The links of the postfix chain being written at each bracket depth: `a.b(c)[0]?.d` is four
/// (a member access, a call, a subscript, a member access), and the arguments inside a call
/// are a chain of their own. Fed one code character at a time by ``SourceGuard``.
struct PostfixChains {
  /// Links so far at each open bracket depth, outermost first.
  private var links = [0]
  /// Whether the last thing written at this depth was a value a suffix can follow (a name, a
  /// literal, a closing bracket): only then does `(` or `[` call or subscript it.
  private var afterOperand = false
  /// Whether whitespace came since the last code character.
  private var spaced = false

  /// A character of a name or a number, or the end of a string literal. A name after
  /// whitespace starts a new chain (`} else if a.b {`, `return f(x)`): no chain goes on
  /// with a name.
  mutating func operand() {
    if spaced { links[links.count - 1] = 0 }
    afterOperand = true
    spaced = false
  }

  /// Whitespace, or a line break before a line that goes on with `.`.
  mutating func space() { spaced = true }

  /// `.name`: one more link (an implicit member `.name` starts a chain).
  mutating func link() -> Int {
    spaced = false
    links[links.count - 1] += 1
    afterOperand = false
    return links[links.count - 1]
  }

  /// `(` or `[`: a link when it follows a value (a call, a subscript), and the start of a new
  /// depth either way. The link count, or nil.
  mutating func open() -> Int? {
    spaced = false
    var count: Int?
    if afterOperand {
      links[links.count - 1] += 1
      count = links[links.count - 1]
    } else {
      links[links.count - 1] = 0
    }
    links.append(0)
    afterOperand = false
    return count
  }

  /// `{` (a body or a trailing closure, which a chain can go on after: `a.map { … }.b`) or
  /// `\(` in a string: a new depth, not a link.
  mutating func openBlock() {
    spaced = false
    links.append(0)
    afterOperand = false
  }

  /// `)`, `]`, `}`: back to the chain around the brackets, which may go on (`f(x).y`).
  mutating func close() {
    spaced = false
    if links.count > 1 { links.removeLast() }
    afterOperand = true
  }

  /// Anything else in code (an operator, `,`, `:`, `=`, a line that does not go on with `.`):
  /// the chain at this depth has ended.
  mutating func separator() {
    spaced = false
    links[links.count - 1] = 0
    afterOperand = false
  }
}
