import DocEngine

/// Swift concurrency on the main actor's virtual clock (`Interpreter+Tasks.swift`): `Task` and
/// its handle, `Task.sleep`, cancellation, `MainActor.run`. Not UIKit, but what UIKit code
/// written today calls; its members are listed with UIKit's so one table says what runs. A
/// member of the type itself (`Task.sleep`) is called on `Task`; one of a handle on the handle.
extension UIKitBindings {
  static let concurrencyTypes: [UIKitType] = [
    UIKitType(name: "Task", superclass: nil, model: .element(.task)),
    UIKitType(name: "MainActor", superclass: nil, model: .value),
  ]

  static let concurrencyMembers: [UIKitBinding] = [
    .initializer("Task", "init(operation:), init(priority:operation:)") { call in
      try call.interpreter.makeTask(call.args, at: call.position)
    },
    .method("Task", "cancel()") { call in
      guard call.labels.isEmpty else { return nil }
      try call.interpreter.cancel(try call.task(), at: call.position)
      return .void
    },
    .property("Task", "isCancelled") { read in
      if case .type = read.receiver { return .bool(read.interpreter.currentTaskIsCancelled) }
      return .bool(read.interpreter.tasks[read.element]?.isCancelled ?? false)
    },
    .property("Task", "value") { read in
      guard case .element(let id) = read.receiver, let task = read.interpreter.tasks[id] else {
        throw RuntimeIssue(
          id: DiagnosticID.unknownMember, message: "instance member 'value' cannot be used on type 'Task'",
          position: read.position)
      }
      return try read.interpreter.value(of: task, at: read.position)
    },
    .method("Task", "sleep(nanoseconds:)") { call in
      guard call.labels == ["nanoseconds"] || call.labels == [nil] else { return nil }
      try call.requireTypeReceiver()
      guard case .int(let nanoseconds) = call.args.values[0], nanoseconds >= 0 else {
        throw RuntimeIssue.type(
          "cannot convert value of type '\(Arithmetic.typeName(call.args.values[0]))' to expected argument type 'UInt64'",
          at: call.args.positions[0])
      }
      // `Task.sleep(_:)`, the first, unlabelled one, does not throw.
      try call.interpreter.sleep(
        seconds: Double(nanoseconds) / 1_000_000_000, throwing: call.labels == ["nanoseconds"], at: call.position)
      return .void
    },
    .method("Task", "sleep(for:)") { call in
      guard call.labels == ["for"] else { return nil }
      try call.requireTypeReceiver()
      guard let seconds = Arithmetic.durationSeconds(call.args.values[0]) else {
        throw RuntimeIssue.type(
          "'for:' needs a Duration such as '.seconds(1)' or '.milliseconds(300)'", at: call.args.positions[0])
      }
      try call.interpreter.sleep(seconds: seconds, throwing: true, at: call.position)
      return .void
    },
    .method("Task", "yield()") { call in
      guard call.labels.isEmpty else { return nil }
      try call.requireTypeReceiver()
      try call.interpreter.yieldTask(at: call.position)
      return .void
    },
    .method("Task", "checkCancellation()") { call in
      guard call.labels.isEmpty else { return nil }
      try call.requireTypeReceiver()
      try call.interpreter.checkCancellation(at: call.position)
      return .void
    },
    .method("MainActor", "run(resultType:body:)") { call in
      try call.interpreter.runOnMainActor(call.args, at: call.position)
    },
  ]
}

extension UIKitCall {
  /// The task handle the call is made on.
  func task() throws -> ScenarioTask {
    guard case .element(let id) = receiver, let task = interpreter.tasks[id] else {
      throw RuntimeIssue(
        id: DiagnosticID.unknownMember, message: "instance member '\(name)' cannot be used on type 'Task'",
        position: memberPosition)
    }
    return task
  }

  /// A member of `Task` itself, not of a handle.
  func requireTypeReceiver() throws {
    guard case .type = receiver else {
      throw RuntimeIssue(
        id: DiagnosticID.unknownMember, message: "static member '\(name)' cannot be used on instance of type 'Task'",
        position: memberPosition)
    }
  }
}

extension Value {
  /// The name of a type value (`Task` for `.type("Task")`).
  var typeNameValue: String? {
    if case .type(let name) = self { return name }
    return nil
  }
}
