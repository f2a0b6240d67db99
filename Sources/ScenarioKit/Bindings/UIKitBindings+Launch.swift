import DocEngine

/// The app's launch: `UIApplication.shared`, its window scene, `UIWindow(windowScene:)` (the
/// scenario's one window) and the delegate protocols whose launch methods run as the launch
/// (`Interpreter+Launch.swift`, `Engine+Launch.swift`).
extension UIKitBindings {
  static let launchTypes: [UIKitType] = [
    UIKitType(name: "UIApplication", superclass: "NSObject", model: .element(.application)),
    UIKitType(name: "UIWindowScene", superclass: "UIScene", model: .element(.windowScene)),
    UIKitType(name: "UIWindow", superclass: nil, model: .value),
    UIKitType(name: "UIApplicationDelegate", superclass: nil, model: .protocol),
    UIKitType(name: "UIWindowSceneDelegate", superclass: nil, model: .protocol),
    UIKitType(name: "UISceneDelegate", superclass: nil, model: .protocol),
  ]

  /// What the launch calls on the app delegate and the scene delegate, in this order.
  static let launchCallbacks: [(type: String, selector: String)] = [
    ("UIApplicationDelegate", "application(_:didFinishLaunchingWithOptions:)"),
    ("UIWindowSceneDelegate", "scene(_:willConnectTo:options:)"),
  ]

  static let launchMembers: [UIKitBinding] =
    [
      .initializer("UIWindow", "init(windowScene:), init(frame:)") { call in
        guard call.labels == ["windowScene"] || call.labels == ["frame"] else {
          throw RuntimeIssue.arguments("use 'UIWindow(windowScene: windowScene)'", at: call.position)
        }
        // A scenario has one window, the built-in one.
        return .builtin(.window)
      },
      .property("UIApplication", "windows") { _ in .array([.builtin(.window)]) },
      .property("UIApplication", "keyWindow") { _ in .builtin(.window) },
      .property("UIApplication", "connectedScenes") { read in .array([.element(read.engine.windowScene())]) },
      .property("UIApplication", "delegate") { read in read.engine.appDelegate.map(Value.object) ?? .null },
      .property("UIWindowScene", "windows") { _ in .array([.builtin(.window)]) },
      .property("UIWindowScene", "keyWindow") { _ in .builtin(.window) },
    ]
    + launchCallbacks.map { UIKitBinding(type: $0.type, member: $0.selector, kind: .callback) }
}
