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
  /// `UITableViewController`: a controller whose view is a table view, its data source and
  /// delegate (`Engine+ListViews.swift`).
  case tableViewController
  /// `UICollectionViewController`: a controller whose view is a collection view.
  case collectionViewController
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
      .splitViewController, .tableViewController, .collectionViewController:
      return true
    case .presentationController, .object, .transitionContext, .storyboardSegue:
      return false
    }
  }

  /// Whether objects of this kind are UIKit containers, which show child controllers' views
  /// themselves (navigation, tab bar, page and split view controllers).
  public var isContainer: Bool {
    switch self {
    case .navigationController, .tabBarController, .pageViewController, .splitViewController: return true
    default: return false
    }
  }

  /// What a controller of this kind has as its view when it is not a plain view: a table
  /// view or a collection view.
  public var rootViewKind: ElementKind {
    switch self {
    case .tableViewController: return .tableView
    case .collectionViewController: return .collectionView
    default: return .view
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
    case .tableViewController: return "UITableViewController"
    case .collectionViewController: return "UICollectionViewController"
    case .presentationController: return "UIPresentationController"
    case .object: return "NSObject"
    case .transitionContext: return "UIViewControllerContextTransitioning"
    case .storyboardSegue: return "UIStoryboardSegue"
    }
  }
}
