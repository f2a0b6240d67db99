/// The UIKit properties the engine simulates on its objects, by their Swift names (the raw
/// values): `Engine.property(_:of:)` reads them, `Engine.setProperty(_:of:to:)` sets the
/// settable ones. The one place these names are spelled.
public enum UIKitProperty: String, Sendable, CaseIterable {
  // MARK: Every view controller
  case children
  case definesPresentationContext
  case isBeingDismissed
  case isBeingPresented
  case isModalInPresentation
  case isMovingFromParent
  case isMovingToParent
  case isViewLoaded
  case modalPresentationStyle
  case modalTransitionStyle
  case navigationController
  case parent
  case presentationController
  case presentedViewController
  case presentingViewController
  case providesPresentationContextTransitionStyle
  case tabBarController
  case title
  case transitioningDelegate
  case view

  // MARK: Containers
  case delegate
  case selectedIndex
  case selectedViewController
  case topViewController
  case viewControllers
  case visibleViewController

  // MARK: Presentation controllers, transition contexts, segues
  case containerView
  case destination
  case identifier
  case source

  /// Whether scenarios may assign it (where the kind has it).
  public var isSettable: Bool {
    switch self {
    case .definesPresentationContext, .providesPresentationContextTransitionStyle, .isModalInPresentation,
      .modalPresentationStyle, .modalTransitionStyle, .title, .transitioningDelegate, .delegate, .viewControllers,
      .selectedIndex, .selectedViewController:
      return true
    default:
      return false
    }
  }

  /// The properties an object of `kind` has, sorted by name.
  public static func properties(of kind: ObjectKind) -> [UIKitProperty] {
    byKind[kind] ?? []
  }

  private static let viewController: [UIKitProperty] = [
    .children, .definesPresentationContext, .isBeingDismissed, .isBeingPresented, .isModalInPresentation,
    .isMovingFromParent, .isMovingToParent, .isViewLoaded, .modalPresentationStyle, .modalTransitionStyle,
    .navigationController, .parent, .presentationController, .presentedViewController, .presentingViewController,
    .providesPresentationContextTransitionStyle, .tabBarController, .title, .transitioningDelegate, .view,
  ]

  private static let byKind: [ObjectKind: [UIKitProperty]] = Dictionary(
    uniqueKeysWithValues: ObjectKind.allCases.map { kind in
      let list: [UIKitProperty]
      switch kind {
      case .viewController, .tableViewController, .collectionViewController: list = viewController
      case .navigationController:
        list = viewController + [.delegate, .topViewController, .viewControllers, .visibleViewController]
      case .tabBarController:
        list = viewController + [.delegate, .selectedIndex, .selectedViewController, .viewControllers]
      case .pageViewController, .splitViewController: list = viewController + [.viewControllers]
      case .presentationController:
        list = [.containerView, .delegate, .presentedViewController, .presentingViewController]
      case .transitionContext: list = [.containerView]
      case .storyboardSegue: list = [.destination, .identifier, .source]
      case .object: list = []
      }
      return (kind, list.sorted { $0.rawValue < $1.rawValue })
    })
}
