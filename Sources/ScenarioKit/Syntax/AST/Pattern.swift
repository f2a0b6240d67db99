/// A pattern of a `case`, an `if case`, a `for (k, v) in` loop or a `let (x, y) =` binding.
///
/// Matching a value against a pattern either fails or binds the names the pattern declares;
/// the interpreter does both (`Interpreter+Patterns.swift`).
public indirect enum Pattern: Sendable {
  /// `_`: matches anything, binds nothing.
  case wildcard
  /// `let name`, `var name`, or a bare name inside `case let (a, b)`.
  case binding(name: String, isMutable: Bool, position: SourcePosition)
  /// A value compared with `==`: `1`, `"a"`, `limit`, `.fullScreen`.
  case value(Expr)
  /// `.loaded(let items)`, `Tab.home`, `.pair(_, let b)`: an enum case by name (the type when
  /// written), and the patterns of its associated values when written (`nil` for `.loaded`,
  /// which matches whatever the values are).
  case enumCase(
    typeName: String?, name: String, payload: [(label: String?, pattern: Pattern)]?, position: SourcePosition)
  /// `(let a, _)`, `(0, let y)`.
  case tuple([Pattern])
  /// `let x?`: a non-nil optional, its value matched by the inner pattern.
  case some(Pattern)
  /// `is CancellationError`: a value of that type (a `catch` clause's pattern).
  case isType(String)
  /// `let error as LoadError`: a value of that type, matched (cast) by the inner pattern.
  case cast(Pattern, String)

  /// The values the pattern compares with (`.value` patterns, nested ones too).
  public var expressions: [Expr] {
    switch self {
    case .wildcard, .binding: return []
    case .value(let expr): return [expr]
    case .enumCase(_, _, let payload, _): return (payload ?? []).flatMap(\.pattern.expressions)
    case .tuple(let elements): return elements.flatMap(\.expressions)
    case .some(let inner), .cast(let inner, _): return inner.expressions
    case .isType: return []
    }
  }

  /// The names the pattern binds, in order.
  public var boundNames: [String] {
    switch self {
    case .wildcard, .value: return []
    case .binding(let name, _, _): return [name]
    case .enumCase(_, _, let payload, _): return (payload ?? []).flatMap(\.pattern.boundNames)
    case .tuple(let elements): return elements.flatMap(\.boundNames)
    case .some(let inner), .cast(let inner, _): return inner.boundNames
    case .isType: return []
    }
  }
}

/// One item of a `case` label: a pattern and its `where` clause.
public struct CaseItem: Sendable {
  public var pattern: Pattern
  public var guardExpr: Expr?
}
