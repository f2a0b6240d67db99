import DocEngine

// MARK: - Storyboards by name and Storyboard ID

/// The built-in `storyboard`'s declarations of scenes, and instantiating them by identifier
/// (`UIKitBindings+Storyboards.swift` binds `UIStoryboard`'s own API to the same operations).
extension Interpreter {
  /// The built-in storyboard's methods besides `segue`, `trigger`, `action` and `instantiate`.
  static let storyboardSceneMethods = [
    "scene", "initial", "instantiateViewController", "instantiateInitialViewController", "outletCollection",
  ]

  /// `storyboard.scene("Detail", DetailViewController.self[, in: "Settings"])`: the scene with
  /// that Storyboard ID; `storyboard.initial(X.self[, in: "Settings"])`: the initial scene.
  /// `instantiateViewController(withIdentifier:)` and `instantiateInitialViewController()` on
  /// the built-in storyboard read `Main`.
  func callStoryboardScene(_ name: String, _ args: CallArguments, at position: SourcePosition) throws -> Value {
    switch name {
    case "scene":
      guard args.labels == [nil, nil] || args.labels == [nil, nil, "in"], case .string(let identifier) = args.values[0]
      else {
        throw RuntimeIssue.arguments(
          "use 'storyboard.scene(\"DetailVC\", DetailViewController.self)' or add 'in: \"Settings\"'", at: position)
      }
      let (className, kind) = try sceneClass(args, 1)
      try declareScene(identifier, className: className, kind: kind, args, isInitial: false, at: position)
    case "initial":
      guard args.labels == [nil] || args.labels == [nil, "in"] else {
        throw RuntimeIssue.arguments(
          "use 'storyboard.initial(FirstViewController.self)' or add 'in: \"Settings\"'", at: position)
      }
      let (className, kind) = try sceneClass(args, 0)
      try declareScene(nil, className: className, kind: kind, args, isInitial: true, at: position)
    case "outletCollection":
      try declareOutletCollection(args, at: position)
    case "instantiateViewController":
      let main = engine.builtInStoryboard()
      return try instantiateScene(args, from: main, at: position)
    default:
      guard args.labels.isEmpty, args.trailing == nil else {
        throw RuntimeIssue.arguments("use 'storyboard.instantiateInitialViewController()'", at: position)
      }
      return try instantiateInitialScene(from: engine.builtInStoryboard(), at: position)
    }
    return .void
  }

  /// `storyboard.outletCollection("answerButtons", of: QuizViewController.self, count: 4)`: in
  /// the class's scenes, Interface Builder connected that many views to the outlet collection
  /// `@IBOutlet var answerButtons: [UIButton]!` (what the Connections inspector shows).
  private func declareOutletCollection(_ args: CallArguments, at position: SourcePosition) throws {
    let usage = "use 'storyboard.outletCollection(\"buttons\", of: QuizViewController.self, count: 3)'"
    guard args.labels == [nil, "of", "count"], case .string(let property) = args.values[0],
      case .type(let className) = args.values[1], case .int(let count) = args.values[2]
    else { throw RuntimeIssue.arguments(usage, at: position) }
    guard classes.kind(of: className)?.isViewController == true else {
      throw RuntimeIssue.type(
        "a storyboard's scenes are view controllers; '\(className)' is not one", at: args.positions[1])
    }
    guard
      let (binding, _) = classes.storedProperties(of: className).first(where: { $0.0.name == property }),
      binding.isOutlet, Self.outletCollectionElement(binding) != nil
    else {
      throw RuntimeIssue.type(
        "'\(className)' has no outlet collection '\(property)' of a simulated view class (declare '@IBOutlet var \(property): [UIButton]!')",
        at: args.positions[0])
    }
    guard (0...Self.maxOutletCollection).contains(count) else {
      throw RuntimeIssue.type(
        "an outlet collection connects 0 to \(Self.maxOutletCollection) views here", at: args.positions[2])
    }
    outletCollections[className, default: [:]][property] = count
  }

  /// The most views a scenario's outlet collection connects.
  static let maxOutletCollection = 64

  /// The view class of an outlet collection (`[UIButton]` → `.button`), when simulated.
  static func outletCollectionElement(_ binding: Binding) -> ElementKind? {
    guard let typeName = binding.typeName, typeName.hasPrefix("["), typeName.hasSuffix("]") else { return nil }
    guard let kind = UIKitBindings.elementClasses[String(typeName.dropFirst().dropLast())], kind.isView else {
      return nil
    }
    return kind
  }

  /// `storyboard.instantiateViewController(withIdentifier: "Detail")`: the scene's new
  /// controller; its class's `init(coder:)` runs, as for every controller a storyboard makes.
  func instantiateScene(_ args: CallArguments, from storyboard: ObjectID, at position: SourcePosition) throws -> Value {
    guard args.labels == ["withIdentifier"], case .string(let identifier) = args.values[0] else {
      throw RuntimeIssue.arguments(
        "use 'instantiateViewController(withIdentifier: \"DetailVC\")' with the scene's Storyboard ID", at: position)
    }
    let id = try withEngine(at: position) { try engine.instantiate(identifier: identifier, from: storyboard) }
    _ = try storedValues(of: id, at: position)
    return .object(id)
  }

  /// `instantiateInitialViewController()`: the initial scene's new controller, or nil.
  func instantiateInitialScene(from storyboard: ObjectID, at position: SourcePosition) throws -> Value {
    guard let id = try withEngine(at: position, { try engine.instantiateInitial(from: storyboard) }) else {
      return .null
    }
    _ = try storedValues(of: id, at: position)
    return .object(id)
  }

  private func sceneClass(_ args: CallArguments, _ index: Int) throws -> (String, ObjectKind) {
    guard case .type(let className) = args.values[index] else {
      throw RuntimeIssue.type("a scene takes a class: 'DetailViewController.self'", at: args.positions[index])
    }
    guard let kind = classes.kind(of: className), kind.isViewController else {
      throw RuntimeIssue.type(
        "a storyboard's scenes are view controllers; '\(className)' is not one", at: args.positions[index])
    }
    return (className, kind)
  }

  private func declareScene(
    _ identifier: String?, className: String, kind: ObjectKind, _ args: CallArguments, isInitial: Bool,
    at position: SourcePosition
  ) throws {
    var storyboardName = "Main"
    if args.labels.last == "in" {
      guard case .string(let name) = args.values[args.values.count - 1] else {
        throw RuntimeIssue.type("'in:' takes the storyboard's name: 'in: \"Settings\"'", at: args.positions.last!)
      }
      storyboardName = name
    }
    try withEngine(at: position) {
      try engine.declareScene(
        identifier, className: className, kind: kind, storyboard: storyboardName, isInitial: isInitial)
    }
  }
}

extension Interpreter {
  /// Whether `base` of `base.method(…)` is the built-in `storyboard` though a controller's
  /// method would read `self.storyboard` for the bare name. UIKit's property is optional, so
  /// `storyboard.x(…)` with a plain `.` is not Swift for it: the built-in is meant
  /// (`storyboard.instantiate(X.self)` inside an action). `storyboard?.x`, `storyboard!.x`
  /// and the bare name are the property.
  func isBuiltInStoryboard(_ base: Expr, in scope: Scope) -> Bool {
    guard case .identifier("storyboard") = base.kind, scope.selfObject != nil,
      lookupLocalVariable("storyboard", in: scope) == nil
    else { return false }
    return !classes.declaresMember("storyboard")
  }
}
