import DocEngine

/// Real UIKit (and Foundation) API that tutorials use and DocEngine does not simulate yet.
/// A scenario naming one is told so before it runs — `'UIViewController.tabBarItem' is UIKit
/// that DocEngine does not simulate yet` — instead of reading as if the API did not exist
/// (`value of type 'A' has no member 'tabBarItem'`) or failing one use per run.
///
/// The list is a catalog of real names, not a list of refusals: a name is refused only while
/// no `UIKitBindings` entry simulates it, so simulating an API (a binding) is all it takes to
/// stop refusing it.
enum UnsimulatedUIKit {
  /// Where a reader finds what does run.
  static let documentationPage = "\"What scenarios can use\" in docs/engine-api.md"

  /// Types.
  static let types: [String] = [
    // Controllers and their parts.
    "UITableViewController", "UICollectionViewController", "UIAlertView", "UIActionSheet",
    "UIPopoverPresentationController", "UINavigationBar", "UITabBar", "UIToolbar", "UITabBarItem",
    "UIPercentDrivenInteractiveTransition", "UIViewPropertyAnimator",
    // Views and controls.
    "UITableViewCell", "UICollectionView", "UICollectionViewCell", "UICollectionViewFlowLayout", "UIScrollView",
    "UIStackView", "UIImageView", "UIImage", "UITextField", "UITextView", "UISwitch", "UISegmentedControl",
    "UISlider", "UIStepper", "UIDatePicker", "UIPickerView", "UIProgressView", "UIActivityIndicatorView",
    "UIRefreshControl", "UIVisualEffectView", "UIAction", "UIMenu", "UIContextMenuConfiguration",
    // Layout.
    "NSLayoutConstraint", "UILayoutGuide", "UIEdgeInsets", "NSDirectionalEdgeInsets",
    // Gestures.
    "UIGestureRecognizer", "UITapGestureRecognizer", "UIPanGestureRecognizer", "UISwipeGestureRecognizer",
    "UILongPressGestureRecognizer", "UIScreenEdgePanGestureRecognizer",
    // The app (`UIScene`, `UISceneSession` and `UIResponder` name the launch methods'
    // parameters and the delegates' superclass, which run: `UIKitBindings.launchTypes`).
    "UIDevice", "UITraitCollection",
    "UserDefaults", "URLSession",
  ]

