import DocEngine

/// Real UIKit (and Foundation) API that tutorials use and DocEngine does not simulate yet: the
/// one list of it. A scenario naming one is told so before it runs — `'UIViewController.tabBarItem'
/// is UIKit API that DocEngine does not simulate yet` — instead of reading as if the API did not
/// exist (`value of type 'A' has no member 'tabBarItem'`) or failing one use per run.
///
/// What is simulated is `UIKitBindings`' table; what is not, this catalog. A name is in one or
/// the other, never both (`UnsimulatedUIKitTests`): simulating an API is adding its binding and
/// taking its entry out of here.
enum UnsimulatedUIKit {
  /// Where a reader finds what does run.
  static let documentationPage = "\"What scenarios can use\" in docs/engine-api.md"

  /// Types.
  static let types: [String] = [
    // Controllers and their parts.
    "UIAlertView", "UIActionSheet", "UINavigationBar",
    "UITabBar", "UIToolbar", "UIViewPropertyAnimator", "UISearchController", "UIImagePickerController",
    "UIActivityViewController", "UIHostingController",
    // Views and controls.
    "UIScrollView",
    "UIImageView", "UITextView", "UISlider", "UIStepper",
    "UIDatePicker", "UIPickerView", "UIProgressView", "UIActivityIndicatorView", "UIRefreshControl",
    "UIVisualEffectView", "UIMenu", "UIContextMenuConfiguration",
    "UINib", "UITableViewHeaderFooterView", "UICollectionViewListCell", "UICollectionViewCompositionalLayout",
    "UITableViewDiffableDataSource", "UICollectionViewDiffableDataSource", "NSDiffableDataSourceSnapshot",
    "UISwipeActionsConfiguration", "UIContextualAction",
    // Swift concurrency beyond tasks on the main actor.
    "withTaskGroup", "withThrowingTaskGroup", "withCheckedContinuation", "withCheckedThrowingContinuation",
    "AsyncStream",
    // Layout.
    "NSDirectionalEdgeInsets",
    // Gestures.
    "UIGestureRecognizer", "UITapGestureRecognizer", "UIPanGestureRecognizer", "UISwipeGestureRecognizer",
    "UILongPressGestureRecognizer", "UIScreenEdgePanGestureRecognizer",
    // The app and the device (`UIScene`, `UISceneSession` and `UIResponder` name the launch
    // methods' parameters and the delegates' superclass, which run: `UIKitBindings.launchTypes`).
    "UIScreen", "UIDevice", "UITraitCollection",
    // Foundation and Swift concurrency.
    "Timer", "UserDefaults", "URLSession",
  ]

  /// What to write instead, by type (`Timer`) or member (`UIAlertController.addTextField(configurationHandler:)`),
  /// where there is more to say than that it is not simulated: the refusal says it after a colon.
  static let instead: [String: String] = [
    "Timer": "timers are not simulated; schedule work with DispatchQueue.main.asyncAfter(deadline:)",
    "UIScreen": "the engine has no screen geometry; use user.rotate(to:)",
    "UIHostingController": "SwiftUI is not simulated",
    "UISearchController": "search controllers are not simulated",
    "UIImagePickerController": "system pickers are not simulated; present a UIViewController instead",
    "UIActivityViewController": "system sheets are not simulated; present a UIViewController instead",
    "UISlider": "sliders are not simulated yet (docs/engine-api.md lists what is)",
    "UIImageView": "image views are not simulated yet (docs/engine-api.md lists what is); use a UIView",
    "UIScrollView": "scroll views are not simulated yet (docs/engine-api.md lists what is); use a UIView",
    "withTaskGroup": "task groups are not simulated; start a Task for each piece of work",
    "withThrowingTaskGroup": "task groups are not simulated; start a Task for each piece of work",
    "withCheckedContinuation": "continuations are not simulated; write the waiting as an async function",
    "withCheckedThrowingContinuation": "continuations are not simulated; write the waiting as an async function",
    "AsyncStream": "asynchronous sequences are not simulated",
    "Task.detached(priority:operation:)":
      "a detached task runs off the main actor, and scenarios run everything on it; use 'Task { … }'",
    "Task.detached(operation:)":
      "a detached task runs off the main actor, and scenarios run everything on it; use 'Task { … }'",
    "UIAlertController.addTextField(configurationHandler:)":
      "alert text fields are not simulated; an alert's actions are",
  ]

