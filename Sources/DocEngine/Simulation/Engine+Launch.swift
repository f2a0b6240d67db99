/// The app's launch objects: `UIApplication.shared` and its one window scene, whose window is
/// the engine's window. The scenario's app and scene delegates run as the launch
/// (ScenarioKit's `Interpreter+Launch.swift`).
extension Engine {
  /// `UIApplication.shared`.
  public func application() -> ElementID {
    if let id = uikitData.application { return id }
    let id = elements.make(Element(kind: .application))
    uikitData.application = id
    return id
  }

  /// The scene the app's window is in (`UIApplication.shared.connectedScenes`).
  public func windowScene() -> ElementID {
    if let id = uikitData.windowScene { return id }
    let id = elements.make(Element(kind: .windowScene))
    uikitData.windowScene = id
    return id
  }

  /// `UIApplication.shared.delegate`: the app delegate the launch made, while alive.
  public var appDelegate: ObjectID? {
    get { uikitData.appDelegate.flatMap { self[$0].isDead ? nil : $0 } }
    set { uikitData.appDelegate = newValue }
  }
}