  /// Members, by the type that declares them: a property's name or a method's selector.
  static let members: [(type: String, member: String)] = [
    ("UIViewController", "tabBarItem"),
    ("UIViewController", "popoverPresentationController"),
    ("UIViewController", "modalPresentationCapturesStatusBarAppearance"),
    ("UIViewController", "setNeedsStatusBarAppearanceUpdate()"),
    ("UIViewController", "preferredContentSize"),
    ("UIViewController", "hidesBottomBarWhenPushed"),
    ("UIViewController", "edgesForExtendedLayout"),
    ("UIViewController", "additionalSafeAreaInsets"),
    ("UIViewController", "traitCollection"),
    ("UIViewController", "overrideUserInterfaceStyle"),
    ("UIViewController", "editButtonItem"),
    ("UIViewController", "setEditing(_:animated:)"),
    ("UIViewController", "toolbarItems"),
    ("UIViewController", "setToolbarItems(_:animated:)"),
    ("UIViewController", "transitionCoordinator"),
    ("UIViewController", "transition(from:to:duration:options:animations:completion:)"),
    ("UIViewController", "instantiateViewController(withIdentifier:)"),
    ("UIViewController", "instantiateInitialViewController()"),
    ("UINavigationController", "setNavigationBarHidden(_:animated:)"),
    ("UINavigationController", "isNavigationBarHidden"),
    ("UINavigationController", "navigationBar"),
    ("UINavigationController", "setToolbarHidden(_:animated:)"),
    ("UINavigationController", "isToolbarHidden"),
    ("UINavigationController", "hidesBarsOnSwipe"),
    ("UINavigationController", "interactivePopGestureRecognizer"),
    ("UITabBarController", "tabBar"),
    ("UIView", "safeAreaLayoutGuide"),
    ("UIView", "topAnchor"),
    ("UIView", "bottomAnchor"),
    ("UIView", "leadingAnchor"),
    ("UIView", "trailingAnchor"),
    ("UIView", "leftAnchor"),
    ("UIView", "rightAnchor"),
    ("UIView", "centerXAnchor"),
    ("UIView", "centerYAnchor"),
    ("UIView", "widthAnchor"),
    ("UIView", "heightAnchor"),
    ("UIView", "addConstraint(_:)"),
    ("UIView", "addConstraints(_:)"),
    ("UIView", "layer"),
    ("UIView", "insertSubview(_:belowSubview:)"),
    ("UIView", "insertSubview(_:aboveSubview:)"),
    ("UIView", "addGestureRecognizer(_:)"),
    ("UIView", "layoutMargins"),
    ("UIView", "contentMode"),
    ("UIView", "autoresizingMask"),
    ("UITableView", "register(_:forCellReuseIdentifier:)"),
    ("UITableView", "dequeueReusableCell(withIdentifier:for:)"),
    ("UITableView", "dequeueReusableCell(withIdentifier:)"),
    ("UITableView", "indexPathForSelectedRow"),
    ("UITableView", "deselectRow(at:animated:)"),
    ("UITableView", "insertRows(at:with:)"),
    ("UITableView", "deleteRows(at:with:)"),
    ("UITableView", "beginUpdates()"),
    ("UITableView", "endUpdates()"),
    ("UITableView", "tableFooterView"),
    ("UITableView", "tableHeaderView"),
    ("UITableView", "estimatedRowHeight"),
    ("UINavigationItem", "largeTitleDisplayMode"),
    ("UINavigationItem", "searchController"),
    ("UINavigationItem", "backBarButtonItem"),
    ("UINavigationItem", "backButtonTitle"),
    ("UINavigationItem", "titleView"),
    ("UINavigationItem", "hidesBackButton"),
    ("UINavigationItem", "setHidesBackButton(_:animated:)"),
    ("UIView", "endEditing(_:)"),
    ("UIView", "transition(with:duration:options:animations:completion:)"),
    ("UIViewControllerContextTransitioning", "transitionWasCancelled"),
    ("UIViewControllerContextTransitioning", "view(forKey:)"),
    ("UIViewControllerContextTransitioning", "finalFrame(for:)"),
    ("UIViewControllerContextTransitioning", "initialFrame(for:)"),
    ("UIViewControllerContextTransitioning", "updateInteractiveTransition(_:)"),
    ("UIViewControllerContextTransitioning", "finishInteractiveTransition()"),
    ("UIViewControllerContextTransitioning", "cancelInteractiveTransition()"),
  ]

  /// Initializers of simulated types that are not simulated themselves, by type and form.
  static let initializers: [(type: String, member: String)] = [
    ("UIBarButtonItem", "init(primaryAction:)"),
    ("UIBarButtonItem", "init(title:image:primaryAction:menu:)"),
    ("UIBarButtonItem", "init(systemItem:primaryAction:menu:)"),
    ("UIBarButtonItem", "init(image:style:target:action:)"),
    ("UIButton", "init(primaryAction:)"),
    ("UIButton", "init(type:primaryAction:)"),
    ("UIButton", "init(configuration:primaryAction:)"),
    ("UINavigationController", "init(navigationBarClass:toolbarClass:)"),
  ]

  /// The catalog entry of `type(…)` called with `labels`, when it is not simulated (no form of
  /// the type's initializer binding has those labels).
  static func initializer(of type: String, labels: [String?]) -> (type: String, member: String)? {
    guard let entry = initializers.first(where: { $0.type == type && selectorLabels($0.member) == labels }) else {
      return nil
    }
    let simulated = UIKitBindings.initializer(of: type).map { binding in
      binding.member.split(separator: " ").contains { selectorLabels(String($0.filter { $0 != "," })) == labels }
    }
    return simulated == true ? nil : entry
  }

  /// Methods and properties a subclass overrides that UIKit would call here and the engine
  /// never does: an override of one would be accepted and never run, a silent wrong log
  /// (rotation runs, but `viewWillTransition(to:with:)` is not called). Overrides UIKit calls
  /// only on what the engine has no part of (`didReceiveMemoryWarning()`, the status bar's
  /// style) are not listed: never calling them is what the app does here too.
  static let overrides: [(type: String, member: String)] = [
    ("UIViewController", "viewWillTransition(to:with:)"),
    ("UIViewController", "traitCollectionDidChange(_:)"),
    ("UIViewController", "viewSafeAreaInsetsDidChange()"),
    ("UIViewController", "updateViewConstraints()"),
    ("UIViewController", "supportedInterfaceOrientations"),
    ("UIViewController", "shouldAutorotate"),
  ]

