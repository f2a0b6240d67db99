// The scenario language's own syntax tree.
//
// Lowering turns swift-syntax's tree into these few cases (see `Lowering`), so the interpreter
// never touches swift-syntax and the subset is visible in this one folder: anything that is not a
// case here was rejected during lowering with a `scenario.unsupported` diagnostic.

/// A lowered scenario: its class declarations (hoisted, as Swift's top-level code sees them
/// everywhere in the file) and its top-level statements in order.
public struct ScenarioProgram: Sendable {
  public var classes: [ClassDecl]
  public var statements: [Statement]
  public var enums: [EnumDecl] = []
  /// Top-level functions (`func greet(_ name: String) -> String`), hoisted like classes.
  public var functions: [MethodDecl] = []
  /// Protocols the scenario declares, with their extensions' default implementations.
  public var protocols: [ProtocolDecl] = []
  /// Extensions of types this block does not declare (UIKit's classes, classes or protocols
  /// of an earlier block): members in a `ClassDecl` named after the extended type.
  public var extensions: [ClassDecl] = []
}
