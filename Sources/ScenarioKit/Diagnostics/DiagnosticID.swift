/// The stable identifiers of scenario diagnostics. docs/scenario-language.md lists them with
/// their meaning; tools and tests match on these, never on message text.
public enum DiagnosticID {
  /// Swift syntax error (the scenario does not parse).
  public static let parse = "scenario.parse"
  /// Valid Swift outside the scenario subset.
  public static let unsupported = "scenario.unsupported"
  /// A `let`/`var` without an initial value and without an optional type.
  public static let uninitialized = "scenario.uninitialized"
  /// Two methods with the same signature, or two classes with the same name.
  public static let redeclaration = "scenario.redeclaration"
  /// A name no binding, class or built-in declares.
  public static let unknownName = "scenario.unknown-name"
  /// A property or method the value does not have.
  public static let unknownMember = "scenario.unknown-member"
  /// Arguments that do not match what the call takes.
  public static let arguments = "scenario.arguments"
  /// A value of the wrong kind for an operation (`!` on a controller, `===` on numbers, …).
  public static let type = "scenario.type"
  /// Assignment to a `let` or to a read-only property.
  public static let immutable = "scenario.immutable"
  /// `!` or `as!` on nil, `as!` on the wrong class.
  public static let unwrap = "scenario.unwrap"
  /// An array subscript out of range.
  public static let index = "scenario.index"
  /// A failed `assert`.
  public static let assertion = "scenario.assert"
  /// `fatalError(…)`, a failed `precondition(…)`, `preconditionFailure(…)`,
  /// `assertionFailure(…)`: the program stops, as Swift's would.
  public static let fatalError = "scenario.fatal-error"
  /// An exception UIKit would raise (the engine's error).
  public static let uikit = "scenario.uikit-exception"
  /// The scenario did not reach quiescence within the engine's step limit.
  public static let runaway = "scenario.runaway"
  /// A class declaration the interpreter cannot give meaning to (unknown superclass, …).
  public static let classDeclaration = "scenario.class"
  /// A scenario beyond the limits that keep parsing and running safe: too long, nested too
  /// deep, too much work (``SourceGuard``, the interpreter's work budget).
  public static let limit = "scenario.limit"
  /// An invisible or bidirectional control character where it may not stand.
  public static let invisibleCharacter = "scenario.invisible-character"
  /// `continue` on a page whose previous block failed or that has no previous block.
  public static let continuation = "scenario.continue"
}
