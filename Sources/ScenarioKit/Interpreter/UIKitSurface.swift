import DocEngine

/// The UIKit methods scenarios can call and override, by engine kind.
///
/// Properties come from the engine (`Engine.knownProperties(of:)`), which owns their meaning;
/// methods are listed here because the interpreter maps each to an engine operation
/// (`Interpreter+UIKit.swift`). Both lists feed the near-miss suggestions.
enum UIKitSurface {
  static let viewControllerMethods = [
    "present(_:animated:completion:)", "dismiss(animated:completion:)", "addChild(_:)",
    "removeFromParent()", "willMove(toParent:)", "didMove(toParent:)", "loadViewIfNeeded()",
    "performSegue(withIdentifier:sender:)", "beginAppearanceTransition(_:animated:)", "endAppearanceTransition()",
    "show(_:sender:)", "showDetailViewController(_:sender:)",
  ]
  static let navigationMethods = [
    "pushViewController(_:animated:)", "popViewController(animated:)",
    "popToRootViewController(animated:)", "popToViewController(_:animated:)",
    "setViewControllers(_:animated:)",
  ]
  static let pageMethods = ["setViewControllers(_:direction:animated:completion:)"]
  static let contextMethods = ["completeTransition(_:)", "viewController(forKey:)", "view(forKey:)"]

  /// Methods UIKit calls and user classes override (they need `override`, and calling them
  /// directly from a scenario is refused: UIKit calls them).
  static let lifecycleSelectors = [
    "viewDidLoad()", "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)",
    "viewDidDisappear(_:)", "loadView()", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
    "prepare(for:sender:)", "shouldPerformSegue(withIdentifier:sender:)",
    "canPerformUnwindSegueAction(_:from:sender:)", "shouldAutomaticallyForwardAppearanceMethods",
  ]
  static let presentationControllerSelectors = [
    "presentationTransitionWillBegin()", "presentationTransitionDidEnd(_:)",
    "dismissalTransitionWillBegin()", "dismissalTransitionDidEnd(_:)",
    "containerViewWillLayoutSubviews()", "containerViewDidLayoutSubviews()",
    "shouldRemovePresentersView", "frameOfPresentedViewInContainerView",
  ]

  /// Properties that take a UIKit enum, with the enum's name and cases (for near misses).
  static let enumProperties: [String: (String, [String])] = [
    "modalPresentationStyle": ("UIModalPresentationStyle", ModalPresentationStyle.allCases.map(\.rawValue)),
    "modalTransitionStyle": (
      "UIModalTransitionStyle", ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"]
    ),
  ]

  /// Names tutorials use that the engine does not simulate, with what to write instead.
  /// Reported as `scenario.unsupported` rather than as unknown names.
  static let unsimulatedNames: [String: String] = [
    "Timer": "timers are not simulated; schedule work with DispatchQueue.main.asyncAfter(deadline:)",
    "UIStoryboard": "use the built-in 'storyboard' (storyboard.instantiate(X.self), storyboard.segue(…))",
    "UIApplication": "use the built-in 'window'",
    "UIWindow": "use the built-in 'window'",
    "UIScreen": "the engine has no screen geometry; use user.rotate(to:)",
    "UIHostingController": "SwiftUI is not simulated",
    "UISearchController": "search controllers are not simulated",
    "UIImagePickerController": "system pickers are not simulated; present a UIViewController instead",
    "UIActivityViewController": "system sheets are not simulated; present a UIViewController instead",
  ]

  static func methods(for kind: ObjectKind) -> [String] {
    switch kind {
    case .viewController, .tabBarController, .splitViewController: return viewControllerMethods
    case .navigationController: return viewControllerMethods + navigationMethods
    case .pageViewController: return viewControllerMethods + pageMethods
    case .transitionContext: return contextMethods
    case .presentationController, .object, .storyboardSegue: return []
    }
  }

  /// Selectors a user class of this kind overrides with `override`.
  static func overridableSelectors(for kind: ObjectKind) -> [String] {
    switch kind {
    case .presentationController: return presentationControllerSelectors
    case _ where kind.isViewController:
      return lifecycleSelectors + methods(for: kind) + ["willMove(toParent:)", "didMove(toParent:)"]
    default: return []
    }
  }

  static func isOverridable(_ selector: String, of kind: ObjectKind) -> Bool {
    lifecycleSelectors.contains(selector) || presentationControllerSelectors.contains(selector)
  }

  static func isMethod(_ name: String, of kind: ObjectKind) -> Bool {
    methodNamesByKind[kind]?.contains(name) ?? false
  }

  /// Each kind's method base names, made once: every method call a scenario makes asks, and
  /// cutting each selector at its `(` on every call was a tenth of running a scenario.
  private static let methodNamesByKind: [ObjectKind: Set<String>] = Dictionary(
    uniqueKeysWithValues: ObjectKind.allCases.map { ($0, Set(methodBaseNames(methods(for: $0)))) })

  /// `present(_:animated:completion:)` → `present`.
  static func methodBaseNames(_ selectors: [String]) -> [String] {
    selectors.map { String($0.prefix { $0 != "(" }) }
  }

  /// Method base names for near-miss suggestions.
  static func memberNames(for kind: ObjectKind) -> [String] {
    methodBaseNames(methods(for: kind))
  }
}
