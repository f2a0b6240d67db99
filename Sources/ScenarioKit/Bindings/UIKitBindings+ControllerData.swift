import DocEngine

/// Controller properties recorded as data (`Engine+ControllerData.swift`): a controller's tab
/// bar item and images, the navigation bar's visibility (which hides its bar button items
/// from taps), and settings with no effect on the lifecycle.
extension UIKitBindings {
  static let controllerDataTypes: [UIKitType] = [
    UIKitType(name: "UITabBarItem", superclass: "NSObject", model: .element(.tabBarItem)),
    UIKitType(name: "UIImage", superclass: nil, model: .value),
  ]

  static let controllerDataMembers: [UIKitBinding] =
    [
      .initializer(
        "UITabBarItem", "init(title:image:tag:), init(title:image:selectedImage:), init(tabBarSystemItem:tag:)"
      ) { call in
        let item = call.engine.makeElement(.tabBarItem)
        for (label, (value, position)) in zip(call.labels, zip(call.args.values, call.args.positions)) {
          switch label {
          case "title":
            call.engine.setProperty(
              "title", ofElement: item, to: PropertyValue(try call.interpreter.textArgument(call.args, 0, "title")))
          case "image", "selectedImage": call.engine.setProperty(label!, ofElement: item, to: PropertyValue(value))
          case "tag":
            guard case .int = value else { throw RuntimeIssue.type("'tag:' needs an Int", at: position) }
            call.engine.setProperty("tag", ofElement: item, to: PropertyValue(value))
          case "tabBarSystemItem": break
          default:
            throw RuntimeIssue.arguments(
              "use 'UITabBarItem(title:image:tag:)', '(title:image:selectedImage:)' or '(tabBarSystemItem:tag:)'",
              at: call.position)
          }
        }
        let forms: [[String?]] = [
          ["title", "image", "tag"], ["title", "image", "selectedImage"], ["tabBarSystemItem", "tag"],
        ]
        guard forms.contains(call.labels) else {
          throw RuntimeIssue.arguments(
            "use 'UITabBarItem(title:image:tag:)', '(title:image:selectedImage:)' or '(tabBarSystemItem:tag:)'",
            at: call.position)
        }
        return .element(item)
      },
      .initializer("UIImage", "init(systemName:), init(named:)") { call in
        guard call.labels == ["systemName"] || call.labels == ["named"], case .string = call.args.values[0] else {
          throw RuntimeIssue.arguments(
            "use 'UIImage(systemName: \"house\")' or 'UIImage(named: \"logo\")'", at: call.position)
        }
        // An image is data: named by what made it.
        return .enumCase(call.labels[0]!, [call.args.values[0]])
      },
      .property(
        "UIViewController", "tabBarItem", get: { read in .element(read.engine.tabBarItem(of: read.object)) },
        set: { write in
          let value = try write.value()
          guard case .element(let item) = value, write.engine.kind(of: item) == .tabBarItem else {
            throw RuntimeIssue.type(
              "cannot assign value of type '\(Arithmetic.typeName(value))' to type 'UITabBarItem'",
              at: write.valuePosition)
          }
          write.engine.setTabBarItem(item, of: write.object)
        }),
      .method("UINavigationController", "setNavigationBarHidden(_:animated:)") { call in
        guard call.labels == [nil, "animated"], case .bool = call.args.values[0] else { return nil }
        _ = try call.bool("animated")
        try call.withEngine {
          try $0.setDataProperty("isNavigationBarHidden", of: call.object, to: PropertyValue(call.args.values[0]))
        }
        return .void
      },
    ]
    + [
      ("UIViewController", "hidesBottomBarWhenPushed"),
      ("UIViewController", "modalPresentationCapturesStatusBarAppearance"),
      ("UINavigationController", "isNavigationBarHidden"),
    ].map { type, name in
      .property(
        type, name, get: { read in Value(read.engine.dataProperty(name, of: read.object) ?? .bool(false)) },
        set: { write in
          let value = try write.value()
          guard case .bool = value else {
            throw RuntimeIssue.type(
              "cannot assign value of type '\(Arithmetic.typeName(value))' to type 'Bool'", at: write.valuePosition)
          }
          try write.interpreter.withEngine(at: write.statementPosition) {
            try write.engine.setDataProperty(name, of: write.object, to: PropertyValue(value))
          }
        })
    }
}
