/// The scenario language's own syntax tree.
///
/// Lowering turns swift-syntax's tree into these few cases (see `Lowering`), so the interpreter
/// never touches swift-syntax and the subset is visible in one place: anything that is not a
/// case here was rejected during lowering with a `scenario.unsupported` diagnostic.

/// A lowered scenario: its class declarations (hoisted, as Swift's top-level code sees them
/// everywhere in the file) and its top-level statements in order.
public struct ScenarioProgram: Sendable {
  public var classes: [ClassDecl]
  public var statements: [Statement]
}

/// A statement and the position it starts at.
public struct Statement: Sendable {
  public indirect enum Kind: Sendable {
    /// `let x = e`, `var x: T? = e`, `weak var x: T?` (the last only in class bodies).
    case binding(Binding)
    /// `target = value`; the target is an identifier, a member access, or `_`.
    case assignment(target: Expr, value: Expr)
    /// An expression evaluated for its effect (calls, mostly).
    case expression(Expr)
    /// `do { … }`: bindings made inside are released at its end.
    case scope([Statement])
    /// `if cond, let x = e { … } else { … }`; `else if` is an `if` inside the else branch.
    case conditional(conditions: [Condition], then: [Statement], otherwise: [Statement]?)
    /// `return`, `return e`.
    case returnStatement(Expr?)
  }

  public var kind: Kind
  public var position: SourcePosition
}

/// One clause of an `if`: a Bool expression, or an optional binding (`let x = e`, `let x`).
public enum Condition: Sendable {
  case expression(Expr)
  /// `if let name = value`: true when the value is not nil, which is then bound to `name`.
  case binding(name: String, value: Expr, isMutable: Bool, position: SourcePosition)
}

/// A `let`/`var` declaration.
public struct Binding: Sendable {
  public var name: String
  public var isMutable: Bool
  public var isWeak: Bool
  /// The declared type's name without `?`/`!`, e.g. `DetailViewController`.
  public var typeName: String?
  public var isOptionalType: Bool
  public var initializer: Expr?
  public var position: SourcePosition
}

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
    case binary(BinaryOperator, Expr, Expr)
    case cast(Expr, CastKind, typeName: String)
    case closure(Closure)
  }

  public var kind: Kind
  public var position: SourcePosition
}

/// One argument of a call: `animated: true` has the label `animated`.
public struct Argument: Sendable {
  public var label: String?
  public var value: Expr
  /// The argument's source text, trimmed: `assert` quotes its condition in its message.
  public var text: String
}

/// A piece of a string literal: literal text or an interpolated expression.
public enum StringPart: Sendable {
  case text(String)
  case interpolation(Expr)
}

/// The binary operators of the subset.
public enum BinaryOperator: String, Sendable {
  case identical = "==="
  case notIdentical = "!=="
  case equal = "=="
  case notEqual = "!="
  case and = "&&"
  case or = "||"
}

/// `as?`, `as!` and `is`.
public enum CastKind: String, Sendable {
  case conditional = "as?"
  case forced = "as!"
  case check = "is"
}

/// A closure literal: its parameter names (`_` for unnamed) and body.
public struct Closure: Sendable {
  public var parameters: [String]
  public var body: [Statement]
  public var position: SourcePosition
}

/// A class the scenario declares.
public struct ClassDecl: Sendable {
  public var name: String
  /// The inherited names as written: a superclass first (when there is one), then protocol
  /// conformances, plus the conformances its extensions add. Which one is the superclass is
  /// decided by the interpreter, which knows the class names.
  public var inherited: [String]
  public var properties: [Binding]
  public var methods: [MethodDecl]
  public var position: SourcePosition
}

/// A method of a user class.
public struct MethodDecl: Sendable {
  /// The base name: `viewDidAppear`, `presentationControllerShouldDismiss`.
  public var name: String
  /// Argument labels as callers write them (`nil` for `_`).
  public var labels: [String?]
  /// Parameter names as the body uses them.
  public var parameterNames: [String]
  public var isOverride: Bool
  public var hasReturnType: Bool
  /// A read-only computed property (`override var shouldRemovePresentersView: Bool { true }`):
  /// called like a method with no arguments when read.
  public var isProperty: Bool = false
  public var body: [Statement]
  public var position: SourcePosition

  /// `viewDidAppear(_:)`, `prepare(for:sender:)`: the Swift selector-like name.
  public var signature: String {
    isProperty ? name : "\(name)(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }
}
