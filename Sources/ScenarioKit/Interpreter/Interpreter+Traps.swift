// MARK: - fatalError, precondition, preconditionFailure, assertionFailure

extension Interpreter {
  /// The standard library's functions that stop the program.
  static let trapFunctions: Set<String> = ["fatalError", "precondition", "preconditionFailure", "assertionFailure"]

  /// Stops the scenario with the message Swift prints (`Fatal error: …`, `Precondition failed:
  /// …`), at the call; the message is evaluated only then, as Swift's autoclosure is.
  func runTrap(
    _ name: String, _ arguments: [Argument], trailing: Closure?, in scope: Scope, at position: SourcePosition
  )
    throws -> Value
  {
    let takesCondition = name == "precondition"
    let allowed = takesCondition ? 1...2 : 0...1
    guard allowed.contains(arguments.count), arguments.allSatisfy({ $0.label == nil }), trailing == nil else {
      let form = takesCondition ? "precondition(condition, \"message\")" : "\(name)(\"message\")"
      throw RuntimeIssue.arguments("use '\(form)'", at: position)
    }
    var messageArguments = arguments[...]
    if takesCondition {
      guard try !evaluateCondition(arguments[0].value, in: scope) else { return .void }
      messageArguments = arguments.dropFirst()
    }
    var message = ""
    if let argument = messageArguments.first {
      let value = try evaluate(argument.value, in: scope)
      guard case .string(let text) = value else {
        throw RuntimeIssue.type(
          "\(name)'s message must be a String, not \(value.kindDescription)", at: argument.value.position)
      }
      message = text
    }
    let prefix = takesCondition ? "Precondition failed" : "Fatal error"
    throw RuntimeIssue(
      id: DiagnosticID.fatalError, message: message.isEmpty ? prefix : "\(prefix): \(message)", position: position)
  }
}