  /// Members, by the type that declares them: a property's name or a method's selector.
  static let members: [(type: String, member: String)] = [
    ("Task", "detached(priority:operation:)"),
    ("Task", "detached(operation:)"),
    ("UIViewController", "setNeedsStatusBarAppearanceUpdate()"),
    ("UIViewController", "preferredContentSize"),
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
    ("UINavigationController", "navigationBar"),
    ("UINavigationController", "setToolbarHidden(_:animated:)"),
    ("UINavigationController", "isToolbarHidden"),
    ("UINavigationController", "hidesBarsOnSwipe"),
    ("UINavigationController", "interactivePopGestureRecognizer"),
    ("UITabBarController", "tabBar"),
    ("UIAlertController", "addTextField(configurationHandler:)"),
    ("UIView", "addConstraint(_:)"),
    ("UIView", "addConstraints(_:)"),
    ("UIView", "layer"),
    ("UIView", "addGestureRecognizer(_:)"),
    ("UIView", "contentMode"),
    ("UIView", "autoresizingMask"),
    ("UITableView", "insertRows(at:with:)"),
    ("UITableView", "deleteRows(at:with:)"),
    ("UITableView", "beginUpdates()"),
    ("UITableView", "endUpdates()"),
    ("UITableView", "reloadRows(at:with:)"),
    ("UITableView", "reloadSections(_:with:)"),
    ("UITableView", "performBatchUpdates(_:completion:)"),
    ("UITableView", "scrollToRow(at:at:animated:)"),
    ("UITableView", "allowsMultipleSelection"),
    ("UITableView", "indexPathsForSelectedRows"),
    ("UITableView", "refreshControl"),
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
    ("UINavigationItem", "backButtonTitle"),
    ("UINavigationItem", "titleView"),
    ("UINavigationItem", "setHidesBackButton(_:animated:)"),
    ("UIViewControllerContextTransitioning", "targetTransform"),
    ("UIPercentDrivenInteractiveTransition", "wantsInteractiveStart"),
    ("UIPercentDrivenInteractiveTransition", "pause()"),
    ("UIPercentDrivenInteractiveTransition", "timingCurve"),
    ("UIView", "transition(with:duration:options:animations:completion:)"),
  ]

  /// Initializers of simulated types that are not simulated themselves, by type and form.
  static let initializers: [(type: String, member: String)] = [
    ("UIBarButtonItem", "init(image:style:target:action:)"),
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
        guard let labels, RefusalScan.matches(selectorLabels(entry.member), labels),
          !simulatedSelectors.contains(entry.member)
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

  /// Whether `name` is a type the catalog lists (simulated or not: a real name either way).
  static func isCatalogued(_ name: String) -> Bool { typeNames.contains(name) }

  /// The refusal of a catalogued type or member (`Timer`, `UIViewController.tabBarItem`), in
  /// the words every refusal uses: what it is, then what to write instead or where to look.
  static func refusal(of api: String) -> String {
    let what = "'\(api)' is \(framework(of: api)) API that DocEngine does not simulate yet"
    if let instead = instead[api] { return "\(what): \(instead)" }
    return "\(what) (see \(documentationPage))"
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

// MARK: - Documentation

extension UnsimulatedUIKit {
  static let documentationStart =
    "<!-- unsimulated-uikit: UnsimulatedUIKit.markdown(), checked by UnsimulatedUIKitTests -->"
  static let documentationEnd = "<!-- end unsimulated-uikit -->"

  /// The catalog as docs/engine-api.md lists it: the types with what to write instead, the
  /// other types, then members by type, initializers and overrides.
  static func markdown() -> String {
    func item(_ api: String, _ shown: String) -> String {
      "`\(shown)`" + (instead[api].map { " (\($0))" } ?? "")
    }
    var lines = types.compactMap { type in instead[type].map { "- `\(type)`: \($0)" } }
    lines.append("- other types: " + types.filter { instead[$0] == nil }.map { "`\($0)`" }.joined(separator: ", "))
    var owners: [String] = []
    for entry in members where !owners.contains(entry.type) { owners.append(entry.type) }
    for owner in owners {
      let names = members.filter { $0.type == owner }.map { item("\(owner).\($0.member)", $0.member) }
      lines.append("- members of `\(owner)`: " + names.joined(separator: ", "))
    }
    lines.append(
      "- initializers: "
        + initializers.map { item("\($0.type).\($0.member)", "\($0.type).\($0.member)") }
        .joined(separator: ", "))
    lines.append(
      "- overrides UIKit would call and the engine never does: "
        + overrides.map { item("\($0.type).\($0.member)", "\($0.type).\($0.member)") }.joined(separator: ", "))
    return lines.joined(separator: "\n")
  }
}
