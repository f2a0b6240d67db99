/// UIKit's names from before Swift 3 and Swift 4.2 that tutorials still use, with the names
/// that replaced them. swiftc knows the old names (the SDK marks them unavailable and
/// renamed) and refuses each with `'presentViewController(_:animated:completion:)' has been
/// renamed to 'present(_:animated:completion:)'` and a fix-it; a scenario reports the same,
/// so an author sees that the code is old Swift, not that DocEngine lacks something.
///
/// Only names that were real UIKit API are listed, each with its exact replacement: the list
/// is the one place a suggestion for an old name can come from (no near-miss guessing).
enum RenamedUIKitNames {
  /// Methods, by their old full names (labels included, as swiftc names them).
  static let methods: [(old: String, new: String)] = [
    // Swift 3's renames of Objective-C selectors.
    ("presentViewController(_:animated:completion:)", "present(_:animated:completion:)"),
    ("dismissViewControllerAnimated(_:completion:)", "dismiss(animated:completion:)"),
    ("showViewController(_:sender:)", "show(_:sender:)"),
    ("performSegueWithIdentifier(_:sender:)", "performSegue(withIdentifier:sender:)"),
    ("prepareForSegue(_:sender:)", "prepare(for:sender:)"),
    ("shouldPerformSegueWithIdentifier(_:sender:)", "shouldPerformSegue(withIdentifier:sender:)"),
    ("popViewControllerAnimated(_:)", "popViewController(animated:)"),
    ("popToRootViewControllerAnimated(_:)", "popToRootViewController(animated:)"),
    ("didMoveToParentViewController(_:)", "didMove(toParent:)"),
    ("willMoveToParentViewController(_:)", "willMove(toParent:)"),
    ("instantiateViewControllerWithIdentifier(_:)", "instantiateViewController(withIdentifier:)"),
    ("addTarget(_:action:forControlEvents:)", "addTarget(_:action:for:)"),
    ("setTitle(_:forState:)", "setTitle(_:for:)"),
    ("animateWithDuration(_:animations:)", "animate(withDuration:animations:)"),
    ("animateWithDuration(_:animations:completion:)", "animate(withDuration:animations:completion:)"),
    ("viewWillTransitionToSize(_:withTransitionCoordinator:)", "viewWillTransition(to:with:)"),
    (
      "transitionFromViewController(_:toViewController:duration:options:animations:completion:)",
      "transition(from:to:duration:options:animations:completion:)"
    ),
    // Swift 4.2's.
    ("addChildViewController(_:)", "addChild(_:)"),
    ("removeFromParentViewController()", "removeFromParent()"),
    ("didMove(toParentViewController:)", "didMove(toParent:)"),
    ("willMove(toParentViewController:)", "willMove(toParent:)"),
    ("bringSubview(toFront:)", "bringSubviewToFront(_:)"),
    ("sendSubview(toBack:)", "sendSubviewToBack(_:)"),
  ]

  /// Properties.
  static let properties: [(old: String, new: String)] = [
    ("parentViewController", "parent"),
    ("childViewControllers", "children"),
  ]

  /// Types Swift 4.2 nested in the class they belong to.
  static let types: [(old: String, new: String)] = [
    ("UIAlertControllerStyle", "UIAlertController.Style"),
    ("UIAlertActionStyle", "UIAlertAction.Style"),
    ("UIControlEvents", "UIControl.Event"),
    ("UIControlState", "UIControl.State"),
    ("UIBarButtonSystemItem", "UIBarButtonItem.SystemItem"),
    ("UIBarButtonItemStyle", "UIBarButtonItem.Style"),
    ("UIButtonType", "UIButton.ButtonType"),
    ("UITableViewStyle", "UITableView.Style"),
    ("UITableViewCellStyle", "UITableViewCell.CellStyle"),
    ("UITableViewRowAnimation", "UITableView.RowAnimation"),
    ("UITableViewCellEditingStyle", "UITableViewCell.EditingStyle"),
    ("UIViewAnimationOptions", "UIView.AnimationOptions"),
    ("UIViewContentMode", "UIView.ContentMode"),
    ("UIPageViewControllerTransitionStyle", "UIPageViewController.TransitionStyle"),
    ("UIPageViewControllerNavigationOrientation", "UIPageViewController.NavigationOrientation"),
    ("UIPageViewControllerNavigationDirection", "UIPageViewController.NavigationDirection"),
    ("UISplitViewControllerDisplayMode", "UISplitViewController.DisplayMode"),
    ("UIApplicationLaunchOptionsKey", "UIApplication.LaunchOptionsKey"),
    ("UILayoutConstraintAxis", "NSLayoutConstraint.Axis"),
    ("UIStackViewDistribution", "UIStackView.Distribution"),
    ("UIStackViewAlignment", "UIStackView.Alignment"),
  ]

  /// Enum cases Swift 3 lowercased (`.FullScreen` → `.fullScreen`), of the enums tutorials
  /// set: presentation and transition styles, alert and action styles, control events and
  /// states.
  static let cases: [(old: String, new: String)] = [
    "FullScreen", "PageSheet", "FormSheet", "CurrentContext", "OverFullScreen", "OverCurrentContext", "Popover",
    "CoverVertical", "FlipHorizontal", "CrossDissolve", "PartialCurl",
    "ActionSheet", "Alert", "Default", "Cancel", "Destructive",
    "TouchUpInside", "TouchDown", "ValueChanged", "PrimaryActionTriggered", "EditingChanged",
    "Normal", "Highlighted", "Selected", "Disabled",
  ].map { old in (old, old.prefix(1).lowercased() + old.dropFirst()) }

  /// The renamed method whose old full name is `selector`.
  static func method(_ selector: String) -> String? { methodsByOld[selector] }
  /// The old base names, to look a call up by its base name first.
  static let methodBaseNames: Set<String> = Set(methods.map { UIKitBindings.baseName(of: $0.old) })

  private static let methodsByOld = Dictionary(uniqueKeysWithValues: methods.map { ($0.old, $0.new) })
  static let propertiesByOld = Dictionary(uniqueKeysWithValues: properties.map { ($0.old, $0.new) })
  static let typesByOld = Dictionary(uniqueKeysWithValues: types.map { ($0.old, $0.new) })
  static let casesByOld = Dictionary(uniqueKeysWithValues: cases.map { ($0.old, $0.new) })
}
