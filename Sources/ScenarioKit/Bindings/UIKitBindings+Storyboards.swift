import DocEngine

/// Storyboards by name and Storyboard ID (`Engine+Storyboards.swift`). Which scenes a
/// storyboard has is declared with the built-in `storyboard` (`storyboard.scene("Detail",
/// DetailViewController.self)`, `storyboard.initial(…)`; `Interpreter+Storyboards.swift`).
extension UIKitBindings {
  static let storyboardTypes: [UIKitType] = [
    UIKitType(name: "UIStoryboard", superclass: "NSObject", model: .role),
    UIKitType(name: "Bundle", superclass: nil, model: .value),
  ]

  static let storyboardMembers: [UIKitBinding] = [
    .initializer("UIStoryboard", "init(name:bundle:)") { call in
      guard call.labels == ["name", "bundle"], case .string(let name) = call.args.values[0] else {
        throw RuntimeIssue.arguments("use 'UIStoryboard(name: \"Main\", bundle: nil)'", at: call.position)
      }
      let bundle = call.args.values[1]
      guard bundle.isNil || bundle.bareCase == "main" else {
        throw RuntimeIssue.type(
          "'bundle:' takes nil or 'Bundle.main' (scenarios have one bundle)", at: call.args.positions[1])
      }
      return .object(try call.withEngine { try $0.makeStoryboard(named: name) })
    },
    .uikitMethod("UIStoryboard", "instantiateViewController(withIdentifier:)") { call in
      try call.interpreter.instantiateScene(call.args, from: call.object, at: call.position)
    },
    .uikitMethod("UIStoryboard", "instantiateInitialViewController()") { call in
      try call.interpreter.instantiateInitialScene(from: call.object, at: call.position)
    },
    .property("UIViewController", "storyboard") { read in
      try read.interpreter.withEngine(at: read.position) { try read.engine.storyboard(of: read.object) }
        .map(Value.object) ?? .null
    },
  ]
}
