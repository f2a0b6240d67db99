/// Why a block did not run to its end, in the kinds a reader must be able to tell apart: code
/// that is not Swift, UIKit that DocEngine does not simulate yet, a Swift feature scenarios do
/// not support, and code that ran and stopped as the app would. Each diagnostic id belongs to
/// one kind, so a message never leaves the reader guessing whether to fix the code, wait for
/// the engine or rewrite around the subset (and the corpus report counts refusals by kind).
public enum ScenarioProblemKind: String, CaseIterable, Sendable {
  /// swiftc would refuse it: a syntax error, an unknown name or member, wrong arguments, a
  /// pre-Swift-4.2 UIKit name, a broken rule of Swift's classes or values.
  case notSwift = "not Swift"
  /// Valid UIKit (or Foundation) that DocEngine does not simulate yet.
  case notSimulated = "UIKit not simulated"
  /// Valid Swift outside the scenario subset (`throw`, generics, `inout`, …).
  case unsupportedSwift = "Swift feature not supported"
  /// The block ran and stopped where the app would have: a trap, a false `assert`, an
  /// exception UIKit raises, or one of the limits that keep scenarios small.
  case stopped = "stopped while running"

  /// The kind of a scenario's diagnostic; nil for ids that are not about a block's code
  /// (fence options, claims, the site's own).
  public init?(_ id: DiagnosticID) {
    switch id {
    case .parse, .uninitialized, .redeclaration, .unknownName, .unknownMember, .arguments, .type, .immutable,
      .classDeclaration, .renamed, .swiftRule, .invisibleCharacter:
      self = .notSwift
    case .notSimulated: self = .notSimulated
    case .unsupported: self = .unsupportedSwift
    case .unwrap, .index, .assertion, .fatalError, .uikit, .runaway, .limit: self = .stopped
    default: return nil
    }
  }
}
