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
    case subscriptAccess(base: Expr, index: Expr)
    case stringLiteral([StringPart])
    case integerLiteral(Int)
    case floatLiteral(Double)
    case booleanLiteral(Bool)
    case nilLiteral
    case arrayLiteral([Expr])
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
  }

  public var kind: Kind
  public var position: SourcePosition
}
