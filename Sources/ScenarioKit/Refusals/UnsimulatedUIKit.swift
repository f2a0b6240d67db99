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
    "UIViewPropertyAnimator",
    // Views and controls.
    "UITableViewCell", "UICollectionView", "UICollectionViewCell", "UICollectionViewFlowLayout", "UIScrollView",
    "UIStackView", "UIImageView", "UIImage", "UITextField", "UITextView", "UISwitch", "UISegmentedControl",
    "UISlider", "UIStepper", "UIDatePicker", "UIPickerView", "UIProgressView", "UIActivityIndicatorView",
    "UIRefreshControl", "UIVisualEffectView", "UIAction", "UIMenu", "UIContextMenuConfiguration",
    "UINib", "UITableViewHeaderFooterView", "UICollectionViewListCell", "UICollectionViewCompositionalLayout",
    "UITableViewDiffableDataSource", "UICollectionViewDiffableDataSource", "NSDiffableDataSourceSnapshot",
    "UISwipeActionsConfiguration", "UIContextualAction",
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
    ("UITableView", "reloadRows(at:with:)"),
    ("UITableView", "reloadSections(_:with:)"),
    ("UITableView", "performBatchUpdates(_:completion:)"),
    ("UITableView", "scrollToRow(at:at:animated:)"),
    ("UITableView", "allowsMultipleSelection"),
    ("UITableView", "indexPathsForSelectedRows"),
    ("UITableView", "refreshControl"),
    ("UITableView", "isEditing"),
    ("UITableView", "setEditing(_:animated:)"),
    ("UITableView", "dequeueReusableHeaderFooterView(withIdentifier:)"),
    ("UITableViewCell", "imageView"),
    ("UITableViewCell", "setSelected(_:animated:)"),
    ("UICollectionView", "insertItems(at:)"),
    ("UICollectionView", "deleteItems(at:)"),
    ("UICollectionView", "reloadItems(at:)"),
    ("UICollectionView", "scrollToItem(at:at:animated:)"),
    ("UICollectionView", "allowsMultipleSelection"),
    ("UICollectionView", "selectItem(at:animated:scrollPosition:)"),
    ("UINavigationItem", "largeTitleDisplayMode"),
    ("UINavigationItem", "searchController"),
    ("UINavigationItem", "backBarButtonItem"),
    ("UINavigationItem", "backButtonTitle"),
    ("UINavigationItem", "titleView"),
    ("UINavigationItem", "hidesBackButton"),
    ("UINavigationItem", "setHidesBackButton(_:animated:)"),
    ("UIView", "endEditing(_:)"),
    ("UIViewControllerContextTransitioning", "targetTransform"),
    ("UIPercentDrivenInteractiveTransition", "wantsInteractiveStart"),
    ("UIPercentDrivenInteractiveTransition", "pause()"),
    ("UIPercentDrivenInteractiveTransition", "timingCurve"),
    ("UIView", "transition(with:duration:options:animations:completion:)"),
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

  /// The catalog entry of `type(…)` called with `labels`, when it is not simulated.
  static func initializer(of type: String, labels: [String?]) -> (type: String, member: String)? {
    initializers.first { $0.type == type && selectorLabels($0.member) == labels }
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
    // Table and collection view delegate and data-source methods the engine does not call
    // (docs/engine.md 45: it calls the row counts, cells, row heights and selection).
    ("UITableViewDelegate", "tableView(_:willDisplay:forRowAt:)"),
    ("UITableViewDelegate", "tableView(_:didEndDisplaying:forRowAt:)"),
    ("UITableViewDelegate", "tableView(_:willDeselectRowAt:)"),
    ("UITableViewDelegate", "tableView(_:estimatedHeightForRowAt:)"),
    ("UITableViewDelegate", "tableView(_:viewForHeaderInSection:)"),
    ("UITableViewDelegate", "tableView(_:viewForFooterInSection:)"),
    ("UITableViewDelegate", "tableView(_:heightForHeaderInSection:)"),
    ("UITableViewDelegate", "tableView(_:heightForFooterInSection:)"),
    ("UITableViewDelegate", "tableView(_:accessoryButtonTappedForRowWith:)"),
    ("UITableViewDelegate", "tableView(_:trailingSwipeActionsConfigurationForRowAt:)"),
    ("UITableViewDelegate", "tableView(_:leadingSwipeActionsConfigurationForRowAt:)"),
    ("UITableViewDelegate", "tableView(_:editingStyleForRowAt:)"),
    ("UITableViewDataSource", "tableView(_:titleForHeaderInSection:)"),
    ("UITableViewDataSource", "tableView(_:titleForFooterInSection:)"),
    ("UITableViewDataSource", "tableView(_:canEditRowAt:)"),
    ("UITableViewDataSource", "tableView(_:commit:forRowAt:)"),
    ("UITableViewDataSource", "tableView(_:canMoveRowAt:)"),
    ("UITableViewDataSource", "tableView(_:moveRowAt:to:)"),
    ("UITableViewDataSource", "sectionIndexTitles(for:)"),
    ("UICollectionViewDelegate", "collectionView(_:willDisplay:forItemAt:)"),
    ("UICollectionViewDataSource", "collectionView(_:viewForSupplementaryElementOfKind:at:)"),
    ("UICollectionViewDelegateFlowLayout", "collectionView(_:layout:sizeForItemAt:)"),
    ("UICollectionViewDelegateFlowLayout", "collectionView(_:layout:insetForSectionAt:)"),
    ("UICollectionViewDelegateFlowLayout", "collectionView(_:layout:minimumLineSpacingForSectionAt:)"),
    ("UICollectionViewDelegateFlowLayout", "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)"),
    ("UIScrollViewDelegate", "scrollViewDidScroll(_:)"),
  ]

  /// Whether `selector` is a table or collection view delegate or data-source method the
  /// engine never calls: refused wherever a class declares it (a delegate does not write
  /// `override`), as it would be accepted and never run.
  static func unsimulatedDelegateMethod(_ selector: String) -> (type: String, member: String)? {
    guard !simulatedSelectors.contains(selector) else { return nil }
    return overrides.first { $0.member == selector && $0.type != "UIViewController" }
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

  /// Which framework a type is named as being from in a refusal.
  static func framework(of type: String) -> String {
    foundationTypes.contains(type) ? "Foundation" : "UIKit"
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
