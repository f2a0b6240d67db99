import DocEngine

// MARK: - App and scene delegates run as the launch

/// A block that declares an app delegate (`@main`, `UIApplicationDelegate`) or a scene
/// delegate (`UIWindowSceneDelegate`) launches the app before its statements run, once per
/// session, as iOS does: it makes the app delegate and calls
/// `application(_:didFinishLaunchingWithOptions:)`, then makes the scene delegate and calls
/// `scene(_:willConnectTo:options:)` with the app's window scene. UIKit keeps both delegates
/// for the app's lifetime. When the launch code leaves the window without a root view
/// controller, the main storyboard's initial view controller becomes it (the Info.plist's
/// main storyboard), when the scenario declares one.
extension Interpreter {
  /// The properties of the built-in window besides `rootViewController`.
  static let windowMembers = ["isKeyWindow", "windowScene"]

  func windowMember(_ name: String) -> Value? {
    switch name {
    case "isKeyWindow": return .bool(true)
    case "windowScene": return .element(engine.windowScene())
    default: return nil
    }
  }

  func launchIfNeeded(_ program: ScenarioProgram) throws {
    guard !hasLaunched else { return }
    let appDelegate = program.classes.first { $0.inherited.contains("UIApplicationDelegate") }
    let sceneDelegate = program.classes.first { $0.inherited.contains("UIWindowSceneDelegate") }
    guard appDelegate != nil || sceneDelegate != nil else { return }
    hasLaunched = true
    if let decl = appDelegate {
      let delegate = try makeLaunchDelegate(decl)
      engine.appDelegate = delegate
      try callLaunchMethod(
        "application(_:didFinishLaunchingWithOptions:)", on: delegate, decl,
        arguments: [.element(engine.application()), .null])
    }
    if let decl = sceneDelegate {
      let delegate = try makeLaunchDelegate(decl)
      try callLaunchMethod(
        "scene(_:willConnectTo:options:)", on: delegate, decl,
        arguments: [.element(engine.windowScene()), .null, .null])
    }
    if engine.rootViewController == nil {
      let position = (sceneDelegate ?? appDelegate)!.position
      try asStatement(position) {
        let storyboard = engine.builtInStoryboard()
        if case .object(let initial) = try instantiateInitialScene(from: storyboard, at: position) {
          try withEngine(at: position) { try engine.setRoot(initial) }
        }
      }
    }
  }

  /// A delegate UIKit makes and keeps for the app's lifetime.
  private func makeLaunchDelegate(_ decl: ClassDecl) throws -> ObjectID {
    try asStatement(decl.position) {
      guard
        case .object(let id) = try construct(
          decl.name, CallArguments(labels: [], values: [], positions: [], trailing: nil, texts: []), at: decl.position)
      else {
        preconditionFailure("a class makes an object")
      }
      engine.retain(id)
      return id
    }
  }

  private func callLaunchMethod(_ selector: String, on delegate: ObjectID, _ decl: ClassDecl, arguments: [Value])
    throws
  {
    guard let (method, owner) = classes.method(selector: selector, in: decl.name) else { return }
    try asStatement(method.position) {
      _ = try invokeUserMethod(
        method, declaredIn: owner, on: delegate, arguments: Array(arguments.prefix(method.parameterNames.count)),
        at: method.position)
    }
  }
}

extension Interpreter {
  /// `storyboard.scene(…)`, `storyboard.initial(…)` at the top level.
  static func isSceneDeclaration(_ statement: Statement) -> Bool {
    guard case .expression(let expr) = statement.kind, case .call(let callee, _, _) = expr.kind,
      case .member(let base, let name) = callee.kind, case .identifier("storyboard") = base.kind
    else { return false }
    return name == "scene" || name == "initial" || name == "outletCollection"
  }
}
