/// A problem found before running: a parse error or a construct outside the subset.
struct StaticIssue: Error, Sendable {
  var id: DiagnosticID
  var message: String
  var position: SourcePosition
  var notes: [(message: String, position: SourcePosition?)] = []
  /// Parse warnings are reported without stopping the block; everything else is an error.
  var severity: Diagnostic.Severity = .error
}