  /// Delegate methods UIKit would call on what the engine simulates, and the engine never
  /// does (no user action of the engine's reaches them): implementing one would be accepted
  /// and silently never run. (`shouldChangeCharactersIn` takes an `NSRange`, which scenarios
  /// do not have.)
  static let delegateMethods: [(type: String, member: String)] = [
    ("UITextFieldDelegate", "textField(_:shouldChangeCharactersIn:replacementString:)"),
    ("UITextFieldDelegate", "textFieldShouldClear(_:)"),
    ("UITextFieldDelegate", "textFieldDidChangeSelection(_:)"),
  ]

  /// The catalog entry of a delegate method's selector, when nothing simulates UIKit's call.
  static func delegateMethod(_ selector: String) -> (type: String, member: String)? {
    guard !simulatedSelectors.contains(selector) else { return nil }
    return delegateMethods.first { $0.member == selector }
  }

  /// The catalog entry of an overriding method's selector or property's name, when nothing
  /// simulates UIKit's call of it.
  static func override(_ member: String) -> (type: String, member: String)? {
    guard !simulatedSelectors.contains(member), !simulatedMemberNames.contains(member) else { return nil }
    return overrides.first { $0.member == member }
  }

  /// The catalog entry for a member named `name` called with `labels` (nil: not called, so a
  /// property or a method named without its call), when nothing simulates a member of that
  /// name: `("UINavigationController", "setNavigationBarHidden(_:animated:)")`.
  static func member(named name: String, labels: [String?]?) -> (type: String, member: String)? {
    for entry in membersByName[name] ?? [] {
      if entry.member.contains("(") {
        guard let labels, selectorLabels(entry.member) == labels, !simulatedSelectors.contains(entry.member)
        else { continue }
        return entry
      }
      if !simulatedMemberNames.contains(name) { return entry }
    }
    return nil
  }

  /// Which framework a type (or a member, `Task.detached(…)`) is named as being from in a
  /// refusal.
  static func framework(of api: String) -> String {
    let type = String(api.prefix { $0 != "." && $0 != "(" })
    if [
      "Task", "MainActor", "AsyncStream", "withTaskGroup", "withThrowingTaskGroup", "withCheckedContinuation",
      "withCheckedThrowingContinuation",
    ].contains(type) {
      return "Swift concurrency"
    }
    return foundationTypes.contains(type) ? "Foundation" : "UIKit"
  }

  private static let foundationTypes: Set<String> = ["Timer", "UserDefaults", "URLSession"]

  /// Whether `name` is a catalogued type nothing simulates.
  static func isUnsimulatedType(_ name: String) -> Bool {
    typeNames.contains(name) && UIKitBindings.type(named: name) == nil
  }

  /// A selector's labels (`insertSubview(_:belowSubview:)` → `[nil, "belowSubview"]`).
  static func selectorLabels(_ selector: String) -> [String?] {
    let inside = selector.drop { $0 != "(" }.dropFirst().dropLast()
    return inside.split(separator: ":", omittingEmptySubsequences: false).dropLast().map {
      $0 == "_" ? nil : String($0)
    }
  }

  private static let typeNames = Set(types)
  private static let membersByName = Dictionary(grouping: members, by: { UIKitBindings.baseName(of: $0.member) })

  /// Properties a binding or the engine simulates, on any type, and the selectors of the
  /// methods bindings simulate: a catalogued member is refused by name only while neither
  /// has it (the interpreter, which knows the receiver's type, answers for the rest).
  static let simulatedMemberNames: Set<String> = Set(
    UIKitBindings.members.compactMap { binding -> String? in
      if case .property = binding.kind { return binding.member }
      return nil
    }
  ).union(UIKitProperty.allCases.map(\.rawValue))

  static let simulatedSelectors: Set<String> = Set(
    UIKitBindings.members.compactMap { binding -> String? in
      switch binding.kind {
      case .method, .callback: return binding.member
      default: return nil
      }
    })
}
