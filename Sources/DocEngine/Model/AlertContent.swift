/// What an alert controller shows besides its title: a message and actions, in a style.
struct AlertContent {
  var message: String?
  var preferredStyle: AlertControllerStyle
  /// The actions added with `addAction`, in order.
  var actions: [ElementID] = []
}

/// `UIAlertController.Style`, by its Swift case names.
public enum AlertControllerStyle: String, Sendable, CaseIterable {
  case alert
  case actionSheet
}
