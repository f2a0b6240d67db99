import DocEngine

// MARK: - UIKit methods

extension Interpreter {
  /// Calls UIKit method `name` on `id`, mapped to the engine operation that simulates it.
  func callUIKit(_ name: String, on id: ObjectID, _ args: CallArguments, at position: SourcePosition) throws -> Value {
    let kind = engine.kind(of: id)
    let labels = args.labels
    func require(_ expected: [String?], optional: [String] = []) throws {
      var accepted = [expected]
      for count in optional.indices {
        accepted.append(expected + optional.prefix(count + 1).map { Optional($0) })
      }
      guard accepted.contains(labels) else {
        let signature = "\(name)(" + Self.labelList(expected + optional.map { Optional($0) }) + ")"
        throw RuntimeIssue.arguments(
          "'\(name)' is called as '\(signature)', not with the labels (\(Self.labelList(labels)))", at: position)
      }
    }
    let completion = try completionArgument(args, at: position)

    switch name {
    case "present":
      try require([nil, "animated"], optional: ["completion"])
      let presented = try objectArgument(args, 0, "the presented controller", at: position)
      let animated = try boolArgument(args, label: "animated", at: position)
      try withEngine(at: position) {
        try engine.present(presented, from: id, animated: animated, completion: completion)
      }
    case "dismiss":
      try require(["animated"], optional: ["completion"])
      let animated = try boolArgument(args, label: "animated", at: position)
      try withEngine(at: position) { try engine.dismiss(from: id, animated: animated, completion: completion) }
    case "addChild":
      try require([nil])
      let child = try objectArgument(args, 0, "child", at: position)
      try withEngine(at: position) { try engine.addChild(child, to: id) }
    case "removeFromParent":
      try require([])
      try withEngine(at: position) { try engine.removeFromParent(id) }
    case "willMove", "didMove":
      try require(["toParent"])
      let parent = try optionalObjectArgument(args, 0, "toParent", at: position)
      try withEngine(at: position) {
        if name == "willMove" {
          try engine.willMove(id, toParent: parent)
        } else {
          try engine.didMove(id, toParent: parent)
        }
      }
    case "show", "showDetailViewController":
      try require([nil, "sender"])
      let shown = try objectArgument(args, 0, "the controller to show", at: position)
      try withEngine(at: position) {
        if name == "show" { try engine.show(shown, from: id) } else { try engine.showDetail(shown, from: id) }
      }
    case "beginAppearanceTransition":
      try require([nil, "animated"])
      guard case .bool(let appearing) = args.values[0] else {
        throw RuntimeIssue.type("beginAppearanceTransition needs a Bool", at: args.positions[0])
      }
      let animated = try boolArgument(args, label: "animated", at: position)
      try withEngine(at: position) {
        try engine.beginAppearanceTransition(id, isAppearing: appearing, animated: animated)
      }
    case "endAppearanceTransition":
      try require([])
      try withEngine(at: position) { try engine.endAppearanceTransition(id) }
    case "loadViewIfNeeded":
      try require([])
      try withEngine(at: position) { try engine.loadViewIfNeeded(id) }
    case "performSegue":
      try require(["withIdentifier", "sender"])
      guard case .string(let identifier) = args.values[0] else {
        throw RuntimeIssue.type("a segue identifier must be a String", at: args.positions[0])
      }
      let sender = try toEngine(args.values[1], at: args.positions[1])
      try withEngine(at: position) { try engine.performSegue(identifier: identifier, on: id, sender: sender) }
    case "pushViewController":
      try require([nil, "animated"])
      let pushed = try objectArgument(args, 0, "the pushed controller", at: position)
      let animated = try boolArgument(args, label: "animated", at: position)
      try withEngine(at: position) { try engine.push(pushed, onto: id, animated: animated) }
    case "popViewController":
      try require(["animated"])
      let animated = try boolArgument(args, label: "animated", at: position)
      let popped = try withEngine(at: position) { try engine.pop(from: id, animated: animated) }
      return popped.map(Value.object) ?? .null
    case "popToRootViewController":
      try require(["animated"])
      let animated = try boolArgument(args, label: "animated", at: position)
      let popped = try withEngine(at: position) { try engine.popToRoot(of: id, animated: animated) }
      return .array(popped.map(Value.object))
    case "popToViewController":
      try require([nil, "animated"])
      let target = try objectArgument(args, 0, "the controller to pop to", at: position)
      let animated = try boolArgument(args, label: "animated", at: position)
      let popped = try withEngine(at: position) { try engine.popTo(target, in: id, animated: animated) }
      return .array(popped.map(Value.object))
    case "setViewControllers":
      if kind == .pageViewController {
        try require([nil, "direction", "animated"], optional: ["completion"])
      } else {
        try require([nil, "animated"])
      }
      guard case .objects(let list) = try toEngine(args.values[0], at: args.positions[0]) else {
        throw RuntimeIssue.type("setViewControllers needs an array of view controllers", at: args.positions[0])
      }
      let animated = try boolArgument(args, label: "animated", at: position)
      try withEngine(at: position) { try engine.setViewControllers(list, of: id, animated: animated) }
      if kind == .pageViewController, let handler = try completionArgument(args, arguments: [.bool(true)], at: position)
      {
        try handler()
      }
    case "completeTransition":
      try require([nil])
      guard case .bool(let completed) = args.values[0] else {
        throw RuntimeIssue.type("completeTransition needs a Bool", at: args.positions[0])
      }
      try withEngine(at: position) { try engine.completeTransition(id, didComplete: completed) }
    case "viewController", "view":
      // `viewController(forKey: .from / .to)`, and `view(forKey:)`: that controller's view.
      try require(["forKey"])
      guard let key = args.values[0].bareCase, key == "from" || key == "to" else {
        throw RuntimeIssue.type("\(name)(forKey:) takes '.from' or '.to'", at: args.positions[0])
      }
      let vc = try withEngine(at: position) { try engine.transitionContextViewController(id, forKey: key) }
      return vc.map(name == "view" ? Value.view : Value.object) ?? .null
    default:
      throw RuntimeIssue.unsupported("'\(name)' is not supported in scenarios", at: position)
    }
    return .void
  }

  /// The completion handler: a `completion:` argument or the trailing closure.
  private func completionArgument(_ args: CallArguments, arguments: [Value] = [], at position: SourcePosition) throws
    -> (() throws -> Void)?
  {
    if let index = args.labels.firstIndex(of: "completion") {
      return try completionHandler(args.values[index], arguments: arguments, at: args.positions[index])
    }
    return try completionHandler(args.trailing, arguments: arguments, at: position)
  }
}
