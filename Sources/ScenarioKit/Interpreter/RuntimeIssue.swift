/// An error that stops a running scenario, at the position of the expression or statement
/// that caused it. Converted to a `Diagnostic` by the session, which knows the origin
/// of the block each position is in (a method of an earlier block can fail in a later one).
struct RuntimeIssue: Error {
  var id: DiagnosticID
  var message: String
  var position: SourcePosition
  var notes: [(message: String, position: SourcePosition?)] = []

  func diagnostic(locating locate: (SourcePosition) -> SourceLocation) -> Diagnostic {
    .error(
      id, at: locate(position), message,
      notes: notes.map { .init(message: $0.message, location: $0.position.map(locate)) })
  }
}

/// Every problem the checks before a block runs found (its classes, extensions, protocols,
/// switches), reported together as swiftc reports a file's errors.
struct DeclarationIssues: Error {
  var issues: [RuntimeIssue]
}

// MARK: - Messages

extension RuntimeIssue {
  static func unknownName(_ name: String, at position: SourcePosition, candidates: [String]) -> RuntimeIssue {
    if UnsimulatedUIKit.isUnsimulatedType(name) {
      return RuntimeIssue(
        id: DiagnosticID.notSimulated, message: UnsimulatedUIKit.refusal(of: name), position: position)
    }
    return nearMiss(.unknownName, "cannot find '\(name)' in scope", name, at: position, candidates: candidates)
  }

  static func unknownMember(
    _ name: String, of owner: String, at position: SourcePosition, candidates: [String]
  ) -> RuntimeIssue {
    nearMiss(
      .unknownMember, "value of type '\(owner)' has no member '\(name)'", name, at: position, candidates: candidates)
  }

  /// A name that is nothing, in swiftc's words: `message`, then the nearest real name among
  /// `candidates` (`; did you mean 'title'?`, within ``NearMiss``'s limits) with swiftc's fix-it
  /// for it as a note at the name (`replace 'titel' with 'title'`).
  static func nearMiss(
    _ id: DiagnosticID, _ message: String, _ name: String, at position: SourcePosition, candidates: [String]
  ) -> RuntimeIssue {
    guard let match = NearMiss.bestMatch(for: name, in: candidates) else {
      return RuntimeIssue(id: id, message: message, position: position)
    }
    return RuntimeIssue(
      id: id, message: "\(message); did you mean '\(match)'?", position: position,
      notes: [("replace '\(name)' with '\(match)'", position)])
  }

  static func type(_ message: String, at position: SourcePosition) -> RuntimeIssue {
    RuntimeIssue(id: DiagnosticID.type, message: message, position: position)
  }

  static func arguments(_ message: String, at position: SourcePosition) -> RuntimeIssue {
    RuntimeIssue(id: DiagnosticID.arguments, message: message, position: position)
  }

  /// Valid UIKit that DocEngine does not simulate yet (`RefusalScan` words the same before a
  /// block runs).
  static func notSimulated(_ api: String, reason: String, at position: SourcePosition) -> RuntimeIssue {
    RuntimeIssue(
      id: DiagnosticID.notSimulated,
      message:
        "'\(api)' is \(UnsimulatedUIKit.framework(of: api)) API that DocEngine does not simulate yet: \(reason)",
      position: position)
  }

  static func unsupported(_ message: String, at position: SourcePosition) -> RuntimeIssue {
    RuntimeIssue(id: DiagnosticID.unsupported, message: message, position: position)
  }
}
