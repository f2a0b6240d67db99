/// What UIKit class family an object belongs to.
///
/// The kind decides the built-in behaviour (a `.navigationController` keeps a stack); the class
/// name is only for naming and for user code. A user subclass of `UINavigationController` has
/// kind `.navigationController` and its own class name.
public enum ObjectKind: String, Sendable, CaseIterable, Hashable, Codable {
  case viewController
  case navigationController
  case tabBarController
  case pageViewController
  case splitViewController
  /// `UIPresentationController` or a subclass.
  case presentationController
  /// An `NSObject` subclass: a delegate, a transitioning delegate, an animator.
  case object
  /// The `UIViewControllerContextTransitioning` object handed to an animator.
  case transitionContext
  /// A `UIStoryboardSegue` handed to `prepare(for:sender:)` and unwind actions.
  case storyboardSegue

  /// Whether objects of this kind are view controllers (have a view and appearance callbacks).
  public var isViewController: Bool {
    switch self {
    case .viewController, .navigationController, .tabBarController, .pageViewController,
      .splitViewController:
      return true
    case .presentationController, .object, .transitionContext, .storyboardSegue:
      return false
    }
  }

  /// The UIKit class an object of this kind is when the scenario names no subclass.
  public var defaultClassName: String {
    switch self {
    case .viewController: return "UIViewController"
    case .navigationController: return "UINavigationController"
    case .tabBarController: return "UITabBarController"
    case .pageViewController: return "UIPageViewController"
    case .splitViewController: return "UISplitViewController"
    case .presentationController: return "UIPresentationController"
    case .object: return "NSObject"
    case .transitionContext: return "UIViewControllerContextTransitioning"
    case .storyboardSegue: return "UIStoryboardSegue"
    }
  }
}
