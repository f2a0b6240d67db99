/// An expression and the position it starts at.
public struct Expr: Sendable {
  public indirect enum Kind: Sendable {
    case identifier(String)
    case selfReference
    case superReference
    /// `base.name`; `base?.name` has an `.optionalChain` base.
    case member(base: Expr, name: String)
    /// `.fullScreen`, `.presentModally(.formSheet)` (the call wraps it).
    case implicitMember(String)
    /// `base?` inside a chain: nil stops the whole chain (see `.chainBoundary`).
    case optionalChain(Expr)
    /// The end of an optional chain: evaluates to nil when a link inside was nil.
    case chainBoundary(Expr)
    case forceUnwrap(Expr)
    case call(callee: Expr, arguments: [Argument], trailingClosure: Closure?)
    /// `list[0]`, `d["a"]`; `d["a", default: 0]` has the index `("a", default: 0)`.
    case subscriptAccess(base: Expr, index: Expr)
    case stringLiteral([StringPart])
    case integerLiteral(Int)
    case floatLiteral(Double)
    case booleanLiteral(Bool)
    case nilLiteral
    case arrayLiteral([Expr])
    /// `["a": 1]`, `[:]`: key–value pairs in order.
    case dictionaryLiteral([(key: Expr, value: Expr)])
    /// `(1, "a")`, `(x: 1, y: 2)`.
    case tupleLiteral([(label: String?, value: Expr)])
    /// `[Int]`, `[String: Int]`, `Set<String>` called as an initializer: `[Int]()`,
    /// `[Int](repeating: 0, count: 3)`, `Set<String>()`.
    case collectionType(String)
    /// `Name.self`
    case typeReference(String)
    case not(Expr)
    /// Unary minus (`-x`, `-1.5`).
    case negate(Expr)
    case binary(BinaryOperator, Expr, Expr)
    /// `condition ? then : otherwise`: only the chosen side is evaluated.
    case ternary(Expr, Expr, Expr)
    case cast(Expr, CastKind, typeName: String)
    case closure(Closure)
    /// `#selector(save(_:))`, `#selector(self.save)`, `#selector(EditorViewController.save(_:))`:
    /// the method's class when written, its base name, and its labels when written.
    case selector(typeName: String?, name: String, labels: [String?]?)
    /// `try e`, `try? e`, `try! e`: calls in `e` that throw are marked (`tryExpr` covers
    /// everything to its right, as Swift's does).
    case tryExpr(Expr, TryKind)
    /// `await e`: calls in `e` that are `async` are marked.
    case awaitExpr(Expr)
  }

  /// `try`, `try?`, `try!`.
  public enum TryKind: Sendable {
    case plain
    /// `try?`: an error makes the value nil.
    case optional
    /// `try!`: an error stops the program.
    case forced
  }

  public var kind: Kind
  public var position: SourcePosition
}
