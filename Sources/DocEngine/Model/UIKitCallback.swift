/// Every method UIKit calls on a scenario's objects, by its Swift selector (the raw value): the
/// engine calls them through `UserCodeHost`; user classes override them or, as delegates,
/// implement them. The one place these selectors are spelled.
public enum UIKitCallback: String, Sendable, CaseIterable {
  // MARK: UIViewController
  case loadView = "loadView()"
  case viewDidLoad = "viewDidLoad()"
  case viewWillAppear = "viewWillAppear(_:)"
  case viewIsAppearing = "viewIsAppearing(_:)"
  case viewDidAppear = "viewDidAppear(_:)"
  case viewWillDisappear = "viewWillDisappear(_:)"
  case viewDidDisappear = "viewDidDisappear(_:)"
  case willMoveToParent = "willMove(toParent:)"
  case didMoveToParent = "didMove(toParent:)"
  case prepareForSegue = "prepare(for:sender:)"
  case shouldPerformSegue = "shouldPerformSegue(withIdentifier:sender:)"
  case canPerformUnwindSegueAction = "canPerformUnwindSegueAction(_:from:sender:)"
  /// A property: `false` stops a container forwarding appearance to its children.
  case shouldAutomaticallyForwardAppearanceMethods

  // MARK: UIPresentationController
  case presentationTransitionWillBegin = "presentationTransitionWillBegin()"
  case presentationTransitionDidEnd = "presentationTransitionDidEnd(_:)"
  case dismissalTransitionWillBegin = "dismissalTransitionWillBegin()"
  case dismissalTransitionDidEnd = "dismissalTransitionDidEnd(_:)"
  case containerViewWillLayoutSubviews = "containerViewWillLayoutSubviews()"
  case containerViewDidLayoutSubviews = "containerViewDidLayoutSubviews()"
  /// A property: whether the presenter's view leaves the window.
  case shouldRemovePresentersView

  // MARK: Delegates
  case presentationControllerForPresented = "presentationController(forPresented:presenting:source:)"
  case animationControllerForPresented = "animationController(forPresented:presenting:source:)"
  case animationControllerForDismissed = "animationController(forDismissed:)"
  case interactionControllerForPresentation = "interactionControllerForPresentation(using:)"
  case interactionControllerForDismissal = "interactionControllerForDismissal(using:)"
  case transitionDuration = "transitionDuration(using:)"
  case animateTransition = "animateTransition(using:)"
  case animationEnded = "animationEnded(_:)"
  case presentationControllerShouldDismiss = "presentationControllerShouldDismiss(_:)"
  case presentationControllerWillDismiss = "presentationControllerWillDismiss(_:)"
  case presentationControllerDidDismiss = "presentationControllerDidDismiss(_:)"
  case presentationControllerDidAttemptToDismiss = "presentationControllerDidAttemptToDismiss(_:)"
  case sheetDidChangeSelectedDetentIdentifier =
    "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)"
  case navigationControllerWillShow = "navigationController(_:willShow:animated:)"
  case navigationControllerDidShow = "navigationController(_:didShow:animated:)"
  case navigationControllerAnimationController = "navigationController(_:animationControllerFor:from:to:)"
  case navigationControllerInteractionController = "navigationController(_:interactionControllerFor:)"
  case tabBarControllerShouldSelect = "tabBarController(_:shouldSelect:)"
  case tabBarControllerDidSelect = "tabBarController(_:didSelect:)"
  case textFieldShouldBeginEditing = "textFieldShouldBeginEditing(_:)"
  case textFieldDidBeginEditing = "textFieldDidBeginEditing(_:)"
  case textFieldShouldEndEditing = "textFieldShouldEndEditing(_:)"
  case textFieldDidEndEditing = "textFieldDidEndEditing(_:)"
  /// Called instead of `textFieldDidEndEditing(_:)` when the delegate implements it (iOS 10).
  case textFieldDidEndEditingReason = "textFieldDidEndEditing(_:reason:)"
  case textFieldShouldReturn = "textFieldShouldReturn(_:)"

  // MARK: Table and collection views
  case numberOfSections = "numberOfSections(in:)"
  case tableNumberOfRows = "tableView(_:numberOfRowsInSection:)"
  case tableCellForRow = "tableView(_:cellForRowAt:)"
  case tableHeightForRow = "tableView(_:heightForRowAt:)"
  case tableWillSelectRow = "tableView(_:willSelectRowAt:)"
  case tableDidSelectRow = "tableView(_:didSelectRowAt:)"
  case tableDidDeselectRow = "tableView(_:didDeselectRowAt:)"
  case collectionNumberOfItems = "collectionView(_:numberOfItemsInSection:)"
  case collectionCellForItem = "collectionView(_:cellForItemAt:)"
  case collectionShouldSelectItem = "collectionView(_:shouldSelectItemAt:)"
  case collectionDidSelectItem = "collectionView(_:didSelectItemAt:)"
  case collectionDidDeselectItem = "collectionView(_:didDeselectItemAt:)"

  /// The Swift selector.
  public var selector: String { rawValue }

  /// The class a user subclass overrides it in, or the protocol a delegate implements it from.
  public var declaringType: String {
    switch self {
    case .loadView, .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear,
      .viewDidDisappear,
      .willMoveToParent, .didMoveToParent, .prepareForSegue, .shouldPerformSegue, .canPerformUnwindSegueAction,
      .shouldAutomaticallyForwardAppearanceMethods:
      return "UIViewController"
    case .presentationTransitionWillBegin, .presentationTransitionDidEnd, .dismissalTransitionWillBegin,
      .dismissalTransitionDidEnd, .containerViewWillLayoutSubviews, .containerViewDidLayoutSubviews,
      .shouldRemovePresentersView:
      return "UIPresentationController"
    case .presentationControllerForPresented, .animationControllerForPresented, .animationControllerForDismissed,
      .interactionControllerForPresentation, .interactionControllerForDismissal:
      return "UIViewControllerTransitioningDelegate"
    case .transitionDuration, .animateTransition, .animationEnded:
      return "UIViewControllerAnimatedTransitioning"
    case .presentationControllerShouldDismiss, .presentationControllerWillDismiss, .presentationControllerDidDismiss,
      .presentationControllerDidAttemptToDismiss:
      return "UIAdaptivePresentationControllerDelegate"
    case .sheetDidChangeSelectedDetentIdentifier: return "UISheetPresentationControllerDelegate"
    case .navigationControllerWillShow, .navigationControllerDidShow, .navigationControllerAnimationController,
      .navigationControllerInteractionController:
      return "UINavigationControllerDelegate"
    case .tabBarControllerShouldSelect, .tabBarControllerDidSelect: return "UITabBarControllerDelegate"
    case .numberOfSections, .tableNumberOfRows, .tableCellForRow: return "UITableViewDataSource"
    case .tableHeightForRow, .tableWillSelectRow, .tableDidSelectRow, .tableDidDeselectRow: return "UITableViewDelegate"
    case .collectionNumberOfItems, .collectionCellForItem: return "UICollectionViewDataSource"
    case .collectionShouldSelectItem, .collectionDidSelectItem, .collectionDidDeselectItem:
      return "UICollectionViewDelegate"
    case .textFieldShouldBeginEditing, .textFieldDidBeginEditing, .textFieldShouldEndEditing, .textFieldDidEndEditing,
      .textFieldDidEndEditingReason, .textFieldShouldReturn:
      return "UITextFieldDelegate"
    }
  }
}
